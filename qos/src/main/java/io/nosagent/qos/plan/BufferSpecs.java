package io.nosagent.qos.plan;

import io.nosagent.config.intent.qos.BufferPool;
import io.nosagent.config.intent.qos.LosslessProfile;
import io.nosagent.config.intent.qos.QueueBuffer;
import io.nosagent.config.intent.qos.SharedLimitType;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.SaiObject;
import io.nosagent.sai.meta.BufferPoolAttr;
import io.nosagent.sai.meta.BufferProfileAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.store.Desired;
import io.nosagent.sai.store.ObjectSpec;
import io.nosagent.sai.store.key.BufferPoolKey;
import io.nosagent.sai.store.key.BufferProfileKey;

import java.util.ArrayList;
import java.util.List;

/**
 * Buffer pools and profiles. A pool's TYPE and THRESHOLD_MODE and a profile's POOL_ID and
 * THRESHOLD_MODE cannot change after create, so they are part of the keys: changing one makes a new
 * object and the old one goes once nothing refers to it. Priority-group profiles draw on INGRESS
 * pools, queue profiles on EGRESS ones (validation guarantees it; a vendor SAI refuses otherwise).
 */
final class BufferSpecs {

    private BufferSpecs() {
    }

    static BufferPoolKey poolKey(BufferPool pool) {
        return new BufferPoolKey(pool.name(),
                pool.type() == BufferPool.Type.INGRESS ? SaiEnums.BufferPoolType.INGRESS : SaiEnums.BufferPoolType.EGRESS,
                pool.mode() == BufferPool.Mode.DYNAMIC ? SaiEnums.BufferPoolThresholdMode.DYNAMIC : SaiEnums.BufferPoolThresholdMode.STATIC);
    }

    /** A pool programmed with {@code size} bytes (an ingress pool's shared part, an egress pool's size). */
    static ObjectSpec<SaiObject.BufferPool> pool(BufferPool pool, long size) {
        BufferPoolKey key = poolKey(pool);
        return ObjectSpec.of(key, List.of(BufferPoolAttr.TYPE.s32(key.poolType()), BufferPoolAttr.SIZE.u64(size),
                BufferPoolAttr.THRESHOLD_MODE.s32(key.thresholdMode())));
    }

    /**
     * The profile of a lossless priority group: the profile's reservation, its share of the ingress pool
     * (dynamic threshold, or the static share), the port's XOFF headroom and the XON thresholds.
     */
    static ObjectSpec<SaiObject.BufferProfile> losslessGroup(LosslessProfile profile, BufferPool pool, long staticShare, long xoff) {
        var attrs = new ArrayList<>(holder(pool, profile.reserved(), profile.dynamicThreshold(), staticShare));
        attrs.add(Desired.value(BufferProfileAttr.XOFF_TH.u64(xoff)));
        attrs.add(Desired.value(BufferProfileAttr.XON_TH.u64(profile.xon())));
        attrs.add(Desired.value(BufferProfileAttr.XON_OFFSET_TH.u64(profile.xonOffset())));
        return new ObjectSpec<>(new BufferProfileKey(poolKey(pool), new BufferProfileKey.LosslessGroup(profile.name(), xoff)), attrs);
    }

    /** The profile of the lossy priority group: no reservation, no headroom, the same share of the pool. */
    static ObjectSpec<SaiObject.BufferProfile> lossyGroup(LosslessProfile profile, BufferPool pool, long staticShare) {
        return new ObjectSpec<>(new BufferProfileKey(poolKey(pool), new BufferProfileKey.LossyGroup(profile.name())),
                holder(pool, 0, profile.dynamicThreshold(), staticShare));
    }

    /**
     * The profile of a lossless queue: its limit is the whole egress pool, so it never tail-drops; PFC at
     * ingress is what bounds it.
     */
    static ObjectSpec<SaiObject.BufferProfile> losslessQueue(BufferPool pool) {
        return new ObjectSpec<>(new BufferProfileKey(poolKey(pool), new BufferProfileKey.LosslessQueue()),
                List.of(Desired.ref(BufferProfileAttr.POOL_ID, poolKey(pool)),
                        Desired.value(BufferProfileAttr.RESERVED_BUFFER_SIZE.u64(0)),
                        Desired.value(BufferProfileAttr.THRESHOLD_MODE.s32(SaiEnums.BufferProfileThresholdMode.STATIC)),
                        Desired.value(BufferProfileAttr.SHARED_STATIC_TH.u64(pool.size()))));
    }

    /** The profile of a lossy queue of a buffer-allocation profile. */
    static ObjectSpec<SaiObject.BufferProfile> lossyQueue(String allocation, QueueBuffer q, BufferPool pool) {
        boolean dynamic = q.useSharedBuffer() && q.limitType() == SharedLimitType.DYNAMIC;
        int mode = dynamic ? SaiEnums.BufferProfileThresholdMode.DYNAMIC : SaiEnums.BufferProfileThresholdMode.STATIC;
        var attrs = new ArrayList<Desired<SaiObject.BufferProfile>>();
        attrs.add(Desired.ref(BufferProfileAttr.POOL_ID, poolKey(pool)));
        attrs.add(Desired.value(BufferProfileAttr.RESERVED_BUFFER_SIZE.u64(q.dedicatedBuffer())));
        attrs.add(Desired.value(BufferProfileAttr.THRESHOLD_MODE.s32(mode)));
        if (dynamic) {
            attrs.add(Desired.value(BufferProfileAttr.SHARED_DYNAMIC_TH.of(new AttrValue.S8(q.dynamicScalingFactor()))));
        } else {
            attrs.add(Desired.value(BufferProfileAttr.SHARED_STATIC_TH.u64(q.useSharedBuffer() ? q.staticLimit() : 0)));
        }
        return new ObjectSpec<>(new BufferProfileKey(poolKey(pool), new BufferProfileKey.LossyQueue(allocation, q.queue(), mode)), attrs);
    }

    private static List<Desired<SaiObject.BufferProfile>> holder(BufferPool pool, long reserved, int dynamicThreshold, long staticShare) {
        var attrs = new ArrayList<Desired<SaiObject.BufferProfile>>();
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
