package io.nosagent.config.intent;

import java.util.Collection;
import java.util.Collections;
import java.util.Map;
import java.util.NavigableMap;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.function.UnaryOperator;

/**
 * Everything the operator wants of this switch: one value per config section, each found by its
 * {@link SectionKey}. Immutable; equality is configuration equality (versions live in the store, not here).
 * A section that holds its key's {@code unconfigured} value is not kept, so two intents configuring the
 * same are equal however they were built.
 *
 * <p>Two sections every feature reads have accessors of their own: {@link #system()} (hostname and
 * switch-wide settings, always present) and {@link #interfaces()} (configured interfaces by name, in
 * front-panel order; a port absent here is not configured by the operator). A feature's own section is
 * read with {@link #get} ({@code intent.get(QosIntent.SECTION)}, or the record's {@code of(intent)}).
 */
public final class SwitchIntent {

    /** The switch-wide settings: hostname, ... */
    public static final SectionKey<SystemIntent> SYSTEM = SectionKey.of("system", SystemIntent.named("switch"));
    /** The configured interfaces by name. */
    public static final SectionKey<NavigableMap<String, InterfaceIntent>> INTERFACES =
            SectionKey.of("interfaces", Collections.unmodifiableNavigableMap(new TreeMap<>(InterfaceNameOrder.INSTANCE)));

    private final SortedMap<SectionKey<?>, Object> sections;

    private SwitchIntent(SortedMap<SectionKey<?>, Object> sections) {
        if (!sections.containsKey(SYSTEM)) {
            throw new IllegalArgumentException("an intent needs its system section (the hostname)");
        }
        this.sections = Collections.unmodifiableSortedMap(sections);
    }

    /** An intent naming the switch and configuring nothing else. */
    public static SwitchIntent named(String hostname) {
        return builder().system(SystemIntent.named(hostname)).build();
    }

    public static Builder builder() {
        return new Builder();
    }

    /** The section {@code key} names: what is configured, else the key's unconfigured value. */
    @SuppressWarnings("unchecked")
    public <T> T get(SectionKey<T> key) {
        Object value = sections.get(key);
        return value == null ? key.unconfigured() : (T) value;
    }

    /** A copy with section {@code key} set to {@code value} (its unconfigured value removes it). */
    public <T> SwitchIntent with(SectionKey<T> key, T value) {
        return toBuilder().put(key, value).build();
    }

    /** The sections configured, by name (the system section always). */
    public Set<SectionKey<?>> sections() {
        return sections.keySet();
    }

    public SystemIntent system() {
        return get(SYSTEM);
    }

    public NavigableMap<String, InterfaceIntent> interfaces() {
        return get(INTERFACES);
    }

    public Optional<InterfaceIntent> interfaceNamed(String name) {
        return Optional.ofNullable(interfaces().get(name));
    }

    public SwitchIntent withSystem(SystemIntent value) {
        return with(SYSTEM, value);
    }

    /** A copy with {@code value} added, or replacing the interface of the same name. */
    public SwitchIntent withInterface(InterfaceIntent value) {
        var map = new TreeMap<>(interfaces());
        map.put(value.name(), value);
        return toBuilder().interfaces(map).build();
    }

    public SwitchIntent withoutInterface(String name) {
        var map = new TreeMap<>(interfaces());
        map.remove(name);
        return toBuilder().interfaces(map).build();
    }

    public SwitchIntent withInterfaces(Collection<InterfaceIntent> values) {
        var map = new TreeMap<String, InterfaceIntent>();
        values.forEach(i -> {
            if (map.put(i.name(), i) != null) {
                throw new IllegalArgumentException("interface '" + i.name() + "' given twice");
            }
        });
        return toBuilder().interfaces(map).build();
    }

    /** A builder holding this intent's sections. */
    public Builder toBuilder() {
        var b = new Builder();
        b.sections.putAll(sections);
        return b;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SwitchIntent other && other.sections.equals(sections);
    }

    @Override
    public int hashCode() {
        return sections.hashCode();
    }

    @Override
    public String toString() {
        return "SwitchIntent" + sections;
    }

    /** Assembles an intent section by section (decoders produce one section at a time). */
    public static final class Builder {
        private final TreeMap<SectionKey<?>, Object> sections = new TreeMap<>();

        private Builder() {
        }

        /** Sets section {@code key}; its unconfigured value removes it. */
        public <T> Builder put(SectionKey<T> key, T value) {
            Objects.requireNonNull(value, key.name());
            if (value.equals(key.unconfigured()) && !key.equals(SYSTEM)) {
                sections.remove(key);
            } else {
                sections.put(key, value);
            }
            return this;
        }

        /** Changes section {@code key} (its parts may come from two document members). */
        @SuppressWarnings("unchecked")
        public <T> Builder edit(SectionKey<T> key, UnaryOperator<T> edit) {
            Object now = sections.get(key);
            return put(key, edit.apply(now == null ? key.unconfigured() : (T) now));
        }

        public Builder system(SystemIntent value) {
            return put(SYSTEM, value);
        }

        /** The interfaces, each keyed by its name, kept in front-panel order. */
        public Builder interfaces(Map<String, InterfaceIntent> value) {
            var sorted = new TreeMap<String, InterfaceIntent>(InterfaceNameOrder.INSTANCE);
            value.forEach((name, intent) -> {
                if (!name.equals(intent.name())) {
                    throw new IllegalArgumentException("interface keyed '" + name + "' is named '" + intent.name() + "'");
                }
                sorted.put(name, intent);
            });
            return put(INTERFACES, Collections.unmodifiableNavigableMap(sorted));
        }

        /** The intent; {@link IllegalStateException} if the system section (the hostname) is missing. */
        public SwitchIntent build() {
            if (!sections.containsKey(SYSTEM)) {
                throw new IllegalStateException("no system section (hostname is required)");
            }
            return new SwitchIntent(new TreeMap<>(sections));
        }
    }
}
