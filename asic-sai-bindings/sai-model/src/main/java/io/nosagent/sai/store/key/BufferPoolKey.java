package io.nosagent.sai.store.key;

import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiObject;
import io.nosagent.sai.meta.SaiEnums;

/**
 * A buffer pool by its configured name and its create-only TYPE ({@code sai_buffer_pool_type_t}) and
 * THRESHOLD_MODE ({@code sai_buffer_pool_threshold_mode_t}): changing either makes a new pool, and the
 * old one goes once nothing draws on it.
 */
public record BufferPoolKey(String name, int poolType, int thresholdMode) implements HostKey<SaiObject.BufferPool> {

    public BufferPoolKey {
        KeyFields.configName("a buffer pool", name);
        KeyFields.member("buffer pool type", SaiEnums.BufferPoolType.ENUM, poolType);
        KeyFields.member("buffer pool threshold mode", SaiEnums.BufferPoolThresholdMode.ENUM, thresholdMode);
    }

    @Override
    public ObjectType type() {
        return ObjectType.BUFFER_POOL;
    }

    @Override
    public String toString() {
        return "BUFFER_POOL{" + name + " " + KeyFields.memberName(SaiEnums.BufferPoolType.ENUM, poolType, "SAI_BUFFER_POOL_TYPE_")
                + " " + KeyFields.memberName(SaiEnums.BufferPoolThresholdMode.ENUM, thresholdMode, "SAI_BUFFER_POOL_THRESHOLD_MODE_") + "}";
    }
}
