package io.nosagent.sai.stats;

/**
 * One ingress priority group's counters.
 *
 * @param index          priority group index on its port
 * @param packets        packets received into it
 * @param bytes          bytes received into it
 * @param droppedPackets packets dropped at ingress (buffer exhausted)
 */
public record PriorityGroupCounters(int index, long packets, long bytes, long droppedPackets) {
}
