/**
 * The {@code nos-agent} subcommands (picocli): {@code run} starts the agent; {@code show},
 * {@code get}, {@code set} and {@code subscribe} are gNMI clients (shared connection options in
 * {@link io.nosagent.agent.cli.GnmiConnection}); {@code user} manages the gNMI users file;
 * {@code bench} runs the benchmarks.
 */
package io.nosagent.agent.cli;
