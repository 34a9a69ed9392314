package io.nosagent.config.codec;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.io.SerializedString;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.ConfigError;
import io.nosagent.config.ConfigErrors;
import io.nosagent.config.ConfigPath;
import io.nosagent.config.intent.DefaultInstance;
import io.nosagent.config.intent.bgp.BgpIntent;
import io.nosagent.config.intent.routing.PrefixOrder;
import io.nosagent.config.intent.routing.StaticRoute;
import io.nosagent.config.schema.BgpSchema;
import io.nosagent.config.schema.NetworkInstancesSchema;
import io.nosagent.config.schema.SchemaNode.Container;
import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;

import java.io.IOException;
import java.net.InetAddress;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;

import static io.nosagent.config.schema.NetworkInstancesSchema.DEFAULT_INSTANCE;
import static io.nosagent.config.schema.NetworkInstancesSchema.STATIC;

/**
 * {@code /openconfig-network-instance:network-instances} to the static routes of the routing intent
 * and the BGP intent ({@link BgpCodec}), and back. The switch has one routing table, the DEFAULT instance, and it always exists: encode
 * writes it (with its type) even without routes, so the state beside it (the AFT) always has its
 * config. Other instances, and protocols other than STATIC named STATIC and BGP named BGP, are
 * refused at their path.
 *
 * <p>Next-hop indexes are the operator's free strings on input; the intent keeps only the addresses,
 * and encode writes each next hop under its address as index ({@link NetworkInstancesSchema#nextHopIndex}).
 * Problems validators find at a next hop are {@linkplain #locate located} back at the index the
 * document used.
 */
public final class NetworkInstancesCodec implements SectionCodec<DefaultInstance> {

    private static final String DEFAULT_TYPE = NetworkInstancesSchema.INSTANCE_TYPES + ":"
            + NetworkInstancesSchema.DEFAULT_INSTANCE_TYPE;
    private static final String STATIC_IDENTIFIER = NetworkInstancesSchema.POLICY_TYPES + ":" + STATIC;
    private static final String BGP_IDENTIFIER = NetworkInstancesSchema.POLICY_TYPES + ":" + BgpSchema.BGP;

    @Override
    public Container schema() {
        return NetworkInstancesSchema.TOP;
    }

    @Override
    public Optional<DefaultInstance> decode(JsonNode top, ConfigErrors errors) {
        var routes = new TreeMap<Cidr, StaticRoute>(PrefixOrder.INSTANCE);
        BgpIntent bgp = BgpIntent.NONE;
        for (JsonNode instance : top.path("network-instance")) {
            String name = instance.path("name").asText();
            if (!name.equals(DEFAULT_INSTANCE)) {
                errors.add(ConfigError.Kind.CONSTRAINT, NetworkInstancesSchema.instancePath(name), "network instance '"
                        + name + "' is not served: the switch has one routing table, the instance " + DEFAULT_INSTANCE);
                continue;
            }
            for (JsonNode protocol : instance.path("protocols").path("protocol")) {
                String identifier = protocol.path("identifier").asText();
                String protocolName = protocol.path("name").asText();
                if (identifier.equals(STATIC_IDENTIFIER) && protocolName.equals(STATIC)) {
                    for (JsonNode route : protocol.path("static-routes").path("static")) {
                        Cidr prefix = Cidr.parse(route.path("prefix").asText());
                        nextHops(prefix, route, errors).ifPresent(hops -> routes.put(prefix, new StaticRoute(prefix, hops)));
                    }
                } else if (identifier.equals(BGP_IDENTIFIER) && protocolName.equals(BgpSchema.BGP)) {
                    bgp = BgpCodec.decode(protocol.path("bgp"), errors);
                } else {
                    errors.add(ConfigError.Kind.CONSTRAINT, NetworkInstancesSchema.protocolPath(DEFAULT_INSTANCE,
                            identifier, protocolName), "protocol instance '" + protocolName + "' is not served: static routes "
                            + "are in protocol STATIC named " + STATIC + ", BGP in protocol BGP named " + BgpSchema.BGP);
                }
            }
        }
        return Optional.of(new DefaultInstance(routes, bgp));
    }

    /** The route's next hops; empty when one was dropped or is missing (already reported), so the route is skipped. */
    private static Optional<TreeSet<InetAddress>> nextHops(Cidr prefix, JsonNode route, ConfigErrors errors) {
        var hops = new TreeSet<>(StaticRoute.ADDRESS_ORDER);
        var indexOf = new HashMap<InetAddress, String>();
        for (JsonNode hop : route.path("next-hops").path("next-hop")) {
            JsonNode address = hop.path("config").path("next-hop");
            if (!address.isTextual()) {
                return Optional.empty();
            }
            InetAddress ip = IpAddresses.parse(address.asText());
            String index = hop.path("index").asText();
            String earlier = indexOf.putIfAbsent(ip, index);
            if (earlier != null) {
                errors.add(ConfigError.Kind.CONSTRAINT, NetworkInstancesSchema.nextHopPath(prefix, index).child("config")
                        .child("next-hop"), "next hop " + IpAddresses.format(ip) + " is already index '" + earlier + "'");
            }
            hops.add(ip);
        }
        return Optional.of(hops);
    }

    /**
     * True while no BGP is configured: a {@link StaticRoute} holds a prefix and a set of addresses, so its
     * document always has the DEFAULT instance, the STATIC protocol, well-typed leaves and unique keys;
     * every rule left (host bits, families, next hops present) is the validator's. BGP's records can hold
     * values its schema refuses (ranges), so with BGP the section takes the document round trip.
     */
    @Override
    public boolean encodesOnlySchemaValid(DefaultInstance section) {
        return section.bgp().equals(BgpIntent.NONE);
    }

    @Override
    public ObjectNode encode(DefaultInstance section) {
        ObjectNode top = JsonNodeFactory.instance.objectNode();
        ObjectNode instance = top.putArray("network-instance").addObject();
        instance.put("name", DEFAULT_INSTANCE);
        instance.putObject("config").put("name", DEFAULT_INSTANCE).put("type", DEFAULT_TYPE);
        var routes = section.staticRoutes();
        ObjectNode bgp = BgpCodec.encode(section.bgp());
        if (routes.isEmpty() && bgp.isEmpty()) {
            return top;
        }
        ArrayNode protocols = instance.putObject("protocols").putArray("protocol");
        if (!routes.isEmpty()) {
            ObjectNode protocol = protocols.addObject();
            protocol.put("identifier", STATIC_IDENTIFIER);
            protocol.put("name", STATIC);
            protocol.putObject("config").put("identifier", STATIC_IDENTIFIER).put("name", STATIC);
            ArrayNode statics = protocol.putObject("static-routes").putArray("static");
            for (StaticRoute route : routes.values()) {
                String prefix = route.prefix().toString();
                ObjectNode entry = statics.addObject();
                entry.put("prefix", prefix);
                entry.putObject("config").put("prefix", prefix);
                if (route.nextHops().isEmpty()) {
                    continue;
                }
                ArrayNode hops = entry.putObject("next-hops").putArray("next-hop");
                for (InetAddress hop : route.nextHops()) {
                    String index = NetworkInstancesSchema.nextHopIndex(hop);
                    ObjectNode h = hops.addObject();
                    h.put("index", index);
                    h.putObject("config").put("index", index).put("next-hop", IpAddresses.format(hop));
                }
            }
        }
        if (!bgp.isEmpty()) {
            ObjectNode protocol = protocols.addObject();
            protocol.put("identifier", BGP_IDENTIFIER);
            protocol.put("name", BgpSchema.BGP);
            protocol.putObject("config").put("identifier", BGP_IDENTIFIER).put("name", BgpSchema.BGP);
            protocol.set("bgp", bgp);
        }
        return top;
    }

    /** Streams exactly what {@link #encode} builds: one route table is most of a large document. */
    @Override
    public void write(String name, DefaultInstance section, JsonGenerator out) throws IOException {
        var routes = section.staticRoutes();
        ObjectNode bgp = BgpCodec.encode(section.bgp());
        out.writeFieldName(name);
        out.writeStartObject();
        out.writeArrayFieldStart("network-instance");
        out.writeStartObject();
        out.writeStringField("name", DEFAULT_INSTANCE);
        out.writeObjectFieldStart("config");
        out.writeStringField("name", DEFAULT_INSTANCE);
        out.writeStringField("type", DEFAULT_TYPE);
        out.writeEndObject();
        if (!routes.isEmpty() || !bgp.isEmpty()) {
            out.writeObjectFieldStart("protocols");
            out.writeArrayFieldStart("protocol");
            if (!routes.isEmpty()) {
                out.writeStartObject();
                out.writeStringField("identifier", STATIC_IDENTIFIER);
                out.writeStringField("name", STATIC);
                out.writeObjectFieldStart("config");
                out.writeStringField("identifier", STATIC_IDENTIFIER);
                out.writeStringField("name", STATIC);
                out.writeEndObject();
                out.writeObjectFieldStart("static-routes");
                out.writeArrayFieldStart("static");
                // A table of 128k routes names a few dozen next hops a million times: print each once.
                var printed = new HashMap<InetAddress, SerializedString>();
                for (StaticRoute route : routes.values()) {
                    writeRoute(route, out, printed);
                }
                out.writeEndArray();
                out.writeEndObject();
                out.writeEndObject();
            }
            if (!bgp.isEmpty()) {
                out.writeStartObject();
                out.writeStringField("identifier", BGP_IDENTIFIER);
                out.writeStringField("name", BgpSchema.BGP);
                out.writeObjectFieldStart("config");
                out.writeStringField("identifier", BGP_IDENTIFIER);
                out.writeStringField("name", BgpSchema.BGP);
                out.writeEndObject();
                out.writeFieldName("bgp");
                out.writeTree(bgp);
                out.writeEndObject();
            }
            out.writeEndArray();
            out.writeEndObject();
        }
        out.writeEndObject();
        out.writeEndArray();
        out.writeEndObject();
    }

    private static final SerializedString PREFIX = new SerializedString("prefix");
    private static final SerializedString CONFIG = new SerializedString("config");
    private static final SerializedString INDEX = new SerializedString("index");
    private static final SerializedString NEXT_HOP = new SerializedString("next-hop");

    private static void writeRoute(StaticRoute route, JsonGenerator out, Map<InetAddress, SerializedString> printed)
            throws IOException {
        String prefix = route.prefix().toString();
        out.writeStartObject();
        out.writeFieldName(PREFIX);
        out.writeString(prefix);
        out.writeFieldName(CONFIG);
        out.writeStartObject();
        out.writeFieldName(PREFIX);
        out.writeString(prefix);
        out.writeEndObject();
        if (!route.nextHops().isEmpty()) {
            out.writeObjectFieldStart("next-hops");
            out.writeArrayFieldStart("next-hop");
            for (InetAddress hop : route.nextHops()) {
                // The address is also the index (NetworkInstancesSchema.nextHopIndex).
                SerializedString address = printed.computeIfAbsent(hop, a -> new SerializedString(IpAddresses.format(a)));
                out.writeStartObject();
                out.writeFieldName(INDEX);
                out.writeString(address);
                out.writeFieldName(CONFIG);
                out.writeStartObject();
                out.writeFieldName(INDEX);
                out.writeString(address);
                out.writeFieldName(NEXT_HOP);
                out.writeString(address);
                out.writeEndObject();
                out.writeEndObject();
            }
            out.writeEndArray();
            out.writeEndObject();
        }
        out.writeEndObject();
    }

    /**
     * A next hop's path as the document names it: validators name a next hop by the index encode
     * gives it (its address); the document may use any index for that address.
     */
    @Override
    public ConfigPath locate(ConfigPath intentPath, JsonNode top) {
        List<ConfigPath.Elem> elems = intentPath.elems();
        int hopAt = -1;
        String prefix = null;
        for (int i = 0; i < elems.size(); i++) {
            if (elems.get(i).localName().equals("static")) {
                prefix = elems.get(i).keys().get("prefix");
            } else if (elems.get(i).localName().equals("next-hop") && elems.get(i).keys().containsKey("index")
                    && prefix != null) {
                hopAt = i;
            }
        }
        if (hopAt < 0) {
            return intentPath;
        }
        String address = elems.get(hopAt).keys().get("index");
        for (JsonNode instance : top.path("network-instance")) {
            for (JsonNode protocol : instance.path("protocols").path("protocol")) {
                for (JsonNode route : protocol.path("static-routes").path("static")) {
                    if (!route.path("prefix").asText().equals(prefix)) {
                        continue;
                    }
                    for (JsonNode hop : route.path("next-hops").path("next-hop")) {
                        if (hop.path("config").path("next-hop").asText().equals(address)) {
                            var located = new ArrayList<>(elems);
                            located.set(hopAt, new ConfigPath.Elem(elems.get(hopAt).name(),
                                    new TreeMap<>(Map.of("index", hop.path("index").asText()))));
                            return new ConfigPath(intentPath.origin(), located);
                        }
                    }
                }
            }
        }
        return intentPath;
    }
}
