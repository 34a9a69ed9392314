/**
 * Stopping and restarting the agent: {@link io.nosagent.agent.restart.WarmRestart} (the warm-boot state
 * a warm stop saves and the next start adopts) and {@link io.nosagent.agent.restart.AgentProcessFile}
 * (how {@code nos-agent stop} finds the agent of a state directory and asks it for a warm stop), and the
 * {@link io.nosagent.agent.restart.RebootSchedule} of a gNOI reboot (the one pending {@link
 * io.nosagent.agent.restart.Reboot}, its delay, status and cancel).
 */
package io.nosagent.agent.restart;
