package io.nosagent.config.schema;

import io.nosagent.config.ConfigPath;
import io.nosagent.config.intent.InterfaceAddress;
import io.nosagent.config.intent.StaticNeighbor;
import io.nosagent.config.intent.InterfaceType;
import io.nosagent.config.schema.SchemaNode.Container;
import io.nosagent.net.IpAddresses;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

import static io.nosagent.config.schema.Schema.container;
import static io.nosagent.config.schema.Schema.leaf;
import static io.nosagent.config.schema.Schema.list;
import static io.nosagent.config.schema.Schema.mandatoryLeaf;
import static io.nosagent.config.schema.Schema.stateOf;

/**
 * The served part of openconfig-interfaces with the openconfig-if-ip augmentation: per interface its
 * config (name, type, mtu, description, enabled) and the IPv4 / IPv6 addresses and static neighbors
 * of its subinterfaces.
 *
 * <p>Deviations from the model, all stricter: {@code ipv4 address/config/prefix-length} is mandatory
 * (an address without a subnet cannot be programmed), and {@code type} accepts only the identities of
 * {@link InterfaceType}.
 */
public final class InterfacesSchema {

    public static final String MODULE = "openconfig-interfaces";
    public static final String IP_MODULE = "openconfig-if-ip";
    public static final String IANA_IF_TYPE = "iana-if-type";

    private static final Container INTERFACE_CONFIG = container("config",
            leaf("name", LeafType.string()),
            mandatoryLeaf("type", LeafType.identity(IANA_IF_TYPE,
                    Arrays.stream(InterfaceType.values()).map(InterfaceType::ianaName).toList())),
            leaf("mtu", LeafType.uint16()),
            leaf("description", LeafType.string()),
            leaf("enabled", LeafType.bool()));

    private static final Container SUBINTERFACE_CONFIG = container("config",
            leaf("index", LeafType.uint32()));

    /** {@code /openconfig-interfaces:interfaces}. */
    public static final Container TOP = container(MODULE + ":interfaces",
            list("interface", List.of("name"),
                    leaf("name", LeafType.string()),
                    INTERFACE_CONFIG,
                    stateOf(INTERFACE_CONFIG,
                            leaf("admin-status", LeafType.enumeration(List.of("UP", "DOWN", "TESTING"))),
                            leaf("oper-status", LeafType.enumeration(List.of("UP", "DOWN", "TESTING", "UNKNOWN",
                                    "DORMANT", "NOT_PRESENT", "LOWER_LAYER_DOWN")))),
                    container("subinterfaces",
                            list("subinterface", List.of("index"),
                                    leaf("index", LeafType.uint32()),
                                    SUBINTERFACE_CONFIG,
                                    stateOf(SUBINTERFACE_CONFIG),
                                    addressFamily("ipv4", LeafType.ipv4Address(), LeafType.uint8(0, 32)),
                                    addressFamily("ipv6", LeafType.ipv6Address(), LeafType.uint8(0, 128))))));

    private InterfacesSchema() {
    }

    private static Container addressFamily(String family, LeafType ip, LeafType prefixLength) {
        Container config = container("config", leaf("ip", ip), mandatoryLeaf("prefix-length", prefixLength));
        Container neighborConfig = container("config", leaf("ip", ip), mandatoryLeaf("link-layer-address", LeafType.macAddress()));
        return container(IP_MODULE + ":" + family,
                container("addresses",
                        list("address", List.of("ip"), leaf("ip", ip), config, stateOf(config))),
                container("neighbors",
                        list("neighbor", List.of("ip"), leaf("ip", ip), neighborConfig, stateOf(neighborConfig))));
    }

    /** {@code /openconfig-interfaces:interfaces}. */
    public static ConfigPath path() {
        return ConfigPath.ROOT.child(MODULE + ":interfaces");
    }

    /** {@code /openconfig-interfaces:interfaces/interface[name=<name>]}. */
    public static ConfigPath interfacePath(String name) {
        return path().child("interface", Map.of("name", name));
    }

    /** {@code .../interface[name]/config/<leaf>}. */
    public static ConfigPath configLeafPath(String name, String leaf) {
        return interfacePath(name).child("config").child(leaf);
    }

    /** {@code .../interface[name]/subinterfaces/subinterface[index]}. */
    public static ConfigPath subinterfacePath(String name, long index) {
        return interfacePath(name).child("subinterfaces").child("subinterface", Map.of("index", Long.toString(index)));
    }

    /** {@code .../subinterface[index=0]/openconfig-if-ip:ipv4|ipv6/neighbors/neighbor[ip]} of {@code neighbor}. */
    public static ConfigPath neighborPath(String name, StaticNeighbor neighbor) {
        return subinterfacePath(name, 0)
                .child(IP_MODULE + ":" + (neighbor.isIpv4() ? "ipv4" : "ipv6"))
                .child("neighbors")
                .child("neighbor", Map.of("ip", IpAddresses.format(neighbor.ip())));
    }

    /** {@code .../subinterface[index=0]/openconfig-if-ip:ipv4|ipv6/addresses/address[ip]} of {@code address}. */
    public static ConfigPath addressPath(String name, InterfaceAddress address) {
        return subinterfacePath(name, 0)
                .child(IP_MODULE + ":" + (address.isIpv4() ? "ipv4" : "ipv6"))
                .child("addresses")
                .child("address", Map.of("ip", IpAddresses.format(address.ip())));
    }
}
