package io.nosagent.config.intent.routing;

import io.nosagent.net.Cidr;

import java.util.Comparator;

/** Route order in documents and deltas: IPv4 before IPv6, then by address (unsigned), then by length. */
public final class PrefixOrder implements Comparator<Cidr> {

    public static final PrefixOrder INSTANCE = new PrefixOrder();

    private PrefixOrder() {
    }

    @Override
    public int compare(Cidr a, Cidr b) {
        return a.compareTo(b);
    }
}
