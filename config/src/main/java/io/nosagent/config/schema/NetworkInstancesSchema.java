package io.nosagent.config.schema;

import io.nosagent.config.ConfigPath;
import io.nosagent.config.schema.SchemaNode.Container;
import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;

import java.net.InetAddress;
import java.util.List;
import java.util.Map;

import static io.nosagent.config.schema.Schema.container;
import static io.nosagent.config.schema.Schema.leaf;
import static io.nosagent.config.schema.Schema.list;
import static io.nosagent.config.schema.Schema.mandatoryLeaf;
import static io.nosagent.config.schema.Schema.stateOf;

/**
 * The served part of openconfig-network-instance with openconfig-local-routing's static routes:
 * the DEFAULT instance, its STATIC protocol, and per static route its prefix and next-hop addresses;
 * and its BGP protocol ({@link BgpSchema}).
 *
 * <p>Deviations from the model: only the instance named {@value #DEFAULT_INSTANCE} (type
 * {@code DEFAULT_INSTANCE}), the protocol {@code STATIC} named {@value #STATIC} and the protocol
 * {@code BGP} named {@code BGP} exist (the codec
 * refuses others at their path); the instance's {@code type} is optional (it can only be
 * DEFAULT_INSTANCE, and the codec always writes it); a next hop's {@code next-hop} is mandatory and
 * an IP address (no interface-only, DROP or LOCAL_LINK next hops).
 */
public final class NetworkInstancesSchema {

    public static final String MODULE = "openconfig-network-instance";
    public static final String INSTANCE_TYPES = "openconfig-network-instance-types";
    public static final String POLICY_TYPES = "openconfig-policy-types";
    /** The one network instance: the switch's global routing table. */
    public static final String DEFAULT_INSTANCE = "DEFAULT";
    /** The instance type identity of {@link #DEFAULT_INSTANCE}. */
    public static final String DEFAULT_INSTANCE_TYPE = "DEFAULT_INSTANCE";
    /** The protocol identity and the protocol instance name static routes live under. */
    public static final String STATIC = "STATIC";

    private static final Container INSTANCE_CONFIG = container("config",
            leaf("name", LeafType.string()),
            leaf("type", LeafType.identity(INSTANCE_TYPES, List.of(DEFAULT_INSTANCE_TYPE))));

    private static final LeafType PROTOCOL_IDENTIFIER = LeafType.identity(POLICY_TYPES, List.of(STATIC, BgpSchema.BGP));

    private static final Container PROTOCOL_CONFIG = container("config",
            leaf("identifier", PROTOCOL_IDENTIFIER),
            leaf("name", LeafType.string()));

    private static final Container STATIC_CONFIG = container("config",
            leaf("prefix", LeafType.ipPrefix()));

    private static final Container NEXT_HOP_CONFIG = container("config",
            leaf("index", LeafType.string()),
            mandatoryLeaf("next-hop", LeafType.ipAddress()));

    /** {@code /openconfig-network-instance:network-instances}. */
    public static final Container TOP = container(MODULE + ":network-instances",
            list("network-instance", List.of("name"),
                    leaf("name", LeafType.string()),
                    INSTANCE_CONFIG,
                    stateOf(INSTANCE_CONFIG),
                    container("protocols",
                            list("protocol", List.of("identifier", "name"),
                                    leaf("identifier", PROTOCOL_IDENTIFIER),
                                    leaf("name", LeafType.string()),
                                    PROTOCOL_CONFIG,
                                    stateOf(PROTOCOL_CONFIG),
                                    container("static-routes",
                                            list("static", List.of("prefix"),
                                                    leaf("prefix", LeafType.ipPrefix()),
                                                    STATIC_CONFIG,
                                                    stateOf(STATIC_CONFIG),
                                                    container("next-hops",
                                                            list("next-hop", List.of("index"),
                                                                    leaf("index", LeafType.string()),
                                                                    NEXT_HOP_CONFIG,
                                                                    stateOf(NEXT_HOP_CONFIG))))),
                                    BgpSchema.BGP_CONTAINER))));

    private NetworkInstancesSchema() {
    }

    /** {@code /openconfig-network-instance:network-instances}. */
    public static ConfigPath path() {
        return ConfigPath.ROOT.child(MODULE + ":network-instances");
    }

    /** {@code .../network-instance[name=<name>]}. */
    public static ConfigPath instancePath(String name) {
        return path().child("network-instance", Map.of("name", name));
    }

    /** {@code .../network-instance[name=DEFAULT]/protocols/protocol[identifier=<identifier>][name=<name>]}. */
    public static ConfigPath protocolPath(String instance, String identifier, String name) {
        return instancePath(instance).child("protocols").child("protocol", Map.of("identifier", identifier, "name", name));
    }

    /** {@code .../protocol[identifier=openconfig-policy-types:STATIC][name=STATIC]/static-routes/static[prefix=<prefix>]}. */
    public static ConfigPath staticPath(Cidr prefix) {
        return protocolPath(DEFAULT_INSTANCE, POLICY_TYPES + ":" + STATIC, STATIC).child("static-routes")
                .child("static", Map.of("prefix", prefix.toString()));
    }

    /** {@code .../static[prefix]/next-hops/next-hop[index=<index>]}. */
    public static ConfigPath nextHopPath(Cidr prefix, String index) {
        return staticPath(prefix).child("next-hops").child("next-hop", Map.of("index", index));
    }

    /**
     * The index a next hop is written under: its address, canonical. The intent keeps next hops as a
     * set of addresses; the address names an entry stably (adding or removing one next hop renames
     * no other), where a position would shift.
     */
    public static String nextHopIndex(InetAddress nextHop) {
        return IpAddresses.format(nextHop);
    }
}
