package io.nosagent.agent.gnmi.tree;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * What one handler wrote at one time. Shared by every reader while its sources have not changed, so
 * nobody may modify {@link #document()}. Identity is the cache key for views derived from it.
 */
public final class Evaluation {

    private final PathHandler handler;
    private final long[] versions;
    private final ObjectNode document;
    private final long timestamp;
    private final java.util.Map<Object, Object> views = new java.util.concurrent.ConcurrentHashMap<>();

    Evaluation(PathHandler handler, long[] versions, ObjectNode document, long timestamp) {
        this.handler = handler;
        this.versions = versions;
        this.document = document;
        this.timestamp = timestamp;
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

    boolean currentAt(long[] now) {
        return versions != null && java.util.Arrays.equals(versions, now);
    }
}
