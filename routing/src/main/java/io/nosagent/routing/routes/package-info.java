/**
 * Static routes: next hops resolved through the connected subnets, one next hop or a shared group per
 * route (fine-grained for task VIPs), programmed in bulk and reconciled from what was programmed.
 */
package io.nosagent.routing.routes;
