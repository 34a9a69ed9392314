package io.nosagent.routing.groups;

import io.nosagent.sai.Attribute;
import io.nosagent.sai.meta.NextHopGroupMemberAttr;
import io.nosagent.sai.store.SaiHandle;
import io.nosagent.sai.store.key.NextHopGroupKey;
import io.nosagent.sai.store.key.NextHopGroupMemberKey;

import java.util.Arrays;
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
    private final SaiHandle[] buckets;
    private boolean[] forwarding;

    FineGrainedGroup(NextHopGroupKey key, SaiHandle handle, long[] nextHopIds) {
        super(key, handle, nextHopIds);
        this.table = new BucketTable(key.buckets(), key.members().size());
        this.buckets = new SaiHandle[key.buckets()];
        this.forwarding = new boolean[key.members().size()];
    }

    @Override
    void follow(boolean[] forwarding, MemberBatch batch) {
        this.forwarding = forwarding.clone();
        for (int b : table.redeal(forwarding)) {
            if (buckets[b] != null) {
                buckets[b].update(attributes(b));
            }
        }
        for (int b = 0; b < buckets.length; b++) {
            if (buckets[b] == null) {
                int at = b;
                batch.create(NextHopGroupMemberKey.bucket(key, b, nextHop(table.home(b))), attributes(b), h -> buckets[at] = h);
            }
        }
    }

    private List<Attribute> attributes(int bucket) {
        return List.of(NextHopGroupMemberAttr.NEXT_HOP_GROUP_ID.oid(oid()),
                NextHopGroupMemberAttr.NEXT_HOP_ID.oid(nextHopIds[table.owner(bucket)]),
                NextHopGroupMemberAttr.INDEX.u32(bucket));
    }

    @Override
    List<SaiHandle> memberHandles() {
        return Arrays.stream(buckets).filter(Objects::nonNull).toList();
    }

    @Override
    int buckets(int member) {
        return table.counts()[member];
    }

    /** A member is in while it holds buckets; with every member down the buckets stay where they were. */
    @Override
    boolean programmed(int member) {
        return forwarding[member];
    }
}
