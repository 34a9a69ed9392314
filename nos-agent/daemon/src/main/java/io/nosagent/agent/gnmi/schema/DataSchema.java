package io.nosagent.agent.gnmi.schema;

import io.nosagent.feature.gnmi.DataNode;
import io.nosagent.api.gnmi.GnmiException;
import io.nosagent.feature.gnmi.DataNode.Container;
import io.nosagent.feature.gnmi.DataNode.Inner;
import io.nosagent.feature.gnmi.DataNode.ListNode;
import io.nosagent.config.ConfigPath;
import io.nosagent.config.ConfigPath.Elem;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * The whole served tree, one root per gNMI origin, and the checks a request path gets against it
 * before any data is read:
 * <ul>
 *   <li>INVALID_ARGUMENT: an element or key name that is not a YANG identifier, keys on a node
 *       that is not a list, a key the list does not have, a key value not of the key's type;</li>
 *   <li>UNIMPLEMENTED: an origin or element the server does not serve.</li>
 * </ul>
 * Wildcards ({@code *}, {@code ...}, key {@code *}, absent keys) are accepted; a wildcard path is
 * served when some branch of it is.
 */
public final class DataSchema {

    /** The gNMI default origin; an empty origin means this one. */
    public static final String OPENCONFIG = "openconfig";

    private static final Pattern IDENTIFIER = Pattern.compile("([A-Za-z_][A-Za-z0-9_.-]*:)?[A-Za-z_][A-Za-z0-9_.-]*");

    private final Map<String, Container> roots;

    /**
     * @param fragments per origin, the fragments to merge (each a root-level container whose name
     *                  carries its module); overlapping fragments merge, conflicting ones are refused
     */
    public DataSchema(Map<String, List<Container>> fragments) {
        var built = new LinkedHashMap<String, Container>();
        fragments.forEach((origin, tops) -> {
            Container root = new Container("", "", true, Map.of());
            for (Container top : tops) {
                if (top.module() == null) {
                    throw new IllegalArgumentException("top container '" + top.name() + "' must name its module");
                }
                var resolved = DataNode.resolve(top, null, true);
                var children = new LinkedHashMap<>(root.children());
                children.merge(resolved.name(), resolved, (a, b) -> DataNode.merge(a, b, "/" + resolved.name()));
                root = new Container("", "", true, children);
            }
            built.put(origin, root);
        });
        this.roots = Map.copyOf(built);
    }

    /** Origins served, e.g. {@code openconfig} and the project's own. */
    public Set<String> origins() {
        return new TreeSet<>(roots.keySet());
    }

    /**
     * The canonical origin for a request's: empty means {@link #OPENCONFIG}.
     *
     * @throws GnmiException UNIMPLEMENTED for an origin not served
     */
    public String origin(String requested) {
        String origin = requested.isEmpty() ? OPENCONFIG : requested;
        if (!roots.containsKey(origin)) {
            throw GnmiException.unimplemented("origin '" + requested + "' is not served (served: "
                    + String.join(", ", origins()) + ")");
        }
        return origin;
    }

    /** The root of a served origin (canonical name). */
    public Container root(String origin) {
        Container root = roots.get(origin);
        if (root == null) {
            throw new IllegalArgumentException("origin " + origin + " is not served");
        }
        return root;
    }

    /**
     * Checks {@code path} (origin + elements, wildcards allowed) as Get and Subscribe read it.
     *
     * @throws GnmiException INVALID_ARGUMENT or UNIMPLEMENTED as described in the class comment
     */
    public void check(ConfigPath path) {
        checkSyntax(path);
        Container root = root(origin(path.origin()));
        var problem = new GnmiException[1];
        if (!reaches(root, path.elems(), path, problem)) {
            throw problem[0] != null ? problem[0]
                    : GnmiException.unimplemented("path " + path + " is not served");
        }
    }

    /**
     * Checks only the form of {@code path}'s names and keys, as any RPC must before using it.
     *
     * @throws GnmiException INVALID_ARGUMENT for a name that is not a YANG identifier (or a
     *                       wildcard), keys on a wildcard, a key without a value
     */
    public static void checkSyntax(ConfigPath path) {
        for (Elem e : path.elems()) {
            checkSyntax(path, e);
        }
    }

    private static void checkSyntax(ConfigPath path, Elem e) {
        String name = e.name();
        if (!name.equals(ConfigPath.ANY) && !name.equals(ConfigPath.ANY_DEPTH) && !IDENTIFIER.matcher(name).matches()) {
            throw GnmiException.invalid("path " + path + ": element '" + name + "' is not a valid name");
        }
        if ((name.equals(ConfigPath.ANY) || name.equals(ConfigPath.ANY_DEPTH)) && !e.keys().isEmpty()) {
            throw GnmiException.invalid("path " + path + ": wildcard element '" + name + "' takes no keys");
        }
        for (var k : e.keys().entrySet()) {
            if (!IDENTIFIER.matcher(k.getKey()).matches()) {
                throw GnmiException.invalid("path " + path + ": key name '" + k.getKey() + "' of '" + name + "' is not valid");
            }
            if (k.getValue().isEmpty()) {
                throw GnmiException.invalid("path " + path + ": key '" + k.getKey() + "' of '" + name + "' has no value");
            }
        }
    }

    /** Whether some branch of {@code node} matches {@code rest}; the first definite error goes to {@code problem}. */
    private static boolean reaches(DataNode node, List<Elem> rest, ConfigPath whole, GnmiException[] problem) {
        if (rest.isEmpty()) {
            return true;
        }
        Elem elem = rest.getFirst();
        List<Elem> tail = rest.subList(1, rest.size());
        if (elem.name().equals(ConfigPath.ANY_DEPTH)) {
            if (reaches(node, tail, whole, problem)) {
                return true;
            }
            if (node instanceof Inner inner) {
                for (DataNode c : inner.children().values()) {
                    if (reaches(c, rest, whole, problem)) {
                        return true;
                    }
                }
            }
            return false;
        }
        if (!(node instanceof Inner inner)) {
            remember(problem, GnmiException.unimplemented("path " + whole + ": '" + elem.name() + "' is not served: '"
                    + node.name() + "' is a leaf"));
            return false;
        }
        if (elem.name().equals(ConfigPath.ANY)) {
            for (DataNode c : inner.children().values()) {
                if (reaches(c, tail, whole, problem)) {
                    return true;
                }
            }
            return false;
        }
        var child = inner.member(elem.name());
        if (child.isEmpty()) {
            remember(problem, GnmiException.unimplemented("path " + whole + ": '" + elem.name() + "' is not served here ("
                    + (node.name().isEmpty() ? "top level" : node.name()) + " has: " + inner.childNames() + ")"));
            return false;
        }
        if (!elem.keys().isEmpty()) {
            if (!(child.get() instanceof ListNode list)) {
                throw GnmiException.invalid("path " + whole + ": '" + elem.name() + "' is not a list and takes no keys");
            }
            for (var k : elem.keys().entrySet()) {
                if (!list.isKey(k.getKey())) {
                    throw GnmiException.invalid("path " + whole + ": list '" + list.name() + "' is keyed by "
                            + list.keys() + ", not '" + k.getKey() + "'");
                }
                if (!k.getValue().equals(ConfigPath.ANY)) {
                    try {
                        list.keyLeaf(k.getKey()).kind().canonicalKey(k.getValue());
                    } catch (IllegalArgumentException bad) {
                        throw GnmiException.invalid("path " + whole + ": key " + k.getKey() + " of '" + list.name()
                                + "': " + bad.getMessage());
                    }
                }
            }
        }
        return reaches(child.get(), tail, whole, problem);
    }

    private static void remember(GnmiException[] problem, GnmiException e) {
        if (problem[0] == null) {
            problem[0] = e;
        }
    }
}
