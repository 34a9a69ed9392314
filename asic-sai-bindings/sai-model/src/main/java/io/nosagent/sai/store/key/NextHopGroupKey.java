package io.nosagent.sai.store.key;

import io.nosagent.sai.ObjectType;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * An ECMP group by what it spreads over: its set of (next hop, weight) members. The members are kept
 * in one canonical order, so two keys built from the same members in any order are equal.
 */
public record NextHopGroupKey(List<Member> members) implements HostKey {

    /** One member of the set; {@code weight} is the group member's {@code WEIGHT} (1 for plain ECMP). */
    public record Member(NextHopKey nextHop, int weight) {
        public Member {
            Objects.requireNonNull(nextHop, "nextHop");
            if (weight < 1) {
                throw new IllegalArgumentException("member " + nextHop + " needs a weight of at least 1, got " + weight);
            }
        }
    }

    private static final Comparator<Member> ORDER = Comparator.comparing(Member::nextHop, NextHopKey.ORDER)
            .thenComparingInt(Member::weight);

    public NextHopGroupKey {
        if (members == null || members.isEmpty()) {
            throw new IllegalArgumentException("a next-hop group key needs at least one member");
        }
        var sorted = new ArrayList<>(members);
        sorted.sort(ORDER);
        var seen = new HashSet<NextHopKey>();
        for (Member m : sorted) {
            if (!seen.add(m.nextHop())) {
                throw new IllegalArgumentException("next hop " + m.nextHop() + " is a member twice");
            }
        }
        members = List.copyOf(sorted);
    }

    /** A plain ECMP group: every next hop once, weight 1. */
    public static NextHopGroupKey ecmp(Collection<NextHopKey> nextHops) {
        return new NextHopGroupKey(nextHops.stream().map(nh -> new Member(nh, 1)).toList());
    }

    public boolean contains(NextHopKey nextHop) {
        for (Member m : members) {
            if (m.nextHop().equals(nextHop)) {
                return true;
            }
        }
        return false;
    }

    @Override
    public ObjectType type() {
        return ObjectType.NEXT_HOP_GROUP;
    }

    @Override
    public String toString() {
        return "NEXT_HOP_GROUP{" + members.stream()
                .map(m -> m.nextHop().label() + (m.weight() == 1 ? "" : " x" + m.weight()))
                .collect(Collectors.joining(", ")) + "}";
    }
}
