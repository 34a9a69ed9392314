/**
 * The agent as it runs on a switch: {@link io.nosagent.agent.NosAgent} (wiring of backend, update loop,
 * programmers, stats and gNMI, and an orderly stop), {@link io.nosagent.agent.AgentHost} (the agent of a
 * process across gNOI reboots, restarted in process), its options, and {@code DaemonMain}, the command of
 * the on-switch build ({@code run}, {@code stop}, {@code user}).
 */
package io.nosagent.agent;
