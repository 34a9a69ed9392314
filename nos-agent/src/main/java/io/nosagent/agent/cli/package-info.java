/**
 * The {@code nos-agent} subcommands (picocli): {@code run} starts the agent; {@code show},
 * {@code get}, {@code set}, {@code subscribe} are gNMI clients; {@code bench} runs the benchmarks.
 */
package io.nosagent.agent.cli;
