/**
 * Next hops: {@link io.nosagent.routing.nexthops.ConnectedSubnets} resolves a configured next-hop address
 * to the interface whose subnet holds it, and {@link io.nosagent.routing.nexthops.NextHops} keeps the
 * next-hop objects, counted by the routes, groups and TE overrides that use them.
 */
package io.nosagent.routing.nexthops;
