package io.nosagent.agent.gnmi.subscribe;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;

/**
 * What changed between the leaves a stream sent last and the leaves now: the leaves that are new or
 * have another value, and the paths that are gone.
 *
 * @param changed leaves to send, in the order of the leaves now
 * @param deleted leaves no longer there, in the order they were sent
 */
record LeafDiff(List<EncodedLeaf> changed, List<EncodedLeaf> deleted) {

    /**
     * Compares position by position while the leaves stand at the same paths (the usual case: same
     * ports, same counters), where an unchanged leaf is mostly the very same encoded instance, so a
     * port event costs no map of every leaf; by path otherwise.
     */
    static LeafDiff between(List<EncodedLeaf> before, List<EncodedLeaf> now) {
        if (before.size() == now.size()) {
            var changed = new ArrayList<EncodedLeaf>();
            boolean aligned = true;
            for (int i = 0; i < now.size() && aligned; i++) {
                EncodedLeaf b = before.get(i);
                EncodedLeaf n = now.get(i);
                if (b == n) {
                    continue;
                }
                aligned = b.path().equals(n.path());
                if (!b.value().equals(n.value())) {
                    changed.add(n);
                }
            }
            if (aligned) {
                return new LeafDiff(List.copyOf(changed), List.of());
            }
        }
        return byPath(before, now);
    }

    private static LeafDiff byPath(List<EncodedLeaf> before, List<EncodedLeaf> now) {
        var was = new HashMap<String, EncodedLeaf>(before.size() * 2);
        before.forEach(l -> was.put(l.key(), l));
        var is = new HashMap<String, EncodedLeaf>(now.size() * 2);
        var changed = new ArrayList<EncodedLeaf>();
        for (EncodedLeaf l : now) {
            is.put(l.key(), l);
            EncodedLeaf b = was.get(l.key());
            if (b == null || !b.value().equals(l.value())) {
                changed.add(l);
            }
        }
        var deleted = new ArrayList<EncodedLeaf>();
        for (EncodedLeaf b : before) {
            if (!is.containsKey(b.key())) {
                deleted.add(b);
            }
        }
        return new LeafDiff(List.copyOf(changed), List.copyOf(deleted));
    }
}
