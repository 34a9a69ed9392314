package io.nosagent.sai.vasic.dataplane.balance;

import java.util.Arrays;

/**
 * The bucket table of a FINE_GRAIN_ECMP group: CONFIGURED_SIZE buckets, each owned by one member; a
 * packet's hash picks the bucket. A member created with an INDEX pins that bucket; the other buckets
 * are shared out in proportion to the members' weights. Membership changes move as few buckets as
 * possible: a removed member's buckets go to the members furthest below their share, one at a time,
 * and every other bucket keeps its owner, so only the flows of the removed member move (resilient
 * hashing). A new member takes its share from the members above theirs.
 */
public final class FineGrainedBuckets {

    private static final long NONE = 0;

    private final int size;
    /** Owner of each bucket by member object id (0: none yet). */
    private final long[] ownerOid;
    /** Owner of each bucket as an index into the current member list, for the forwarding path. */
    private final int[] ownerIndex;

    public FineGrainedBuckets(int size) {
        if (size <= 0) {
            throw new IllegalArgumentException("a fine-grained group needs at least one bucket, not " + size);
        }
        this.size = size;
        this.ownerOid = new long[size];
        this.ownerIndex = new int[size];
        Arrays.fill(ownerIndex, -1);
    }

    public int size() {
        return size;
    }

    /** Index (into the member list last given) of the member that owns the bucket {@code hash} picks; -1 when none. */
    public int memberFor(int hash) {
        return ownerIndex[EcmpHasher.pick(hash, size)];
    }

    /** Owner (member object id) of each bucket, for inspection. */
    public long[] owners() {
        return ownerOid.clone();
    }

    /**
     * Re-deals the buckets for the members now in the group.
     *
     * @param members member object ids, in creation order
     * @param weights each member's weight (at least 1)
     * @param pinned  each member's INDEX bucket, or -1 when it has none
     */
    public void reconcile(long[] members, int[] weights, int[] pinned) {
        int n = members.length;
        var pinnedBucket = new boolean[size];
        for (int m = 0; m < n; m++) {
            if (pinned[m] >= 0 && pinned[m] < size) {
                ownerOid[pinned[m]] = members[m];
                pinnedBucket[pinned[m]] = true;
            }
        }
        // Buckets of members that left become free.
        for (int b = 0; b < size; b++) {
            if (!pinnedBucket[b] && indexOf(members, ownerOid[b]) < 0) {
                ownerOid[b] = NONE;
            }
        }
        if (n == 0) {
            Arrays.fill(ownerIndex, -1);
            return;
        }
        int unpinned = 0;
        for (boolean p : pinnedBucket) {
            unpinned += p ? 0 : 1;
        }
        int[] target = shares(unpinned, weights);
        int[] owned = new int[n];
        for (int b = 0; b < size; b++) {
            int m = indexOf(members, ownerOid[b]);
            if (!pinnedBucket[b] && m >= 0) {
                owned[m]++;
            }
        }
        // Members above their share give back their highest buckets.
        for (int b = size - 1; b >= 0; b--) {
            int m = pinnedBucket[b] ? -1 : indexOf(members, ownerOid[b]);
            if (m >= 0 && owned[m] > target[m]) {
                owned[m]--;
                ownerOid[b] = NONE;
            }
        }
        // Free buckets go, lowest first, to whoever is furthest below their share.
        for (int b = 0; b < size; b++) {
            if (!pinnedBucket[b] && ownerOid[b] == NONE) {
                int neediest = 0;
                for (int m = 1; m < n; m++) {
                    if (target[m] - owned[m] > target[neediest] - owned[neediest]) {
                        neediest = m;
                    }
                }
                ownerOid[b] = members[neediest];
                owned[neediest]++;
            }
        }
        for (int b = 0; b < size; b++) {
            ownerIndex[b] = indexOf(members, ownerOid[b]);
        }
    }

    /** {@code total} buckets split by weight; remainders go to the earliest members. */
    private static int[] shares(int total, int[] weights) {
        long sum = 0;
        for (int w : weights) {
            sum += w;
        }
        int[] share = new int[weights.length];
        int given = 0;
        for (int m = 0; m < weights.length; m++) {
            share[m] = (int) (total * (long) weights[m] / sum);
            given += share[m];
        }
        for (int m = 0; given < total; m = (m + 1) % weights.length) {
            share[m]++;
            given++;
        }
        return share;
    }

    private static int indexOf(long[] members, long oid) {
        if (oid == NONE) {
            return -1;
        }
        for (int i = 0; i < members.length; i++) {
            if (members[i] == oid) {
                return i;
            }
        }
        return -1;
    }
}
