/**
 * A virtual AI zone: a two-tier fabric of RTSWs and CTSWs on one simulation, each switch a virtual ASIC
 * programmed by its own agent from its own generated config. The user describes the zone in a template
 * file ({@link io.nosagent.agent.fabric.ZoneTemplate}, read by {@link io.nosagent.agent.fabric.ZoneTemplateFile});
 * {@link io.nosagent.agent.fabric.ZonePlan} turns it into names, ports and addresses,
 * {@link io.nosagent.agent.fabric.ZoneConfigs} into each switch's config (addresses, routes, the shipped
 * lossless QoS, E-ECMP and flowlets on the RTSWs; with {@link io.nosagent.agent.fabric.ZoneBgp} eBGP between
 * the tiers instead of static routes), {@link io.nosagent.agent.fabric.VirtualZone}
 * boots and cables it; {@link io.nosagent.agent.fabric.ZoneRegistry} tells the client commands where each
 * switch serves gNMI.
 */
package io.nosagent.agent.fabric;
