package io.nosagent.qos.plan;

import io.nosagent.config.intent.qos.BufferPool;
import io.nosagent.config.intent.qos.LosslessProfile;
import io.nosagent.config.intent.qos.QueueBuffer;
import io.nosagent.config.intent.qos.SharedLimitType;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.meta.BufferPoolAttr;
import io.nosagent.sai.meta.BufferProfileAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.store.key.NamedKey;

import java.util.ArrayList;
import java.util.List;

/**
 * Buffer pools and profiles. A pool's TYPE and THRESHOLD_MODE and a profile's POOL_ID and
 * THRESHOLD_MODE cannot change after create, so they are part of the names: changing one makes a new
 * object and the old one goes once nothing refers to it. Priority-group profiles draw on INGRESS
 * pools, queue profiles on EGRESS ones (validation guarantees it; a vendor SAI refuses otherwise).
 */
final class BufferSpecs {

    private BufferSpecs() {
    }

    static NamedKey poolKey(BufferPool pool) {
        return new NamedKey(ObjectType.BUFFER_POOL, "pool " + pool.name() + " " + pool.type().yangName() + " " + pool.mode().yangName());
    }

    /** A pool programmed with {@code size} bytes (an ingress pool's shared part, an egress pool's size). */
    static ObjectSpec pool(BufferPool pool, long size) {
        return new ObjectSpec(poolKey(pool), List.of(
                Desired.value(BufferPoolAttr.TYPE.s32(pool.type() == BufferPool.Type.INGRESS
                        ? SaiEnums.BufferPoolType.INGRESS : SaiEnums.BufferPoolType.EGRESS)),
                Desired.value(BufferPoolAttr.SIZE.u64(size)),
                Desired.value(BufferPoolAttr.THRESHOLD_MODE.s32(pool.mode() == BufferPool.Mode.DYNAMIC
                        ? SaiEnums.BufferPoolThresholdMode.DYNAMIC : SaiEnums.BufferPoolThresholdMode.STATIC))));
    }

    /**
     * The profile of a lossless priority group: the profile's reservation, its share of the ingress pool
     * (dynamic threshold, or the static share), the port's XOFF headroom and the XON thresholds.
     */
    static ObjectSpec losslessGroup(LosslessProfile profile, BufferPool pool, long staticShare, long xoff) {
        String name = "pg lossless " + profile.name() + " " + poolKey(pool).name() + " headroom " + xoff;
        var attrs = new ArrayList<>(holder(pool, profile.reserved(), profile.dynamicThreshold(), staticShare));
        attrs.add(Desired.value(BufferProfileAttr.XOFF_TH.u64(xoff)));
        attrs.add(Desired.value(BufferProfileAttr.XON_TH.u64(profile.xon())));
        attrs.add(Desired.value(BufferProfileAttr.XON_OFFSET_TH.u64(profile.xonOffset())));
        return new ObjectSpec(new NamedKey(ObjectType.BUFFER_PROFILE, name), attrs);
    }

    /** The profile of the lossy priority group: no reservation, no headroom, the same share of the pool. */
    static ObjectSpec lossyGroup(LosslessProfile profile, BufferPool pool, long staticShare) {
        String name = "pg lossy " + profile.name() + " " + poolKey(pool).name();
        return new ObjectSpec(new NamedKey(ObjectType.BUFFER_PROFILE, name),
                holder(pool, 0, profile.dynamicThreshold(), staticShare));
    }

    /**
     * The profile of a lossless queue: its limit is the whole egress pool, so it never tail-drops; PFC at
     * ingress is what bounds it.
     */
    static ObjectSpec losslessQueue(BufferPool pool) {
        return new ObjectSpec(new NamedKey(ObjectType.BUFFER_PROFILE, "queue lossless " + poolKey(pool).name() + " static"),
                List.of(Desired.ref(BufferProfileAttr.POOL_ID, poolKey(pool)),
                        Desired.value(BufferProfileAttr.RESERVED_BUFFER_SIZE.u64(0)),
                        Desired.value(BufferProfileAttr.THRESHOLD_MODE.s32(SaiEnums.BufferProfileThresholdMode.STATIC)),
                        Desired.value(BufferProfileAttr.SHARED_STATIC_TH.u64(pool.size()))));
    }

    /** The profile of a lossy queue of a buffer-allocation profile. */
    static ObjectSpec lossyQueue(String allocation, QueueBuffer q, BufferPool pool) {
        boolean dynamic = q.useSharedBuffer() && q.limitType() == SharedLimitType.DYNAMIC;
        String name = "queue " + allocation + " " + q.queue() + " " + poolKey(pool).name() + (dynamic ? " dynamic" : " static");
        var attrs = new ArrayList<Desired>();
        attrs.add(Desired.ref(BufferProfileAttr.POOL_ID, poolKey(pool)));
        attrs.add(Desired.value(BufferProfileAttr.RESERVED_BUFFER_SIZE.u64(q.dedicatedBuffer())));
        if (dynamic) {
            attrs.add(Desired.value(BufferProfileAttr.THRESHOLD_MODE.s32(SaiEnums.BufferProfileThresholdMode.DYNAMIC)));
            attrs.add(Desired.value(BufferProfileAttr.SHARED_DYNAMIC_TH.of(new AttrValue.S8(q.dynamicScalingFactor()))));
        } else {
            attrs.add(Desired.value(BufferProfileAttr.THRESHOLD_MODE.s32(SaiEnums.BufferProfileThresholdMode.STATIC)));
            attrs.add(Desired.value(BufferProfileAttr.SHARED_STATIC_TH.u64(q.useSharedBuffer() ? q.staticLimit() : 0)));
        }
        return new ObjectSpec(new NamedKey(ObjectType.BUFFER_PROFILE, name), attrs);
    }

    private static List<Desired> holder(BufferPool pool, long reserved, int dynamicThreshold, long staticShare) {
        var attrs = new ArrayList<Desired>();
        attrs.add(Desired.ref(BufferProfileAttr.POOL_ID, poolKey(pool)));
        attrs.add(Desired.value(BufferProfileAttr.RESERVED_BUFFER_SIZE.u64(reserved)));
        if (pool.mode() == BufferPool.Mode.DYNAMIC) {
            attrs.add(Desired.value(BufferProfileAttr.THRESHOLD_MODE.s32(SaiEnums.BufferProfileThresholdMode.DYNAMIC)));
            attrs.add(Desired.value(BufferProfileAttr.SHARED_DYNAMIC_TH.of(new AttrValue.S8(dynamicThreshold))));
        } else {
            attrs.add(Desired.value(BufferProfileAttr.THRESHOLD_MODE.s32(SaiEnums.BufferProfileThresholdMode.STATIC)));
            attrs.add(Desired.value(BufferProfileAttr.SHARED_STATIC_TH.u64(staticShare)));
        }
        return attrs;
    }
}
