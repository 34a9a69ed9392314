package io.nosagent.api.gnmi;

import io.nosagent.api.gnmi.GnmiException;
import io.nosagent.api.gnmi.proto.Path;
import io.nosagent.api.gnmi.proto.PathElem;
import io.nosagent.config.ConfigPath;

import java.util.ArrayList;
import java.util.TreeMap;

/** gNMI paths to {@link ConfigPath} and back. */
public final class PathCodec {

    private PathCodec() {
    }

    /**
     * The absolute path {@code prefix + path}, origin taken from whichever of the two sets it.
     *
     * @throws GnmiException INVALID_ARGUMENT for the deprecated string {@code element} form, a
     *                       {@code target} outside the prefix, an origin in both, or an element
     *                       without a name
     */
    @SuppressWarnings("deprecation") // reads the deprecated field only to refuse it
    public static ConfigPath join(Path prefix, Path path) {
        if (prefix.getElementCount() > 0 || path.getElementCount() > 0) {
            throw GnmiException.invalid("path " + text(path) + " uses the deprecated 'element' field; use 'elem'");
        }
        if (!path.getTarget().isEmpty()) {
            throw GnmiException.invalid("path " + text(path) + ": target is only allowed in the prefix");
        }
        if (!prefix.getOrigin().isEmpty() && !path.getOrigin().isEmpty()) {
            throw GnmiException.invalid("path " + text(path) + ": origin is set in both prefix ('" + prefix.getOrigin()
                    + "') and path ('" + path.getOrigin() + "')");
        }
        String origin = prefix.getOrigin().isEmpty() ? path.getOrigin() : prefix.getOrigin();
        var elems = new ArrayList<ConfigPath.Elem>();
        for (PathElem e : prefix.getElemList()) {
            elems.add(elem(e, path));
        }
        for (PathElem e : path.getElemList()) {
            elems.add(elem(e, path));
        }
        return new ConfigPath(origin, elems);
    }

    private static ConfigPath.Elem elem(PathElem e, Path whole) {
        if (e.getName().isEmpty()) {
            throw GnmiException.invalid("path " + text(whole) + " has an element without a name");
        }
        return new ConfigPath.Elem(e.getName(), new TreeMap<>(e.getKeyMap()));
    }

    /** The elements of {@code path} as a gNMI path (origin not set). */
    public static Path toProto(ConfigPath path) {
        var b = Path.newBuilder();
        for (ConfigPath.Elem e : path.elems()) {
            b.addElem(toProto(e));
        }
        return b.build();
    }

    /** One element as a gNMI path element. */
    public static PathElem toProto(ConfigPath.Elem e) {
        var b = PathElem.newBuilder().setName(e.name());
        if (!e.keys().isEmpty()) { // putAllKey gives even a keyless element a map of its own (~200 bytes kept per element)
            b.putAllKey(e.keys());
        }
        return b.build();
    }

    /** A readable form for messages: {@code origin:/a/b[k=v]}. */
    @SuppressWarnings("deprecation") // shows the deprecated form too, to name it in errors
    public static String text(Path path) {
        var sb = new StringBuilder();
        if (!path.getOrigin().isEmpty()) {
            sb.append(path.getOrigin()).append(':');
        }
        for (PathElem e : path.getElemList()) {
            sb.append('/').append(e.getName());
            new TreeMap<>(e.getKeyMap()).forEach((k, v) -> sb.append('[').append(k).append('=').append(v).append(']'));
        }
        for (String s : path.getElementList()) {
            sb.append('/').append(s);
        }
        return sb.isEmpty() || sb.charAt(sb.length() - 1) == ':' ? sb.append('/').toString() : sb.toString();
    }
}
