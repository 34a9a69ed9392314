package io.nosagent.sai.vasic;

import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.EntryKey;
import io.nosagent.sai.NeighborEntry;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.RouteEntry;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The objects and entries the virtual ASIC holds, with the reference bookkeeping SAI's remove rules
 * need and the per-type counts its capacities are measured against. Every change is announced to
 * the {@link ObjectListener}s. It checks nothing: callers validate first ({@link SaiRules}) and hold
 * the {@link VirtualAsic}'s lock.
 *
 * <p>References come from OID and OID-list values of writable attributes (read-only lists such as a
 * port's queue list do not pin anything) and from entry keys (a route pins its virtual router, a
 * neighbor its router interface). Objects record their referrers; entries only count, since there
 * are many of them and nobody asks which route uses a group.
 */
final class ObjectTable {

    private static final Logger LOG = LoggerFactory.getLogger(ObjectTable.class);
    private static final ObjectListener[] NO_LISTENERS = {};

    private final ObjectIds ids = new ObjectIds();
    private final OidMap<StoredObject> objects = new OidMap<>();
    private final Map<EntryKey, AttributeSet> routes = new LinkedHashMap<>();
    private final Map<EntryKey, AttributeSet> neighbors = new LinkedHashMap<>();
    private final int[] objectCounts = new int[ObjectType.values().length];
    private int ipv4Routes;
    private int ipv6Routes;
    private ObjectListener[] listeners = NO_LISTENERS;

    // ---- objects ------------------------------------------------------------------------------

    long allocate(ObjectType type) {
        return ids.allocate(type);
    }

    StoredObject find(long oid) {
        return objects.get(oid);
    }

    /** Stores a new object under an id from {@link #allocate}; takes ownership of {@code attrs}. */
    StoredObject insert(long oid, ObjectType type, Attribute[] attrs, boolean builtIn) {
        var object = new StoredObject(oid, type, builtIn, new AttributeSet(attrs));
        objects.put(oid, object);
        objectCounts[type.ordinal()]++;
        for (Attribute a : attrs) {
            reference(a, oid, +1);
        }
        for (ObjectListener l : listeners) { // directly, as insertEntry: a first commit creates ~36k groups and members
            try {
                l.objectCreated(oid, type, object.attributes);
            } catch (RuntimeException e) {
                LOG.warn("object listener {} failed; the change stands", l, e);
            }
        }
        return object;
    }

    void set(StoredObject object, Attribute attr) {
        reference(attr, object.oid, +1);
        Attribute previous = object.attributes.put(attr);
        if (previous != null) {
            reference(previous, object.oid, -1);
        }
        announceChange(object, attr);
    }

    /** Tells listeners about a change the ASIC made itself (a port's oper status). */
    void announceChange(StoredObject object, Attribute attr) {
        announce(l -> l.objectChanged(object.oid, object.type, attr));
    }

    void remove(StoredObject object) {
        removeUnannounced(object);
        announce(l -> l.objectRemoved(object.oid, object.type));
    }

    /**
     * Removes {@code object} and tells nobody yet: a bulk removal announces its objects together, once, with
     * {@link #announceRemoved}. Allocates nothing.
     */
    void removeUnannounced(StoredObject object) {
        objects.remove(object.oid);
        objectCounts[object.type.ordinal()]--;
        AttributeSet attrs = object.attributes;
        for (int i = 0; i < attrs.size(); i++) {
            reference(attrs.get(i), object.oid, -1);
        }
    }

    /** Tells listeners that the first {@code count} of {@code oids}, all of {@code type}, were removed ({@link #removeUnannounced}). */
    void announceRemoved(ObjectType type, long[] oids, int count) {
        if (count > 0) {
            announce(l -> l.objectsRemoved(type, oids, count));
        }
    }

    int count(ObjectType type) {
        return objectCounts[type.ordinal()];
    }

    /** Ids of every object of {@code type}, ascending (creation order). */
    List<Long> objectIds(ObjectType type) {
        var out = new ArrayList<Long>();
        for (long oid : objects.sortedKeys()) {
            if (ObjectIds.typeOf(oid) == type) {
                out.add(oid);
            }
        }
        return out;
    }

    /**
     * The objects of {@code memberType} whose {@code via} attribute names {@code parent}, in the order
     * they started to: the members SAI lists in a parent's read-only attribute.
     */
    long[] members(StoredObject parent, ObjectType memberType, AttrSpec via) {
        var found = new LinkedHashSet<Long>();
        for (long oid : parent.referrers().toArray()) {
            StoredObject member = objects.get(oid);
            if (member != null && member.type == memberType
                    && member.attributes.find(via.id()) instanceof Attribute a
                    && a.value() instanceof AttrValue.Oid(long named) && named == parent.oid) {
                found.add(oid);
            }
        }
        return found.stream().mapToLong(Long::longValue).toArray();
    }

    // ---- entries ------------------------------------------------------------------------------

    AttributeSet findEntry(EntryKey key) {
        return entries(key.objectType()).get(key);
    }

    /** Stores a new entry; false (and nothing changed) when the key is taken. */
    boolean insertEntry(EntryKey key, Attribute[] attrs) {
        var held = new AttributeSet(attrs);
        if (entries(key.objectType()).putIfAbsent(key, held) != null) {
            return false;
        }
        countEntry(key, +1);
        referenceKey(key, +1);
        for (Attribute a : attrs) {
            reference(a, 0, +1);
        }
        // Told directly rather than through announce(): a lambda per entry is 128k of them in a first commit.
        for (ObjectListener l : listeners) {
            try {
                l.entryCreated(key, held);
            } catch (RuntimeException e) {
                LOG.warn("object listener {} failed; the change stands", l, e);
            }
        }
        return true;
    }

    void setEntry(EntryKey key, AttributeSet held, Attribute attr) {
        reference(attr, 0, +1);
        Attribute previous = held.put(attr);
        if (previous != null) {
            reference(previous, 0, -1);
        }
        announce(l -> l.entryChanged(key, attr));
    }

    void removeEntry(EntryKey key, AttributeSet held) {
        entries(key.objectType()).remove(key);
        countEntry(key, -1);
        referenceKey(key, -1);
        for (Attribute a : held) {
            reference(a, 0, -1);
        }
        announce(l -> l.entryRemoved(key));
    }

    int routeCount(boolean ipv4) {
        return ipv4 ? ipv4Routes : ipv6Routes;
    }

    /** Entries of an entry-keyed type in creation order; empty for other types. */
    List<EntryKey> entryKeys(ObjectType type) {
        return switch (type) {
            case ROUTE_ENTRY -> List.copyOf(routes.keySet());
            case NEIGHBOR_ENTRY -> List.copyOf(neighbors.keySet());
            default -> List.of();
        };
    }

    private Map<EntryKey, AttributeSet> entries(ObjectType type) {
        return switch (type) {
            case ROUTE_ENTRY -> routes;
            case NEIGHBOR_ENTRY -> neighbors;
            default -> throw new IllegalArgumentException(type + " is not an entry type");
        };
    }

    private void countEntry(EntryKey key, int delta) {
        if (key instanceof RouteEntry r) {
            if (r.destination().isIpv4()) {
                ipv4Routes += delta;
            } else {
                ipv6Routes += delta;
            }
        }
        objectCounts[key.objectType().ordinal()] += delta;
    }

    private void referenceKey(EntryKey key, int delta) {
        long pinned = switch (key) {
            case RouteEntry r -> r.vrId();
            case NeighborEntry n -> n.rifId();
        };
        StoredObject target = objects.get(pinned);
        if (target != null) {
            target.entryReferences += delta;
        }
    }

    // ---- teardown -----------------------------------------------------------------------------

    /** Removes everything (remove_switch), announcing each removal: entries newest first, then objects by descending id. */
    void clear() {
        for (var map : List.of(routes, neighbors)) {
            for (EntryKey key : List.copyOf(map.keySet()).reversed()) {
                removeEntry(key, map.get(key));
            }
        }
        long[] all = objects.sortedKeys();
        for (int i = all.length - 1; i >= 0; i--) {
            StoredObject object = objects.remove(all[i]);
            announce(l -> l.objectRemoved(object.oid, object.type));
        }
        Arrays.fill(objectCounts, 0);
        ids.reset();
    }

    // ---- listeners ----------------------------------------------------------------------------

    void addListener(ObjectListener listener) {
        listeners = Arrays.copyOf(listeners, listeners.length + 1);
        listeners[listeners.length - 1] = listener;
    }

    /**
     * Tells {@code listener} alone about everything held now, as if it had watched it being built:
     * objects by ascending id (type, then creation order), then neighbors, then routes, in creation order.
     */
    void replay(ObjectListener listener) {
        for (long oid : objects.sortedKeys()) {
            StoredObject object = objects.get(oid);
            listener.objectCreated(oid, object.type, object.attributes);
        }
        for (var map : List.of(neighbors, routes)) {
            for (var e : map.entrySet()) {
                listener.entryCreated(e.getKey(), e.getValue());
            }
        }
    }

    void removeListener(ObjectListener listener) {
        var kept = new ArrayList<>(Arrays.asList(listeners));
        kept.remove(listener);
        listeners = kept.toArray(NO_LISTENERS);
    }

    private void announce(Consumer<ObjectListener> event) {
        for (ObjectListener l : listeners) {
            try {
                event.accept(l);
            } catch (RuntimeException e) {
                LOG.warn("object listener {} failed; the change stands", l, e);
            }
        }
    }

    // ---- references ---------------------------------------------------------------------------

    /** Adds ({@code delta} +1) or drops (-1) the references {@code attr} makes; referrer 0 is an entry. */
    private void reference(Attribute attr, long referrer, int delta) {
        if (!attr.spec().isReadOnly()) {
            reference(attr.value(), referrer, delta);
        }
    }

    private void reference(AttrValue value, long referrer, int delta) {
        switch (value) {
            case AttrValue.Oid(long oid) -> referenceOne(oid, referrer, delta);
            case AttrValue.OidList list -> {
                for (int i = 0; i < list.size(); i++) {
                    referenceOne(list.get(i), referrer, delta);
                }
            }
            case AttrValue.AclField f when f.enable() -> reference(f.data(), referrer, delta);
            case AttrValue.AclAction a when a.enable() && a.parameter() != null -> reference(a.parameter(), referrer, delta);
            default -> {
            }
        }
    }

    private void referenceOne(long oid, long referrer, int delta) {
        StoredObject target = oid == 0 ? null : objects.get(oid);
        if (target == null) {
            return;
        }
        if (referrer == 0) {
            target.entryReferences += delta;
        } else if (delta > 0) {
            target.referrers().add(referrer);
        } else {
            target.referrers().remove(referrer);
        }
    }
}
