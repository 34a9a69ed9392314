package io.nosagent.sai.stats;

/**
 * One ingress priority group's counters and buffer levels.
 *
 * @param index             priority group index on its port
 * @param packets           packets received into it
 * @param bytes             bytes received into it
 * @param droppedPackets    packets dropped at ingress (buffer exhausted)
 * @param occupancyBytes    bytes it holds now
 * @param sharedBytes       of those, in the shared pool
 * @param headroomBytes     of those, in XOFF headroom
 * @param watermarkBytes    the most it held
 * @param sharedWatermark   the most it held in the shared pool
 * @param headroomWatermark the most it held in headroom
 */
public record PriorityGroupCounters(int index, long packets, long bytes, long droppedPackets, long occupancyBytes,
                                    long sharedBytes, long headroomBytes, long watermarkBytes, long sharedWatermark,
                                    long headroomWatermark) {

    /** Counters of an ASIC that reads only packets, bytes and drops. */
    public PriorityGroupCounters(int index, long packets, long bytes, long droppedPackets) {
        this(index, packets, bytes, droppedPackets, 0, 0, 0, 0, 0, 0);
    }

    /** Counters with the occupancy the watchdog's monitors read. */
    public PriorityGroupCounters(int index, long packets, long bytes, long droppedPackets, long occupancyBytes) {
        this(index, packets, bytes, droppedPackets, occupancyBytes, 0, 0, 0, 0, 0);
    }
}
