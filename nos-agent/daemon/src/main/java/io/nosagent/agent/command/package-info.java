/**
 * The daemon's own subcommands: {@code run} (its options as a mixin the lab's {@code run} shares, and
 * {@code AgentRunner}, which runs the agent as a process until SIGTERM), {@code stop} and {@code user}.
 */
package io.nosagent.agent.command;
