/**
 * A virtual AI zone: a two-tier fabric of RTSWs and CTSWs on one simulation, each switch a virtual ASIC
 * programmed by its own agent from its own generated config ({@link io.nosagent.agent.fabric.ZonePlan},
 * {@link io.nosagent.agent.fabric.ZoneConfigs}, {@link io.nosagent.agent.fabric.VirtualZone}).
 */
package io.nosagent.agent.fabric;
