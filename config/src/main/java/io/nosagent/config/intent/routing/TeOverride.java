package io.nosagent.config.intent.routing;

import io.nosagent.config.intent.InterfaceNameOrder;
import io.nosagent.net.Cidr;

import java.net.InetAddress;
import java.util.Comparator;
import java.util.Objects;

/**
 * A traffic-engineering override from the central controller: traffic entering {@code inPort} for
 * {@code prefix} goes to {@code nextHop}, ahead of the route (an ingress ACL redirect). It is withdrawn
 * while the next hop's port is down, so traffic falls back to the route's group.
 *
 * @param inPort  the ingress interface
 * @param prefix  the destination prefix, host bits zero
 * @param nextHop a next hop on a connected subnet
 */
public record TeOverride(String inPort, Cidr prefix, InetAddress nextHop) {

    /** What identifies an override: one per ingress port and destination prefix. */
    public record Key(String inPort, Cidr prefix) implements Comparable<Key> {
        private static final Comparator<Key> ORDER = Comparator.comparing(Key::inPort, InterfaceNameOrder.INSTANCE)
                .thenComparing(Key::prefix, PrefixOrder.INSTANCE);

        @Override
        public int compareTo(Key o) {
            return ORDER.compare(this, o);
        }
    }

    public TeOverride {
        Objects.requireNonNull(inPort, "inPort");
        Objects.requireNonNull(prefix, "prefix");
        Objects.requireNonNull(nextHop, "nextHop");
    }

    public Key key() {
        return new Key(inPort, prefix);
    }
}
