package io.nosagent.config.schema;

import io.nosagent.config.ConfigPath;
import io.nosagent.config.intent.InterfaceAddress;
import io.nosagent.config.intent.StaticNeighbor;
import io.nosagent.config.intent.bgp.AfiSafi;
import io.nosagent.config.yang.InterfacesYang.Interface.Subinterfaces.Subinterface;
import io.nosagent.config.yang.NetworkInstancesYang.NetworkInstance.Protocols.Protocol;
import io.nosagent.config.yang.NetworkInstancesYang.NetworkInstance.Protocols.Protocol.Bgp;
import io.nosagent.config.yang.NetworkInstancesYang.NetworkInstance.Protocols.Protocol.StaticRoutes.Static;
import io.nosagent.config.yang.NetworkInstancesYang.NetworkInstance.Protocols.Protocol.StaticRoutes.Static.NextHops.NextHop;
import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;

import java.net.InetAddress;

/**
 * The keys the served tree gives the one routing table and its protocols, and the paths of intent
 * items whose keys the intent holds typed (addresses, prefixes, families), built with the generated path builders ({@code io.nosagent.config.yang}). Codecs,
 * validators and the gNMI state that sits beside the config use the same ones.
 */
public final class IntentPaths {

    /** The one network instance: the switch's global routing table. */
    public static final String DEFAULT_INSTANCE = "DEFAULT";
    /** Its type identity. */
    public static final String DEFAULT_INSTANCE_TYPE = "openconfig-network-instance-types:DEFAULT_INSTANCE";
    /** The protocol instance name static routes live under, and its identity. */
    public static final String STATIC = "STATIC";
    public static final String STATIC_IDENTIFIER = "openconfig-policy-types:STATIC";
    /** The protocol instance name BGP lives under, and its identity. */
    public static final String BGP = "BGP";
    public static final String BGP_IDENTIFIER = "openconfig-policy-types:BGP";

    /** The names the featureprofiles plans give the STATIC protocol instance besides {@link #STATIC}. */
    public static final String STATIC_ALIASES = "static, DEFAULT or default";
    /** The next hop that discards traffic (openconfig-local-routing LOCAL_DEFINED_NEXT_HOP), as written. */
    public static final String DROP = "openconfig-local-routing:DROP";

    private static final String BGP_TYPES = "openconfig-bgp-types";

    private IntentPaths() {
    }

    /** {@code /interfaces/interface[name]/subinterfaces/subinterface[index=0]/ipv4|ipv6/addresses/address[ip]}. */
    public static ConfigPath interfaceAddress(String name, InterfaceAddress address) {
        String ip = IpAddresses.format(address.ip());
        return address.isIpv4() ? Subinterface.Ipv4.Addresses.Address.path(name, 0, ip)
                : Subinterface.Ipv6.Addresses.Address.path(name, 0, ip);
    }

    /** {@code /interfaces/interface[name]/subinterfaces/subinterface[index=0]/ipv4|ipv6/neighbors/neighbor[ip]}. */
    public static ConfigPath interfaceNeighbor(String name, StaticNeighbor neighbor) {
        String ip = IpAddresses.format(neighbor.ip());
        return neighbor.isIpv4() ? Subinterface.Ipv4.Neighbors.Neighbor.path(name, 0, ip)
                : Subinterface.Ipv6.Neighbors.Neighbor.path(name, 0, ip);
    }

    /** Whether {@code name} names the one instance: the plans spell it DEFAULT or default. */
    public static boolean isDefaultInstance(String name) {
        return name.equalsIgnoreCase(DEFAULT_INSTANCE);
    }

    /** Whether {@code name} names the STATIC protocol instance: STATIC, or DEFAULT as the plans' default name, in either case. */
    public static boolean isStaticName(String name) {
        return name.equalsIgnoreCase(STATIC) || name.equalsIgnoreCase(DEFAULT_INSTANCE);
    }

    /** Whether a static next hop's text is the DROP identity, with or without its module. */
    public static boolean isDrop(String nextHop) {
        return nextHop.equals(DROP) || nextHop.equals("DROP");
    }

    /** {@code .../network-instance[name=DEFAULT]/protocols/protocol[identifier][name]}. */
    public static ConfigPath protocol(String identifier, String name) {
        return Protocol.path(DEFAULT_INSTANCE, identifier, name);
    }

    /** {@code .../protocol[STATIC][STATIC]/static-routes/static[prefix]}. */
    public static ConfigPath staticRoute(Cidr prefix) {
        return Static.path(DEFAULT_INSTANCE, STATIC_IDENTIFIER, STATIC, prefix.toString());
    }

    /** {@code .../static[prefix]/next-hops/next-hop[index]}. */
    public static ConfigPath nextHop(Cidr prefix, String index) {
        return NextHop.path(DEFAULT_INSTANCE, STATIC_IDENTIFIER, STATIC, prefix.toString(), index);
    }

    /**
     * The index a next hop is written under when the intent was given none (routes built from addresses
     * alone): its address, canonical, which names an entry stably where a position would shift.
     */
    public static String nextHopIndex(InetAddress nextHop) {
        return IpAddresses.format(nextHop);
    }

    /** {@code .../protocol[BGP][BGP]/bgp}. */
    public static ConfigPath bgp() {
        return Bgp.path(DEFAULT_INSTANCE, BGP_IDENTIFIER, BGP);
    }

    /** {@code .../bgp/global/config}. */
    public static ConfigPath bgpGlobalConfig() {
        return Bgp.Global.Config.path(DEFAULT_INSTANCE, BGP_IDENTIFIER, BGP);
    }

    /** {@code .../bgp/neighbors/neighbor[neighbor-address]}. */
    public static ConfigPath bgpNeighbor(InetAddress address) {
        return Bgp.Neighbors.Neighbor.path(DEFAULT_INSTANCE, BGP_IDENTIFIER, BGP, IpAddresses.format(address));
    }

    /** {@code .../bgp/peer-groups/peer-group[peer-group-name]}. */
    public static ConfigPath bgpPeerGroup(String name) {
        return Bgp.PeerGroups.PeerGroup.path(DEFAULT_INSTANCE, BGP_IDENTIFIER, BGP, name);
    }

    /** The identity of a family: {@code openconfig-bgp-types:IPV4_UNICAST}. */
    public static String afiSafiName(AfiSafi family) {
        return BGP_TYPES + ":" + family.yangName();
    }
}
