package io.nosagent.agent.gnmi.subscribe;

import io.nosagent.feature.gnmi.PathHandler;
import io.nosagent.sai.observe.Published;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.ArrayList;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.LongConsumer;

/**
 * Where data changes reach the subscriptions: every {@link Published} value a served handler reads gets
 * one bit, and each new value of it tells the listeners its bit (on the publishing thread: they only hand
 * work off), so a stream re-evaluates only the handlers that read what changed.
 */
public final class ChangeFeed implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(ChangeFeed.class);

    private final Map<Published<?>, Long> bits = new IdentityHashMap<>();
    private final List<LongConsumer> listeners = new CopyOnWriteArrayList<>();
    private final List<AutoCloseable> subscriptions = new ArrayList<>();

    /** Listens to every source of {@code handlers} (at most 64 distinct values). */
    public ChangeFeed(Collection<PathHandler> handlers) {
        for (PathHandler h : handlers) {
            for (Published<?> source : h.sources()) {
                if (bits.containsKey(source)) {
                    continue;
                }
                if (bits.size() == Long.SIZE) {
                    throw new IllegalStateException("more than " + Long.SIZE + " published values feed gNMI");
                }
                long bit = 1L << bits.size();
                bits.put(source, bit);
                subscriptions.add(source.subscribe(value -> announce(bit)));
            }
        }
    }

    /** The bits of {@code sources} (0 for a value no handler reads). */
    public long bitsOf(Collection<Published<?>> sources) {
        long mask = 0;
        for (Published<?> s : sources) {
            mask |= bits.getOrDefault(s, 0L);
        }
        return mask;
    }

    /** Hears the bit of every new value; close the returned handle to stop. */
    public AutoCloseable listen(LongConsumer listener) {
        listeners.add(listener);
        return () -> listeners.remove(listener);
    }

    private void announce(long bit) {
        for (var l : listeners) {
            try {
                l.accept(bit);
            } catch (RuntimeException e) {
                log.warn("change listener failed", e);
            }
        }
    }

    @Override
    public void close() {
        for (AutoCloseable s : subscriptions) {
            try {
                s.close();
            } catch (Exception e) {
                log.debug("unsubscribe failed", e);
            }
        }
    }
}
