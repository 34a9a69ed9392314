package io.nosagent.agent.gnmi.schema;

import io.nosagent.api.gnmi.GnmiException;
import io.nosagent.config.ConfigPath;
import io.nosagent.config.ConfigPath.Elem;
import io.nosagent.config.schema.SchemaNode;
import io.nosagent.config.schema.SchemaNode.Container;
import io.nosagent.config.schema.SchemaNode.Inner;
import io.nosagent.config.schema.SchemaNode.ListNode;

import java.util.ArrayList;
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
     * @param fragments per origin, the handlers' fragments to merge (each a top-level container of the tree
     *                  generated from the YANG); overlapping fragments merge, conflicting ones are refused
     */
    public DataSchema(Map<String, List<Container>> fragments) {
        var built = new LinkedHashMap<String, Container>();
        fragments.forEach((origin, tops) -> {
            var merged = new ArrayList<SchemaNode>();
            for (Container top : tops) {
                add(merged, top, "");
            }
            built.put(origin, new Container("", "", true, merged));
        });
        this.roots = Map.copyOf(built);
    }

    /** Adds {@code node} to {@code children}, merged with the child of its name if there is one. */
    private static void add(List<SchemaNode> children, SchemaNode node, String above) {
        for (int i = 0; i < children.size(); i++) {
            if (children.get(i).name().equals(node.name())) {
                children.set(i, merge(children.get(i), node, above + "/" + node.name()));
                return;
            }
        }
        children.add(node);
    }

    /**
     * Two fragments' views of one node joined: containers and lists merge their children, a leaf may appear
     * in both only as itself (a list key, or a key's mirror in the entry's config).
     */
    private static SchemaNode merge(SchemaNode a, SchemaNode b, String at) {
        if (a == b) {
            return a;
        }
        if (!a.module().equals(b.module()) || a.config() != b.config()) {
            throw new IllegalArgumentException(at + ": two different definitions of '" + a.name() + "'");
        }
        return switch (a) {
            case Container x when b instanceof Container y -> new Container(x.name(), x.module(), x.config(),
                    mergeChildren(x.children(), y.children(), at));
            case ListNode x when b instanceof ListNode y && x.keys().equals(y.keys()) -> new ListNode(x.name(),
                    x.module(), x.config(), x.keys(), mergeChildren(x.children(), y.children(), at));
            default -> {
                if (!a.equals(b)) {
                    throw new IllegalArgumentException(at + ": '" + a.name() + "' is defined twice differently");
                }
                yield a;
            }
        };
    }

    private static List<SchemaNode> mergeChildren(List<SchemaNode> a, List<SchemaNode> b, String at) {
        var out = new ArrayList<>(a);
        b.forEach(node -> add(out, node, at));
        return out;
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

    /**
     * {@link #checkSyntax(ConfigPath)} of {@code path}, given that {@code checked} passed it: an element equal to
     * {@code checked}'s at the same place is not checked again (a Set of 20k deletes names one list 20k times).
     */
    public static void checkSyntax(ConfigPath path, ConfigPath checked) {
        List<Elem> known = checked == null ? List.of() : checked.elems();
        List<Elem> elems = path.elems();
        for (int i = 0; i < elems.size(); i++) {
            if (i >= known.size() || !elems.get(i).equals(known.get(i))) {
                checkSyntax(path, elems.get(i));
            }
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
    private static boolean reaches(SchemaNode node, List<Elem> rest, ConfigPath whole, GnmiException[] problem) {
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
                for (SchemaNode c : inner.children()) {
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
            for (SchemaNode c : inner.children()) {
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
                if (!list.keys().contains(k.getKey())) {
                    throw GnmiException.invalid("path " + whole + ": list '" + list.name() + "' is keyed by "
                            + list.keys() + ", not '" + k.getKey() + "'");
                }
                if (!k.getValue().equals(ConfigPath.ANY)) {
                    try {
                        PathKeys.canonical(list.keyLeaf(k.getKey()).type(), k.getValue());
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
