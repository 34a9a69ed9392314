package io.nosagent.config.intent.routing;

import java.net.InetAddress;
import java.util.AbstractSet;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.SortedSet;

/**
 * A static route's next-hop addresses: an immutable set in {@link StaticRoute#ADDRESS_ORDER}, kept as a
 * sorted array with its hash. A 128k-route table holds as many of these as routes but only a few thousand
 * distinct ones, and the programmers and the codec look each up by value (one group per set): a kept hash
 * and an array compare make that one cheap step per route, where a {@code TreeSet} of IPv6 addresses
 * hashes every address's 16 bytes at each look. Equal to any {@link java.util.Set} of the same addresses.
 *
 * <p>As a {@code Set} its hash is the sum of its addresses' hashes, and an IPv6 address's hash is the sum
 * of its four 32-bit words: link peers that differ in their last bytes (fd00::1:1, fd00::2:1, ...) then put
 * every set in a few buckets of a hash map. Maps keyed by next-hop set use {@link ByNextHops}, which
 * hashes with {@link #spreadHash}.
 */
public final class NextHopAddresses extends AbstractSet<InetAddress> implements SortedSet<InetAddress> {

    private static final NextHopAddresses NONE = new NextHopAddresses(new InetAddress[0]);

    private final InetAddress[] sorted;
    private final int hash;
    private final int spread;

    private NextHopAddresses(InetAddress[] sorted) {
        this.sorted = sorted;
        int h = 0;
        int s = 0;
        for (InetAddress a : sorted) {
            h += a.hashCode();
            s += mix(a.hashCode());
        }
        this.hash = h;
        this.spread = s;
    }

    /**
     * A hash of {@code addresses} that spreads sets whose {@code hashCode}s collide; equal sets have equal
     * spread hashes whatever their class (a sum, so the order does not matter).
     */
    public static int spreadHash(Collection<InetAddress> addresses) {
        if (addresses instanceof NextHopAddresses n) {
            return n.spread;
        }
        int s = 0;
        for (InetAddress a : addresses) {
            s += mix(a.hashCode());
        }
        return s;
    }

    /** MurmurHash3's finalizer: every input bit moves about half the output bits. */
    private static int mix(int h) {
        h ^= h >>> 16;
        h *= 0x85ebca6b;
        h ^= h >>> 13;
        h *= 0xc2b2ae35;
        return h ^ (h >>> 16);
    }

    /** {@code addresses} as a set in address order (itself when it already is one). */
    public static NextHopAddresses of(Collection<InetAddress> addresses) {
        if (addresses instanceof NextHopAddresses n) {
            return n;
        }
        if (addresses.isEmpty()) {
            return NONE;
        }
        InetAddress[] a = addresses.toArray(new InetAddress[0]);
        for (InetAddress x : a) {
            Objects.requireNonNull(x, "next hop");
        }
        if (!(addresses instanceof SortedSet<?> s && StaticRoute.ADDRESS_ORDER.equals(s.comparator()))) {
            Arrays.sort(a, StaticRoute.ADDRESS_ORDER);
            int kept = 0;
            for (int i = 0; i < a.length; i++) {
                if (kept == 0 || StaticRoute.ADDRESS_ORDER.compare(a[kept - 1], a[i]) != 0) {
                    a[kept++] = a[i];
                }
            }
            a = kept == a.length ? a : Arrays.copyOf(a, kept);
        }
        return new NextHopAddresses(a);
    }

    @Override
    public Iterator<InetAddress> iterator() {
        return new Iterator<>() {
            private int next;

            @Override
            public boolean hasNext() {
                return next < sorted.length;
            }

            @Override
            public InetAddress next() {
                if (next == sorted.length) {
                    throw new NoSuchElementException();
                }
                return sorted[next++];
            }
        };
    }

    @Override
    public int size() {
        return sorted.length;
    }

    @Override
    public boolean contains(Object o) {
        return o instanceof InetAddress a && Arrays.binarySearch(sorted, a, StaticRoute.ADDRESS_ORDER) >= 0;
    }

    @Override
    public Comparator<? super InetAddress> comparator() {
        return StaticRoute.ADDRESS_ORDER;
    }

    @Override
    public SortedSet<InetAddress> subSet(InetAddress fromElement, InetAddress toElement) {
        if (StaticRoute.ADDRESS_ORDER.compare(fromElement, toElement) > 0) {
            throw new IllegalArgumentException("fromElement > toElement");
        }
        return range(at(fromElement), at(toElement));
    }

    @Override
    public SortedSet<InetAddress> headSet(InetAddress toElement) {
        return range(0, at(toElement));
    }

    @Override
    public SortedSet<InetAddress> tailSet(InetAddress fromElement) {
        return range(at(fromElement), sorted.length);
    }

    @Override
    public InetAddress first() {
        if (sorted.length == 0) {
            throw new NoSuchElementException();
        }
        return sorted[0];
    }

    @Override
    public InetAddress last() {
        if (sorted.length == 0) {
            throw new NoSuchElementException();
        }
        return sorted[sorted.length - 1];
    }

    @Override
    public Object[] toArray() {
        return sorted.clone();
    }

    @Override
    public int hashCode() {
        return hash;
    }

    @Override
    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (o instanceof NextHopAddresses n) {
            return n.hash == hash && Arrays.equals(n.sorted, sorted);
        }
        return super.equals(o);
    }

    /** The index of the first address not before {@code a}. */
    private int at(InetAddress a) {
        int i = Arrays.binarySearch(sorted, Objects.requireNonNull(a), StaticRoute.ADDRESS_ORDER);
        return i >= 0 ? i : -i - 1;
    }

    private NextHopAddresses range(int from, int to) {
        return from == 0 && to == sorted.length ? this : new NextHopAddresses(Arrays.copyOfRange(sorted, from, to));
    }
}
