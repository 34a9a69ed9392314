/**
 * Stopping and restarting the agent: the state directory's process file that {@code nos-agent stop}
 * uses to find the agent and ask it for a warm stop.
 */
package io.nosagent.agent.restart;
