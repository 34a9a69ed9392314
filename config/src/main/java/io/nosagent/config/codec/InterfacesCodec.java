package io.nosagent.config.codec;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.ConfigError;
import io.nosagent.config.ConfigPath;
import io.nosagent.config.ConfigErrors;
import io.nosagent.config.intent.ExpectedPeer;
import io.nosagent.config.intent.InterfaceAddress;
import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.config.intent.InterfaceNameOrder;
import io.nosagent.config.intent.InterfaceType;
import io.nosagent.config.intent.StaticNeighbor;
import io.nosagent.config.schema.SchemaNode.Container;
import io.nosagent.config.yang.InterfacesYang;
import io.nosagent.config.yang.InterfacesYang.Interface;
import io.nosagent.config.yang.InterfacesYang.Interface.Ethernet;
import io.nosagent.config.yang.InterfacesYang.Interface.Rates;
import io.nosagent.config.yang.InterfacesYang.Interface.Subinterfaces;
import io.nosagent.config.yang.InterfacesYang.Interface.Subinterfaces.Subinterface;
import io.nosagent.config.yang.InterfacesYang.Interface.Subinterfaces.Subinterface.Ipv4;
import io.nosagent.config.yang.InterfacesYang.Interface.Subinterfaces.Subinterface.Ipv4.Addresses.Address;
import io.nosagent.config.yang.InterfacesYang.Interface.Subinterfaces.Subinterface.Ipv4.Neighbors.Neighbor;
import io.nosagent.net.IpAddresses;
import io.nosagent.net.MacAddresses;

import java.util.Collection;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * {@code /openconfig-interfaces:interfaces} to interface intents and back. Ports are routed: only
 * subinterface 0 carries addresses; another index is refused rather than silently ignored.
 */
public final class InterfacesCodec implements SectionCodec<Map<String, InterfaceIntent>> {

    /** The address families; openconfig-if-ip gives both the same members ({@link Ipv4}'s names serve both). */
    private static final String[] FAMILIES = {Subinterface.IPV4, Subinterface.IPV6};
    /** The identity module of {@link InterfaceType}'s names. */
    private static final String IANA_IF_TYPE = "iana-if-type";

    @Override
    public Container schema() {
        return InterfacesYang.node();
    }

    @Override
    public Optional<Map<String, InterfaceIntent>> decode(JsonNode top, ConfigErrors errors) {
        var interfaces = new TreeMap<String, InterfaceIntent>(InterfaceNameOrder.INSTANCE);
        for (JsonNode entry : top.path(InterfacesYang.INTERFACE)) {
            String name = entry.path(Interface.NAME).asText();
            JsonNode config = entry.path(Interface.CONFIG);
            if (!config.has(Interface.Config.TYPE)) {
                continue; // reported as a missing mandatory leaf
            }
            String type = config.get(Interface.Config.TYPE).asText();
            interfaces.put(name, InterfaceIntent.named(name)
                    .withType(InterfaceType.ofIanaName(type.substring(type.indexOf(':') + 1)))
                    .withEnabled(config.path(Interface.Config.ENABLED).asBoolean(true))
                    .withMtu(config.path(Interface.Config.MTU).asInt(InterfaceIntent.DEFAULT_MTU))
                    .withDescription(config.has(Interface.Config.DESCRIPTION)
                            ? config.get(Interface.Config.DESCRIPTION).asText() : null)
                    .withId(config.has(Interface.Config.ID) ? config.get(Interface.Config.ID).asLong() : null)
                    .withExpectedPeer(expectedPeer(name, entry.path(Interface.EXPECTED_PEER).path(Interface.ExpectedPeer.CONFIG), errors))
                    .withAddresses(addresses(name, subinterfaces(entry), errors))
                    .withNeighbors(neighbors(name, subinterfaces(entry), errors))
                    .withFamilyEnabled(true, familyEnabled(subinterfaces(entry), Subinterface.IPV4))
                    .withFamilyEnabled(false, familyEnabled(subinterfaces(entry), Subinterface.IPV6))
                    .withMac(mac(entry.path(Interface.ETHERNET).path(Ethernet.CONFIG).path(Ethernet.Config.MAC_ADDRESS)))
                    .withLoadInterval(loadInterval(entry.path(Interface.RATES).path(Rates.CONFIG).path(Rates.Config.LOAD_INTERVAL))));
        }
        return Optional.of(interfaces);
    }

    /** The expected peer's config, or null without one; a port id alone names no device and is refused. */
    private static ExpectedPeer expectedPeer(String name, JsonNode config, ConfigErrors errors) {
        JsonNode system = config.path(Interface.ExpectedPeer.Config.SYSTEM_NAME);
        if (!system.isTextual()) {
            if (config.has(Interface.ExpectedPeer.Config.PORT_ID)) {
                errors.add(ConfigError.Kind.CONSTRAINT, Interface.ExpectedPeer.Config.path(name).child(Interface.ExpectedPeer.Config.PORT_ID),
                        "port-id needs system-name: a port id alone does not say which device the cable reaches");
            }
            return null;
        }
        JsonNode port = config.path(Interface.ExpectedPeer.Config.PORT_ID);
        return new ExpectedPeer(system.asText(),
                port.isTextual() ? Optional.of(port.asText()) : Optional.empty());
    }

    /** Whether subinterface 0 routes the family ({@code ipv4} or {@code ipv6}): OpenConfig's default is yes. */
    private static boolean familyEnabled(JsonNode subinterfaces, String family) {
        for (JsonNode sub : subinterfaces) {
            if (sub.path(Subinterface.INDEX).asLong() == 0) {
                return sub.path(family).path(Ipv4.CONFIG).path(Ipv4.Config.ENABLED).asBoolean(true);
            }
        }
        return true;
    }

    /** The configured MAC in canonical form (the schema checked its syntax), or null. */
    private static String mac(JsonNode mac) {
        return mac.isTextual() ? MacAddresses.canonical(mac.asText()) : null;
    }

    private static Integer loadInterval(JsonNode seconds) {
        return seconds.isIntegralNumber() ? seconds.intValue() : null;
    }

    private static JsonNode subinterfaces(JsonNode entry) {
        return entry.path(Interface.SUBINTERFACES).path(Subinterfaces.SUBINTERFACE);
    }

    private static Collection<InterfaceAddress> addresses(String name, JsonNode subinterfaces, ConfigErrors errors) {
        var addresses = new TreeSet<InterfaceAddress>();
        for (JsonNode sub : subinterfaces) {
            long index = sub.path(Subinterface.INDEX).asLong();
            if (index != 0) {
                errors.add(ConfigError.Kind.CONSTRAINT, Subinterface.path(name, index),
                        "subinterface " + index + " is not supported: ports are routed and carry addresses"
                                + " on subinterface 0 only");
                continue;
            }
            for (String family : FAMILIES) {
                for (JsonNode address : sub.path(family).path(Ipv4.ADDRESSES).path(Ipv4.Addresses.ADDRESS)) {
                    JsonNode length = address.path(Address.CONFIG).path(Address.Config.PREFIX_LENGTH);
                    if (length.isIntegralNumber()) { // else reported as missing or bad
                        addresses.add(new InterfaceAddress(IpAddresses.parse(address.path(Address.IP).asText()),
                                length.intValue()));
                    }
                }
            }
        }
        return addresses;
    }

    /** The configured neighbors; one without its link-layer address is refused at that leaf (learned ones have none: state only). */
    private static Collection<StaticNeighbor> neighbors(String name, JsonNode subinterfaces, ConfigErrors errors) {
        var neighbors = new TreeSet<StaticNeighbor>();
        for (JsonNode sub : subinterfaces) {
            if (sub.path(Subinterface.INDEX).asLong() != 0) {
                continue; // reported with the addresses
            }
            for (String family : FAMILIES) {
                for (JsonNode neighbor : sub.path(family).path(Ipv4.NEIGHBORS).path(Ipv4.Neighbors.NEIGHBOR)) {
                    JsonNode mac = neighbor.path(Neighbor.CONFIG).path(Neighbor.Config.LINK_LAYER_ADDRESS);
                    String ip = neighbor.path(Neighbor.IP).asText();
                    if (mac.isTextual()) {
                        neighbors.add(new StaticNeighbor(IpAddresses.parse(ip), mac.asText()));
                    } else if (mac.isMissingNode()) {
                        ConfigPath config = family.equals(Subinterface.IPV4) ? Neighbor.Config.path(name, 0, ip)
                                : Subinterface.Ipv6.Neighbors.Neighbor.Config.path(name, 0, ip);
                        errors.add(ConfigError.Kind.CONSTRAINT, config.child(Neighbor.Config.LINK_LAYER_ADDRESS),
                                "a configured neighbor needs its link-layer-address (the agent learns the others)");
                    }
                }
            }
        }
        return neighbors;
    }

    @Override
    public ObjectNode encode(Map<String, InterfaceIntent> interfaces) {
        ObjectNode top = JsonNodeFactory.instance.objectNode();
        if (interfaces.isEmpty()) {
            return top;
        }
        ArrayNode list = top.putArray(InterfacesYang.INTERFACE);
        for (InterfaceIntent intf : interfaces.values()) {
            ObjectNode entry = list.addObject();
            entry.put(Interface.NAME, intf.name());
            ObjectNode config = entry.putObject(Interface.CONFIG);
            config.put(Interface.Config.NAME, intf.name());
            config.put(Interface.Config.TYPE, IANA_IF_TYPE + ":" + intf.type().ianaName());
            config.put(Interface.Config.MTU, intf.mtu());
            intf.description().ifPresent(d -> config.put(Interface.Config.DESCRIPTION, d));
            config.put(Interface.Config.ENABLED, intf.enabled());
            intf.id().ifPresent(id -> config.put(Interface.Config.ID, id));
            intf.expectedPeer().ifPresent(peer -> {
                ObjectNode peerConfig = entry.putObject(Interface.EXPECTED_PEER).putObject(Interface.ExpectedPeer.CONFIG);
                peerConfig.put(Interface.ExpectedPeer.Config.SYSTEM_NAME, peer.systemName());
                peer.portId().ifPresent(p -> peerConfig.put(Interface.ExpectedPeer.Config.PORT_ID, p));
            });
            intf.mac().ifPresent(mac -> entry.putObject(Interface.ETHERNET).putObject(Ethernet.CONFIG)
                    .put(Ethernet.Config.MAC_ADDRESS, mac));
            intf.loadInterval().ifPresent(seconds -> entry.putObject(Interface.RATES).putObject(Rates.CONFIG)
                    .put(Rates.Config.LOAD_INTERVAL, seconds));
            if (!intf.addresses().isEmpty() || !intf.neighbors().isEmpty() || !intf.ipv4Enabled() || !intf.ipv6Enabled()) {
                ObjectNode sub = entry.putObject(Interface.SUBINTERFACES).putArray(Subinterfaces.SUBINTERFACE).addObject();
                sub.put(Subinterface.INDEX, 0);
                sub.putObject(Subinterface.CONFIG).put(Subinterface.Config.INDEX, 0);
                for (boolean v4 : new boolean[] {true, false}) {
                    String family = v4 ? Subinterface.IPV4 : Subinterface.IPV6;
                    if (!(v4 ? intf.ipv4Enabled() : intf.ipv6Enabled())) {
                        // only a disabled family is written: the default stays implicit, as in the shipped files
                        familyNode(sub, family).putObject(Ipv4.CONFIG).put(Ipv4.Config.ENABLED, false);
                    }
                    addresses(sub, family, v4 ? intf.ipv4Addresses() : intf.ipv6Addresses());
                    neighbors(sub, family, intf.neighbors().stream().filter(n -> n.isIpv4() == v4).toList());
                }
            }
        }
        return top;
    }

    private static void addresses(ObjectNode sub, String family, Collection<InterfaceAddress> addresses) {
        if (addresses.isEmpty()) {
            return;
        }
        ArrayNode list = familyNode(sub, family).putObject(Ipv4.ADDRESSES).putArray(Ipv4.Addresses.ADDRESS);
        for (InterfaceAddress a : addresses) {
            String ip = IpAddresses.format(a.ip());
            ObjectNode entry = list.addObject();
            entry.put(Address.IP, ip);
            entry.putObject(Address.CONFIG).put(Address.Config.IP, ip).put(Address.Config.PREFIX_LENGTH, a.prefixLength());
        }
    }

    private static void neighbors(ObjectNode sub, String family, Collection<StaticNeighbor> neighbors) {
        if (neighbors.isEmpty()) {
            return;
        }
        ArrayNode list = familyNode(sub, family).putObject(Ipv4.NEIGHBORS).putArray(Ipv4.Neighbors.NEIGHBOR);
        for (StaticNeighbor n : neighbors) {
            String ip = IpAddresses.format(n.ip());
            ObjectNode entry = list.addObject();
            entry.put(Neighbor.IP, ip);
            entry.putObject(Neighbor.CONFIG).put(Neighbor.Config.IP, ip)
                    .put(Neighbor.Config.LINK_LAYER_ADDRESS, n.linkLayerAddress());
        }
    }

    private static ObjectNode familyNode(ObjectNode sub, String family) {
        return sub.has(family) ? (ObjectNode) sub.get(family) : sub.putObject(family);
    }
}
