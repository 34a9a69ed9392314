package io.nosagent.config.intent.pfcwd;

import io.nosagent.config.intent.SectionKey;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.InterfaceNameOrder;

import java.time.Duration;
import java.util.Collections;
import java.util.Objects;
import java.util.Optional;
import java.util.NavigableMap;
import java.util.TreeMap;

/**
 * The PFC watchdog: it watches every lossless queue (a queue a PFC-enabled priority maps to, as QoS
 * programmed it) of every port unless turned off, and acts on a queue in a storm.
 *
 * @param enabled            false turns the watchdog off everywhere
 * @param pollIntervalMillis how often the counters are judged (100..1000 ms); at most every detection and
 *                           restoration time, so a storm is judged at least once per period
 * @param bigRedSwitch       forces the action of every watched queue now, storm or not, until turned off
 * @param defaults           the settings of every queue unless a port or queue says otherwise
 * @param interfaces         per port, in front-panel order
 */
public record PfcWatchdogIntent(boolean enabled, int pollIntervalMillis, boolean bigRedSwitch, WatchdogSettings defaults,
                                NavigableMap<String, PortWatchdog> interfaces) {

    /** On, 100 ms polls (SONiC's default and the stats collector's), SONiC's detection defaults, no overrides. */
    public static final PfcWatchdogIntent DEFAULT = new PfcWatchdogIntent(true, 100, false, WatchdogSettings.DEFAULT,
            new TreeMap<>());

    /** This section's key in a {@link SwitchIntent}: nothing configured is {@link #DEFAULT}. */
    public static final SectionKey<PfcWatchdogIntent> SECTION = SectionKey.of("pfc-watchdog", DEFAULT);

    /** The PFC watchdog section of {@code intent}. */
    public static PfcWatchdogIntent of(SwitchIntent intent) {
        return intent.get(SECTION);
    }

    public PfcWatchdogIntent {
        Objects.requireNonNull(defaults, "defaults");
        var sorted = new TreeMap<String, PortWatchdog>(InterfaceNameOrder.INSTANCE);
        interfaces.forEach((name, port) -> {
            if (!name.equals(port.name())) {
                throw new IllegalArgumentException("port keyed '" + name + "' is named '" + port.name() + "'");
            }
            sorted.put(name, port);
        });
        interfaces = Collections.unmodifiableNavigableMap(sorted);
    }

    public Duration pollInterval() {
        return Duration.ofMillis(pollIntervalMillis);
    }

    /** The settings of queue {@code queue} of {@code port}; empty when the watchdog is off there. */
    public Optional<WatchdogSettings> settings(String port, int queue) {
        if (!enabled) {
            return Optional.empty();
        }
        PortWatchdog p = interfaces.get(port);
        if (p == null) {
            return Optional.of(defaults);
        }
        if (!p.enabled()) {
            return Optional.empty();
        }
        WatchdogSettings portLevel = p.overrides().over(defaults);
        WatchdogOverrides q = p.queues().get(queue);
        return Optional.of(q == null ? portLevel : q.over(portLevel));
    }

    public PfcWatchdogIntent withEnabled(boolean value) {
        return new PfcWatchdogIntent(value, pollIntervalMillis, bigRedSwitch, defaults, interfaces);
    }

    public PfcWatchdogIntent withPollIntervalMillis(int value) {
        return new PfcWatchdogIntent(enabled, value, bigRedSwitch, defaults, interfaces);
    }

    public PfcWatchdogIntent withBigRedSwitch(boolean value) {
        return new PfcWatchdogIntent(enabled, pollIntervalMillis, value, defaults, interfaces);
    }

    public PfcWatchdogIntent withDefaults(WatchdogSettings value) {
        return new PfcWatchdogIntent(enabled, pollIntervalMillis, bigRedSwitch, value, interfaces);
    }

    /** A copy with {@code value} added, or replacing the port of the same name. */
    public PfcWatchdogIntent withPort(PortWatchdog value) {
        var map = new TreeMap<>(interfaces);
        map.put(value.name(), value);
        return new PfcWatchdogIntent(enabled, pollIntervalMillis, bigRedSwitch, defaults, map);
    }
}
