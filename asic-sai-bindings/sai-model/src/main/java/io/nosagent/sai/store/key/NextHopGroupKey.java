package io.nosagent.sai.store.key;

import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiObject;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * A next-hop group by how it spreads traffic ({@link Spread}: hashed ECMP, or a fine-grained bucket
 * table of a fixed size) and what it spreads over: its set of (next hop, weight) members. The members
 * are kept in one canonical order, so two keys built from the same members in any order are equal; an
 * ECMP group and a fine-grained group over the same next hops are different objects.
 *
 * <p>A fine-grained group may name members that are {@code withdrawn}: they keep their place in the
 * bucket layout (which is dealt over every member) but forward nothing, their buckets going to the
 * others. A task VIP whose host withdraws one NIC's path moves to such a group, so only that NIC's
 * flows move.
 *
 * <p>A value with record semantics; a class only to keep its hash: a route commit looks groups up
 * several times per route, and hashing eight members' addresses each time was most of its cost.
 */
public final class NextHopGroupKey implements HostKey<SaiObject.NextHopGroup> {

    private final Spread spread;
    private final List<Member> members;
    private final List<NextHopKey> withdrawn;
    private final int hash;

    /**
     * How a group picks a member: SAI's NEXT_HOP_GROUP TYPE, plus the bucket count of a fine-grained group
     * (its create-only CONFIGURED_SIZE, so a new count is a new group).
     */
    public sealed interface Spread permits Ecmp, FineGrained {
    }

    /** DYNAMIC_UNORDERED_ECMP: the packet's hash picks a member, each as often as its weight. */
    public record Ecmp() implements Spread {
        @Override
        public String toString() {
            return "ecmp";
        }
    }

    /** FINE_GRAIN_ECMP with {@code buckets} buckets, one group member per bucket. */
    public record FineGrained(int buckets) implements Spread {
        public FineGrained {
            if (buckets < 1) {
                throw new IllegalArgumentException("a fine-grained group needs at least one bucket, got " + buckets);
            }
        }

        @Override
        public String toString() {
            return "fine-grained " + buckets;
        }
    }

    public static final Spread ECMP = new Ecmp();

    /** One member of the set; {@code weight} is the group member's {@code WEIGHT} (1 for plain ECMP). */
    public record Member(NextHopKey nextHop, int weight) {
        public Member {
            Objects.requireNonNull(nextHop, "nextHop");
            if (weight < 1) {
                throw new IllegalArgumentException("member " + nextHop + " needs a weight of at least 1, got " + weight);
            }
        }

        @Override
        public boolean equals(Object o) {
            return o == this || o instanceof Member m && weight == m.weight && nextHop.equals(m.nextHop);
        }

        @Override
        public int hashCode() {
            return 31 * nextHop.hashCode() + weight;
        }
    }

    private static final Comparator<Member> ORDER = Comparator.comparing(Member::nextHop, NextHopKey.ORDER)
            .thenComparingInt(Member::weight);

    /** A group without withdrawn members. */
    public NextHopGroupKey(Spread spread, List<Member> members) {
        this(spread, members, List.of());
    }

    public NextHopGroupKey(Spread spread, List<Member> members, List<NextHopKey> withdrawn) {
        Objects.requireNonNull(spread, "spread");
        if (members == null || members.isEmpty()) {
            throw new IllegalArgumentException("a next-hop group key needs at least one member");
        }
        var sorted = new ArrayList<>(members);
        sorted.sort(ORDER);
        for (int i = 1; i < sorted.size(); i++) {
            // Sorted by next hop first, so a next hop given twice sits next to itself.
            if (sorted.get(i).nextHop().equals(sorted.get(i - 1).nextHop())) {
                throw new IllegalArgumentException("next hop " + sorted.get(i).nextHop() + " is a member twice");
            }
        }
        var out = new ArrayList<>(withdrawn);
        out.sort(NextHopKey.ORDER);
        for (NextHopKey w : out) {
            if (sorted.stream().noneMatch(m -> m.nextHop().equals(w))) {
                throw new IllegalArgumentException("withdrawn next hop " + w + " is no member");
            }
        }
        if (!out.isEmpty() && !(spread instanceof FineGrained)) {
            throw new IllegalArgumentException("only a fine-grained group keeps withdrawn members");
        }
        if (new HashSet<>(out).size() != out.size() || out.size() >= sorted.size()) {
            throw new IllegalArgumentException("withdrawn " + out + " must be distinct and leave a member of " + sorted);
        }
        this.spread = spread;
        this.members = List.copyOf(sorted);
        this.withdrawn = List.copyOf(out);
        this.hash = (31 * spread.hashCode() + this.members.hashCode()) * 31 + this.withdrawn.hashCode();
    }

    /** An ECMP group of weighted members. */
    public NextHopGroupKey(List<Member> members) {
        this(ECMP, members);
    }

    /** A plain ECMP group: every next hop once, weight 1. */
    public static NextHopGroupKey ecmp(Collection<NextHopKey> nextHops) {
        return new NextHopGroupKey(ECMP, weightOne(nextHops));
    }

    /** A fine-grained group of {@code buckets} buckets dealt evenly over {@code nextHops}. */
    public static NextHopGroupKey fineGrained(int buckets, Collection<NextHopKey> nextHops) {
        return new NextHopGroupKey(new FineGrained(buckets), weightOne(nextHops));
    }

    /**
     * A fine-grained group of {@code buckets} buckets dealt evenly over {@code nextHops}, of which
     * {@code withdrawn} forward nothing (their buckets go to the others).
     */
    public static NextHopGroupKey fineGrained(int buckets, Collection<NextHopKey> nextHops, Collection<NextHopKey> withdrawn) {
        return new NextHopGroupKey(new FineGrained(buckets), weightOne(nextHops), List.copyOf(withdrawn));
    }

    private static List<Member> weightOne(Collection<NextHopKey> nextHops) {
        return nextHops.stream().map(nh -> new Member(nh, 1)).toList();
    }

    public Spread spread() {
        return spread;
    }

    /** The members in canonical order. */
    public List<Member> members() {
        return members;
    }

    /** The members that forward nothing, in canonical order (only in a fine-grained group). */
    public List<NextHopKey> withdrawn() {
        return withdrawn;
    }

    /** Whether {@code nextHop} is a withdrawn member. */
    public boolean isWithdrawn(NextHopKey nextHop) {
        return withdrawn.contains(nextHop);
    }

    public boolean isFineGrained() {
        return spread instanceof FineGrained;
    }

    /** The bucket count of a fine-grained group; 0 for ECMP. */
    public int buckets() {
        return spread instanceof FineGrained(int buckets) ? buckets : 0;
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
    public boolean equals(Object o) {
        return o == this || o instanceof NextHopGroupKey k && k.hash == hash && k.spread.equals(spread)
                && k.members.equals(members) && k.withdrawn.equals(withdrawn);
    }

    @Override
    public int hashCode() {
        return hash;
    }

    @Override
    public String toString() {
        return "NEXT_HOP_GROUP{" + (spread instanceof Ecmp ? "" : spread + ": ") + members.stream()
                .map(m -> m.nextHop().label() + (m.weight() == 1 ? "" : " x" + m.weight()))
                .collect(Collectors.joining(", "))
                + (withdrawn.isEmpty() ? "" : "; withdrawn " + withdrawn.stream().map(NextHopKey::label)
                .collect(Collectors.joining(", "))) + "}";
    }
}
