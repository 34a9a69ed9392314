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
        var out = new ArrayList<EncodedLeaf>(leaves.size());
        for (int i = 0; i < leaves.size(); i++) {
            LeafValue l = leaves.get(i);
            EncodedLeaf before = previous != null && i < previous.size() ? previous.get(i) : null;
            List<ConfigPath.Elem> all = l.path().elems();
            int entry = AftEntries.entryLength(all);
            if (before != null && before.value().equals(l.value()) && before.path().equals(l.path())) {
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
            List<ConfigPath.Elem> relative;
            if (entry > 0) {
                prefix = entries.computeIfAbsent(all.subList(0, entry), e -> PathCodec.toProto(new ConfigPath(l.path().origin(), e)));
                relative = all.subList(entry, all.size());
            } else {
                prefix = prefixes.computeIfAbsent(l.base(), PathCodec::toProto);
                relative = l.relative();
            }
            var path = Path.newBuilder();
            for (ConfigPath.Elem e : relative) {
                path.addElem(elems.computeIfAbsent(e, PathCodec::toProto));
            }
            out.add(new EncodedLeaf(l.path(), l.value(), prefix, Update.newBuilder().setPath(path)
                    .setVal(ValueEncoder.leaf(l.node(), l.value(), encoding)).build()));
        }
        return List.copyOf(out);
    }
}
