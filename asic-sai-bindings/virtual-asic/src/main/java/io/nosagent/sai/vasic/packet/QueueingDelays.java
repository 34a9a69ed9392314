package io.nosagent.sai.vasic.packet;

/**
 * How long packets of one kind waited in switch queues on their way (from being queued at an egress
 * port to starting transmission, summed over the switches they crossed), as a histogram that stays
 * small however long a simulation runs: values under 64 ns exactly, larger ones in 32 buckets per power
 * of two (within 3%). Percentiles answer the middle of the bucket holding the rank; count, mean and
 * max are exact. Single-threaded, like the simulation that fills it.
 */
public final class QueueingDelays {

    private static final int EXACT = 64;
    private static final int SUB_BUCKETS = 32;
    private static final int BUCKETS = EXACT + (63 - 6) * SUB_BUCKETS;

    private long[] buckets;
    private long count;
    private long sum;
    private long max;

    /** Records one packet's delay (ns); a train of {@code packets} equal packets records that many. */
    public void record(long ns, long packets) {
        if (ns < 0 || packets <= 0) {
            throw new IllegalArgumentException("a delay of " + ns + " ns for " + packets + " packets");
        }
        if (buckets == null) {
            buckets = new long[BUCKETS];
        }
        buckets[index(ns)] += packets;
        count += packets;
        sum += ns * packets;
        max = Math.max(max, ns);
    }

    /** Adds everything {@code other} recorded. */
    public void add(QueueingDelays other) {
        if (other.count == 0) {
            return;
        }
        if (buckets == null) {
            buckets = new long[BUCKETS];
        }
        for (int i = 0; i < BUCKETS; i++) {
            buckets[i] += other.buckets[i];
        }
        count += other.count;
        sum += other.sum;
        max = Math.max(max, other.max);
    }

    public long count() {
        return count;
    }

    public long maxNs() {
        return max;
    }

    public double meanNs() {
        return count == 0 ? Double.NaN : sum / (double) count;
    }

    public long p50Ns() {
        return percentileNs(50);
    }

    public long p90Ns() {
        return percentileNs(90);
    }

    public long p99Ns() {
        return percentileNs(99);
    }

    /** The delay {@code percent} percent of the packets did not exceed (nearest rank); 0 when none were recorded. */
    public long percentileNs(double percent) {
        if (percent <= 0 || percent > 100) {
            throw new IllegalArgumentException("percentile must be within (0, 100], not " + percent);
        }
        if (count == 0) {
            return 0;
        }
        long rank = (long) Math.ceil(percent / 100 * count);
        long seen = 0;
        for (int i = 0; i < BUCKETS; i++) {
            seen += buckets[i];
            if (seen >= rank) {
                return Math.min(max, middle(i));
            }
        }
        return max;
    }

    static int index(long ns) {
        if (ns < EXACT) {
            return (int) ns;
        }
        int magnitude = 63 - Long.numberOfLeadingZeros(ns);
        int top = (int) (ns >>> (magnitude - 5));
        return EXACT + (magnitude - 6) * SUB_BUCKETS + (top - SUB_BUCKETS);
    }

    private static long middle(int index) {
        if (index < EXACT) {
            return index;
        }
        int magnitude = (index - EXACT) / SUB_BUCKETS + 6;
        long top = SUB_BUCKETS + (index - EXACT) % SUB_BUCKETS;
        long low = top << (magnitude - 5);
        long width = 1L << (magnitude - 5);
        return low + (width - 1) / 2;
    }

    @Override
    public String toString() {
        return count == 0 ? "no packets" : count + " packets, p50 " + p50Ns() + " ns, p90 " + p90Ns() + " ns, max " + max + " ns";
    }
}
