package io.nosagent.sai.store.key;

import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiObject;
import io.nosagent.sai.meta.SaiEnums;

import java.util.Objects;

/**
 * A buffer profile: the pool it draws on (its create-only POOL_ID) and what it is for. Each purpose
 * carries what makes two profiles differ, so a profile shared by many ports is one object and a change
 * in it (a longer cable's headroom) is a new profile.
 */
public record BufferProfileKey(BufferPoolKey pool, Purpose purpose) implements HostKey<SaiObject.BufferProfile> {

    /** What a profile is for. */
    public sealed interface Purpose permits LosslessGroup, LossyGroup, LosslessQueue, LossyQueue {
    }

    /** The lossless priority groups of a lossless profile on ports with {@code headroomBytes} of XOFF headroom. */
    public record LosslessGroup(String profile, long headroomBytes) implements Purpose {
        public LosslessGroup {
            KeyFields.configName("a lossless group's profile", profile);
            if (headroomBytes < 0) {
                throw new IllegalArgumentException("headroom " + headroomBytes + " is negative");
            }
        }
    }

    /** The lossy priority group of a lossless profile's ports. */
    public record LossyGroup(String profile) implements Purpose {
        public LossyGroup {
            KeyFields.configName("a lossy group's profile", profile);
        }
    }

    /** The lossless queues: the whole egress pool, statically. */
    public record LosslessQueue() implements Purpose {
    }

    /** A lossy queue of a buffer-allocation profile, with its create-only THRESHOLD_MODE ({@code sai_buffer_profile_threshold_mode_t}). */
    public record LossyQueue(String allocation, String queue, int thresholdMode) implements Purpose {
        public LossyQueue {
            KeyFields.configName("a buffer allocation", allocation);
            KeyFields.configName("a buffer allocation's queue", queue);
            KeyFields.member("buffer profile threshold mode", SaiEnums.BufferProfileThresholdMode.ENUM, thresholdMode);
        }
    }

    public BufferProfileKey {
        Objects.requireNonNull(pool, "pool");
        Objects.requireNonNull(purpose, "purpose");
    }

    @Override
    public ObjectType type() {
        return ObjectType.BUFFER_PROFILE;
    }

    @Override
    public String toString() {
        String what = switch (purpose) {
            case LosslessGroup g -> "pg lossless " + g.profile() + " headroom " + g.headroomBytes();
            case LossyGroup g -> "pg lossy " + g.profile();
            case LosslessQueue q -> "queue lossless";
            case LossyQueue q -> "queue " + q.allocation() + " " + q.queue() + " "
                    + KeyFields.memberName(SaiEnums.BufferProfileThresholdMode.ENUM, q.thresholdMode(), "SAI_BUFFER_PROFILE_THRESHOLD_MODE_");
        };
        return "BUFFER_PROFILE{" + what + " on " + pool.name() + "}";
    }
}
