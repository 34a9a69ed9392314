package io.nosagent.agent.gnmi.tree;

import io.nosagent.agent.gnmi.schema.DataNode.Container;
import io.nosagent.agent.gnmi.schema.DataSchema;

import java.util.List;
import java.util.Set;

/**
 * Serves one part of the data tree. It declares that part ({@link #schema()}: root-level
 * containers built with {@link io.nosagent.agent.gnmi.schema.Yang}), says what changes it
 * ({@link #sources()}), and writes its current data as RFC 7951 JSON into a {@link DataWriter}.
 *
 * <p>Leaves are owned by exactly one handler; containers and lists (and their key leaves, with a key's mirror in the entry's config) are
 * shared, so several handlers can fill the same list entry (config, state, counters of one
 * interface). Handlers read immutable inputs (the running intent, a counter snapshot) and must not
 * block.
 */
public interface PathHandler {

    /** The gNMI origin the data belongs to. */
    default String origin() {
        return DataSchema.OPENCONFIG;
    }

    /** The handler's fragment of the tree, from the root. */
    List<Container> schema();

    /** The events after which its data may differ. */
    Set<Source> sources();

    /**
     * Writes everything the handler serves. A handler whose data was collected at a known time (a
     * counter poll) stamps it with {@link DataWriter#timestamp(long)}.
     */
    void write(DataWriter out);

    /**
     * Writes what a Get of {@code asked} needs. Most handlers write everything ({@link #write(DataWriter)});
     * one whose data is expensive per entry (a snapshot's content) writes only the entries the path names.
     * Subscriptions use {@link #write(DataWriter)}.
     */
    default void write(DataWriter out, io.nosagent.config.ConfigPath asked) {
        write(out);
    }
}
