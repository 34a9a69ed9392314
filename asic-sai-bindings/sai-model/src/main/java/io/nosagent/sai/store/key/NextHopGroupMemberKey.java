package io.nosagent.sai.store.key;

import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiObject;

import java.util.Objects;
import java.util.OptionalInt;

/**
 * One member of a next-hop group. In an ECMP group a member is one next hop's membership. A
 * fine-grained group has one member per bucket (its INDEX): {@code bucket} names it, and
 * {@code nextHop} is the bucket's home, the next hop it is dealt to while every member is up (its
 * NEXT_HOP_ID points elsewhere while the home is failed over), so the key stays the same when the
 * bucket is re-pointed.
 */
public record NextHopGroupMemberKey(NextHopGroupKey group, NextHopKey nextHop, OptionalInt bucket) implements HostKey<SaiObject.NextHopGroupMember> {

    public NextHopGroupMemberKey {
        Objects.requireNonNull(group, "group");
        Objects.requireNonNull(nextHop, "nextHop");
        Objects.requireNonNull(bucket, "bucket");
        if (!group.contains(nextHop)) {
            throw new IllegalArgumentException(nextHop + " is not a member of " + group);
        }
        if (group.isFineGrained() != bucket.isPresent()) {
            throw new IllegalArgumentException(group.isFineGrained()
                    ? "a member of fine-grained " + group + " needs its bucket"
                    : "a member of ECMP " + group + " has no bucket, got " + bucket.getAsInt());
        }
        if (bucket.isPresent()) {
            KeyFields.inRange("bucket", bucket.getAsInt(), group.buckets() - 1);
        }
    }

    /** A member of an ECMP group. */
    public NextHopGroupMemberKey(NextHopGroupKey group, NextHopKey nextHop) {
        this(group, nextHop, OptionalInt.empty());
    }

    /** Bucket {@code index} of a fine-grained group, dealt to {@code home} while it is up. */
    public static NextHopGroupMemberKey bucket(NextHopGroupKey group, int index, NextHopKey home) {
        return new NextHopGroupMemberKey(group, home, OptionalInt.of(index));
    }

    @Override
    public ObjectType type() {
        return ObjectType.NEXT_HOP_GROUP_MEMBER;
    }

    @Override
    public String toString() {
        return "NEXT_HOP_GROUP_MEMBER{" + (bucket.isPresent() ? "bucket " + bucket.getAsInt() + " of " + nextHop.label()
                : nextHop.toString()) + " in " + group + "}";
    }
}
