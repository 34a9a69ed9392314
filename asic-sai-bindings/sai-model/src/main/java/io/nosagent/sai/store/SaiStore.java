package io.nosagent.sai.store;

import io.nosagent.sai.AttrDefault;
import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.EntryKey;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.Sai;
import io.nosagent.sai.SaiException;
import io.nosagent.sai.SaiStatusCode;
import io.nosagent.sai.ZeroValues;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The SAI objects the agent owns, by host key.
 *
 * <ul>
 *   <li>{@link #ensure(SaiKey, List)} creates the object the first time; afterwards it sets only the
 *       attributes whose value differs (one SAI {@code set} each) and resets dropped attributes to
 *       their SAI default.</li>
 *   <li>Every {@code ensure} returns a new {@link SaiHandle} (one reference); the last handle
 *       closed removes the object.</li>
 *   <li>{@link #warmBootState()} and {@link #reload(WarmBootState)} carry ownership across an agent
 *       restart: reloaded objects are adopted without a create and claimed by the next
 *       {@code ensure} of the same key; {@link #releaseUnclaimed()} removes the ones nobody wants.</li>
 * </ul>
 * A create-only attribute cannot change in place: changing one is refused, since the host key
 * should then name a different object.
 */
public final class SaiStore {

    private final Sai sai;
    private final long switchId;
    private final Map<Object, Tracked> tracked = new HashMap<>();
    private long nextSequence;

    /** One owned object: its ASIC id, the attributes last programmed, and its reference count. */
    static final class Tracked {
        final Object key;
        final ObjectType type;
        final long sequence;
        long oid;
        /** Attributes as last programmed; null while adopted and not yet claimed (unknown). */
        List<Attribute> attrs;
        int refs;

        Tracked(Object key, ObjectType type, long sequence, long oid, List<Attribute> attrs) {
            this.key = key;
            this.type = type;
            this.sequence = sequence;
            this.oid = oid;
            this.attrs = attrs;
        }

        boolean isEntry() {
            return key instanceof EntryKey;
        }
    }

    public SaiStore(Sai sai, long switchId) {
        this.sai = sai;
        this.switchId = switchId;
    }

    /** Ensures the object-id object {@code key} exists with {@code attrs}; returns a new reference to it. */
    public SaiHandle ensure(SaiKey key, List<Attribute> attrs) {
        Tracked t = tracked.get(key);
        if (t == null) {
            long oid = sai.create(key.type(), switchId, attrs);
            t = new Tracked(key, key.type(), nextSequence++, oid, List.copyOf(attrs));
            tracked.put(key, t);
        } else {
            reconcile(t, attrs);
        }
        return retain(t);
    }

    /** Ensures the entry {@code key} (route, neighbor) exists with {@code attrs}; returns a new reference to it. */
    public SaiHandle ensure(EntryKey key, List<Attribute> attrs) {
        Tracked t = tracked.get(key);
        if (t == null) {
            sai.create(key, attrs);
            t = new Tracked(key, key.objectType(), nextSequence++, 0, List.copyOf(attrs));
            tracked.put(key, t);
        } else {
            reconcile(t, attrs);
        }
        return retain(t);
    }

    /** The ASIC id of {@code key}, if the store owns it. */
    public Optional<Long> oidOf(SaiKey key) {
        Tracked t = tracked.get(key);
        return t == null ? Optional.empty() : Optional.of(t.oid);
    }

    public boolean contains(Object key) {
        return tracked.containsKey(key);
    }

    /** Live references to {@code key} (0 when absent or adopted but unclaimed). */
    public int references(Object key) {
        Tracked t = tracked.get(key);
        return t == null ? 0 : t.refs;
    }

    /** Number of objects and entries owned. */
    public int size() {
        return tracked.size();
    }

    /** Everything owned now, for the next start to adopt. */
    public WarmBootState warmBootState() {
        var objects = new ArrayList<WarmBootState.AdoptedObject>();
        var entries = new ArrayList<EntryKey>();
        tracked.values().stream().sorted(Comparator.comparingLong(t -> t.sequence)).forEach(t -> {
            if (t.key instanceof EntryKey e) {
                entries.add(e);
            } else {
                objects.add(new WarmBootState.AdoptedObject((SaiKey) t.key, t.oid));
            }
        });
        return new WarmBootState(objects, entries);
    }

    /**
     * Adopts what a previous run owned: no SAI call is made now. The next {@code ensure} of each key
     * claims the object, reading back only the attributes it names and setting those that differ.
     *
     * @throws IllegalStateException when the store already owns objects
     */
    public void reload(WarmBootState state) {
        if (!tracked.isEmpty()) {
            throw new IllegalStateException("reload into a store that owns " + tracked.size() + " objects");
        }
        for (var o : state.objects()) {
            tracked.put(o.key(), new Tracked(o.key(), o.key().type(), nextSequence++, o.oid(), null));
        }
        for (var e : state.entries()) {
            tracked.put(e, new Tracked(e, e.objectType(), nextSequence++, 0, null));
        }
    }

    /**
     * Removes every object without a live reference (adopted and never claimed, or left over by a
     * failed remove): entries first, then objects newest first, so dependents go before what they use.
     *
     * @return how many were removed
     */
    public int releaseUnclaimed() {
        var orphans = tracked.values().stream().filter(t -> t.refs == 0)
                .sorted(Comparator.comparing((Tracked t) -> !t.isEntry()).thenComparing(t -> -t.sequence))
                .toList();
        var failures = new ArrayList<String>();
        int removed = 0;
        for (Tracked t : orphans) {
            try {
                removeFromAsic(t);
                tracked.remove(t.key);
                removed++;
            } catch (SaiException e) {
                failures.add(t.key + ": " + e.status());
            }
        }
        if (!failures.isEmpty()) {
            throw new IllegalStateException("could not remove unclaimed objects: " + failures);
        }
        return removed;
    }

    SaiHandle retain(Tracked t) {
        t.refs++;
        return new SaiHandle(this, t);
    }

    void release(Tracked t) {
        if (--t.refs > 0) {
            return;
        }
        // Left tracked with no references if the ASIC refuses (e.g. still in use), so a later
        // ensure can claim it again or releaseUnclaimed can retry.
        removeFromAsic(t);
        tracked.remove(t.key);
    }

    void reconcile(Tracked t, List<Attribute> wanted) {
        if (t.attrs == null) {
            t.attrs = readBack(t, wanted);
        }
        var current = new ArrayList<>(t.attrs);
        try {
            for (Attribute a : wanted) {
                int i = indexOf(current, a.spec());
                AttrValue now = i >= 0 ? current.get(i).value() : defaultValue(a.spec());
                if (a.value().equals(now)) {
                    if (i < 0) {
                        current.add(a);
                    }
                    continue;
                }
                if (a.spec().isCreateOnly()) {
                    throw new IllegalArgumentException("create-only " + a.spec().name() + " of " + t.key
                            + " cannot change (" + now + " -> " + a.value() + "): the object needs a new host key");
                }
                setOnAsic(t, a);
                if (i >= 0) {
                    current.set(i, a);
                } else {
                    current.add(a);
                }
            }
            for (Attribute had : List.copyOf(current)) {
                if (indexOf(wanted, had.spec()) >= 0) {
                    continue;
                }
                AttrValue reset = defaultValue(had.spec());
                if (reset != null && !had.spec().isCreateOnly() && !reset.equals(had.value())) {
                    setOnAsic(t, new Attribute(had.spec(), reset));
                }
                current.remove(had);
            }
        } finally {
            t.attrs = List.copyOf(current);
        }
    }

    private List<Attribute> readBack(Tracked t, List<Attribute> wanted) {
        var specs = wanted.stream().map(Attribute::spec).toList();
        List<AttrValue> values = t.isEntry() ? sai.get((EntryKey) t.key, specs) : sai.get(t.type, t.oid, specs);
        var out = new ArrayList<Attribute>(specs.size());
        for (int i = 0; i < specs.size(); i++) {
            out.add(new Attribute(specs.get(i), values.get(i)));
        }
        return out;
    }

    private void setOnAsic(Tracked t, Attribute a) {
        if (t.isEntry()) {
            sai.set((EntryKey) t.key, a);
        } else {
            sai.set(t.type, t.oid, a);
        }
    }

    private void removeFromAsic(Tracked t) {
        try {
            if (t.isEntry()) {
                sai.remove((EntryKey) t.key);
            } else {
                sai.remove(t.type, t.oid);
            }
        } catch (SaiException e) {
            // Already gone (e.g. removed behind our back): nothing left to release.
            var code = e.status().code();
            if (code != SaiStatusCode.ITEM_NOT_FOUND && code != SaiStatusCode.INVALID_OBJECT_ID) {
                throw e;
            }
        }
    }

    private static int indexOf(List<Attribute> attrs, AttrSpec spec) {
        for (int i = 0; i < attrs.size(); i++) {
            AttrSpec s = attrs.get(i).spec();
            if (s.id() == spec.id() && s.objectType() == spec.objectType()) {
                return i;
            }
        }
        return -1;
    }

    /** The value an attribute has when nobody set it, or null when SAI does not say. */
    private static AttrValue defaultValue(AttrSpec spec) {
        AttrDefault d = spec.defaultValue();
        return switch (d.kind()) {
            case VALUE -> d.value();
            case EMPTY_LIST -> ZeroValues.of(spec.valueType());
            default -> null;
        };
    }
}
