/**
 * The agent as it runs on a switch: {@link io.nosagent.agent.NosAgent} (wiring of backend, update loop,
 * programmers, stats and gNMI, and an orderly stop), its options, and {@code DaemonMain}, the command of
 * the on-switch build ({@code run}, {@code stop}, {@code user}).
 */
package io.nosagent.agent;
