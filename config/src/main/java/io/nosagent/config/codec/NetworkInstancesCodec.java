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
import io.nosagent.config.intent.routing.PrefixOrder;
import io.nosagent.config.intent.routing.StaticRoute;
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
import java.util.NavigableMap;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;

import static io.nosagent.config.schema.NetworkInstancesSchema.DEFAULT_INSTANCE;
import static io.nosagent.config.schema.NetworkInstancesSchema.STATIC;

/**
 * {@code /openconfig-network-instance:network-instances} to the static routes of the routing intent
 * and back. The switch has one routing table, the DEFAULT instance, and it always exists: encode
 * writes it (with its type) even without routes, so the state beside it (the AFT) always has its
 * config. Other instances, and protocols other than STATIC named STATIC, are refused at their path.
 *
 * <p>Next-hop indexes are the operator's free strings on input; the intent keeps only the addresses,
 * and encode writes each next hop under its address as index ({@link NetworkInstancesSchema#nextHopIndex}).
 * Problems validators find at a next hop are {@linkplain #locate located} back at the index the
 * document used.
 */
public final class NetworkInstancesCodec implements SectionCodec<NavigableMap<Cidr, StaticRoute>> {

    private static final String DEFAULT_TYPE = NetworkInstancesSchema.INSTANCE_TYPES + ":"
            + NetworkInstancesSchema.DEFAULT_INSTANCE_TYPE;
    private static final String STATIC_IDENTIFIER = NetworkInstancesSchema.POLICY_TYPES + ":" + STATIC;

    @Override
    public Container schema() {
        return NetworkInstancesSchema.TOP;
    }

    @Override
    public Optional<NavigableMap<Cidr, StaticRoute>> decode(JsonNode top, ConfigErrors errors) {
        var routes = new TreeMap<Cidr, StaticRoute>(PrefixOrder.INSTANCE);
        for (JsonNode instance : top.path("network-instance")) {
            String name = instance.path("name").asText();
            if (!name.equals(DEFAULT_INSTANCE)) {
                errors.add(ConfigError.Kind.CONSTRAINT, NetworkInstancesSchema.instancePath(name), "network instance '"
                        + name + "' is not served: the switch has one routing table, the instance " + DEFAULT_INSTANCE);
                continue;
            }
            for (JsonNode protocol : staticProtocols(instance, errors)) {
                for (JsonNode route : protocol.path("static-routes").path("static")) {
                    Cidr prefix = Cidr.parse(route.path("prefix").asText());
                    nextHops(prefix, route, errors).ifPresent(hops -> routes.put(prefix, new StaticRoute(prefix, hops)));
                }
            }
        }
        return Optional.of(routes);
    }

    /** The protocol entries of the instance that hold static routes; others are reported. */
    private static List<JsonNode> staticProtocols(JsonNode instance, ConfigErrors errors) {
        var out = new ArrayList<JsonNode>();
        for (JsonNode protocol : instance.path("protocols").path("protocol")) {
            String name = protocol.path("name").asText();
            if (name.equals(STATIC)) {
                out.add(protocol); // the identifier's type admits only STATIC
            } else {
                errors.add(ConfigError.Kind.CONSTRAINT, NetworkInstancesSchema.protocolPath(DEFAULT_INSTANCE,
                        protocol.path("identifier").asText(), name), "protocol instance '" + name
                        + "' is not served: static routes are in protocol STATIC named " + STATIC);
            }
        }
        return out;
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
     * True: a {@link StaticRoute} holds a prefix and a set of addresses, so its document always has the
     * DEFAULT instance, the STATIC protocol, well-typed leaves and unique keys; every rule left (host bits,
     * families, next hops present) is the validator's.
     */
    @Override
    public boolean encodesOnlySchemaValid() {
        return true;
    }

    @Override
    public ObjectNode encode(NavigableMap<Cidr, StaticRoute> routes) {
        ObjectNode top = JsonNodeFactory.instance.objectNode();
        ObjectNode instance = top.putArray("network-instance").addObject();
        instance.put("name", DEFAULT_INSTANCE);
        instance.putObject("config").put("name", DEFAULT_INSTANCE).put("type", DEFAULT_TYPE);
        if (routes.isEmpty()) {
            return top;
        }
        ObjectNode protocol = instance.putObject("protocols").putArray("protocol").addObject();
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
                // The index is the address itself (NetworkInstancesSchema.nextHopIndex): printed once.
                String address = IpAddresses.format(hop);
                ObjectNode h = hops.addObject();
                h.put("index", address);
                h.putObject("config").put("index", address).put("next-hop", address);
            }
        }
        return top;
    }

    /** Streams exactly what {@link #encode} builds: one route table is most of a large document. */
    @Override
    public void write(String name, NavigableMap<Cidr, StaticRoute> routes, JsonGenerator out) throws IOException {
        out.writeFieldName(name);
        out.writeStartObject();
        out.writeArrayFieldStart("network-instance");
        out.writeStartObject();
        out.writeStringField("name", DEFAULT_INSTANCE);
        out.writeObjectFieldStart("config");
        out.writeStringField("name", DEFAULT_INSTANCE);
        out.writeStringField("type", DEFAULT_TYPE);
        out.writeEndObject();
        if (!routes.isEmpty()) {
            out.writeObjectFieldStart("protocols");
            out.writeArrayFieldStart("protocol");
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
