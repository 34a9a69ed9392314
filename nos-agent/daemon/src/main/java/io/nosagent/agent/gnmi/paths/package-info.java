/**
 * What the agent serves over gNMI, one {@link io.nosagent.feature.gnmi.PathHandler} per subtree:
 * every config section and its applied state ({@link io.nosagent.agent.gnmi.paths.ConfigHandler}),
 * interface oper state ({@link io.nosagent.agent.gnmi.paths.InterfaceStateHandler}), interface and
 * PFC counters ({@link io.nosagent.agent.gnmi.paths.InterfaceCountersHandler}), interface rates over their
 * load interval ({@link io.nosagent.agent.gnmi.paths.InterfaceRatesHandler}), the AFT of the
 * connected routes ({@link io.nosagent.agent.gnmi.paths.AftHandler}), system state
 * ({@link io.nosagent.agent.gnmi.paths.SystemStateHandler}) and the agent's own state under the
 * {@code nosagent} origin ({@link io.nosagent.agent.gnmi.paths.AgentStateHandler}). They are
 * registered in one place, {@link io.nosagent.agent.gnmi.paths.ServedPaths}, with the models
 * Capabilities announces.
 */
package io.nosagent.agent.gnmi.paths;
