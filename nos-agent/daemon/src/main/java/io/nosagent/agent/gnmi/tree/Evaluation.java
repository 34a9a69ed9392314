package io.nosagent.agent.gnmi.tree;

import io.nosagent.feature.gnmi.PathHandler;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What one handler wrote at one time. Shared by every reader while its sources have not changed, so
 * nobody may modify {@link #document()}. Identity is the cache key for views derived from it.
 *
 * <p>It remembers the handler's two evaluations before it (only those: the link is cut when a newer
 * evaluation takes over), so a view can be derived from an earlier one's instead of from scratch
 * when most of the data is unchanged. Two, because a source may publish between two reads of a view
 * (counters polled every 50 ms, sampled every 100 ms): the evaluation just before then has no view,
 * and without the one before it every sample was encoded from scratch.
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
        if (previous != null && previous.previous != null) {
            previous.previous.previous = null; // keep two steps of history, not a chain of every evaluation
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
     * The view {@code key} of the handler's latest earlier evaluation (of the two it remembers) that had
     * it computed; null otherwise.
     */
    @SuppressWarnings("unchecked")
    public <T> T previousView(Object key) {
        Evaluation p = previous;
        if (p == null) {
            return null;
        }
        Object view = p.views.get(key);
        Evaluation before = p.previous;
        return (T) (view != null || before == null ? view : before.views.get(key));
    }

    boolean currentAt(long[] now) {
        return versions != null && java.util.Arrays.equals(versions, now);
    }
}
