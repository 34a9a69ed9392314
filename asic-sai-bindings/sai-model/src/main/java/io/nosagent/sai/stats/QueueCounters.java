package io.nosagent.sai.stats;

/**
 * One egress queue's counters.
 *
 * @param index            queue index on its port (0..queuesPerPort-1)
 * @param packets          packets sent
 * @param bytes            bytes sent
 * @param droppedPackets   packets dropped (tail drop or WRED)
 * @param droppedBytes     bytes dropped
 * @param ecnMarkedPackets packets WRED marked ECN CE
 * @param ecnMarkedBytes   bytes of those
 * @param occupancyBytes   bytes queued now
 * @param watermarkBytes   the most bytes queued so far
 */
public record QueueCounters(int index, long packets, long bytes, long droppedPackets, long droppedBytes,
                            long ecnMarkedPackets, long ecnMarkedBytes, long occupancyBytes, long watermarkBytes) {

    /** Counters of an ASIC that reads only packets, bytes and drops. */
    public QueueCounters(int index, long packets, long bytes, long droppedPackets) {
        this(index, packets, bytes, droppedPackets, 0, 0, 0, 0, 0);
    }
}
