package io.nosagent.watchdog.alarm;

import io.nosagent.sai.observe.Published;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The active alarms. Changes are serialised; readers get an immutable list, oldest first. */
public final class AlarmTable {

    private static final Logger log = LoggerFactory.getLogger(AlarmTable.class);

    private final Map<String, Alarm> active = new LinkedHashMap<>();
    private final Published<List<Alarm>> view = new Published<>("active alarms", List.of());

    /** Raises {@code alarm}, or replaces the active one of the same id (its text or severity changed). */
    public void raise(Alarm alarm) {
        synchronized (this) {
            if (alarm.equals(active.get(alarm.id()))) {
                return;
            }
            active.put(alarm.id(), alarm);
            view.publish(List.copyOf(active.values()));
        }
        log.warn("alarm {} {}: {} ({})", alarm.id(), alarm.severity(), alarm.text(), alarm.resource());
    }

    /** Clears the alarm {@code id}, if active. */
    public void clear(String id) {
        synchronized (this) {
            if (active.remove(id) == null) {
                return;
            }
            view.publish(List.copyOf(active.values()));
        }
        log.info("alarm {} cleared", id);
    }

    /** The active alarms, oldest first. */
    public List<Alarm> active() {
        return view.get();
    }

    /** The new list after every change, published on the thread that made it. */
    public Published<List<Alarm>> changes() {
        return view;
    }
}
