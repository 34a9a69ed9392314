package io.nosagent.sai.vasic.dataplane.cpu;

import io.nosagent.sai.meta.PolicerStat;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.vasic.ObjectCounters;
import io.nosagent.sai.vasic.dataplane.stats.StatBlock;

/**
 * A POLICER as a meter: single-rate three-color marking (RFC 2697, SAI MODE SR_TCM, also used for the other modes
 * with their committed rate) in packets or bytes (METER_TYPE). Tokens arrive at CIR per second into the committed
 * bucket (up to CBS); what overflows fills the excess bucket (up to PBS). A packet is green while the committed
 * bucket covers it, yellow while the excess one does, red otherwise; each color's PACKET_ACTION (SAI's default
 * FORWARD) says whether it passes. Every packet counts by color. Kept for the object's lifetime and reconfigured in
 * place, so its buckets outlive a change of rate.
 */
public final class Policer {

    public static final int GREEN = 0;
    public static final int YELLOW = 1;
    public static final int RED = 2;

    private static final long NS = 1_000_000_000L;
    private static final int PACKETS = 0;
    private static final int BYTES = 1;

    private final StatBlock stats;
    private boolean bytes;
    private long cir;
    private long committedSize;
    private long excessSize;
    private final int[] actions = new int[3];
    /** Tokens times 10^9, so the bucket fills by CIR every nanosecond without rounding. */
    private long committed;
    private long excess;
    private long last = -1;

    public Policer(ObjectCounters counters) {
        this.stats = new StatBlock(counters, PolicerStat.PACKETS, PolicerStat.ATTR_BYTES, PolicerStat.GREEN_PACKETS,
                PolicerStat.GREEN_BYTES, PolicerStat.YELLOW_PACKETS, PolicerStat.YELLOW_BYTES, PolicerStat.RED_PACKETS,
                PolicerStat.RED_BYTES);
    }

    /** Settings as the SAI object holds them: packet or byte meter, CIR per second, CBS and PBS, each color's action. */
    public void configure(int meterType, long cir, long cbs, long pbs, int green, int yellow, int red) {
        this.bytes = meterType == SaiEnums.MeterType.BYTES;
        this.cir = cir;
        this.committedSize = Math.multiplyHigh(cbs, NS) != 0 ? Long.MAX_VALUE : cbs * NS;
        this.excessSize = Math.multiplyHigh(pbs, NS) != 0 ? Long.MAX_VALUE : pbs * NS;
        this.actions[GREEN] = green;
        this.actions[YELLOW] = yellow;
        this.actions[RED] = red;
        if (last < 0) {
            committed = committedSize;
            excess = excessSize;
        } else {
            committed = Math.min(committed, committedSize);
            excess = Math.min(excess, excessSize);
        }
    }

    /** Meters one packet of {@code size} bytes at {@code now}: whether it passes. Counted by its color. */
    public boolean pass(int size, long now) {
        refill(now);
        long cost = (bytes ? size : 1) * NS;
        int color;
        if (committed >= cost) {
            committed -= cost;
            color = GREEN;
        } else if (excess >= cost) {
            excess -= cost;
            color = YELLOW;
        } else {
            color = RED;
        }
        stats.add(PACKETS, 1);
        stats.add(BYTES, size);
        stats.add(2 + 2 * color, 1);
        stats.add(3 + 2 * color, size);
        return actions[color] != SaiEnums.PacketAction.DROP;
    }

    private void refill(long now) {
        if (last >= 0 && now > last) {
            long room = (committedSize - committed) + (excessSize - excess);
            long dt = now - last;
            long add = room <= 0 ? 0 : dt >= room / Math.max(1, cir) + 1 ? room : dt * cir;
            long toCommitted = Math.min(add, committedSize - committed);
            committed += toCommitted;
            excess = Math.min(excessSize, excess + add - toCommitted);
        }
        last = Math.max(last, now);
    }

    public void flush() {
        stats.flush();
    }
}
