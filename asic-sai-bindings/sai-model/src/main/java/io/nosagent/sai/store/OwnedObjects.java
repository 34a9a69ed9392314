package io.nosagent.sai.store;

import io.nosagent.sai.Attribute;
import io.nosagent.sai.SaiObject;
import io.nosagent.sai.store.key.HostKey;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Optional;
import java.util.SequencedMap;
import java.util.Set;

/**
 * The SAI objects one programmer owns, each by its host key, brought to the {@link ObjectSpec}s the
 * programmer desires through the {@link SaiStore}, which writes only what differs. A programmer computes
 * what it wants from the intent, then hands it here:
 *
 * <ul>
 *   <li>{@link #reconcile}: the whole set. Ensures each desired object in order (so each after what it
 *       refers to), then releases every object owned and no longer desired, newest first (so what refers
 *       to an object goes before it). O(desired + owned).</li>
 *   <li>{@link #ensure} and {@link #release}: one object, for a programmer reconciling only the items a
 *       config delta names. O(the object's attributes), whatever the number owned.</li>
 * </ul>
 * "Newest" is the order objects were last ensured in. A switch-built object is owned by a handle on its
 * share (QoS's attributes of a port); releasing it gives them back to their SAI defaults.
 *
 * <p>The bookkeeping stays true to the ASIC when a call fails: an object the ASIC refused to create is
 * not owned, an update the ASIC refused leaves the old share owned, and a released object is no longer
 * owned even if the ASIC refused to remove it (the store keeps it, without owner, for the next ensure
 * of the key or its {@link SaiStore#releaseUnclaimed()} to settle). So the reversed delta of a refused
 * commit puts back what was there. Owned by the update thread: not thread-safe.
 */
public final class OwnedObjects {

    private final SaiStore store;
    /** In the order last ensured. */
    private final SequencedMap<HostKey<?>, SaiHandle<?>> handles = new LinkedHashMap<>();

    public OwnedObjects(SaiStore store) {
        this.store = store;
    }

    /**
     * Brings the owned objects to exactly {@code desired}: ensures each in order, then releases the
     * objects no longer desired, newest first.
     *
     * @throws IllegalArgumentException when a key is desired twice (nothing is written)
     * @throws RuntimeException         the first failure; what was ensured before it stays owned, and
     *                                  releases continue past a refused remove, the rest added as suppressed
     */
    public void reconcile(List<? extends ObjectSpec<?>> desired) {
        var wanted = new HashSet<HostKey<?>>(desired.size() * 2);
        for (ObjectSpec<?> spec : desired) {
            if (!wanted.add(spec.key())) {
                throw new IllegalArgumentException(spec.key() + " desired twice");
            }
        }
        for (ObjectSpec<?> spec : desired) {
            ensure(spec);
        }
        var gone = new ArrayList<HostKey<?>>();
        for (HostKey<?> key : handles.sequencedKeySet().reversed()) {
            if (!wanted.contains(key)) {
                gone.add(key);
            }
        }
        releaseInOrder(gone);
    }

    /**
     * Ensures one object as {@code spec} wants it, resolving its references to the ids the store knows:
     * creates it (or claims what another owner or the switch has), or brings this owner's share to the
     * spec. It becomes the newest owned object.
     *
     * @throws IllegalStateException when a referred object is not programmed
     */
    public <O extends SaiObject> SaiHandle<O> ensure(ObjectSpec<O> spec) {
        List<Attribute.Of<O>> attrs = resolve(spec);
        SaiHandle<O> h = owned(spec.key());
        if (h == null) {
            h = store.ensure(spec.key(), attrs);
        } else {
            h.update(attrs);
            handles.remove(spec.key());
        }
        handles.put(spec.key(), h);
        return h;
    }

    /**
     * Releases the object {@code key}, if owned: a created object is removed once no other owner holds
     * it, a switch-built one gets back what this owner set.
     *
     * @return whether it was owned
     */
    public boolean release(HostKey<?> key) {
        SaiHandle<?> h = handles.remove(key);
        if (h == null) {
            return false;
        }
        h.close();
        return true;
    }

    /** Releases every owned object, newest first. */
    public void releaseAll() {
        releaseInOrder(new ArrayList<>(handles.sequencedKeySet().reversed()));
    }

    /** The ASIC id of an owned object. */
    public Optional<Long> oidOf(HostKey<?> key) {
        SaiHandle<?> h = handles.get(key);
        return h == null ? Optional.empty() : Optional.of(h.oid());
    }

    /** The handle on an owned object. */
    public <O extends SaiObject> Optional<SaiHandle<O>> handle(HostKey<O> key) {
        return Optional.ofNullable(owned(key));
    }

    public boolean owns(HostKey<?> key) {
        return handles.containsKey(key);
    }

    /** The owned objects' keys, oldest first. */
    public Set<HostKey<?>> keys() {
        return Collections.unmodifiableSequencedSet(handles.sequencedKeySet());
    }

    public int size() {
        return handles.size();
    }

    @SuppressWarnings("unchecked") // a key is a HostKey<O> of one O only, and its handle came from ensure with that key
    private <O extends SaiObject> SaiHandle<O> owned(HostKey<O> key) {
        return (SaiHandle<O>) handles.get(key);
    }

    private <O extends SaiObject> List<Attribute.Of<O>> resolve(ObjectSpec<O> spec) {
        var out = new ArrayList<Attribute.Of<O>>(spec.attrs().size());
        for (Desired<O> d : spec.attrs()) {
            out.add(switch (d) {
                case Desired.Value<O> v -> v.attribute();
                case Desired.Ref<O> r -> r.spec().oid(idOf(spec, r.target()));
                case Desired.Refs<O> r -> r.spec().oids(r.targets().stream().mapToLong(t -> idOf(spec, t)).toArray());
            });
        }
        return out;
    }

    private long idOf(ObjectSpec<?> spec, HostKey<?> target) {
        return store.oidOf(target).orElseThrow(() ->
                new IllegalStateException(spec.key() + " refers to " + target + ", which is not programmed"));
    }

    private void releaseInOrder(List<HostKey<?>> keys) {
        RuntimeException failure = null;
        for (HostKey<?> key : keys) {
            try {
                release(key);
            } catch (RuntimeException e) {
                if (failure == null) {
                    failure = e;
                } else {
                    failure.addSuppressed(e);
                }
            }
        }
        if (failure != null) {
            throw failure;
        }
    }
}
