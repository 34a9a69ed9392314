/**
 * The agent process: {@link io.nosagent.agent.Main} (the {@code nos-agent} command line) and
 * {@link io.nosagent.agent.NosAgent} (wiring of backend, update loop, programmers, stats and
 * gNMI, and an orderly stop).
 */
package io.nosagent.agent;
