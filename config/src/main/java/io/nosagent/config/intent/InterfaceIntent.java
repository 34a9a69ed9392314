package io.nosagent.config.intent;

import java.util.Collection;
import java.util.Collections;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * What the operator wants of one interface: {@code /interfaces/interface[name]} config plus the IPv4
 * and IPv6 addresses of its routed subinterface 0.
 *
 * @param name        interface name as the switch knows it ({@code eth1/1/1})
 * @param description free text, if any
 * @param enabled     administrative state (OpenConfig default: true)
 * @param mtu         maximum frame size in octets; see {@link #DEFAULT_MTU}
 * @param type        interface type
 * @param addresses   addresses on subinterface 0, sorted (IPv4 before IPv6)
 * @param neighbors   static neighbors on subinterface 0, sorted (IPv4 before IPv6)
 * @param expectedPeer where the port's cable should lead, if the operator says
 * @param id          the number a controller addresses the port by (OpenConfig P4RT's interface id), if assigned
 * @param ipv4Enabled whether subinterface 0 routes IPv4 (OpenConfig default: true)
 * @param ipv6Enabled whether subinterface 0 routes IPv6 (OpenConfig default: true)
 * @param mac         the MAC the port routes with (its router interface's source MAC), if not the switch's
 * @param loadInterval seconds the interface rates average over, if not {@link #DEFAULT_LOAD_INTERVAL}
 */
public record InterfaceIntent(String name, Optional<String> description, boolean enabled, int mtu,
                              InterfaceType type, SortedSet<InterfaceAddress> addresses,
                              SortedSet<StaticNeighbor> neighbors, Optional<ExpectedPeer> expectedPeer, OptionalLong id,
                              boolean ipv4Enabled, boolean ipv6Enabled, Optional<String> mac, OptionalInt loadInterval) {

    /**
     * MTU when the operator sets none. OpenConfig leaves it to the device (1514 on plain Ethernet);
     * a RoCE fabric carries 4 KiB RDMA payloads plus headers, so backend ports run jumbo frames, and
     * 9100 is the common data-center default (SONiC's) that leaves room under a 9216 ASIC maximum.
     */
    public static final int DEFAULT_MTU = 9100;
    /** Seconds the interface rates average over when none is set: openconfig-if-rates' default. */
    public static final int DEFAULT_LOAD_INTERVAL = 300;

    public InterfaceIntent {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(expectedPeer, "expectedPeer");
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(mac, "mac");
        Objects.requireNonNull(loadInterval, "loadInterval");
        addresses = Collections.unmodifiableSortedSet(new TreeSet<>(addresses));
        neighbors = Collections.unmodifiableSortedSet(new TreeSet<>(neighbors));
    }

    /** An interface with OpenConfig defaults: enabled, {@link #DEFAULT_MTU}, Ethernet, no addresses. */
    public static InterfaceIntent named(String name) {
        return new InterfaceIntent(name, Optional.empty(), true, DEFAULT_MTU, InterfaceType.ETHERNET_CSMACD,
                new TreeSet<>(), new TreeSet<>(), Optional.empty(), OptionalLong.empty(), true, true, Optional.empty(), OptionalInt.empty());
    }

    /** A copy with {@code text} as description; {@code null} removes it. */
    public InterfaceIntent withDescription(String text) {
        return new InterfaceIntent(name, Optional.ofNullable(text), enabled, mtu, type, addresses, neighbors, expectedPeer, id,
                ipv4Enabled, ipv6Enabled, mac, loadInterval);
    }

    public InterfaceIntent withEnabled(boolean value) {
        return new InterfaceIntent(name, description, value, mtu, type, addresses, neighbors, expectedPeer, id,
                ipv4Enabled, ipv6Enabled, mac, loadInterval);
    }

    public InterfaceIntent withMtu(int value) {
        return new InterfaceIntent(name, description, enabled, value, type, addresses, neighbors, expectedPeer, id,
                ipv4Enabled, ipv6Enabled, mac, loadInterval);
    }

    public InterfaceIntent withType(InterfaceType value) {
        return new InterfaceIntent(name, description, enabled, mtu, value, addresses, neighbors, expectedPeer, id,
                ipv4Enabled, ipv6Enabled, mac, loadInterval);
    }

    public InterfaceIntent withAddresses(Collection<InterfaceAddress> value) {
        return new InterfaceIntent(name, description, enabled, mtu, type, new TreeSet<>(value), neighbors, expectedPeer, id,
                ipv4Enabled, ipv6Enabled, mac, loadInterval);
    }

    public InterfaceIntent withNeighbors(Collection<StaticNeighbor> value) {
        return new InterfaceIntent(name, description, enabled, mtu, type, addresses, new TreeSet<>(value), expectedPeer, id,
                ipv4Enabled, ipv6Enabled, mac, loadInterval);
    }

    /** A copy expecting {@code peer} at the other end of the cable; {@code null} removes it. */
    public InterfaceIntent withExpectedPeer(ExpectedPeer peer) {
        return new InterfaceIntent(name, description, enabled, mtu, type, addresses, neighbors, Optional.ofNullable(peer), id,
                ipv4Enabled, ipv6Enabled, mac, loadInterval);
    }

    /** A copy with {@code value} as the controller's id of the port; {@code null} removes it. */
    public InterfaceIntent withId(Long value) {
        return new InterfaceIntent(name, description, enabled, mtu, type, addresses, neighbors, expectedPeer,
                value == null ? OptionalLong.empty() : OptionalLong.of(value), ipv4Enabled, ipv6Enabled, mac, loadInterval);
    }

    /** A copy routing IPv4 ({@code v4}) or IPv6 on subinterface 0 or not. */
    public InterfaceIntent withFamilyEnabled(boolean v4, boolean value) {
        return new InterfaceIntent(name, description, enabled, mtu, type, addresses, neighbors, expectedPeer, id,
                v4 ? value : ipv4Enabled, v4 ? ipv6Enabled : value, mac, loadInterval);
    }

    /** A copy routing with {@code value} as its source MAC (canonical text); {@code null}: the switch's. */
    public InterfaceIntent withMac(String value) {
        return new InterfaceIntent(name, description, enabled, mtu, type, addresses, neighbors, expectedPeer, id,
                ipv4Enabled, ipv6Enabled, Optional.ofNullable(value), loadInterval);
    }

    /** A copy averaging its rates over {@code seconds}; {@code null}: the default. */
    public InterfaceIntent withLoadInterval(Integer seconds) {
        return new InterfaceIntent(name, description, enabled, mtu, type, addresses, neighbors, expectedPeer, id,
                ipv4Enabled, ipv6Enabled, mac, seconds == null ? OptionalInt.empty() : OptionalInt.of(seconds));
    }

    /** Seconds the interface rates average over. */
    public int effectiveLoadInterval() {
        return loadInterval.orElse(DEFAULT_LOAD_INTERVAL);
    }

    /** A copy with a static neighbor added (e.g. {@code StaticNeighbor.of("10.0.1.2", "02:00:00:00:01:01")}). */
    public InterfaceIntent withNeighbor(StaticNeighbor neighbor) {
        var set = new TreeSet<>(neighbors);
        set.removeIf(n -> n.ip().equals(neighbor.ip()));
        set.add(neighbor);
        return withNeighbors(set);
    }

    /** A copy with {@code address} added (e.g. {@code InterfaceAddress.parse("10.1.1.0/31")}). */
    public InterfaceIntent withAddress(InterfaceAddress address) {
        var set = new TreeSet<>(addresses);
        set.add(address);
        return withAddresses(set);
    }

    public SortedSet<InterfaceAddress> ipv4Addresses() {
        return Collections.unmodifiableSortedSet(new TreeSet<>(addresses.stream().filter(InterfaceAddress::isIpv4).toList()));
    }

    public SortedSet<InterfaceAddress> ipv6Addresses() {
        return Collections.unmodifiableSortedSet(new TreeSet<>(addresses.stream().filter(a -> !a.isIpv4()).toList()));
    }
}
