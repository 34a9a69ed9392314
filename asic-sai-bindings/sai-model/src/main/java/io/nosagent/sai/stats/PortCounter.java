package io.nosagent.sai.stats;

import io.nosagent.sai.StatId;
import io.nosagent.sai.meta.PortStat;

import java.util.ArrayList;
import java.util.List;

/**
 * The port counters the collector reads, each backed by one SAI port stat. PFC counters come per
 * priority (0..7) through {@link #pfcRxFrames(int)} and friends.
 */
public enum PortCounter {
    IN_OCTETS(PortStat.IF_IN_OCTETS),
    IN_UNICAST_PKTS(PortStat.IF_IN_UCAST_PKTS),
    IN_NON_UNICAST_PKTS(PortStat.IF_IN_NON_UCAST_PKTS),
    IN_BROADCAST_PKTS(PortStat.IF_IN_BROADCAST_PKTS),
    IN_MULTICAST_PKTS(PortStat.IF_IN_MULTICAST_PKTS),
    IN_DISCARDS(PortStat.IF_IN_DISCARDS),
    IN_ERRORS(PortStat.IF_IN_ERRORS),
    IN_UNKNOWN_PROTOS(PortStat.IF_IN_UNKNOWN_PROTOS),
    IN_FCS_ERRORS(PortStat.DOT3_STATS_FCS_ERRORS),
    IN_UNDERSIZE_FRAMES(PortStat.ETHER_STATS_UNDERSIZE_PKTS),
    IN_OVERSIZE_FRAMES(PortStat.ETHER_STATS_OVERSIZE_PKTS),
    IN_FRAGMENT_FRAMES(PortStat.ETHER_STATS_FRAGMENTS),
    IN_JABBER_FRAMES(PortStat.ETHER_STATS_JABBERS),
    /** Frames with an errored block FEC could not correct: OpenConfig's {@code in-block-errors}. */
    IN_BLOCK_ERRORS(PortStat.IF_IN_FEC_NOT_CORRECTABLE_FRAMES),
    OUT_OCTETS(PortStat.IF_OUT_OCTETS),
    OUT_UNICAST_PKTS(PortStat.IF_OUT_UCAST_PKTS),
    OUT_NON_UNICAST_PKTS(PortStat.IF_OUT_NON_UCAST_PKTS),
    OUT_BROADCAST_PKTS(PortStat.IF_OUT_BROADCAST_PKTS),
    OUT_MULTICAST_PKTS(PortStat.IF_OUT_MULTICAST_PKTS),
    OUT_DISCARDS(PortStat.IF_OUT_DISCARDS),
    OUT_ERRORS(PortStat.IF_OUT_ERRORS);

    /** Priorities PFC counts per port (IEEE 802.1Qbb). */
    public static final int PRIORITIES = 8;

    private static final List<StatId> PFC_RX = List.of(PortStat.PFC_0_RX_PKTS, PortStat.PFC_1_RX_PKTS,
            PortStat.PFC_2_RX_PKTS, PortStat.PFC_3_RX_PKTS, PortStat.PFC_4_RX_PKTS, PortStat.PFC_5_RX_PKTS,
            PortStat.PFC_6_RX_PKTS, PortStat.PFC_7_RX_PKTS);
    private static final List<StatId> PFC_TX = List.of(PortStat.PFC_0_TX_PKTS, PortStat.PFC_1_TX_PKTS,
            PortStat.PFC_2_TX_PKTS, PortStat.PFC_3_TX_PKTS, PortStat.PFC_4_TX_PKTS, PortStat.PFC_5_TX_PKTS,
            PortStat.PFC_6_TX_PKTS, PortStat.PFC_7_TX_PKTS);
    private static final List<StatId> PFC_ON2OFF = List.of(PortStat.PFC_0_ON2OFF_RX_PKTS, PortStat.PFC_1_ON2OFF_RX_PKTS,
            PortStat.PFC_2_ON2OFF_RX_PKTS, PortStat.PFC_3_ON2OFF_RX_PKTS, PortStat.PFC_4_ON2OFF_RX_PKTS,
            PortStat.PFC_5_ON2OFF_RX_PKTS, PortStat.PFC_6_ON2OFF_RX_PKTS, PortStat.PFC_7_ON2OFF_RX_PKTS);
    private static final List<StatId> PFC_RX_US = List.of(PortStat.PFC_0_RX_PAUSE_DURATION_US,
            PortStat.PFC_1_RX_PAUSE_DURATION_US, PortStat.PFC_2_RX_PAUSE_DURATION_US,
            PortStat.PFC_3_RX_PAUSE_DURATION_US, PortStat.PFC_4_RX_PAUSE_DURATION_US,
            PortStat.PFC_5_RX_PAUSE_DURATION_US, PortStat.PFC_6_RX_PAUSE_DURATION_US,
            PortStat.PFC_7_RX_PAUSE_DURATION_US);
    private static final List<StatId> PFC_TX_US = List.of(PortStat.PFC_0_TX_PAUSE_DURATION_US,
            PortStat.PFC_1_TX_PAUSE_DURATION_US, PortStat.PFC_2_TX_PAUSE_DURATION_US,
            PortStat.PFC_3_TX_PAUSE_DURATION_US, PortStat.PFC_4_TX_PAUSE_DURATION_US,
            PortStat.PFC_5_TX_PAUSE_DURATION_US, PortStat.PFC_6_TX_PAUSE_DURATION_US,
            PortStat.PFC_7_TX_PAUSE_DURATION_US);

    private final StatId stat;

    PortCounter(StatId stat) {
        this.stat = stat;
    }

    public StatId stat() {
        return stat;
    }

    /** PFC pause frames received for {@code priority}. */
    public static StatId pfcRxFrames(int priority) {
        return PFC_RX.get(priority);
    }

    /** PFC pause frames sent for {@code priority}. */
    public static StatId pfcTxFrames(int priority) {
        return PFC_TX.get(priority);
    }

    /** Received PFC frames for {@code priority} that paused it when it was running (XON to XOFF transitions). */
    public static StatId pfcOn2OffRxFrames(int priority) {
        return PFC_ON2OFF.get(priority);
    }

    /** Microseconds {@code priority} was paused by received PFC. */
    public static StatId pfcRxPauseMicros(int priority) {
        return PFC_RX_US.get(priority);
    }

    /** Microseconds this port paused its peer's {@code priority}. */
    public static StatId pfcTxPauseMicros(int priority) {
        return PFC_TX_US.get(priority);
    }

    /**
     * Every SAI stat one port read asks for, in a fixed order: the counters above, then PFC rx frames,
     * tx frames, rx pause time, tx pause time, rx XON-to-XOFF transitions, eight priorities each.
     */
    static List<StatId> statsToRead() {
        var all = new ArrayList<StatId>();
        for (PortCounter c : values()) {
            all.add(c.stat);
        }
        all.addAll(PFC_RX);
        all.addAll(PFC_TX);
        all.addAll(PFC_RX_US);
        all.addAll(PFC_TX_US);
        all.addAll(PFC_ON2OFF);
        return List.copyOf(all);
    }
}
