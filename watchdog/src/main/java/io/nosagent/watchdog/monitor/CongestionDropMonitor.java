package io.nosagent.watchdog.monitor;

import io.nosagent.sai.stats.CounterSnapshot;
import io.nosagent.sai.stats.PortCounters;
import io.nosagent.watchdog.event.Event;
import io.nosagent.watchdog.event.EventSink;
import io.nosagent.watchdog.event.EventType;

import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Any packet dropped on a lossless queue or priority group is an event: a lossless network drops none,
 * so a drop means a misconfiguration (headroom too small, PFC off on one side) or a watchdog action. It
 * clears once the class has dropped nothing for the quiet time.
 */
public final class CongestionDropMonitor {

    private final EventSink events;
    private final MonitorSettings settings;
    private final Supplier<LosslessClasses> lossless;
    private final Map<String, Long> lastDrops = new HashMap<>();
    private final Map<String, Instant> dropping = new HashMap<>();

    public CongestionDropMonitor(EventSink events, MonitorSettings settings, Supplier<LosslessClasses> lossless) {
        this.events = events;
        this.settings = settings;
        this.lossless = lossless;
    }

    /** A lossless queue's path: where the PFC watchdog serves it. */
    public static String queuePath(String port, int queue) {
        return "/nosagent-pfcwd:pfc-watchdog/interfaces/interface[name=" + port + "]/queues/queue[index=" + queue + "]";
    }

    /** A lossless priority group's path: the PFC priority it serves, where its pause counters are. */
    public static String priorityPath(String port, int priority) {
        return "/interfaces/interface[name=" + port + "]/ethernet/nosagent-interfaces:pfc/priorities/priority[index="
                + priority + "]";
    }

    public synchronized void onSnapshot(CounterSnapshot s) {
        LosslessClasses classes = lossless.get();
        for (PortCounters port : s.ports().values()) {
            String name = port.interfaceName();
            for (int q : classes.queues().getOrDefault(name, Set.of())) {
                port.queue(q).ifPresent(c -> judge(queuePath(name, q), name, "queue " + q, c.droppedPackets(), s.collectedAt()));
            }
            classes.priorityGroups().getOrDefault(name, Map.of()).forEach((g, priority) ->
                    port.priorityGroup(g).ifPresent(c -> judge(priorityPath(name, priority), name, "priority group " + g
                            + " (priority " + priority + ")", c.droppedPackets(), s.collectedAt())));
        }
    }

    private void judge(String path, String port, String what, long drops, Instant now) {
        Long before = lastDrops.put(path, drops);
        if (before == null) {
            return;
        }
        long delta = drops - before;
        if (delta > 0) {
            if (dropping.put(path, now) == null) {
                events.accept(Event.raised(EventType.CONGESTION_DROP, path, port, now, delta + " packets dropped on lossless "
                        + what + " of " + port, Map.of("dropped-packets", drops, "dropped-since-last-poll", delta)));
            }
        } else if (dropping.containsKey(path) && !Duration.between(dropping.get(path), now).minus(settings.dropQuiet()).isNegative()) {
            dropping.remove(path);
            events.accept(Event.cleared(EventType.CONGESTION_DROP, path, port, now, "no drops on lossless " + what + " of "
                    + port + " for " + settings.dropQuiet().toSeconds() + " s", Map.of("dropped-packets", drops)));
        }
    }
}
