package io.nosagent.config.codec;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.ConfigErrors;
import io.nosagent.config.intent.DefaultInstance;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.routing.PrefixOrder;
import io.nosagent.config.intent.routing.RoutingIntent;
import io.nosagent.config.intent.routing.StaticRoute;
import io.nosagent.config.schema.LeafType;
import io.nosagent.config.schema.SchemaNode;
import io.nosagent.config.validate.IntentValidator;
import io.nosagent.config.validate.ValidationContext;
import io.nosagent.config.yang.NetworkInstancesYang.NetworkInstance.Protocols.Protocol.StaticRoutes;
import io.nosagent.config.yang.NetworkInstancesYang.NetworkInstance.Protocols.Protocol.StaticRoutes.Static;
import io.nosagent.config.yang.NetworkInstancesYang.NetworkInstance.Protocols.Protocol.StaticRoutes.Static.NextHops;
import io.nosagent.config.yang.NetworkInstancesYang.NetworkInstance.Protocols.Protocol.StaticRoutes.Static.NextHops.NextHop;
import io.nosagent.net.Cidr;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * A Set that only adds, replaces or deletes whole static routes, decoded straight from the request's
 * JSON into routes: no config document of them is built, normalized, merged and read back, which is
 * most of what a 20k-route Set costs. It takes the plain case only: a route written here is new to the
 * table (an update merging into a route takes the document path), every member is one the model has,
 * unqualified, every value other than a prefix already in its canonical form, and the result passes every
 * check. Anything
 * else, valid or not, gives empty, and the caller decodes the same edit through the document
 * ({@link IntentCodec#decode(SwitchIntent, ConfigTree, EditScope, String, ValidationContext)}), which
 * gives the same intent or names each problem at its path. So the two ways cannot disagree on an error:
 * only the document path reports one.
 */
final class StaticRouteEdit {

    /** The leaf types a route's values are checked against: the schema's own. */
    private static final LeafType PREFIX = leaf(Static.node(), Static.PREFIX).type();
    private static final LeafType SET_TAG = leaf(Static.Config.node(), Static.Config.SET_TAG).type();
    private static final LeafType INDEX = leaf(NextHop.node(), NextHop.INDEX).type();
    private static final LeafType NEXT_HOP = leaf(NextHop.Config.node(), NextHop.Config.NEXT_HOP).type();
    private static final LeafType METRIC = leaf(NextHop.Config.node(), NextHop.Config.METRIC).type();
    private static final LeafType PREFERENCE = leaf(NextHop.Config.node(), NextHop.Config.PREFERENCE).type();
    private static final LeafType RECURSE = leaf(NextHop.Config.node(), NextHop.Config.RECURSE).type();

    private final Section<DefaultInstance> instance;
    private final List<IntentValidator> intentValidators;
    private final ValidationContext context;
    /** Next-hop texts found canonical (a table names a few dozen next hops many times over). */
    private final Set<String> canonicalNextHops = new HashSet<>();
    private final Map<String, NetworkInstancesCodec.NextHopAddress> addresses = new HashMap<>();

    StaticRouteEdit(Section<DefaultInstance> instance, List<IntentValidator> intentValidators, ValidationContext context) {
        this.instance = instance;
        this.intentValidators = intentValidators;
        this.context = context;
    }

    /** A route value that is not plain: the edit goes the document's way. */
    private static final class NotPlain extends Exception {
        NotPlain() {
            super(null, null, false, false);
        }
    }

    /**
     * {@code targets} applied to {@code base}, with the last target that changed the table (-1: none); empty
     * when they are not all plain whole-route edits or the result fails a check.
     */
    Optional<IntentCodec.Decoded> apply(SwitchIntent base, List<EditScope.Target> targets, EditScope scope) {
        if (!scope.reachesRoutesAloneBy(targets.size())) {
            return Optional.empty();
        }
        var table = RoutingIntent.of(base).staticRoutes();
        var routes = new TreeMap<>(table); // a sorted map's copy is one linear pass
        var written = new TreeMap<Cidr, StaticRoute>(PrefixOrder.INSTANCE);
        int lastChanged = -1;
        try {
            for (int i = 0; i < targets.size(); i++) {
                EditScope.Target t = targets.get(i);
                EditScope.RouteTarget named = scope.routeTarget(i).orElseThrow(NotPlain::new);
                switch (t.kind()) {
                    case DELETE -> {
                        if (named.isContainer()) {
                            throw new NotPlain();
                        }
                        if (routes.remove(named.entry()) != null) {
                            written.remove(named.entry());
                            lastChanged = i;
                        }
                    }
                    case REPLACE, UPDATE -> {
                        List<JsonNode> entries = named.isContainer() ? listed(t) : List.of(t.value());
                        if (entries.isEmpty()) {
                            throw new NotPlain();
                        }
                        for (JsonNode entry : entries) {
                            StaticRoute route = route(entry, named.entry());
                            if (routes.putIfAbsent(route.prefix(), route) != null) {
                                throw new NotPlain(); // merged into or replacing a route (or listed twice): the document's way
                            }
                            written.put(route.prefix(), route);
                        }
                        lastChanged = i;
                    }
                }
            }
        } catch (NotPlain | IllegalArgumentException e) {
            return Optional.empty();
        }
        var found = new ConfigErrors();
        instance.validator().validate(new DefaultInstance(written, DefaultInstance.of(base).bgp()), context, found);
        if (!found.isEmpty()) {
            return Optional.empty();
        }
        SwitchIntent next = base.toBuilder().edit(RoutingIntent.SECTION, r -> r.withStaticRoutes(routes)).build();
        for (IntentValidator v : intentValidators) {
            v.validateRoutes(next, written, context, found); // base passed them all: the routes written are what changed
        }
        return found.isEmpty() ? Optional.of(new IntentCodec.Decoded(next, lastChanged)) : Optional.empty();
    }

    /** The entries an update of the {@code static-routes} container lists: its one member, the {@code static} list. */
    private static List<JsonNode> listed(EditScope.Target t) throws NotPlain {
        if (t.kind() != EditScope.Kind.UPDATE || !(t.value() instanceof ObjectNode body) || body.size() != 1
                || !(body.get(StaticRoutes.STATIC) instanceof ArrayNode list)) {
            throw new NotPlain();
        }
        var entries = new ArrayList<JsonNode>(list.size());
        list.forEach(entries::add);
        return entries;
    }

    /**
     * One route entry, whose prefix is {@code key} when its path names it (null: the entry names it); its members
     * and values as a canonical document would hold them, which is what the codec's own reading of a route takes.
     */
    private StaticRoute route(JsonNode entry, Cidr key) throws NotPlain {
        if (!(entry instanceof ObjectNode e)) {
            throw new NotPlain();
        }
        Cidr prefix = key;
        for (var member : e.properties()) {
            switch (member.getKey()) {
                case Static.PREFIX -> {
                    Cidr given = prefix(member.getValue());
                    if (prefix != null && !prefix.equals(given)) {
                        throw new NotPlain();
                    }
                    prefix = given;
                }
                case Static.CONFIG -> routeConfig(member.getValue());
                case Static.NEXT_HOPS -> nextHops(member.getValue());
                default -> throw new NotPlain();
            }
        }
        if (prefix == null) {
            throw new NotPlain();
        }
        JsonNode mirrored = e.path(Static.CONFIG).get(Static.Config.PREFIX);
        if (mirrored != null && !prefix(mirrored).equals(prefix)) {
            throw new NotPlain();
        }
        var errors = new ConfigErrors();
        Optional<StaticRoute> route = NetworkInstancesCodec.staticRoute(prefix, e, addresses, errors);
        if (route.isEmpty() || !errors.isEmpty()) {
            throw new NotPlain();
        }
        return route.get();
    }

    /**
     * A prefix as the document would hold it: an ip-prefix's canonical text is the parsed prefix printed, which the
     * codec parses again, so the parsed prefix is that one whenever printing it reads back the same.
     */
    private static Cidr prefix(JsonNode value) throws NotPlain {
        if (!value.isTextual()) {
            throw new NotPlain();
        }
        Cidr prefix = Cidr.parse(value.asText());
        if (!prefix.toString().equals(value.asText()) && !Cidr.parse(prefix.toString()).equals(prefix)) {
            throw new NotPlain();
        }
        return prefix;
    }

    private static void routeConfig(JsonNode config) throws NotPlain {
        if (!(config instanceof ObjectNode c)) {
            throw new NotPlain();
        }
        for (var member : c.properties()) {
            switch (member.getKey()) {
                case Static.Config.PREFIX -> { } // checked against the key by route()
                case Static.Config.SET_TAG -> canonical(SET_TAG, member.getValue());
                default -> throw new NotPlain();
            }
        }
    }

    private void nextHops(JsonNode nextHops) throws NotPlain {
        if (!(nextHops instanceof ObjectNode n) || n.size() != 1
                || !(n.get(NextHops.NEXT_HOP) instanceof ArrayNode hops) || hops.isEmpty()) {
            throw new NotPlain();
        }
        var indexes = new HashSet<String>();
        for (JsonNode hop : hops) {
            if (!(hop instanceof ObjectNode h) || h.size() != 2 || !(h.get(NextHop.CONFIG) instanceof ObjectNode config)) {
                throw new NotPlain();
            }
            JsonNode index = h.get(NextHop.INDEX);
            if (index == null || !indexes.add(canonical(INDEX, index).asText())) {
                throw new NotPlain(); // no key, or the same key twice: a problem the document names
            }
            boolean hasNextHop = false;
            for (var member : config.properties()) {
                JsonNode v = member.getValue();
                switch (member.getKey()) {
                    case NextHop.Config.INDEX -> {
                        if (!JsonValues.same(canonical(INDEX, v), index)) {
                            throw new NotPlain();
                        }
                    }
                    case NextHop.Config.NEXT_HOP -> {
                        if (!v.isTextual() || !canonicalNextHops.contains(v.asText())) {
                            canonicalNextHops.add(canonical(NEXT_HOP, v).asText());
                        }
                        hasNextHop = true;
                    }
                    case NextHop.Config.METRIC -> canonical(METRIC, v);
                    case NextHop.Config.PREFERENCE -> canonical(PREFERENCE, v);
                    case NextHop.Config.RECURSE -> canonical(RECURSE, v);
                    default -> throw new NotPlain();
                }
            }
            if (!hasNextHop) {
                throw new NotPlain();
            }
        }
    }

    /** {@code value}, when it is already what {@code type} makes canonical of it. */
    private static JsonNode canonical(LeafType type, JsonNode value) throws NotPlain {
        JsonNode canonical;
        try {
            canonical = type.canonical(value);
        } catch (IllegalArgumentException e) {
            throw new NotPlain();
        }
        if (!JsonValues.same(canonical, value) || canonical.getNodeType() != value.getNodeType()) {
            throw new NotPlain();
        }
        return value;
    }

    private static SchemaNode.Leaf leaf(SchemaNode.Inner node, String name) {
        return (SchemaNode.Leaf) node.child(name).orElseThrow();
    }
}
