package io.nosagent.watchdog.alarm;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

/** The active alarms. Changes are serialised; readers get an immutable list, oldest first. */
public final class AlarmTable {

    private static final Logger log = LoggerFactory.getLogger(AlarmTable.class);

    private final Map<String, Alarm> active = new LinkedHashMap<>();
    private final AtomicReference<List<Alarm>> view = new AtomicReference<>(List.of());
    private final List<Consumer<List<Alarm>>> listeners = new CopyOnWriteArrayList<>();

    /** Raises {@code alarm}, or replaces the active one of the same id (its text or severity changed). */
    public void raise(Alarm alarm) {
        synchronized (this) {
            if (alarm.equals(active.get(alarm.id()))) {
                return;
            }
            active.put(alarm.id(), alarm);
            view.set(List.copyOf(active.values()));
        }
        log.warn("alarm {} {}: {} ({})", alarm.id(), alarm.severity(), alarm.text(), alarm.resource());
        announce();
    }

    /** Clears the alarm {@code id}, if active. */
    public void clear(String id) {
        synchronized (this) {
            if (active.remove(id) == null) {
                return;
            }
            view.set(List.copyOf(active.values()));
        }
        log.info("alarm {} cleared", id);
        announce();
    }

    /** The active alarms, oldest first. */
    public List<Alarm> active() {
        return view.get();
    }

    /** Hears the new list after every change, on the thread that made it. */
    public AutoCloseable onChange(Consumer<List<Alarm>> listener) {
        listeners.add(listener);
        return () -> listeners.remove(listener);
    }

    private void announce() {
        List<Alarm> now = view.get();
        for (var l : listeners) {
            try {
                l.accept(now);
            } catch (RuntimeException e) {
                log.warn("alarm listener failed", e);
            }
        }
    }
}
