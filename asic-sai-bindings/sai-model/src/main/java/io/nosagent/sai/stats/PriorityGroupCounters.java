package io.nosagent.sai.stats;

/**
 * One ingress priority group's counters.
 *
 * @param index          priority group index on its port
 * @param packets        packets received into it
 * @param bytes          bytes received into it
 * @param droppedPackets packets dropped at ingress (buffer exhausted)
 * @param occupancyBytes bytes it holds at the poll
 */
public record PriorityGroupCounters(int index, long packets, long bytes, long droppedPackets, long occupancyBytes) {

    public PriorityGroupCounters(int index, long packets, long bytes, long droppedPackets) {
        this(index, packets, bytes, droppedPackets, 0);
    }
}
