package io.nosagent.sai.store;

import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.EntryKey;
import io.nosagent.sai.ObjectType;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One object or entry a {@link SaiStore} knows: its id, the attributes the agent programmed on it, and
 * the open handles, each owning its share of those attributes.
 */
final class Tracked {

    private static final SaiHandle[] NO_HANDLES = new SaiHandle[0];

    /** A {@code HostKey} or an {@link EntryKey}. */
    final Object key;
    final ObjectType type;
    /** Built by create_switch: never created or removed by the store. */
    final boolean switchBuilt;
    /** Order taken on (created, adopted or reloaded): a creation order, so dependents come later. */
    final long sequence;
    /** 0 for entries. */
    final long oid;
    /** What the ASIC holds because the agent set it (create attributes included), in the order first set. */
    List<Attribute> programmed;
    /** Switch-built only: the value found before the agent first set an attribute SAI gives no default for. */
    private Map<Integer, AttrValue> baseline;
    /** Exact-size array: most objects have one handle, and routes are many. */
    private SaiHandle[] handles = NO_HANDLES;

    Tracked(Object key, ObjectType type, boolean switchBuilt, long sequence, long oid, List<Attribute> programmed) {
        this.key = key;
        this.type = type;
        this.switchBuilt = switchBuilt;
        this.sequence = sequence;
        this.oid = oid;
        this.programmed = List.copyOf(programmed);
    }

    boolean isEntry() {
        return key instanceof EntryKey;
    }

    int references() {
        return handles.length;
    }

    void add(SaiHandle h) {
        handles = Arrays.copyOf(handles, handles.length + 1);
        handles[handles.length - 1] = h;
    }

    void remove(SaiHandle h) {
        for (int i = 0; i < handles.length; i++) {
            if (handles[i] == h) {
                var rest = new SaiHandle[handles.length - 1];
                System.arraycopy(handles, 0, rest, 0, i);
                System.arraycopy(handles, i + 1, rest, i, rest.length - i);
                handles = rest.length == 0 ? NO_HANDLES : rest;
                return;
            }
        }
    }

    /** A handle other than {@code except} that sets {@code spec}, or null. */
    SaiHandle ownerOf(AttrSpec spec, SaiHandle except) {
        for (SaiHandle h : handles) {
            if (h != except && AttrLists.indexOf(h.share, spec) >= 0) {
                return h;
            }
        }
        return null;
    }

    boolean isClaimed(AttrSpec spec) {
        return ownerOf(spec, null) != null;
    }

    AttrValue baseline(AttrSpec spec) {
        return baseline == null ? null : baseline.get(spec.id());
    }

    void rememberBaseline(AttrSpec spec, AttrValue value) {
        if (baseline == null) {
            baseline = new HashMap<>();
        }
        baseline.putIfAbsent(spec.id(), value);
    }
}
