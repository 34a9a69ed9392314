package io.nosagent.sai.stats;

/**
 * One egress queue's counters. A counter the ASIC lacks reads 0.
 *
 * @param index            queue index on its port (0..queuesPerPort-1)
 * @param packets          packets sent
 * @param bytes            bytes sent
 * @param droppedPackets   packets dropped (tail drop or WRED)
 * @param droppedBytes     bytes dropped
 * @param ecnMarkedPackets packets WRED marked ECN CE
 * @param ecnMarkedBytes   bytes of those
 * @param occupancyBytes   bytes in the queue at the poll
 * @param watermarkBytes   the most bytes queued so far
 * @param pause            whether PFC held the queue at the poll (SAI QUEUE PAUSE_STATUS), when read
 */
public record QueueCounters(int index, long packets, long bytes, long droppedPackets, long droppedBytes,
                            long ecnMarkedPackets, long ecnMarkedBytes, long occupancyBytes, long watermarkBytes,
                            PauseStatus pause) {

    /** A queue's PFC pause state as read, or not read. */
    public enum PauseStatus {
        /** Not read: nobody watches this queue's pause, or the ASIC cannot say. */
        UNKNOWN,
        RUNNING,
        PAUSED
    }

    /** Counters of an ASIC that reads only packets, bytes and drops. */
    public QueueCounters(int index, long packets, long bytes, long droppedPackets) {
        this(index, packets, bytes, droppedPackets, 0, 0, 0, 0, 0, PauseStatus.UNKNOWN);
    }

    /** Counters with ECN marks and buffer levels, the pause state not read. */
    public QueueCounters(int index, long packets, long bytes, long droppedPackets, long droppedBytes,
                         long ecnMarkedPackets, long ecnMarkedBytes, long occupancyBytes, long watermarkBytes) {
        this(index, packets, bytes, droppedPackets, droppedBytes, ecnMarkedPackets, ecnMarkedBytes, occupancyBytes,
                watermarkBytes, PauseStatus.UNKNOWN);
    }

    /** Counters with the occupancy and pause state the PFC watchdog judges. */
    public QueueCounters(int index, long packets, long bytes, long droppedPackets, long occupancyBytes, PauseStatus pause) {
        this(index, packets, bytes, droppedPackets, 0, 0, 0, occupancyBytes, 0, pause);
    }

    public boolean paused() {
        return pause == PauseStatus.PAUSED;
    }
}
