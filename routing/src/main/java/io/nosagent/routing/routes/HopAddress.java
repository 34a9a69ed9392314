package io.nosagent.routing.routes;

import java.net.InetAddress;

/**
 * A next-hop address as a hash-map key. {@link InetAddress#hashCode} of an IPv6 address sums its four
 * 32-bit words, so link peers that differ in one byte (fd00::L:1) differ only in bits a {@code HashMap}
 * does not index by: a handful of them fill one bucket, which turns into a tree searched at every look-up.
 * This key spreads the hash (MurmurHash3's finalizer) and computes it once.
 */
record HopAddress(InetAddress address, int hash) {

    static HopAddress of(InetAddress address) {
        int h = address.hashCode();
        h ^= h >>> 16;
        h *= 0x85ebca6b;
        h ^= h >>> 13;
        h *= 0xc2b2ae35;
        h ^= h >>> 16;
        return new HopAddress(address, h);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof HopAddress k && k.hash == hash && k.address.equals(address);
    }

    @Override
    public int hashCode() {
        return hash;
    }
}
