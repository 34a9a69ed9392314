package io.nosagent.sai.vasic.dataplane.balance;

import java.util.Arrays;

/**
 * The table of a FINE_GRAIN_ECMP group: REAL_SIZE slots (its CONFIGURED_SIZE), each holding the member
 * whose INDEX names it; a packet's hash picks the slot. As on a vendor SAI the ASIC moves nothing by
 * itself: the agent keeps every slot filled and re-points a slot's member (NEXT_HOP_ID) when a next hop
 * goes, so only that slot's flows move. A packet hashed to an empty slot has no next hop and is dropped.
 */
public final class FineGrainedBuckets {

    private final int size;
    /** Member object id in each slot (0: empty). */
    private final long[] ownerOid;
    /** The slot's member as an index into the current member list (-1: empty), for the forwarding path. */
    private final int[] ownerIndex;

    public FineGrainedBuckets(int size) {
        if (size <= 0) {
            throw new IllegalArgumentException("a fine-grained group needs at least one slot, not " + size);
        }
        this.size = size;
        this.ownerOid = new long[size];
        this.ownerIndex = new int[size];
        Arrays.fill(ownerIndex, -1);
    }

    public int size() {
        return size;
    }

    /** Index (into the member list last given) of the member in the slot {@code hash} picks; -1 when empty. */
    public int memberFor(int hash) {
        return ownerIndex[EcmpHasher.pick(hash, size)];
    }

    /** The member object id in each slot (0 for an empty one), for inspection. */
    public long[] owners() {
        return ownerOid.clone();
    }

    /**
     * Places the members now in the group.
     *
     * @param members member object ids, in creation order
     * @param slots   each member's INDEX
     */
    public void reconcile(long[] members, int[] slots) {
        Arrays.fill(ownerOid, 0);
        Arrays.fill(ownerIndex, -1);
        for (int m = 0; m < members.length; m++) {
            int slot = slots[m];
            if (slot >= 0 && slot < size) {
                ownerOid[slot] = members[m];
                ownerIndex[slot] = m;
            }
        }
    }
}
