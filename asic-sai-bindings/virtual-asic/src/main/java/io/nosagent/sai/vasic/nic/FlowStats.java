package io.nosagent.sai.vasic.nic;

/**
 * What a flow's receiver measured.
 *
 * @param flow              the flow's name ({@code src->dst qp N})
 * @param sentBytes         payload bytes the sender put on the wire
 * @param receivedBytes     payload bytes that arrived
 * @param receivedPackets   packets that arrived
 * @param outOfOrderPackets packets that arrived with another PSN than the next expected one (reordered, or after a loss)
 * @param messagesCompleted messages whose last packet arrived
 * @param lastCompletionNs  time from posting to completion of the latest completed message, ns
 * @param maxCompletionNs   the longest completion so far, ns
 */
public record FlowStats(String flow, long sentBytes, long receivedBytes, long receivedPackets, long outOfOrderPackets,
                        long messagesCompleted, long lastCompletionNs, long maxCompletionNs) {
}
