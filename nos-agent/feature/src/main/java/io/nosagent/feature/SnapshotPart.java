package io.nosagent.feature;

import com.fasterxml.jackson.core.JsonGenerator;

import java.io.IOException;

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
}
