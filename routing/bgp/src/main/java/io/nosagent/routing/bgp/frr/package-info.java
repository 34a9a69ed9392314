/**
 * FRR as the switch's routing suite: zebra's routes over FPM programmed as learned routes
 * ({@link io.nosagent.routing.bgp.frr.FpmRoutes}, next hops mapped to router interfaces through
 * {@link io.nosagent.routing.bgp.frr.KernelInterfaces}), offload echoes for what the ASIC forwards, stale
 * routes across a lost zebra, and the advertisement gate ({@link io.nosagent.routing.bgp.frr.ForwardedPrefixes}:
 * bgpd advertises a prefix only once the ASIC forwards it), and the paths the task-VIP policy refused from host
 * sidecars ({@link io.nosagent.routing.bgp.frr.InboundRefusals}). The daemons are the agent's children
 * ({@link io.nosagent.routing.bgp.frr.FrrDaemons}) or an FRR the operator runs
 * ({@link io.nosagent.routing.bgp.frr.RunningFrr}).
 */
package io.nosagent.routing.bgp.frr;
