/**
 * A virtual AI zone: a two-tier fabric of RTSWs and CTSWs on one simulation, each switch a virtual ASIC
 * programmed by its own agent from its own generated config. The user describes the zone in a template
 * file ({@link io.nosagent.lab.fabric.ZoneTemplate}, read by {@link io.nosagent.lab.fabric.ZoneTemplateFile});
 * {@link io.nosagent.lab.fabric.ZonePlan} turns it into names, ports and addresses,
 * {@link io.nosagent.lab.fabric.ZoneConfigs} into each switch's config (addresses, routes, the shipped
 * lossless QoS, E-ECMP and flowlets on the RTSWs; with {@link io.nosagent.lab.fabric.ZoneBgp} eBGP between
 * the tiers instead of static routes), {@link io.nosagent.lab.fabric.VirtualZone}
 * boots and cables it; {@link io.nosagent.api.zone.ZoneRegistry} tells the client commands where each
 * switch serves gNMI.
 */
package io.nosagent.lab.fabric;
