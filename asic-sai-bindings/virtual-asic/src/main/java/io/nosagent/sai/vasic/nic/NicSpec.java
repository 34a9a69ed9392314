package io.nosagent.sai.vasic.nic;

import io.nosagent.net.IpAddresses;
import io.nosagent.sai.MacAddress;

import java.net.Inet4Address;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.util.Objects;
import java.util.Optional;

/**
 * A simulated host NIC's identity: its name, IP address (the one the switch has a neighbor entry for, the one it
 * sends its traffic from) and MAC address; a dual-stack host also has an IPv6 address beside its IPv4 one, which it
 * answers neighbor discovery and echo for.
 */
public record NicSpec(String name, InetAddress ip, MacAddress mac, Optional<Inet6Address> alsoIpv6) {

    public NicSpec {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(ip, "ip");
        Objects.requireNonNull(mac, "mac");
        Objects.requireNonNull(alsoIpv6, "alsoIpv6");
        if (alsoIpv6.isPresent() && !(ip instanceof Inet4Address)) {
            throw new IllegalArgumentException(name + ": a second address " + alsoIpv6.get().getHostAddress()
                    + " beside IPv6 " + ip.getHostAddress() + "; only an IPv4 host takes an IPv6 address too");
        }
    }

    /** A single-stack host. */
    public NicSpec(String name, InetAddress ip, MacAddress mac) {
        this(name, ip, mac, Optional.empty());
    }

    public static NicSpec of(String name, String ip, String mac) {
        return new NicSpec(name, IpAddresses.parse(ip), MacAddress.parse(mac));
    }

    /** The same host, dual-stack: {@code ipv6} beside its IPv4 address. */
    public NicSpec withIpv6(Inet6Address ipv6) {
        return new NicSpec(name, ip, mac, Optional.of(ipv6));
    }
}
