package io.nosagent.sai.stats;

import java.util.List;

/**
 * One port's counters as read in one poll. Values are cumulative since the ASIC created the port.
 *
 * @param interfaceName  the port's interface name
 * @param values         one value per {@link PortCounter#statsToRead()} entry, in that order
 * @param queues         the port's unicast egress queues, by queue index
 * @param priorityGroups the port's ingress priority groups, by index
 */
public record PortCounters(String interfaceName, long[] values, List<QueueCounters> queues,
                           List<PriorityGroupCounters> priorityGroups) {

    private static final int PFC_BASE = PortCounter.values().length;

    public PortCounters {
        values = values.clone();
        queues = List.copyOf(queues);
        priorityGroups = List.copyOf(priorityGroups);
    }

    /** A port whose counters are all zero (before the first poll). */
    public static PortCounters zero(String interfaceName) {
        return new PortCounters(interfaceName, new long[PortCounter.statsToRead().size()], List.of(), List.of());
    }

    public long get(PortCounter counter) {
        return values[counter.ordinal()];
    }

    /** Unicast plus non-unicast packets received. */
    public long inPackets() {
        return get(PortCounter.IN_UNICAST_PKTS) + get(PortCounter.IN_NON_UNICAST_PKTS);
    }

    /** Unicast plus non-unicast packets sent. */
    public long outPackets() {
        return get(PortCounter.OUT_UNICAST_PKTS) + get(PortCounter.OUT_NON_UNICAST_PKTS);
    }

    public long pfcRxFrames(int priority) {
        return values[PFC_BASE + priority];
    }

    public long pfcTxFrames(int priority) {
        return values[PFC_BASE + PortCounter.PRIORITIES + priority];
    }

    public long pfcRxPauseMicros(int priority) {
        return values[PFC_BASE + 2 * PortCounter.PRIORITIES + priority];
    }

    public long pfcTxPauseMicros(int priority) {
        return values[PFC_BASE + 3 * PortCounter.PRIORITIES + priority];
    }

    /** PFC frames received for {@code priority} that paused it from running (XON to XOFF transitions). */
    public long pfcOn2OffRxFrames(int priority) {
        return values[PFC_BASE + 4 * PortCounter.PRIORITIES + priority];
    }

    /** The queue {@code index}, if this port has it. */
    public java.util.Optional<QueueCounters> queue(int index) {
        return index >= 0 && index < queues.size() && queues.get(index).index() == index
                ? java.util.Optional.of(queues.get(index))
                : queues.stream().filter(q -> q.index() == index).findFirst();
    }

    /** The priority group {@code index}, if this port has it. */
    public java.util.Optional<PriorityGroupCounters> priorityGroup(int index) {
        return index >= 0 && index < priorityGroups.size() && priorityGroups.get(index).index() == index
                ? java.util.Optional.of(priorityGroups.get(index))
                : priorityGroups.stream().filter(g -> g.index() == index).findFirst();
    }

    /** PFC pause frames received over all priorities (OpenConfig {@code in-mac-pause-frames}). */
    public long pauseFramesReceived() {
        long sum = 0;
        for (int p = 0; p < PortCounter.PRIORITIES; p++) {
            sum += pfcRxFrames(p);
        }
        return sum;
    }

    /** PFC pause frames sent over all priorities (OpenConfig {@code out-mac-pause-frames}). */
    public long pauseFramesSent() {
        long sum = 0;
        for (int p = 0; p < PortCounter.PRIORITIES; p++) {
            sum += pfcTxFrames(p);
        }
        return sum;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PortCounters p && p.interfaceName.equals(interfaceName)
                && java.util.Arrays.equals(p.values, values) && p.queues.equals(queues)
                && p.priorityGroups.equals(priorityGroups);
    }

    @Override
    public int hashCode() {
        return interfaceName.hashCode() * 31 + java.util.Arrays.hashCode(values);
    }

    @Override
    public String toString() {
        return "PortCounters[" + interfaceName + "]";
    }
}
