package io.nosagent.sai.observe;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/**
 * A value the agent publishes as it changes (the programmed routing state, the active alarms, the latest
 * counter snapshot, the last port event), and whoever wants each new one: the one way state travels from
 * its owner to its readers (gNMI, the watchdog, snapshots), instead of a listener list per owner.
 *
 * <p>{@link #publish} makes the value current, counts a new {@link #version()} (a reader caching what it
 * derived knows it is stale), then tells the subscribers in subscription order on the publishing thread:
 * they must hand work off, not do it. A subscriber that throws is logged and the others still hear.
 *
 * @param <T> the value; immutable, so readers on any thread can keep it
 */
public final class Published<T> {

    private static final Logger log = LoggerFactory.getLogger(Published.class);

    private final String name;
    private final AtomicLong version = new AtomicLong();
    private final List<Consumer<? super T>> subscribers = new CopyOnWriteArrayList<>();
    private volatile T current;

    /** @param name what the value is, for logs ({@code routing state}, {@code alarms}) */
    public Published(String name, T initial) {
        this.name = Objects.requireNonNull(name, "name");
        this.current = Objects.requireNonNull(initial, "initial");
    }

    /** A value that has none before its first publish: a stream of events (port changes, commits, cases opened). */
    public Published(String name) {
        this.name = Objects.requireNonNull(name, "name");
    }

    public String name() {
        return name;
    }

    /**
     * The latest value (the initial one before the first publish).
     *
     * @throws IllegalStateException for an event stream that has published nothing yet
     */
    public T get() {
        T now = current;
        if (now == null) {
            throw new IllegalStateException("no " + name + " published yet");
        }
        return now;
    }

    /** The latest value; empty for an event stream that has published nothing yet. */
    public Optional<T> latest() {
        return Optional.ofNullable(current);
    }

    /** How many times a value was published: a new version means new data. */
    public long version() {
        return version.get();
    }

    /** Makes {@code value} current and tells every subscriber. */
    public void publish(T value) {
        current = Objects.requireNonNull(value, "value");
        version.incrementAndGet();
        for (var s : subscribers) {
            try {
                s.accept(value);
            } catch (RuntimeException e) {
                log.warn("a subscriber of the {} failed", name, e);
            }
        }
    }

    /** Hears every value published from now on; close the returned handle to stop. */
    public AutoCloseable subscribe(Consumer<? super T> subscriber) {
        subscribers.add(Objects.requireNonNull(subscriber, "subscriber"));
        return () -> subscribers.remove(subscriber);
    }

    @Override
    public String toString() {
        return name + " v" + version.get();
    }
}
