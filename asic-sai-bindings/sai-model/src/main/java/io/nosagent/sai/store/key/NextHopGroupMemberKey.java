package io.nosagent.sai.store.key;

import io.nosagent.sai.ObjectType;

import java.util.Objects;

/** One next hop's membership in a next-hop group. */
public record NextHopGroupMemberKey(NextHopGroupKey group, NextHopKey nextHop) implements HostKey {

    public NextHopGroupMemberKey {
        Objects.requireNonNull(group, "group");
        Objects.requireNonNull(nextHop, "nextHop");
        if (!group.contains(nextHop)) {
            throw new IllegalArgumentException(nextHop + " is not a member of " + group);
        }
    }

    @Override
    public ObjectType type() {
        return ObjectType.NEXT_HOP_GROUP_MEMBER;
    }

    @Override
    public String toString() {
        return "NEXT_HOP_GROUP_MEMBER{" + nextHop + " in " + group + "}";
    }
}
