package io.nosagent.agent.gnmi.subscribe;

import io.nosagent.agent.gnmi.tree.Source;
import io.nosagent.agent.gnmi.tree.Versions;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.function.Consumer;

/**
 * Where data changes are announced: the agent wires commits, port state changes and counter
 * snapshots to {@link #publish}; each bumps that source's version (so cached handler output is
 * known stale) and then tells every listener. Listeners run on the publishing thread and must only
 * hand work off.
 */
public final class ChangeFeed implements Versions {

    private static final Logger log = LoggerFactory.getLogger(ChangeFeed.class);

    private final AtomicLongArray versions = new AtomicLongArray(Source.values().length);
    private final List<Consumer<Source>> listeners = new CopyOnWriteArrayList<>();

    @Override
    public long version(Source source) {
        return versions.get(source.ordinal());
    }

    /** Records that {@code source}'s data changed (after the change is visible) and tells the listeners. */
    public void publish(Source source) {
        versions.incrementAndGet(source.ordinal());
        for (var l : listeners) {
            try {
                l.accept(source);
            } catch (RuntimeException e) {
                log.warn("change listener failed", e);
            }
        }
    }

    public AutoCloseable listen(Consumer<Source> listener) {
        listeners.add(listener);
        return () -> listeners.remove(listener);
    }
}
