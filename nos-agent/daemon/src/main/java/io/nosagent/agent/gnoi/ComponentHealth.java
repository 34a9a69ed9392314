package io.nosagent.agent.gnoi;

import io.nosagent.feature.ComponentFault;
import io.nosagent.sai.observe.Published;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Each component's health now, from the faults the features hold (the watchdog's open cases) and its health
 * events: UNHEALTHY while a fault names it, HEALTHY again once none does (the storm stopped and the watchdog
 * restored). An event whose case this agent never saw held (one from before a restart, or an operator's
 * case-less trigger) keeps its component UNHEALTHY until it is acknowledged. Counts every turn to UNHEALTHY
 * and keeps when the last began, in memory.
 */
public final class ComponentHealth implements AutoCloseable {

    /**
     * One component's health.
     *
     * @param faults         the ids of the faults naming it now; none: healthy
     * @param lastUnhealthy  when it last turned unhealthy
     * @param unhealthyCount how many times it turned unhealthy
     */
    public record Health(List<String> faults, Optional<Instant> lastUnhealthy, long unhealthyCount) {
        public static final Health HEALTHY = new Health(List.of(), Optional.empty(), 0);

        public boolean healthy() {
            return faults.isEmpty();
        }
    }

    private final HealthEvents events;
    private final List<List<ComponentFault>> held = new ArrayList<>();
    private final java.util.Set<String> seen = java.util.concurrent.ConcurrentHashMap.newKeySet();
    private final List<AutoCloseable> subscriptions = new ArrayList<>();
    private final Published<Map<String, Health>> changes = new Published<>("component health", Map.of());

    /** @param sources the features' fault lists, each publishing its whole list on every change */
    public ComponentHealth(List<Published<List<ComponentFault>>> sources, HealthEvents events) {
        this.events = events;
        for (int i = 0; i < sources.size(); i++) {
            int source = i;
            held.add(sources.get(i).latest().orElse(List.of()));
            subscriptions.add(sources.get(i).subscribe(faults -> update(source, faults)));
        }
        update(-1, List.of());
    }

    /** Components that were ever unhealthy since the start, by name; any other is healthy. */
    public Published<Map<String, Health>> changes() {
        return changes;
    }

    /** Its faults now, the last time it turned unhealthy and how often it did. */
    public Health of(String component) {
        return changes.get().getOrDefault(component, Health.HEALTHY);
    }

    /** No fault names it, and each of its events was acknowledged or had its case seen to end. */
    public boolean healthy(String component) {
        return of(component).healthy() && events.of(component).stream()
                .allMatch(e -> events.acknowledged(e.id()) || e.snapshot().caseId().filter(seen::contains).isPresent());
    }

    private synchronized void update(int source, List<ComponentFault> faults) {
        if (source >= 0) {
            held.set(source, faults);
        }
        held.forEach(list -> list.forEach(f -> seen.add(f.id())));
        var now = new HashMap<String, List<ComponentFault>>();
        held.forEach(list -> list.forEach(f -> now.computeIfAbsent(HealthEvents.component(f.resource()), c -> new ArrayList<>()).add(f)));
        var before = changes.get();
        var next = new TreeMap<String, Health>();
        before.forEach((component, h) -> next.put(component, new Health(List.of(), h.lastUnhealthy(), h.unhealthyCount())));
        now.forEach((component, list) -> {
            Health was = before.getOrDefault(component, Health.HEALTHY);
            var ids = list.stream().map(ComponentFault::id).toList();
            Instant since = list.stream().map(ComponentFault::since).max(Instant::compareTo).orElseThrow();
            next.put(component, was.healthy()
                    ? new Health(ids, Optional.of(since), was.unhealthyCount() + 1)
                    : new Health(ids, was.lastUnhealthy(), was.unhealthyCount()));
        });
        if (!next.equals(before)) {
            changes.publish(Map.copyOf(next));
        }
    }

    @Override
    public void close() {
        for (AutoCloseable s : subscriptions) {
            try {
                s.close();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }
    }
}
