/**
 * The {@code nos-agent} subcommands (picocli): {@code run} starts the agent; {@code fabric} runs a
 * virtual zone of agents, one gNMI server each; {@code show},
 * {@code get}, {@code set} and {@code subscribe} are gNMI clients (shared connection options in
 * {@link io.nosagent.agent.cli.GnmiConnection}, whose {@code --target} also takes a zone's switch
 * name); {@code user} manages the gNMI users file;
 * {@code bench} runs the benchmarks.
 */
package io.nosagent.agent.cli;
