package io.nosagent.sai.vasic.dataplane.qos;

import io.nosagent.sai.StatId;
import io.nosagent.sai.meta.PortStat;
import io.nosagent.sai.vasic.ObjectCounters;
import io.nosagent.sai.vasic.dataplane.stats.StatBlock;
import io.nosagent.sai.vasic.packet.Ethernet;

import java.util.Arrays;

/**
 * Priority flow control on one port, both directions, with its PORT counters (PFC_n_RX/TX_PKTS,
 * PFC_n_ON2OFF_RX_PKTS, PFC_n_RX/TX_PAUSE_DURATION_US).
 *
 * <p>Receive: a PFC frame for an enabled priority pauses the queue that priority maps to for the
 * frame's quanta (512 bit times each at the port's speed); quanta 0 resumes it. Frames for priorities
 * not enabled are counted and ignored.
 *
 * <p>Transmit: while one of the port's priority groups is in XOFF the port asserts XOFF (maximum
 * quanta) for each enabled priority that maps to the group, refreshing it before it expires, and
 * sends XON when the group recovers.
 */
public final class PfcState {

    public static final int PRIORITIES = PortQos.PRIORITIES;
    private static final StatId[] RX_PKTS = {PortStat.PFC_0_RX_PKTS, PortStat.PFC_1_RX_PKTS, PortStat.PFC_2_RX_PKTS,
            PortStat.PFC_3_RX_PKTS, PortStat.PFC_4_RX_PKTS, PortStat.PFC_5_RX_PKTS, PortStat.PFC_6_RX_PKTS, PortStat.PFC_7_RX_PKTS};
    private static final StatId[] TX_PKTS = {PortStat.PFC_0_TX_PKTS, PortStat.PFC_1_TX_PKTS, PortStat.PFC_2_TX_PKTS,
            PortStat.PFC_3_TX_PKTS, PortStat.PFC_4_TX_PKTS, PortStat.PFC_5_TX_PKTS, PortStat.PFC_6_TX_PKTS, PortStat.PFC_7_TX_PKTS};
    private static final StatId[] ON2OFF = {PortStat.PFC_0_ON2OFF_RX_PKTS, PortStat.PFC_1_ON2OFF_RX_PKTS,
            PortStat.PFC_2_ON2OFF_RX_PKTS, PortStat.PFC_3_ON2OFF_RX_PKTS, PortStat.PFC_4_ON2OFF_RX_PKTS,
            PortStat.PFC_5_ON2OFF_RX_PKTS, PortStat.PFC_6_ON2OFF_RX_PKTS, PortStat.PFC_7_ON2OFF_RX_PKTS};
    private static final StatId[] RX_US = {PortStat.PFC_0_RX_PAUSE_DURATION_US, PortStat.PFC_1_RX_PAUSE_DURATION_US,
            PortStat.PFC_2_RX_PAUSE_DURATION_US, PortStat.PFC_3_RX_PAUSE_DURATION_US, PortStat.PFC_4_RX_PAUSE_DURATION_US,
            PortStat.PFC_5_RX_PAUSE_DURATION_US, PortStat.PFC_6_RX_PAUSE_DURATION_US, PortStat.PFC_7_RX_PAUSE_DURATION_US};
    private static final StatId[] TX_US = {PortStat.PFC_0_TX_PAUSE_DURATION_US, PortStat.PFC_1_TX_PAUSE_DURATION_US,
            PortStat.PFC_2_TX_PAUSE_DURATION_US, PortStat.PFC_3_TX_PAUSE_DURATION_US, PortStat.PFC_4_TX_PAUSE_DURATION_US,
            PortStat.PFC_5_TX_PAUSE_DURATION_US, PortStat.PFC_6_TX_PAUSE_DURATION_US, PortStat.PFC_7_TX_PAUSE_DURATION_US};

    private final long[] pausedUntil = new long[PRIORITIES];
    /** Start of the pause not yet counted into RX_PAUSE_DURATION, per priority (-1: not paused). */
    private final long[] rxCountedFrom = new long[PRIORITIES];
    private final boolean[] xoff = new boolean[PRIORITIES];
    private final long[] txCountedFrom = new long[PRIORITIES];
    /** Nanoseconds of pause not yet a whole microsecond, per priority and direction. */
    private final long[] rxRemainderNs = new long[PRIORITIES];
    private final long[] txRemainderNs = new long[PRIORITIES];
    private StatBlock stats = statBlock(null);

    public PfcState() {
        Arrays.fill(rxCountedFrom, -1);
        Arrays.fill(txCountedFrom, -1);
    }

    /** Counters: per priority RX_PKTS, TX_PKTS, ON2OFF_RX_PKTS, RX_PAUSE_DURATION_US, TX_PAUSE_DURATION_US. */
    public static StatBlock statBlock(ObjectCounters target) {
        var ids = new StatId[PRIORITIES * 5];
        for (int p = 0; p < PRIORITIES; p++) {
            ids[p] = RX_PKTS[p];
            ids[PRIORITIES + p] = TX_PKTS[p];
            ids[2 * PRIORITIES + p] = ON2OFF[p];
            ids[3 * PRIORITIES + p] = RX_US[p];
            ids[4 * PRIORITIES + p] = TX_US[p];
        }
        return new StatBlock(target, ids);
    }

    public void setStats(StatBlock stats) {
        this.stats = stats;
    }

    // ---- receive --------------------------------------------------------------------------------

    /**
     * A PFC frame for {@code priority} arrived; pauses or resumes the mapped queue.
     *
     * @return the time the mapped queue's pause now ends (now when resumed), or -1 when the frame was ignored
     */
    public long received(int priority, int quanta, long now, long speedMbps, PortQos qos, EgressQueue[] queues) {
        stats.add(priority, 1);
        if (!qos.obeysPfc(priority)) {
            return -1;
        }
        boolean wasPaused = pausedUntil[priority] > now;
        if (quanta > 0) {
            if (!wasPaused) {
                stats.add(2 * PRIORITIES + priority, 1);
                accountRx(priority, now);
                rxCountedFrom[priority] = now;
            }
            pausedUntil[priority] = now + Ethernet.pauseNs(quanta, speedMbps);
        } else {
            accountRx(priority, now);
            pausedUntil[priority] = now;
            rxCountedFrom[priority] = -1;
        }
        int queue = qos.pfcPriorityToQueue[priority];
        long until = 0;
        for (int p = 0; p < PRIORITIES; p++) {
            if (qos.pfcPriorityToQueue[p] == queue) {
                until = Math.max(until, pausedUntil[p]);
            }
        }
        queues[queue].pauseUntil(until);
        return Math.max(until, now);
    }

    /** A pause ran out at {@code now} (or is being counted at a flush): adds its time so far. */
    public void accountRx(int priority, long now) {
        if (rxCountedFrom[priority] < 0) {
            return;
        }
        long end = Math.min(now, pausedUntil[priority]);
        long ns = Math.max(0, end - rxCountedFrom[priority]) + rxRemainderNs[priority];
        stats.add(3 * PRIORITIES + priority, ns / 1000);
        rxRemainderNs[priority] = ns % 1000;
        rxCountedFrom[priority] = pausedUntil[priority] > now ? now : -1;
    }

    public boolean pausedAt(int priority, long now) {
        return pausedUntil[priority] > now;
    }

    // ---- transmit -------------------------------------------------------------------------------

    /** Whether XOFF is being asserted for {@code priority}. */
    public boolean asserting(int priority) {
        return xoff[priority];
    }

    /** Starts asserting XOFF (the caller sends the frame); counts it. */
    public void startXoff(int priority, long now) {
        xoff[priority] = true;
        txCountedFrom[priority] = now;
        stats.add(PRIORITIES + priority, 1);
    }

    /** A refresh XOFF frame is sent while asserting. */
    public void refreshed(int priority) {
        stats.add(PRIORITIES + priority, 1);
    }

    /** Stops asserting (the caller sends XON); counts the frame and the pause time. */
    public void stopXoff(int priority, long now) {
        accountTx(priority, now);
        xoff[priority] = false;
        txCountedFrom[priority] = -1;
        stats.add(PRIORITIES + priority, 1);
    }

    private void accountTx(int priority, long now) {
        if (txCountedFrom[priority] < 0) {
            return;
        }
        long ns = now - txCountedFrom[priority] + txRemainderNs[priority];
        stats.add(4 * PRIORITIES + priority, ns / 1000);
        txRemainderNs[priority] = ns % 1000;
        txCountedFrom[priority] = now;
    }

    /** Brings pause durations up to {@code now} and pushes the counters. */
    public void flush(long now) {
        for (int p = 0; p < PRIORITIES; p++) {
            accountRx(p, now);
            if (xoff[p]) {
                accountTx(p, now);
            }
        }
        stats.flush();
    }
}
