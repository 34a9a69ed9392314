package io.nosagent.config.intent;

import java.util.Objects;

/**
 * Names one section of a {@link SwitchIntent} and says what the section is when nothing is configured.
 * A feature declares its keys beside its records ({@code QosIntent.SECTION}); the intent, its delta and
 * the config store handle every section through its key, so a new section needs no edit to them.
 *
 * <p>Keys are compared by name: two keys of one name are one section.
 *
 * @param name         the section's name in messages and in the order intents list their sections
 * @param unconfigured the section's value when the operator configures nothing in it
 * @param <T>          the section's record (immutable, with value equality)
 */
public record SectionKey<T>(String name, T unconfigured) implements Comparable<SectionKey<?>> {

    public SectionKey {
        Objects.requireNonNull(unconfigured, "unconfigured");
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("a section key needs a name");
        }
    }

    public static <T> SectionKey<T> of(String name, T unconfigured) {
        return new SectionKey<>(name, unconfigured);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SectionKey<?> k && k.name.equals(name);
    }

    @Override
    public int hashCode() {
        return name.hashCode();
    }

    @Override
    public int compareTo(SectionKey<?> o) {
        return name.compareTo(o.name);
    }

    @Override
    public String toString() {
        return name;
    }
}
