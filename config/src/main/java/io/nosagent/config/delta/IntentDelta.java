package io.nosagent.config.delta;

import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.config.intent.SectionKey;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.SystemIntent;
import io.nosagent.config.rib.LearnedRoute;
import io.nosagent.config.rib.Rib;
import io.nosagent.net.Cidr;

import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * What one commit (or one change of the learned routes, {@link Rib}) changes, handed to every programmer (the idea of FBOSS's StateDelta): a programmer
 * walks only what changed, so a commit that touches one leaf costs work in proportion to that leaf, not
 * to the whole intent. Any section's change is {@link #change}: a new section needs nothing here.
 *
 * <p>A section both intents share by reference (every section an edit did not touch) costs one identity
 * check. What a feature derives from the delta once for all its programmers (routing's per-route changes)
 * is kept with {@link #derived}, computed on first use.
 *
 * @see io.nosagent.config.intent.SectionKey
 */
public final class IntentDelta {

    private static final Function<IntentDelta, MapDelta<Cidr, LearnedRoute>> LEARNED =
            d -> MapDelta.between(d.previousRib.routes(), d.desiredRib.routes());

    private final SwitchIntent previous;
    private final SwitchIntent desired;
    private final Rib previousRib;
    private final Rib desiredRib;
    private static final Function<IntentDelta, MapDelta<String, InterfaceIntent>> INTERFACES =
            d -> MapDelta.between(d.previous.interfaces(), d.desired.interfaces());

    private final Map<Function<IntentDelta, ?>, Object> derived = new ConcurrentHashMap<>();
    /** Per section, whether it changed: a section's equality can walk a large table, so it is asked once. */
    private final Map<SectionKey<?>, Optional<? extends Change<?>>> changes = new ConcurrentHashMap<>();

    private IntentDelta(SwitchIntent previous, Rib previousRib, SwitchIntent desired, Rib desiredRib) {
        this.previous = Objects.requireNonNull(previous, "previous");
        this.desired = Objects.requireNonNull(desired, "desired");
        this.previousRib = Objects.requireNonNull(previousRib, "previousRib");
        this.desiredRib = Objects.requireNonNull(desiredRib, "desiredRib");
    }

    /** The change from {@code previous} to {@code desired}, with nothing learned. */
    public static IntentDelta between(SwitchIntent previous, SwitchIntent desired) {
        return new IntentDelta(previous, Rib.EMPTY, desired, Rib.EMPTY);
    }

    /** The change from one intent and learned table to another (a commit keeps the table; a learned change, the intent). */
    public static IntentDelta between(SwitchIntent previous, Rib previousRib, SwitchIntent desired, Rib desiredRib) {
        return new IntentDelta(previous, previousRib, desired, desiredRib);
    }

    /** The intent that is programmed now. */
    public SwitchIntent previous() {
        return previous;
    }

    /** The intent to program. */
    public SwitchIntent desired() {
        return desired;
    }

    /** Section {@code key} before and after, when the commit changes it. */
    @SuppressWarnings("unchecked")
    public <T> Optional<Change<T>> change(SectionKey<T> key) {
        return (Optional<Change<T>>) changes.computeIfAbsent(key, k -> {
            T before = previous.get(key);
            T after = desired.get(key);
            return before == after || before.equals(after) ? Optional.empty() : Optional.of(new Change<>(before, after));
        });
    }

    /** The learned routes programmed now. */
    public Rib previousRib() {
        return previousRib;
    }

    /** The learned routes to program. */
    public Rib desiredRib() {
        return desiredRib;
    }

    /** Learned routes by prefix: added, withdrawn, changed (none when the table is the same). */
    public MapDelta<Cidr, LearnedRoute> learned() {
        return previousRib == desiredRib ? MapDelta.none() : derived(LEARNED);
    }

    /** The system container, when it changed. */
    public Optional<Change<SystemIntent>> system() {
        return change(SwitchIntent.SYSTEM);
    }

    /** Interfaces by name: added, removed, changed. */
    public MapDelta<String, InterfaceIntent> interfaces() {
        return derived(INTERFACES);
    }

    /**
     * What {@code derivation} computes from this delta, computed once: the function is the key, so pass
     * the same function object each time (a constant or a method reference held in one).
     */
    @SuppressWarnings("unchecked")
    public <D> D derived(Function<IntentDelta, D> derivation) {
        Object value = derived.get(derivation);
        if (value == null) {
            value = derivation.apply(this);
            derived.putIfAbsent(derivation, value);
        }
        return (D) value;
    }

    /** True when the commit changes no section. */
    public boolean isEmpty() {
        if (!learned().isEmpty()) {
            return false;
        }
        if (previous == desired) {
            return true;
        }
        var keys = new TreeSet<SectionKey<?>>(previous.sections());
        keys.addAll(desired.sections());
        for (SectionKey<?> key : keys) {
            if (change(key).isPresent()) {
                return false;
            }
        }
        return true;
    }

    /** The delta that undoes this one (used to re-apply the previous intent after a failure). */
    public IntentDelta reversed() {
        return new IntentDelta(desired, desiredRib, previous, previousRib);
    }

    /** Deltas are equal when they go between equal intents. */
    @Override
    public boolean equals(Object o) {
        return o instanceof IntentDelta d && d.previous.equals(previous) && d.desired.equals(desired)
                && d.previousRib.equals(previousRib) && d.desiredRib.equals(desiredRib);
    }

    @Override
    public int hashCode() {
        return Objects.hash(previous, desired, previousRib, desiredRib);
    }

    @Override
    public String toString() {
        return "IntentDelta[" + previous.system().hostname() + "]";
    }
}
