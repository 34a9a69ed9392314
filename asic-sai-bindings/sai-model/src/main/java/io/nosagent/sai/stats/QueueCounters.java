package io.nosagent.sai.stats;

/**
 * One egress queue's counters.
 *
 * @param index          queue index on its port (0..queuesPerPort-1)
 * @param packets        packets sent
 * @param bytes          bytes sent
 * @param droppedPackets packets dropped (tail drop or WRED)
 * @param occupancyBytes bytes in the queue at the poll
 * @param pause          whether PFC held the queue at the poll (SAI QUEUE PAUSE_STATUS), when read
 */
public record QueueCounters(int index, long packets, long bytes, long droppedPackets, long occupancyBytes, PauseStatus pause) {

    /** A queue's PFC pause state as read, or not read. */
    public enum PauseStatus {
        /** Not read: nobody watches this queue's pause, or the ASIC cannot say. */
        UNKNOWN,
        RUNNING,
        PAUSED
    }

    public QueueCounters(int index, long packets, long bytes, long droppedPackets) {
        this(index, packets, bytes, droppedPackets, 0, PauseStatus.UNKNOWN);
    }

    public boolean paused() {
        return pause == PauseStatus.PAUSED;
    }
}
