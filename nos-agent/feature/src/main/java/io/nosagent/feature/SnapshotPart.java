package io.nosagent.feature;

import com.fasterxml.jackson.core.JsonGenerator;

import java.io.IOException;
import java.util.function.Supplier;

/**
 * A feature's part of a fault snapshot: captured on the thread that triggers the snapshot (references to
 * immutable state, no copy, no ASIC call), written later by the snapshot writer as one member of the
 * snapshot document.
 */
public interface SnapshotPart {

    /** The member of the snapshot document ({@code routing}, {@code qos}, {@code bgp}). */
    String member();

    /** What the part holds now, to be written later. */
    Captured capture();

    /** A captured part, written as the member's JSON value. */
    @FunctionalInterface
    interface Captured {
        void write(JsonGenerator out) throws IOException;
    }

    /** Writes a captured value as JSON. */
    @FunctionalInterface
    interface Writer<T> {
        void write(JsonGenerator out, T value) throws IOException;
    }

    /** The part {@code member} that captures what {@code now} gives and writes it later with {@code writer}. */
    static <T> SnapshotPart of(String member, Supplier<T> now, Writer<T> writer) {
        return new SnapshotPart() {
            @Override
            public String member() {
                return member;
            }

            @Override
            public Captured capture() {
                T value = now.get();
                return out -> writer.write(out, value);
            }
        };
    }
}
