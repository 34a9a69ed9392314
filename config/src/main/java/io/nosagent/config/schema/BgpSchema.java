package io.nosagent.config.schema;

import io.nosagent.config.ConfigPath;
import io.nosagent.config.intent.bgp.AfiSafi;
import io.nosagent.config.schema.SchemaNode.Container;
import io.nosagent.net.IpAddresses;

import java.net.InetAddress;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import static io.nosagent.config.schema.Schema.container;
import static io.nosagent.config.schema.Schema.leaf;
import static io.nosagent.config.schema.Schema.leafList;
import static io.nosagent.config.schema.Schema.list;
import static io.nosagent.config.schema.Schema.stateOf;

/**
 * The served part of OpenConfig BGP ({@code openconfig-bgp} as used by openconfig-network-instance) under
 * {@code protocol[identifier=BGP][name=BGP]}: the global AS, router id, multipath, graceful restart and
 * address families; neighbors and peer groups with peer AS, transport (local address, passive mode),
 * graceful restart and address families with ADD-PATHS; and the project's leaf-list
 * {@code nosagent-bgp:host-interfaces} and {@code nosagent-bgp:advertised-next-hop} on a neighbor's config.
 *
 * <p>Deviations: {@code as} and {@code router-id} are required once {@code global} has anything (the
 * codec reports them; YANG's mandatory would bubble up to every protocol entry), {@code router-id}
 * because the daemon needs one;
 * {@code local-address} is an IP address (no interface name); timers, policies, route reflection and the
 * other families are not served; an afi-safi's {@code enabled} absent counts as true.
 */
public final class BgpSchema {

    public static final String BGP_TYPES = "openconfig-bgp-types";
    /** The project's extension module. */
    public static final String EXTENSION = "nosagent-bgp";
    /** The protocol identity and the protocol instance name BGP lives under. */
    public static final String BGP = "BGP";

    private static final LeafType AFI_SAFI = LeafType.identity(BGP_TYPES,
            Arrays.stream(AfiSafi.values()).map(AfiSafi::yangName).toList());

    private static final Container GRACEFUL_RESTART_CONFIG = container("config",
            leaf("enabled", LeafType.bool()),
            leaf("restart-time", LeafType.uint16(0, 4096)),
            leaf("stale-routes-time", LeafType.uint16()),
            leaf("helper-only", LeafType.bool()));

    private static final Container AFI_SAFI_CONFIG = container("config",
            leaf("afi-safi-name", AFI_SAFI),
            leaf("enabled", LeafType.bool()));

    private static final Container ADD_PATHS_CONFIG = container("config",
            leaf("receive", LeafType.bool()),
            leaf("send", LeafType.bool()),
            leaf("send-max", LeafType.uint8(0, 255)));

    private static final Container TRANSPORT_CONFIG = container("config",
            leaf("local-address", LeafType.ipAddress()),
            leaf("passive-mode", LeafType.bool()));

    private static final Container GLOBAL_CONFIG = container("config",
            leaf("as", LeafType.uint32()),
            leaf("router-id", LeafType.ipv4Address()));

    private static final Container MULTIPATH_CONFIG = container("config",
            leaf("enabled", LeafType.bool()));

    private static final Container NEIGHBOR_CONFIG = container("config",
            leaf("neighbor-address", LeafType.ipAddress()),
            leaf("peer-group", LeafType.string()),
            leaf("peer-as", LeafType.uint32()),
            leaf("description", LeafType.string()),
            leaf("enabled", LeafType.bool()),
            leaf("neighbor-port", LeafType.uint16()),
            leafList(EXTENSION + ":host-interfaces", LeafType.string()),
            leaf(EXTENSION + ":advertised-next-hop", LeafType.ipAddress()));

    private static final Container PEER_GROUP_CONFIG = container("config",
            leaf("peer-group-name", LeafType.string()),
            leaf("peer-as", LeafType.uint32()),
            leaf("description", LeafType.string()));

    /** {@code .../protocol[BGP][BGP]/bgp}. */
    public static final Container BGP_CONTAINER = container("bgp",
            container("global",
                    GLOBAL_CONFIG, stateOf(GLOBAL_CONFIG),
                    container("use-multiple-paths", MULTIPATH_CONFIG, stateOf(MULTIPATH_CONFIG)),
                    gracefulRestart(),
                    container("afi-safis", list("afi-safi", List.of("afi-safi-name"),
                            leaf("afi-safi-name", AFI_SAFI), AFI_SAFI_CONFIG, stateOf(AFI_SAFI_CONFIG)))),
            container("neighbors", list("neighbor", List.of("neighbor-address"),
                    leaf("neighbor-address", LeafType.ipAddress()),
                    NEIGHBOR_CONFIG, stateOf(NEIGHBOR_CONFIG),
                    transport(), gracefulRestart(), peerAfiSafis())),
            container("peer-groups", list("peer-group", List.of("peer-group-name"),
                    leaf("peer-group-name", LeafType.string()),
                    PEER_GROUP_CONFIG, stateOf(PEER_GROUP_CONFIG),
                    transport(), gracefulRestart(), peerAfiSafis())));

    private BgpSchema() {
    }

    private static Container gracefulRestart() {
        return container("graceful-restart", GRACEFUL_RESTART_CONFIG, stateOf(GRACEFUL_RESTART_CONFIG));
    }

    private static Container transport() {
        return container("transport", TRANSPORT_CONFIG, stateOf(TRANSPORT_CONFIG));
    }

    private static Container peerAfiSafis() {
        return container("afi-safis", list("afi-safi", List.of("afi-safi-name"),
                leaf("afi-safi-name", AFI_SAFI), AFI_SAFI_CONFIG, stateOf(AFI_SAFI_CONFIG),
                container("add-paths", ADD_PATHS_CONFIG, stateOf(ADD_PATHS_CONFIG))));
    }

    /** {@code .../network-instance[name=DEFAULT]/protocols/protocol[identifier=openconfig-policy-types:BGP][name=BGP]/bgp}. */
    public static ConfigPath path() {
        return NetworkInstancesSchema.protocolPath(NetworkInstancesSchema.DEFAULT_INSTANCE,
                NetworkInstancesSchema.POLICY_TYPES + ":" + BGP, BGP).child("bgp");
    }

    public static ConfigPath globalConfigPath() {
        return path().child("global").child("config");
    }

    public static ConfigPath neighborPath(InetAddress address) {
        return path().child("neighbors").child("neighbor", Map.of("neighbor-address", IpAddresses.format(address)));
    }

    public static ConfigPath peerGroupPath(String name) {
        return path().child("peer-groups").child("peer-group", Map.of("peer-group-name", name));
    }

    /** The identity text of a family: {@code openconfig-bgp-types:IPV4_UNICAST}. */
    public static String afiSafiName(AfiSafi family) {
        return BGP_TYPES + ":" + family.yangName();
    }

    /** {@code <base>/afi-safis/afi-safi[afi-safi-name=openconfig-bgp-types:<family>]}. */
    public static ConfigPath afiSafiPath(ConfigPath base, AfiSafi family) {
        return base.child("afi-safis").child("afi-safi", Map.of("afi-safi-name", afiSafiName(family)));
    }
}
