/**
 * L3 forwarding state compiled from the SAI objects: per virtual router an
 * {@link io.nosagent.sai.vasic.dataplane.route.LpmTable} of {@link io.nosagent.sai.vasic.dataplane.route.RouteTarget}s,
 * {@link io.nosagent.sai.vasic.dataplane.route.RouterInterface}s with their
 * {@link io.nosagent.sai.vasic.dataplane.route.Neighbor}s, and the
 * {@link io.nosagent.sai.vasic.dataplane.route.Forwarder}s routes point at (next hop, group, connected
 * interface, CPU). Every object is stable for the lifetime of its SAI object and updated in place.
 */
package io.nosagent.sai.vasic.dataplane.route;
