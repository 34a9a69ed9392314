package io.nosagent.config.codec;

import com.fasterxml.jackson.databind.JsonNode;
import io.nosagent.config.ConfigException;
import io.nosagent.config.ConfigPath;
import io.nosagent.config.schema.ConfigSchema;
import io.nosagent.config.schema.ConfigSchema.Step;
import io.nosagent.config.schema.IntentPaths;
import io.nosagent.config.yang.NetworkInstancesYang;
import io.nosagent.config.yang.NetworkInstancesYang.NetworkInstance;
import io.nosagent.config.yang.NetworkInstancesYang.NetworkInstance.Protocols;
import io.nosagent.config.yang.NetworkInstancesYang.NetworkInstance.Protocols.Protocol;
import io.nosagent.config.yang.NetworkInstancesYang.NetworkInstance.Protocols.Protocol.StaticRoutes;
import io.nosagent.config.yang.NetworkInstancesYang.NetworkInstance.Protocols.Protocol.StaticRoutes.Static;
import io.nosagent.net.Cidr;

import java.util.AbstractSet;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.Iterator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * The part of a config document a set of edits can reach: the section members their paths lead into
 * and, when every edit of the DEFAULT instance names static routes (a route's entry or below, or an
 * update of {@code static-routes} whose value lists entries), just those routes. An intent's document
 * restricted to a scope, edited, and decoded back into the intent ({@link IntentCodec#tree(
 * io.nosagent.config.intent.SwitchIntent, EditScope)}, {@link IntentCodec#decode(
 * io.nosagent.config.intent.SwitchIntent, ConfigTree, EditScope, String, io.nosagent.config.validate.ValidationContext)})
 * gives what the whole document would: every check of a section or a route sees only that section or
 * route, and the checks across sections run on the whole result. So an edit of 20k routes into a table
 * of 20k costs 20k routes, and a one-leaf edit elsewhere costs nothing of the table.
 *
 * <p>Anything it cannot place exactly (the root, a path that does not resolve, a wildcard, a replace or
 * delete of the whole route list) widens the scope: to the whole section, or to the whole document.
 */
public final class EditScope {

    /** What an edit does at its path. */
    public enum Kind { DELETE, REPLACE, UPDATE }

    /**
     * One edit to scope.
     *
     * @param value its value (null for a delete)
     */
    public record Target(Kind kind, ConfigPath path, JsonNode value) {
    }

    /** The whole document: what a union replace or an edit at the root reaches. */
    public static final EditScope WHOLE = new EditScope(null, null, List.of());

    /**
     * What a target's path names in the route table, exactly: the {@code static-routes} container ({@code entry}
     * null) or one route's entry {@code .../static[prefix=P]} (not a path below it).
     */
    record RouteTarget(Cidr entry) {
        boolean isContainer() {
            return entry == null;
        }
    }

    private static final String NETWORK_INSTANCES = NetworkInstancesYang.node().module() + ":" + NetworkInstancesYang.node().name();

    /** Top-level members reached; null for the whole document. */
    private final Set<String> members;
    /** Static route prefixes reached when the DEFAULT instance is reached only through them; else null. */
    private final Set<Cidr> routes;
    /** Per target of {@link #of}, what it names in the route table (null: anything else); empty for another scope. */
    private final List<RouteTarget> routeTargets;

    private EditScope(Set<String> members, Set<Cidr> routes, List<RouteTarget> routeTargets) {
        this.members = members == null ? null : Collections.unmodifiableSet(members);
        this.routes = routes == null ? null : Collections.unmodifiableSet(routes);
        this.routeTargets = routeTargets;
    }

    /** The scope of {@code targets}, paths resolved against {@code schema}. */
    public static EditScope of(ConfigSchema schema, List<Target> targets) {
        var members = new HashSet<String>();
        Set<Cidr> routes = new TreeSet<>(io.nosagent.config.intent.routing.PrefixOrder.INSTANCE);
        boolean wholeInstance = false;
        var routeTargets = new java.util.ArrayList<RouteTarget>(targets.size());
        ConfigPath previous = null;
        List<Step> previousSteps = List.of();
        for (Target t : targets) {
            List<Step> steps;
            try {
                steps = resolve(schema, t.path(), previous, previousSteps);
            } catch (ConfigException e) {
                return WHOLE; // the edit reports it exactly as on the whole document
            }
            previous = t.path();
            previousSteps = steps;
            if (steps.isEmpty()) {
                return WHOLE;
            }
            String member = steps.getFirst().member();
            members.add(member);
            if (member.equals(NETWORK_INSTANCES) && !wholeInstance) {
                Optional<Set<Cidr>> named = staticRoutes(steps, t);
                if (named.isPresent()) {
                    routes.addAll(named.get());
                } else {
                    wholeInstance = true;
                }
            }
            routeTargets.add(wholeInstance || !member.equals(NETWORK_INSTANCES) ? null : routeTarget(steps, t, routes));
        }
        boolean routesOnly = members.contains(NETWORK_INSTANCES) && !wholeInstance;
        return new EditScope(members, routesOnly ? routes : null, routesOnly ? Collections.unmodifiableList(routeTargets) : List.of());
    }

    /**
     * The scope of {@code members} (top-level members, module-qualified) and, when the DEFAULT instance is
     * among them and reached only through static routes, of those {@code routes} (null: the whole instance):
     * how a stored scope ({@link #members()}, {@link #routes()}) is read back.
     */
    public static EditScope reaching(Set<String> members, Set<Cidr> routes) {
        Set<Cidr> sorted = null;
        if (routes != null && members.contains(NETWORK_INSTANCES)) {
            sorted = new SortedPrefixes(routes);
        }
        return new EditScope(new HashSet<>(members), sorted, List.of());
    }

    /** What target {@code index} of {@link #of} names in the route table, if the scope reaches the routes alone and it names exactly the container or an entry. */
    Optional<RouteTarget> routeTarget(int index) {
        return index < routeTargets.size() ? Optional.ofNullable(routeTargets.get(index)) : Optional.empty();
    }

    /** Whether this scope was made of {@code count} targets that each reach the route table alone. */
    boolean reachesRoutesAloneBy(int count) {
        return routes != null && members.size() == 1 && routeTargets.size() == count;
    }

    /**
     * Of a path into the DEFAULT instance's static routes: exactly the container, exactly an entry (its prefix the
     * one of {@code reached}, the routes reached so far, that equals it), or null.
     */
    private static RouteTarget routeTarget(List<Step> steps, Target t, Set<Cidr> reached) {
        int given = t.path().elems().size();
        if (steps.size() == 5 && given == 5) {
            return new RouteTarget(null);
        }
        if (steps.size() == 6 && given == 6 && steps.get(5).isEntry() && steps.get(5).node().name().equals(StaticRoutes.STATIC)) {
            try {
                Cidr prefix = Cidr.parse(text(steps.get(5), Static.PREFIX));
                return reached.contains(prefix) ? new RouteTarget(prefix) : null;
            } catch (IllegalArgumentException e) {
                return null;
            }
        }
        return null;
    }

    /**
     * {@code path} resolved, taking the steps of its parent from {@code previous} (resolved into {@code previousSteps})
     * when it has the same: a Set of 20k deletes names 20k entries of one list, whose five parent steps would
     * otherwise be resolved (keys parsed, canonical paths built) 20k times. The same steps, or the same error.
     */
    private static List<Step> resolve(ConfigSchema schema, ConfigPath path, ConfigPath previous, List<Step> previousSteps) {
        List<ConfigPath.Elem> elems = path.elems();
        int n = elems.size();
        if (previous != null && n >= 2 && previous.elems().size() == n && previousSteps.size() == n
                && previous.origin().equals(path.origin()) && elems.subList(0, n - 1).equals(previous.elems().subList(0, n - 1))) {
            ConfigPath.Elem last = elems.get(n - 1);
            if (!last.name().equals(ConfigPath.ANY) && !last.name().equals(ConfigPath.ANY_DEPTH)
                    && previousSteps.get(n - 2).node() instanceof io.nosagent.config.schema.SchemaNode.Inner parent) {
                var steps = new java.util.ArrayList<Step>(previousSteps.subList(0, n - 1));
                steps.add(schema.step(parent, last, previousSteps.get(n - 2).path(), path));
                return steps;
            }
        }
        return schema.resolveUntilWildcard(path);
    }

    /**
     * Prefixes in {@link io.nosagent.config.intent.routing.PrefixOrder}, in an array searched by bisection:
     * a commit's scope names every route it changed (128k in a first commit), in order already, which
     * one sort pass takes in linear time where a tree set would search and rebalance for each.
     */
    private static final class SortedPrefixes extends AbstractSet<Cidr> {
        private final Cidr[] sorted;

        SortedPrefixes(Collection<Cidr> prefixes) {
            Cidr[] all = prefixes.toArray(new Cidr[0]);
            Arrays.sort(all, io.nosagent.config.intent.routing.PrefixOrder.INSTANCE);
            int kept = 0;
            for (Cidr c : all) {
                if (kept == 0 || !all[kept - 1].equals(c)) {
                    all[kept++] = c;
                }
            }
            this.sorted = kept == all.length ? all : Arrays.copyOf(all, kept);
        }

        @Override
        public int size() {
            return sorted.length;
        }

        @Override
        public Iterator<Cidr> iterator() {
            return Arrays.asList(sorted).iterator();
        }

        @Override
        public boolean contains(Object o) {
            return o instanceof Cidr c && Arrays.binarySearch(sorted, c, io.nosagent.config.intent.routing.PrefixOrder.INSTANCE) >= 0;
        }
    }

    /** The top-level members reached; empty for the whole document. */
    public Optional<Set<String>> members() {
        return Optional.ofNullable(members);
    }

    /** Whether this is the whole document. */
    public boolean isWhole() {
        return members == null;
    }

    /** Whether the section written as {@code member} is reached. */
    boolean reaches(String member) {
        return members == null || members.contains(member);
    }

    /** The static routes the DEFAULT instance is reached through, when only they are; empty for the whole instance. */
    public Optional<Set<Cidr>> routes() {
        return Optional.ofNullable(routes);
    }

    /**
     * The routes an edit of the DEFAULT instance names, when it names nothing else: an entry
     * {@code .../static-routes/static[prefix=P]} or a path below it, or an update of
     * {@code .../static-routes} whose value lists its entries by prefix.
     */
    private static Optional<Set<Cidr>> staticRoutes(List<Step> steps, Target t) {
        if (steps.size() < 5 || steps.size() < t.path().elems().size()
                || !(steps.get(1).isEntry() && steps.get(1).node().name().equals(NetworkInstancesYang.NETWORK_INSTANCE)
                && IntentPaths.isDefaultInstance(text(steps.get(1), NetworkInstance.NAME)))
                || !steps.get(2).node().name().equals(NetworkInstance.PROTOCOLS)
                || !(steps.get(3).isEntry() && steps.get(3).node().name().equals(Protocols.PROTOCOL)
                && text(steps.get(3), Protocol.IDENTIFIER).equals(IntentPaths.STATIC_IDENTIFIER)
                && IntentPaths.isStaticName(text(steps.get(3), Protocol.NAME)))
                || !steps.get(4).node().name().equals(Protocol.STATIC_ROUTES)) {
            return Optional.empty();
        }
        try {
            if (steps.size() == 5) {
                return t.kind() == Kind.UPDATE && t.value() != null && t.value().isObject()
                        ? listed(t.value()) : Optional.empty();
            }
            Step entry = steps.get(5);
            if (!entry.isEntry() || !entry.node().name().equals(StaticRoutes.STATIC)) {
                return Optional.empty();
            }
            return Optional.of(Set.of(Cidr.parse(text(entry, Static.PREFIX))));
        } catch (IllegalArgumentException e) {
            return Optional.empty(); // an unparsable prefix: the whole instance, where it is reported
        }
    }

    /** The prefixes of the entries a {@code static-routes} body lists; empty when one has no prefix to read. */
    private static Optional<Set<Cidr>> listed(JsonNode body) {
        var prefixes = new HashSet<Cidr>();
        for (var field : body.properties()) {
            if (!localName(field.getKey()).equals(StaticRoutes.STATIC)) {
                continue; // anything else in the body is the schema check's, on the scoped document as on the whole
            }
            if (!field.getValue().isArray()) {
                return Optional.empty();
            }
            for (JsonNode entry : field.getValue()) {
                JsonNode prefix = null;
                if (entry.isObject()) {
                    for (var m : entry.properties()) {
                        if (localName(m.getKey()).equals(Static.PREFIX)) {
                            prefix = m.getValue();
                        }
                    }
                }
                if (prefix == null || !prefix.isTextual()) {
                    return Optional.empty();
                }
                prefixes.add(Cidr.parse(prefix.asText()));
            }
        }
        return Optional.of(prefixes);
    }

    private static String text(Step step, String key) {
        JsonNode v = step.keys().get(key);
        return v == null ? "" : v.asText();
    }

    private static String localName(String member) {
        int colon = member.indexOf(':');
        return colon < 0 ? member : member.substring(colon + 1);
    }

    @Override
    public String toString() {
        return members == null ? "EditScope[whole]" : "EditScope" + members + (routes == null ? "" : " routes " + routes.size());
    }
}
