package io.nosagent.sai.vasic.traffic;

/**
 * What a traffic job achieved so far.
 *
 * @param name                 the job, e.g. {@code allreduce(16)}
 * @param iterationsCompleted  iterations whose every message arrived
 * @param iterationsTimedOut   iterations abandoned after the timeout
 * @param lastIterationNs      duration of the latest completed iteration
 * @param meanIterationNs      mean duration of completed iterations
 * @param maxIterationNs       longest completed iteration
 * @param bytesReceived        payload bytes its flows delivered
 * @param outOfOrderPackets    packets its receivers saw out of PSN order
 * @param flows                flows it runs
 */
public record JobStats(String name, long iterationsCompleted, long iterationsTimedOut, long lastIterationNs,
                       long meanIterationNs, long maxIterationNs, long bytesReceived, long outOfOrderPackets, int flows) {
}
