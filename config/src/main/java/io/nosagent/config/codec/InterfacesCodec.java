package io.nosagent.config.codec;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.ConfigError;
import io.nosagent.config.ConfigErrors;
import io.nosagent.config.intent.InterfaceAddress;
import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.config.intent.InterfaceNameOrder;
import io.nosagent.config.intent.InterfaceType;
import io.nosagent.config.intent.StaticNeighbor;
import io.nosagent.config.schema.InterfacesSchema;
import io.nosagent.config.schema.SchemaNode.Container;
import io.nosagent.net.IpAddresses;

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

    private static final String IPV4 = InterfacesSchema.IP_MODULE + ":ipv4";
    private static final String IPV6 = InterfacesSchema.IP_MODULE + ":ipv6";

    @Override
    public Container schema() {
        return InterfacesSchema.TOP;
    }

    @Override
    public Optional<Map<String, InterfaceIntent>> decode(JsonNode top, ConfigErrors errors) {
        var interfaces = new TreeMap<String, InterfaceIntent>(InterfaceNameOrder.INSTANCE);
        for (JsonNode entry : top.path("interface")) {
            String name = entry.path("name").asText();
            JsonNode config = entry.path("config");
            if (!config.has("type")) {
                continue; // reported as a missing mandatory leaf
            }
            String type = config.get("type").asText();
            interfaces.put(name, InterfaceIntent.named(name)
                    .withType(InterfaceType.ofIanaName(type.substring(type.indexOf(':') + 1)))
                    .withEnabled(config.path("enabled").asBoolean(true))
                    .withMtu(config.path("mtu").asInt(InterfaceIntent.DEFAULT_MTU))
                    .withDescription(config.has("description") ? config.get("description").asText() : null)
                    .withAddresses(addresses(name, entry.path("subinterfaces").path("subinterface"), errors))
                    .withNeighbors(neighbors(entry.path("subinterfaces").path("subinterface"))));
        }
        return Optional.of(interfaces);
    }

    private static Collection<InterfaceAddress> addresses(String name, JsonNode subinterfaces, ConfigErrors errors) {
        var addresses = new TreeSet<InterfaceAddress>();
        for (JsonNode sub : subinterfaces) {
            long index = sub.path("index").asLong();
            if (index != 0) {
                errors.add(ConfigError.Kind.CONSTRAINT, InterfacesSchema.subinterfacePath(name, index),
                        "subinterface " + index + " is not supported: ports are routed and carry addresses"
                                + " on subinterface 0 only");
                continue;
            }
            for (String family : new String[] {IPV4, IPV6}) {
                for (JsonNode address : sub.path(family).path("addresses").path("address")) {
                    JsonNode length = address.path("config").path("prefix-length");
                    if (length.isIntegralNumber()) { // else reported as missing or bad
                        addresses.add(new InterfaceAddress(IpAddresses.parse(address.path("ip").asText()),
                                length.intValue()));
                    }
                }
            }
        }
        return addresses;
    }

    private static Collection<StaticNeighbor> neighbors(JsonNode subinterfaces) {
        var neighbors = new TreeSet<StaticNeighbor>();
        for (JsonNode sub : subinterfaces) {
            if (sub.path("index").asLong() != 0) {
                continue; // reported with the addresses
            }
            for (String family : new String[] {IPV4, IPV6}) {
                for (JsonNode neighbor : sub.path(family).path("neighbors").path("neighbor")) {
                    JsonNode mac = neighbor.path("config").path("link-layer-address");
                    if (mac.isTextual()) { // else reported as missing
                        neighbors.add(new StaticNeighbor(IpAddresses.parse(neighbor.path("ip").asText()), mac.asText()));
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
        ArrayNode list = top.putArray("interface");
        for (InterfaceIntent intf : interfaces.values()) {
            ObjectNode entry = list.addObject();
            entry.put("name", intf.name());
            ObjectNode config = entry.putObject("config");
            config.put("name", intf.name());
            config.put("type", InterfacesSchema.IANA_IF_TYPE + ":" + intf.type().ianaName());
            config.put("mtu", intf.mtu());
            intf.description().ifPresent(d -> config.put("description", d));
            config.put("enabled", intf.enabled());
            if (!intf.addresses().isEmpty() || !intf.neighbors().isEmpty()) {
                ObjectNode sub = entry.putObject("subinterfaces").putArray("subinterface").addObject();
                sub.put("index", 0);
                sub.putObject("config").put("index", 0);
                for (boolean v4 : new boolean[] {true, false}) {
                    String family = v4 ? IPV4 : IPV6;
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
        ArrayNode list = familyNode(sub, family).putObject("addresses").putArray("address");
        for (InterfaceAddress a : addresses) {
            String ip = IpAddresses.format(a.ip());
            ObjectNode entry = list.addObject();
            entry.put("ip", ip);
            entry.putObject("config").put("ip", ip).put("prefix-length", a.prefixLength());
        }
    }

    private static void neighbors(ObjectNode sub, String family, Collection<StaticNeighbor> neighbors) {
        if (neighbors.isEmpty()) {
            return;
        }
        ArrayNode list = familyNode(sub, family).putObject("neighbors").putArray("neighbor");
        for (StaticNeighbor n : neighbors) {
            String ip = IpAddresses.format(n.ip());
            ObjectNode entry = list.addObject();
            entry.put("ip", ip);
            entry.putObject("config").put("ip", ip).put("link-layer-address", n.linkLayerAddress());
        }
    }

    private static ObjectNode familyNode(ObjectNode sub, String family) {
        return sub.has(family) ? (ObjectNode) sub.get(family) : sub.putObject(family);
    }
}
