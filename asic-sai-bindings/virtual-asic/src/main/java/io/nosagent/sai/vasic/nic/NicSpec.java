package io.nosagent.sai.vasic.nic;

import io.nosagent.net.IpAddresses;
import io.nosagent.sai.MacAddress;

import java.net.InetAddress;
import java.util.Objects;

/**
 * A simulated host NIC's identity: its name, IP address (the one the switch has a neighbor entry for)
 * and MAC address.
 */
public record NicSpec(String name, InetAddress ip, MacAddress mac) {

    public NicSpec {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(ip, "ip");
        Objects.requireNonNull(mac, "mac");
    }

    public static NicSpec of(String name, String ip, String mac) {
        return new NicSpec(name, IpAddresses.parse(ip), MacAddress.parse(mac));
    }
}
