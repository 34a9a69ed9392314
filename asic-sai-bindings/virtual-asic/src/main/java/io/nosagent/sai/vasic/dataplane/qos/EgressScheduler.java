package io.nosagent.sai.vasic.dataplane.qos;

/**
 * Picks which of a port's queues sends next: strict-priority queues first (the highest index wins),
 * then the others by deficit weighted round robin, each turn crediting a queue with its weight times
 * {@link #QUANTUM_BYTES}. A queue is eligible when it holds a packet and is not paused by PFC. WRR
 * scheduling is served as DWRR (by bytes, not packets).
 */
public final class EgressScheduler {

    /** Credit per unit of weight per round: a jumbo frame, so one turn always sends at least one packet. */
    public static final long QUANTUM_BYTES = 9216;

    private int current;
    private boolean turnOpen;

    /**
     * The index of the queue to send from now, or -1 when none may.
     *
     * @param occupied bit q set when queue q holds a packet
     */
    public int select(EgressQueue[] queues, int occupied, long now) {
        if (occupied == 0) {
            return -1;
        }
        if ((occupied & (occupied - 1)) == 0) {
            // One queue holds packets: nobody to be fair to.
            int q = Integer.numberOfTrailingZeros(occupied);
            return queues[q].pausedAt(now) ? -1 : q;
        }
        for (int q = queues.length - 1; q >= 0; q--) {
            EgressQueue queue = queues[q];
            if (queue.isStrict() && !queue.isEmpty() && !queue.pausedAt(now)) {
                return q;
            }
        }
        boolean any = false;
        for (EgressQueue queue : queues) {
            if (!queue.isStrict() && !queue.isEmpty() && !queue.pausedAt(now)) {
                any = true;
                break;
            }
        }
        if (!any) {
            return -1;
        }
        int n = queues.length;
        for (int visited = 0; ; visited++) {
            EgressQueue queue = queues[current];
            if (!queue.isStrict() && !queue.isEmpty() && !queue.pausedAt(now)) {
                if (!turnOpen) {
                    queue.setDeficit(queue.deficit() + (long) queue.weight() * QUANTUM_BYTES);
                    turnOpen = true;
                }
                long need = queue.head().bytes();
                if (queue.deficit() >= need) {
                    queue.setDeficit(queue.deficit() - need);
                    return current;
                }
            }
            current = (current + 1) % n;
            turnOpen = false;
            if (visited > 0 && visited % n == 0) {
                fastForward(queues, now);
            }
        }
    }

    /** After a full round where nobody could send (big trains, small weights): credit all the rounds at once. */
    private static void fastForward(EgressQueue[] queues, long now) {
        long rounds = Long.MAX_VALUE;
        for (EgressQueue queue : queues) {
            if (!queue.isStrict() && !queue.isEmpty() && !queue.pausedAt(now)) {
                long credit = (long) queue.weight() * QUANTUM_BYTES;
                long missing = queue.head().bytes() - queue.deficit();
                rounds = Math.min(rounds, Math.max(0, (missing + credit - 1) / credit - 1));
            }
        }
        for (EgressQueue queue : queues) {
            if (!queue.isStrict() && !queue.isEmpty() && !queue.pausedAt(now)) {
                queue.setDeficit(queue.deficit() + rounds * queue.weight() * QUANTUM_BYTES);
            }
        }
    }
}
