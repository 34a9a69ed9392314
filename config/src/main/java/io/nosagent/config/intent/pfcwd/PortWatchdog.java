package io.nosagent.config.intent.pfcwd;

import java.util.Collections;
import java.util.Objects;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The watchdog on one port: on or off, and settings that differ from the switch-wide ones, for the
 * port and for single queues of it.
 *
 * @param name      interface name
 * @param enabled   false keeps the watchdog off this port's queues
 * @param overrides the port's own settings (inherited from the switch where empty)
 * @param queues    per queue index, settings that differ from the port's
 */
public record PortWatchdog(String name, boolean enabled, WatchdogOverrides overrides,
                           SortedMap<Integer, WatchdogOverrides> queues) {

    public PortWatchdog {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(overrides, "overrides");
        queues = Collections.unmodifiableSortedMap(new TreeMap<>(queues));
    }

    /** The port watched with everything inherited. */
    public static PortWatchdog named(String name) {
        return new PortWatchdog(name, true, WatchdogOverrides.NONE, new TreeMap<>());
    }

    public PortWatchdog withEnabled(boolean value) {
        return new PortWatchdog(name, value, overrides, queues);
    }

    public PortWatchdog withOverrides(WatchdogOverrides value) {
        return new PortWatchdog(name, enabled, value, queues);
    }

    public PortWatchdog withQueue(int index, WatchdogOverrides value) {
        var map = new TreeMap<>(queues);
        map.put(index, value);
        return new PortWatchdog(name, enabled, overrides, map);
    }
}
