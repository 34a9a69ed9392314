package io.nosagent.feature.gnmi;

import io.nosagent.config.ConfigPath;
import io.nosagent.config.schema.SchemaNode.Container;
import io.nosagent.sai.observe.Published;

import java.util.List;
import java.util.Set;

/**
 * Serves one part of the gNMI data tree. It declares that part ({@link #schema()}: root-level containers
 * cut from the tree generated from the YANG with {@link Fragment}), names the {@link Published} values its
 * data comes from ({@link #sources()}: after a new value of any of them its data may differ), and writes
 * its current data as RFC 7951 JSON into a {@link DataWriter}, naming every member by the generated
 * constants ({@code io.nosagent.config.yang}).
 *
 * <p>Leaves are owned by exactly one handler; containers and lists (and their key leaves, with a key's
 * mirror in the entry's config) are shared, so several handlers can fill the same list entry (config,
 * state, counters of one interface). Handlers read immutable inputs (the running intent, a counter
 * snapshot) and must not block.
 */
public interface PathHandler {

    /** The gNMI origin the data belongs to ({@code openconfig}, or the project's {@code nosagent}). */
    default String origin() {
        return YangModel.OPENCONFIG_ORIGIN;
    }

    /** The handler's fragment of the tree, from the root. */
    List<Container> schema();

    /** The values after whose every new publication its data may differ. */
    Set<Published<?>> sources();

    /**
     * Whether it serves configuration (the running config's sections). A Get or subscription of CONFIG
     * data reads only such handlers: a state handler's copy of a list key in an entry's {@code config}
     * (OpenConfig's keys are leafrefs to it) is not configuration, and writing it back must not be needed.
     */
    default boolean servesConfig() {
        return false;
    }

    /** Whether its data changes continuously (clocks, uptime): never cached, only sampled. */
    default boolean changesContinuously() {
        return false;
    }

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
    default void write(DataWriter out, ConfigPath asked) {
        write(out);
    }
}
