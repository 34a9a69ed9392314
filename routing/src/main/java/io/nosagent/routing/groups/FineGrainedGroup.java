package io.nosagent.routing.groups;

import io.nosagent.sai.Attribute;
import io.nosagent.sai.SaiObject;
import io.nosagent.sai.meta.NextHopGroupMemberAttr;
import io.nosagent.sai.store.SaiHandle;
import io.nosagent.sai.store.key.NextHopGroupKey;
import io.nosagent.sai.store.key.NextHopGroupMemberKey;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * A FINE_GRAIN_ECMP group: CONFIGURED_SIZE buckets, one SAI member per bucket (its INDEX) pointing at
 * the next hop that owns the bucket ({@link BucketTable}). Failover re-points only the buckets of the
 * members that stopped forwarding, with one set of NEXT_HOP_ID each, so every other flow keeps its NIC.
 */
final class FineGrainedGroup extends Group {

    private final BucketTable table;
    /** The bucket member objects, by bucket; null until created. */
    private final List<SaiHandle<SaiObject.NextHopGroupMember>> buckets;
    /** The member each bucket's object points at on the ASIC (-1 until created): what a retry compares with. */
    private final int[] pointsAt;
    private boolean[] forwarding;

    FineGrainedGroup(NextHopGroupKey key, SaiHandle<SaiObject.NextHopGroup> handle, long[] nextHopIds) {
        super(key, handle, nextHopIds);
        this.table = new BucketTable(key.buckets(), key.members().size());
        this.buckets = new ArrayList<>(Collections.nCopies(key.buckets(), null));
        this.pointsAt = new int[key.buckets()];
        Arrays.fill(pointsAt, -1);
        this.forwarding = new boolean[key.members().size()];
    }

    /**
     * Re-deals the table, then re-points every bucket whose object points elsewhere (after a refused set,
     * the next change retries it) and creates the bucket objects not there yet.
     */
    @Override
    void follow(boolean[] forwarding, MemberBatch batch) {
        this.forwarding = forwarding.clone();
        table.redeal(forwarding);
        for (int b = 0; b < buckets.size(); b++) {
            int owner = table.owner(b);
            if (buckets.get(b) == null) {
                int at = b;
                batch.create(NextHopGroupMemberKey.bucket(key, b, nextHop(table.home(b))), attributes(b, owner), h -> {
                    buckets.set(at, h);
                    pointsAt[at] = owner;
                });
            } else if (pointsAt[b] != owner) {
                buckets.get(b).update(attributes(b, owner));
                pointsAt[b] = owner;
            }
        }
    }

    private List<Attribute.Of<SaiObject.NextHopGroupMember>> attributes(int bucket, int owner) {
        return List.of(NextHopGroupMemberAttr.NEXT_HOP_GROUP_ID.oid(oid()),
                NextHopGroupMemberAttr.NEXT_HOP_ID.oid(nextHopIds[owner]),
                NextHopGroupMemberAttr.INDEX.u32(bucket));
    }

    @Override
    List<SaiHandle<SaiObject.NextHopGroupMember>> memberHandles() {
        return buckets.stream().filter(Objects::nonNull).toList();
    }

    /** The buckets whose object points at {@code member} now. */
    @Override
    int buckets(int member) {
        int n = 0;
        for (int p : pointsAt) {
            n += p == member ? 1 : 0;
        }
        return n;
    }

    /** A member is in while it forwards; with every member down the buckets stay where they were. */
    @Override
    boolean programmed(int member) {
        return forwarding[member];
    }
}
