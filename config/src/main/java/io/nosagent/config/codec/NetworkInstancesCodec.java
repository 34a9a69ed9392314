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
import io.nosagent.config.intent.routing.ByNextHops;
import io.nosagent.config.intent.routing.PrefixOrder;
import io.nosagent.config.intent.routing.StaticNextHop;
import io.nosagent.config.intent.routing.StaticRoute;
import io.nosagent.config.schema.IntentPaths;
import io.nosagent.config.schema.SchemaNode.Container;
import io.nosagent.config.yang.NetworkInstancesYang;
import io.nosagent.config.yang.NetworkInstancesYang.NetworkInstance;
import io.nosagent.config.yang.NetworkInstancesYang.NetworkInstance.Protocols;
import io.nosagent.config.yang.NetworkInstancesYang.NetworkInstance.Protocols.Protocol;
import io.nosagent.config.yang.NetworkInstancesYang.NetworkInstance.Protocols.Protocol.StaticRoutes;
import io.nosagent.config.yang.NetworkInstancesYang.NetworkInstance.Protocols.Protocol.StaticRoutes.Static;
import io.nosagent.config.yang.NetworkInstancesYang.NetworkInstance.Protocols.Protocol.StaticRoutes.Static.NextHops;
import io.nosagent.config.yang.NetworkInstancesYang.NetworkInstance.Protocols.Protocol.StaticRoutes.Static.NextHops.NextHop;
import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

import static io.nosagent.config.schema.IntentPaths.BGP;
import static io.nosagent.config.schema.IntentPaths.BGP_IDENTIFIER;
import static io.nosagent.config.schema.IntentPaths.DEFAULT_INSTANCE;
import static io.nosagent.config.schema.IntentPaths.DEFAULT_INSTANCE_TYPE;
import static io.nosagent.config.schema.IntentPaths.STATIC;
import static io.nosagent.config.schema.IntentPaths.STATIC_IDENTIFIER;

/**
 * {@code /openconfig-network-instance:network-instances} to the static routes of the routing intent
 * and the BGP intent ({@link BgpCodec}), and back. The switch has one routing table, the DEFAULT instance, and it always exists: encode
 * writes it (with its type) even without routes, so the state beside it (the AFT) always has its
 * config. The instance and the protocols are accepted under the names the featureprofiles plans use
 * ({@link IntentPaths#isDefaultInstance}, {@link IntentPaths#isStaticName}) and written under one.
 * Other instances and protocols are refused at their path.
 *
 * <p>Next-hop indexes are the operator's free strings: the intent keeps each with its next hop
 * ({@link StaticRoute#settingsOf}) and encode writes it back. Problems validators find at a next hop
 * are {@linkplain #locate located} at the index the document used.
 */
public final class NetworkInstancesCodec implements SectionCodec<DefaultInstance> {

    @Override
    public Container schema() {
        return NetworkInstancesYang.node();
    }

    @Override
    public Optional<DefaultInstance> decode(JsonNode top, ConfigErrors errors) {
        var routes = new TreeMap<Cidr, StaticRoute>(PrefixOrder.INSTANCE);
        var addresses = new HashMap<String, NextHopAddress>(); // a table names a few dozen next hops many times over
        BgpIntent bgp = BgpIntent.NONE;
        for (JsonNode instance : top.path(NetworkInstancesYang.NETWORK_INSTANCE)) {
            String name = instance.path(NetworkInstance.NAME).asText();
            if (!IntentPaths.isDefaultInstance(name)) {
                errors.add(ConfigError.Kind.CONSTRAINT, NetworkInstance.path(name), "network instance '"
                        + name + "' is not served: the switch has one routing table, the instance " + DEFAULT_INSTANCE);
                continue;
            }
            for (JsonNode protocol : instance.path(NetworkInstance.PROTOCOLS).path(Protocols.PROTOCOL)) {
                String identifier = protocol.path(Protocol.IDENTIFIER).asText();
                String protocolName = protocol.path(Protocol.NAME).asText();
                if (identifier.equals(STATIC_IDENTIFIER) && IntentPaths.isStaticName(protocolName)) {
                    for (JsonNode route : protocol.path(Protocol.STATIC_ROUTES).path(StaticRoutes.STATIC)) {
                        Cidr prefix = Cidr.parse(route.path(Static.PREFIX).asText());
                        staticRoute(prefix, route, addresses, errors).ifPresent(r -> routes.put(prefix, r));
                    }
                } else if (identifier.equals(BGP_IDENTIFIER) && protocolName.equalsIgnoreCase(BGP)) {
                    bgp = BgpCodec.decode(protocol.path(Protocol.BGP), errors);
                } else {
                    errors.add(ConfigError.Kind.CONSTRAINT, IntentPaths.protocol(identifier, protocolName),
                            "protocol instance '" + protocolName + "' is not served: static routes "
                            + "are in protocol STATIC named " + STATIC + " (or " + IntentPaths.STATIC_ALIASES
                            + "), BGP in protocol BGP named " + BGP);
                }
            }
        }
        return Optional.of(new DefaultInstance(routes, bgp));
    }

    /** A next hop's address as read once per decode, with the index that is the address itself. */
    record NextHopAddress(InetAddress ip, String ownIndex) {
    }

    /** The route; empty when a next hop was dropped or is missing (already reported), so the route is skipped. */
    static Optional<StaticRoute> staticRoute(Cidr prefix, JsonNode route, Map<String, NextHopAddress> addresses,
                                                     ConfigErrors errors) {
        var hops = new TreeSet<>(StaticRoute.ADDRESS_ORDER);
        var settings = new HashMap<InetAddress, StaticNextHop>();
        var indexOf = new HashMap<InetAddress, String>();
        Optional<StaticNextHop> drop = Optional.empty();
        boolean complete = true;
        for (JsonNode hop : route.path(Static.NEXT_HOPS).path(NextHops.NEXT_HOP)) {
            JsonNode address = hop.path(NextHop.CONFIG).path(NextHop.Config.NEXT_HOP);
            if (!address.isTextual()) {
                complete = false;
                continue;
            }
            String index = hop.path(NextHop.INDEX).asText();
            StaticNextHop set = nextHopSettings(index, hop.path(NextHop.CONFIG));
            if (IntentPaths.isDrop(address.asText())) {
                if (drop.isPresent()) {
                    errors.add(ConfigError.Kind.CONSTRAINT, nextHopAt(prefix, index), "DROP is already next hop index '" + drop.get().index() + "'");
                }
                drop = Optional.of(set);
                continue;
            }
            NextHopAddress read = addresses.get(address.asText());
            if (read == null) {
                try {
                    InetAddress parsed = IpAddresses.parse(address.asText());
                    read = new NextHopAddress(parsed, IntentPaths.nextHopIndex(parsed));
                    addresses.put(address.asText(), read);
                } catch (IllegalArgumentException e) {
                    errors.add(ConfigError.Kind.CONSTRAINT, nextHopAt(prefix, index), "'" + address.asText()
                            + "' is neither an IP address nor " + IntentPaths.DROP);
                    complete = false;
                    continue;
                }
            }
            InetAddress ip = read.ip();
            String earlier = indexOf.putIfAbsent(ip, index);
            if (earlier != null) {
                errors.add(ConfigError.Kind.CONSTRAINT, nextHopAt(prefix, index), "next hop " + IpAddresses.format(ip) + " is already index '" + earlier + "'");
            }
            hops.add(ip);
            if (!set.onlyIndexed() || !index.equals(read.ownIndex())) {
                settings.put(ip, set);
            }
        }
        if (!complete) {
            return Optional.empty();
        }
        JsonNode tag = route.path(Static.CONFIG).path(Static.Config.SET_TAG);
        return Optional.of(new StaticRoute(prefix, hops, settings, drop,
                tag.isNumber() ? OptionalLong.of(tag.asLong()) : OptionalLong.empty()));
    }

    /** Where a next hop's address is; built only for a problem (a large table would build one per next hop). */
    private static ConfigPath nextHopAt(Cidr prefix, String index) {
        return IntentPaths.nextHop(prefix, index).child(NextHop.CONFIG).child(NextHop.Config.NEXT_HOP);
    }

    private static StaticNextHop nextHopSettings(String index, JsonNode config) {
        JsonNode metric = config.path(NextHop.Config.METRIC);
        JsonNode preference = config.path(NextHop.Config.PREFERENCE);
        JsonNode recurse = config.path(NextHop.Config.RECURSE);
        return new StaticNextHop(index, metric.isNumber() ? OptionalLong.of(metric.asLong()) : OptionalLong.empty(),
                preference.isNumber() ? OptionalLong.of(preference.asLong()) : OptionalLong.empty(),
                recurse.isBoolean() ? Optional.of(recurse.asBoolean()) : Optional.empty());
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

    /**
     * The routes added or changed, with the BGP protocol: a route's checks (here and across sections)
     * judge it on its own, so the routes an edit kept need no second look. Kept routes are the same
     * objects in both tables, so most cost an identity check.
     */
    @Override
    public DefaultInstance changedPart(DefaultInstance before, DefaultInstance after) {
        var old = before.staticRoutes();
        if (old.isEmpty()) {
            return new DefaultInstance(after.staticRoutes(), after.bgp()); // every route is new: no map to build
        }
        var changed = new TreeMap<Cidr, StaticRoute>(PrefixOrder.INSTANCE);
        for (StaticRoute route : after.staticRoutes().values()) {
            StaticRoute was = old.get(route.prefix());
            if (was != route && !route.equals(was)) {
                changed.put(route.prefix(), route);
            }
        }
        return new DefaultInstance(changed, after.bgp());
    }

    @Override
    public ObjectNode encode(DefaultInstance section) {
        ObjectNode top = JsonNodeFactory.instance.objectNode();
        ObjectNode instance = top.putArray(NetworkInstancesYang.NETWORK_INSTANCE).addObject();
        instance.put(NetworkInstance.NAME, DEFAULT_INSTANCE);
        instance.putObject(NetworkInstance.CONFIG).put(NetworkInstance.Config.NAME, DEFAULT_INSTANCE)
                .put(NetworkInstance.Config.TYPE, DEFAULT_INSTANCE_TYPE);
        var routes = section.staticRoutes();
        ObjectNode bgp = BgpCodec.encode(section.bgp());
        if (routes.isEmpty() && bgp.isEmpty()) {
            return top;
        }
        ArrayNode protocols = instance.putObject(NetworkInstance.PROTOCOLS).putArray(Protocols.PROTOCOL);
        if (!routes.isEmpty()) {
            ArrayNode statics = protocol(protocols, STATIC_IDENTIFIER, STATIC)
                    .putObject(Protocol.STATIC_ROUTES).putArray(StaticRoutes.STATIC);
            for (StaticRoute route : routes.values()) {
                String prefix = route.prefix().toString();
                ObjectNode entry = statics.addObject();
                entry.put(Static.PREFIX, prefix);
                entry.putObject(Static.CONFIG).put(Static.Config.PREFIX, prefix);
                route.setTag().ifPresent(tag -> ((ObjectNode) entry.get(Static.CONFIG)).put(Static.Config.SET_TAG, tag));
                if (route.nextHops().isEmpty() && !route.drops()) {
                    continue;
                }
                ArrayNode hops = entry.putObject(Static.NEXT_HOPS).putArray(NextHops.NEXT_HOP);
                for (InetAddress hop : route.nextHops()) {
                    addNextHop(hops, route.settingsOf(hop), IpAddresses.format(hop));
                }
                route.drop().ifPresent(drop -> addNextHop(hops, drop, IntentPaths.DROP));
            }
        }
        if (!bgp.isEmpty()) {
            protocol(protocols, BGP_IDENTIFIER, BGP).set(Protocol.BGP, bgp);
        }
        return top;
    }

    private static void addNextHop(ArrayNode hops, StaticNextHop set, String nextHop) {
        ObjectNode h = hops.addObject();
        h.put(NextHop.INDEX, set.index());
        ObjectNode config = h.putObject(NextHop.CONFIG).put(NextHop.Config.INDEX, set.index()).put(NextHop.Config.NEXT_HOP, nextHop);
        set.metric().ifPresent(m -> config.put(NextHop.Config.METRIC, m));
        set.preference().ifPresent(p -> config.put(NextHop.Config.PREFERENCE, p));
        set.recurse().ifPresent(r -> config.put(NextHop.Config.RECURSE, r));
    }

    /** A protocol entry with its keys mirrored in its config. */
    private static ObjectNode protocol(ArrayNode protocols, String identifier, String name) {
        ObjectNode protocol = protocols.addObject().put(Protocol.IDENTIFIER, identifier).put(Protocol.NAME, name);
        protocol.putObject(Protocol.CONFIG).put(Protocol.Config.IDENTIFIER, identifier).put(Protocol.Config.NAME, name);
        return protocol;
    }

    /** Streams exactly what {@link #encode} builds: one route table is most of a large document. */
    @Override
    public void write(String name, DefaultInstance section, JsonGenerator out) throws IOException {
        var routes = section.staticRoutes();
        ObjectNode bgp = BgpCodec.encode(section.bgp());
        out.writeFieldName(name);
        out.writeStartObject();
        out.writeArrayFieldStart(NetworkInstancesYang.NETWORK_INSTANCE);
        out.writeStartObject();
        out.writeStringField(NetworkInstance.NAME, DEFAULT_INSTANCE);
        out.writeObjectFieldStart(NetworkInstance.CONFIG);
        out.writeStringField(NetworkInstance.Config.NAME, DEFAULT_INSTANCE);
        out.writeStringField(NetworkInstance.Config.TYPE, DEFAULT_INSTANCE_TYPE);
        out.writeEndObject();
        if (!routes.isEmpty() || !bgp.isEmpty()) {
            out.writeObjectFieldStart(NetworkInstance.PROTOCOLS);
            out.writeArrayFieldStart(Protocols.PROTOCOL);
            if (!routes.isEmpty()) {
                writeProtocolKeys(STATIC_IDENTIFIER, STATIC, out);
                out.writeObjectFieldStart(Protocol.STATIC_ROUTES);
                out.writeArrayFieldStart(StaticRoutes.STATIC);
                if (out.getPrettyPrinter() == null && out.getOutputTarget() instanceof OutputStream stream
                        && StaticRoutesText.writes(routes.values())) {
                    out.flush(); // the list's bracket before its entries, which go to the stream
                    new StaticRoutesText(stream).write(routes.values());
                } else {
                    writeRoutes(routes.values(), out);
                }
                out.writeEndArray();
                out.writeEndObject();
                out.writeEndObject();
            }
            if (!bgp.isEmpty()) {
                writeProtocolKeys(BGP_IDENTIFIER, BGP, out);
                out.writeFieldName(Protocol.BGP);
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

    /** The entries of the {@code static} list, through the generator: any route, compact or pretty. */
    private static void writeRoutes(Collection<StaticRoute> routes, JsonGenerator out) throws IOException {
        // A table of 128k routes names a few dozen next hops a million times: print each once.
        var printed = new HashMap<InetAddress, SerializedString>();
        // And a few thousand next-hop sets a hundred thousand times: print each set once (compact output only,
        // where the printed set is the same bytes in every route), kept as UTF-8 so each route copies bytes
        // rather than re-encoding ~600 characters.
        var printedSets = out.getPrettyPrinter() == null ? new ByNextHops<SerializedString>() : null;
        // Each prefix is printed into this buffer and written from it, without a String per route.
        char[] prefixText = new char[Cidr.MAX_TEXT];
        for (StaticRoute route : routes) {
            writeRoute(route, out, printed, printedSets, prefixText);
        }
    }

    /** Starts a protocol entry: its keys and its config. */
    private static void writeProtocolKeys(String identifier, String name, JsonGenerator out) throws IOException {
        out.writeStartObject();
        out.writeStringField(Protocol.IDENTIFIER, identifier);
        out.writeStringField(Protocol.NAME, name);
        out.writeObjectFieldStart(Protocol.CONFIG);
        out.writeStringField(Protocol.Config.IDENTIFIER, identifier);
        out.writeStringField(Protocol.Config.NAME, name);
        out.writeEndObject();
    }

    // Member names a large route table repeats, serialized once. A static route's prefix key, its config and
    // its config's prefix share names, as a next hop's index key and its config's do.
    private static final SerializedString PREFIX = new SerializedString(Static.PREFIX);
    private static final SerializedString CONFIG = new SerializedString(Static.CONFIG);
    private static final SerializedString CONFIG_PREFIX = new SerializedString(Static.Config.PREFIX);
    private static final SerializedString INDEX = new SerializedString(NextHop.INDEX);
    private static final SerializedString HOP_CONFIG = new SerializedString(NextHop.CONFIG);
    private static final SerializedString CONFIG_INDEX = new SerializedString(NextHop.Config.INDEX);
    private static final SerializedString NEXT_HOP = new SerializedString(NextHop.Config.NEXT_HOP);

    private static void writeRoute(StaticRoute route, JsonGenerator out, Map<InetAddress, SerializedString> printed,
                                   ByNextHops<SerializedString> printedSets, char[] prefixText) throws IOException {
        int prefixLength = route.prefix().formatTo(prefixText, 0);
        out.writeStartObject();
        out.writeFieldName(PREFIX);
        out.writeString(prefixText, 0, prefixLength);
        out.writeFieldName(CONFIG);
        out.writeStartObject();
        out.writeFieldName(CONFIG_PREFIX);
        out.writeString(prefixText, 0, prefixLength);
        if (route.setTag().isPresent()) {
            out.writeNumberField(Static.Config.SET_TAG, route.setTag().getAsLong());
        }
        out.writeEndObject();
        if (printedSets != null && !route.nextHops().isEmpty() && !route.drops() && route.settings().isEmpty()) {
            SerializedString set = printedSets.get(route.nextHops());
            if (set == null) {
                set = printNextHops(route.nextHops(), printed);
                printedSets.put(route.nextHops(), set);
            }
            out.writeFieldName(Static.NEXT_HOPS);
            out.writeRawValue(set);
        } else if (!route.nextHops().isEmpty() || route.drops()) {
            out.writeObjectFieldStart(Static.NEXT_HOPS);
            out.writeArrayFieldStart(NextHops.NEXT_HOP);
            for (InetAddress hop : route.nextHops()) {
                SerializedString address = printed.computeIfAbsent(hop, a -> new SerializedString(IpAddresses.format(a)));
                StaticNextHop set = route.settings().get(hop);
                if (set == null) {
                    // Most next hops are their own index (StaticRoute#settingsOf).
                    writeNextHop(address, address, out);
                } else {
                    writeNextHop(set, address, out);
                }
            }
            if (route.drops()) {
                writeNextHop(route.drop().get(), new SerializedString(IntentPaths.DROP), out);
            }
            out.writeEndArray();
            out.writeEndObject();
        }
        out.writeEndObject();
    }

    /** The next-hops container of addresses that are each their own index, as compact JSON. */
    private static SerializedString printNextHops(Set<InetAddress> hops, Map<InetAddress, SerializedString> printed) throws IOException {
        var text = new ByteArrayOutputStream();
        try (JsonGenerator out = JsonText.generator(text)) {
            out.writeStartObject();
            out.writeArrayFieldStart(NextHops.NEXT_HOP);
            for (InetAddress hop : hops) {
                SerializedString address = printed.computeIfAbsent(hop, a -> new SerializedString(IpAddresses.format(a)));
                writeNextHop(address, address, out);
            }
            out.writeEndArray();
            out.writeEndObject();
        }
        return new SerializedString(text.toString(StandardCharsets.UTF_8));
    }

    private static void writeNextHop(SerializedString index, SerializedString nextHop, JsonGenerator out) throws IOException {
        out.writeStartObject();
        out.writeFieldName(INDEX);
        out.writeString(index);
        out.writeFieldName(HOP_CONFIG);
        out.writeStartObject();
        out.writeFieldName(CONFIG_INDEX);
        out.writeString(index);
        out.writeFieldName(NEXT_HOP);
        out.writeString(nextHop);
        out.writeEndObject();
        out.writeEndObject();
    }

    private static void writeNextHop(StaticNextHop set, SerializedString nextHop, JsonGenerator out) throws IOException {
        out.writeStartObject();
        out.writeFieldName(INDEX);
        out.writeString(set.index());
        out.writeFieldName(HOP_CONFIG);
        out.writeStartObject();
        out.writeFieldName(CONFIG_INDEX);
        out.writeString(set.index());
        out.writeFieldName(NEXT_HOP);
        out.writeString(nextHop);
        if (set.metric().isPresent()) {
            out.writeNumberField(NextHop.Config.METRIC, set.metric().getAsLong());
        }
        if (set.preference().isPresent()) {
            out.writeNumberField(NextHop.Config.PREFERENCE, set.preference().getAsLong());
        }
        if (set.recurse().isPresent()) {
            out.writeBooleanField(NextHop.Config.RECURSE, set.recurse().get());
        }
        out.writeEndObject();
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
            if (elems.get(i).localName().equals(StaticRoutes.STATIC)) {
                prefix = elems.get(i).keys().get(Static.PREFIX);
            } else if (elems.get(i).localName().equals(NextHops.NEXT_HOP) && elems.get(i).keys().containsKey(NextHop.INDEX)
                    && prefix != null) {
                hopAt = i;
            }
        }
        if (hopAt < 0) {
            return intentPath;
        }
        String address = elems.get(hopAt).keys().get(NextHop.INDEX);
        for (JsonNode instance : top.path(NetworkInstancesYang.NETWORK_INSTANCE)) {
            for (JsonNode protocol : instance.path(NetworkInstance.PROTOCOLS).path(Protocols.PROTOCOL)) {
                for (JsonNode route : protocol.path(Protocol.STATIC_ROUTES).path(StaticRoutes.STATIC)) {
                    if (!route.path(Static.PREFIX).asText().equals(prefix)) {
                        continue;
                    }
                    for (JsonNode hop : route.path(Static.NEXT_HOPS).path(NextHops.NEXT_HOP)) {
                        if (hop.path(NextHop.CONFIG).path(NextHop.Config.NEXT_HOP).asText().equals(address)) {
                            var located = new ArrayList<>(elems);
                            located.set(hopAt, new ConfigPath.Elem(elems.get(hopAt).name(),
                                    new TreeMap<>(Map.of(NextHop.INDEX, hop.path(NextHop.INDEX).asText()))));
                            return new ConfigPath(intentPath.origin(), located);
                        }
                    }
                }
            }
        }
        return intentPath;
    }
}
