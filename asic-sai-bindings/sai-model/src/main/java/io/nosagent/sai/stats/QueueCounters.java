package io.nosagent.sai.stats;

/**
 * One egress queue's counters.
 *
 * @param index          queue index on its port (0..queuesPerPort-1)
 * @param packets        packets sent
 * @param bytes          bytes sent
 * @param droppedPackets packets dropped (tail drop or WRED)
 */
public record QueueCounters(int index, long packets, long bytes, long droppedPackets) {
}
