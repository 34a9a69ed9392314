package io.nosagent.routing.groups;

import java.util.Arrays;
import java.util.stream.IntStream;

/**
 * The owner of each bucket of a fine-grained group, as member indexes. Every bucket has a home member,
 * dealt round-robin ({@code bucket % members}), so with all members up each holds an equal share (the
 * bucket count is a multiple of every member count up to the configured maximum). When members stop
 * forwarding, only the buckets they held move, each to the forwarding member holding fewest; when a
 * member comes back it takes back exactly its home buckets. Flows on every other bucket stay put.
 */
final class BucketTable {

    private final int members;
    private final int[] owner;

    BucketTable(int buckets, int members) {
        if (members < 1 || buckets < 1) {
            throw new IllegalArgumentException(buckets + " buckets over " + members + " members");
        }
        this.members = members;
        this.owner = new int[buckets];
        for (int b = 0; b < buckets; b++) {
            owner[b] = home(b);
        }
    }

    int size() {
        return owner.length;
    }

    int home(int bucket) {
        return bucket % members;
    }

    int owner(int bucket) {
        return owner[bucket];
    }

    /** How many buckets each member holds now. */
    int[] counts() {
        int[] counts = new int[members];
        for (int o : owner) {
            counts[o]++;
        }
        return counts;
    }

    /**
     * Re-deals for the members that forward now and returns the buckets whose owner changed, in order.
     * With no member forwarding nothing moves: there is nowhere better to send the traffic.
     */
    int[] redeal(boolean[] forwarding) {
        if (!anyOf(forwarding)) {
            return new int[0];
        }
        var moved = new boolean[owner.length];
        for (int b = 0; b < owner.length; b++) {
            int h = home(b);
            if (forwarding[h] && owner[b] != h) {
                owner[b] = h;
                moved[b] = true;
            }
        }
        int[] counts = new int[members];
        for (int o : owner) {
            if (forwarding[o]) {
                counts[o]++;
            }
        }
        for (int b = 0; b < owner.length; b++) {
            if (!forwarding[owner[b]]) {
                int to = -1;
                for (int m = 0; m < members; m++) {
                    if (forwarding[m] && (to < 0 || counts[m] < counts[to])) {
                        to = m;
                    }
                }
                owner[b] = to;
                counts[to]++;
                moved[b] = true;
            }
        }
        return IntStream.range(0, owner.length).filter(b -> moved[b]).toArray();
    }

    private static boolean anyOf(boolean[] flags) {
        for (boolean f : flags) {
            if (f) {
                return true;
            }
        }
        return false;
    }

    @Override
    public String toString() {
        return "BucketTable" + Arrays.toString(counts());
    }
}
