package io.nosagent.agent.gnmi.tree;

import io.nosagent.feature.gnmi.PathHandler;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What one handler wrote at one time. Shared by every reader while its sources have not changed, so
 * nobody may modify {@link #document()}. Identity is the cache key for views derived from it.
 *
 * <p>It remembers the handler's evaluation before it (only that one: the link is cut when a newer
 * evaluation takes over), so a view can be derived from the previous one's instead of from scratch
 * when most of the data is unchanged.
 */
public final class Evaluation {

    private final PathHandler handler;
    private final long[] versions;
    private final ObjectNode document;
    private final long timestamp;
    private final Map<Object, Object> views = new ConcurrentHashMap<>();
    private volatile Evaluation previous;

    Evaluation(PathHandler handler, long[] versions, ObjectNode document, long timestamp, Evaluation previous) {
        this.handler = handler;
        this.versions = versions;
        this.document = document;
        this.timestamp = timestamp;
        this.previous = previous;
        if (previous != null) {
            previous.previous = null; // keep one step of history, not a chain of every evaluation
        }
    }

    public PathHandler handler() {
        return handler;
    }

    /** The handler's data (read only). */
    public ObjectNode document() {
        return document;
    }

    /** When the data was collected, ns since the epoch. */
    public long timestamp() {
        return timestamp;
    }

    /**
     * A view derived from this evaluation (e.g. its leaves under one path, encoded one way), computed
     * once and shared by every reader of the same evaluation.
     */
    @SuppressWarnings("unchecked")
    public <T> T view(Object key, java.util.function.Supplier<T> compute) {
        return (T) views.computeIfAbsent(key, k -> compute.get());
    }

    /**
     * The view {@code key} of the handler's previous evaluation, if that one is still known and had
     * it computed; null otherwise.
     */
    @SuppressWarnings("unchecked")
    public <T> T previousView(Object key) {
        Evaluation p = previous;
        return p == null ? null : (T) p.views.get(key);
    }

    boolean currentAt(long[] now) {
        return versions != null && java.util.Arrays.equals(versions, now);
    }
}
