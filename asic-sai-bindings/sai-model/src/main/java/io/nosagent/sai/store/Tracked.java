package io.nosagent.sai.store;

import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.EntryKey;
import io.nosagent.sai.ObjectType;

import java.util.Arrays;
import java.util.List;

/**
 * One object or entry a {@link SaiStore} knows: its id, the attributes the agent programmed on it, and
 * the open handles, each owning its share of those attributes.
 */
final class Tracked {

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
    /**
     * The open handles: null (none), a {@link SaiHandle} (one: most objects, and routes are many, so no
     * array for them) or a {@code SaiHandle[]} (several).
     */
    private Object handles;

    Tracked(Object key, ObjectType type, boolean switchBuilt, long sequence, long oid, List<? extends Attribute> programmed) {
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
        return switch (handles) {
            case null -> 0;
            case SaiHandle<?> h -> 1;
            default -> ((SaiHandle<?>[]) handles).length;
        };
    }

    void add(SaiHandle<?> h) {
        handles = switch (handles) {
            case null -> h;
            case SaiHandle<?> one -> new SaiHandle<?>[]{one, h};
            default -> {
                var all = (SaiHandle<?>[]) handles;
                var more = Arrays.copyOf(all, all.length + 1);
                more[all.length] = h;
                yield more;
            }
        };
    }

    void remove(SaiHandle<?> h) {
        if (handles == h) {
            handles = null;
        } else if (handles instanceof SaiHandle<?>[] all) {
            var rest = Arrays.stream(all).filter(x -> x != h).toArray(SaiHandle<?>[]::new);
            handles = rest.length == 1 ? rest[0] : rest;
        }
    }

    /** A handle other than {@code except} that sets {@code spec}, or null. */
    SaiHandle<?> ownerOf(AttrSpec spec, SaiHandle<?> except) {
        switch (handles) {
            case null -> {
                return null;
            }
            case SaiHandle<?> one -> {
                return one != except && AttrLists.indexOf(one.attributes(), spec) >= 0 ? one : null;
            }
            default -> {
                for (SaiHandle<?> h : (SaiHandle<?>[]) handles) {
                    if (h != except && AttrLists.indexOf(h.attributes(), spec) >= 0) {
                        return h;
                    }
                }
                return null;
            }
        }
    }

    boolean isClaimed(AttrSpec spec) {
        return ownerOf(spec, null) != null;
    }
}
