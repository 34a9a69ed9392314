package io.nosagent.feature;

import io.nosagent.config.codec.Section;
import io.nosagent.config.validate.IntentValidator;
import io.nosagent.feature.gnmi.PathHandler;
import io.nosagent.feature.gnmi.YangModel;

import io.nosagent.sai.observe.Published;

import java.util.List;

/**
 * What a feature brings to the agent, declared once: its config sections, the checks that relate them
 * to other sections, its programmers and what each runs after, the gNMI state it serves (each handler
 * names the {@code Published} values its data comes from), the YANG models Capabilities lists for it,
 * and its part of a fault snapshot (and what asks for one). The agent wires every feature the same way from these declarations;
 * adding a feature edits neither the intent, nor its delta, nor the daemon.
 *
 * <p>A feature is built from a {@link FeatureContext} (the agent's services) before the startup commit,
 * and closed, newest first, when the agent stops.
 */
public interface Feature extends AutoCloseable {

    /** The feature's name in messages ({@code routing}, {@code qos}). */
    String name();

    /** The config sections it owns, in document order. */
    default List<Section<?>> sections() {
        return List.of();
    }

    /** Checks that relate its sections to others, run on the whole intent once every section is valid. */
    default List<IntentValidator> checks() {
        return List.of();
    }

    /** Its share of every commit. */
    default List<ProgrammingStep> programmers() {
        return List.of();
    }

    /** The gNMI state it serves. */
    default List<PathHandler> stateHandlers() {
        return List.of();
    }

    /** The YANG models its served paths come from, as Capabilities announces them. */
    default List<YangModel> models() {
        return List.of();
    }

    /** What it adds to a fault snapshot. */
    default List<SnapshotPart> snapshotParts() {
        return List.of();
    }

    /** What asks the agent for a fault snapshot (the watchdog's cases as they open). */
    default List<Published<SnapshotTrigger>> snapshotTriggers() {
        return List.of();
    }

    /** The faults it holds against resources now, each change published whole (the watchdog's open cases). */
    default List<Published<List<ComponentFault>>> componentFaults() {
        return List.of();
    }

    /**
     * The agent is about to stop warm: the ASIC keeps forwarding and the next agent adopts it, so what the
     * feature runs should go as a restart that comes back (a routing daemon's peers keep its routes), not as
     * a shutdown. {@link #close} follows.
     */
    default void stoppingWarm() {
    }

    /** Stops what it started (subscriptions, threads, daemons). */
    @Override
    default void close() {
    }
}
