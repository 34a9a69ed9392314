package io.nosagent.config.intent.routing;

import io.nosagent.net.Cidr;

import java.util.Arrays;
import java.util.Comparator;

/** Route order in documents and deltas: IPv4 before IPv6, then by address (unsigned), then by length. */
public final class PrefixOrder implements Comparator<Cidr> {

    public static final PrefixOrder INSTANCE = new PrefixOrder();

    private PrefixOrder() {
    }

    @Override
    public int compare(Cidr a, Cidr b) {
        if (a.isIpv4() != b.isIpv4()) {
            return a.isIpv4() ? -1 : 1;
        }
        // An IPv4 address's hash code is its 32 bits; getAddress() would copy them for every comparison.
        int c = a.isIpv4() ? Integer.compareUnsigned(a.address().hashCode(), b.address().hashCode())
                : Arrays.compareUnsigned(a.address().getAddress(), b.address().getAddress());
        return c != 0 ? c : Integer.compare(a.length(), b.length());
    }
}
