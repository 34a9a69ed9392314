package io.nosagent.agent.gnmi.subscribe;

import io.nosagent.api.gnmi.PathCodec;
import io.nosagent.agent.gnmi.encode.ValueEncoder;
import io.nosagent.api.gnmi.proto.Encoding;
import io.nosagent.api.gnmi.proto.Path;
import io.nosagent.api.gnmi.proto.PathElem;
import io.nosagent.api.gnmi.proto.Update;
import io.nosagent.agent.gnmi.tree.LeafValue;
import io.nosagent.config.ConfigPath;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Encodes leaves for sending under their prefix. A leaf whose path and value are those of the leaf
 * at the same position in the previous encoding of the same view is that encoding again: between
 * two counter polls most counters do not move, and between two port events almost no state does, so
 * most leaves cost a comparison instead of new protobuf messages and bytes. New work is shared per
 * prefix and per path shape ({@code interface[name=..]/state/counters/in-octets} differs only in its
 * key).
 */
final class LeafEncoder {

    private LeafEncoder() {
    }

    /**
     * @param previous the same view's leaves from the handler's previous evaluation, or null
     */
    static List<EncodedLeaf> encode(List<LeafValue> leaves, Encoding encoding, List<EncodedLeaf> previous) {
        var prefixes = new IdentityHashMap<ConfigPath, Path>();
        var entries = new HashMap<List<ConfigPath.Elem>, Path>();
        var elems = new HashMap<ConfigPath.Elem, PathElem>();
        var inEntry = new HashMap<List<ConfigPath.Elem>, Path>();
        var out = new ArrayList<EncodedLeaf>(leaves.size());
        for (int i = 0; i < leaves.size(); i++) {
            LeafValue l = leaves.get(i);
            EncodedLeaf before = previous != null && i < previous.size() ? previous.get(i) : null;
            List<ConfigPath.Elem> all = l.path().elems();
            int entry = AftEntries.entryLength(all);
            boolean samePath = before != null && before.path().equals(l.path());
            if (samePath && before.value().equals(l.value())) {
                // Later new leaves under the same base (or AFT entry) take the same prefix instance, so they are sent together.
                if (entry > 0) {
                    entries.putIfAbsent(all.subList(0, entry), before.prefix());
                } else {
                    prefixes.putIfAbsent(l.base(), before.prefix());
                }
                out.add(before);
                continue;
            }
            Path prefix;
            Path path;
            // A leaf at the same path as before takes that leaf's prefix instance: leaves grouped into one
            // notification then compare by identity, not by protobuf equality (which allocates per key map).
            if (entry > 0) {
                // 128k routes are 128k entries: their prefixes share every element but the entry's, and the paths
                // within them (state/next-hop-group, ...) are the same few, so those are one instance each.
                prefix = samePath ? entries.computeIfAbsent(all.subList(0, entry), e -> before.prefix())
                        : entries.computeIfAbsent(all.subList(0, entry), e -> path(e, elems));
                path = samePath ? before.update().getPath() : inEntry.computeIfAbsent(all.subList(entry, all.size()), r -> path(r, elems));
            } else {
                prefix = samePath ? prefixes.computeIfAbsent(l.base(), b -> before.prefix())
                        : prefixes.computeIfAbsent(l.base(), PathCodec::toProto);
                path = samePath ? before.update().getPath() : path(l.relative(), elems);
            }
            Update update = Update.newBuilder().setPath(path).setVal(ValueEncoder.leaf(l.node(), l.value(), encoding)).build();
            // a counter that moved keeps its path: its serialized path is reused, only the value is written anew
            out.add(samePath ? before.withValue(l.value(), prefix, update)
                    : new EncodedLeaf(l.path(), l.value(), prefix, entry > 0 ? entry : l.base().elems().size(), update));
        }
        return List.copyOf(out);
    }

    /** {@code elems} as a gNMI path, each element made once per encoding. */
    private static Path path(List<ConfigPath.Elem> elems, Map<ConfigPath.Elem, PathElem> made) {
        var path = Path.newBuilder();
        for (ConfigPath.Elem e : elems) {
            path.addElem(made.computeIfAbsent(e, PathCodec::toProto));
        }
        return path.build();
    }
}
