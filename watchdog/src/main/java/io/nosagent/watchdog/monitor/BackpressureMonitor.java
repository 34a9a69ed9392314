package io.nosagent.watchdog.monitor;

import io.nosagent.sai.stats.CounterSnapshot;
import io.nosagent.sai.stats.PortCounter;
import io.nosagent.sai.stats.PortCounters;
import io.nosagent.watchdog.event.Event;
import io.nosagent.watchdog.event.EventSink;
import io.nosagent.watchdog.event.EventType;

import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * A port that keeps its peer paused (PFC transmit pause time over the share of the poll, for the given
 * number of polls in a row) is back-pressure spreading: the first sign, on other ports, of a storm or a
 * stuck receiver somewhere downstream. Cleared after as many quiet polls.
 */
public final class BackpressureMonitor {

    private final EventSink events;
    private final MonitorSettings settings;
    private final Map<String, long[]> lastPauseMicros = new HashMap<>();
    private final Map<String, Integer> streak = new HashMap<>();
    private final Map<String, Integer> quiet = new HashMap<>();
    private final Set<String> raised = new HashSet<>();
    private Instant lastPoll;

    public BackpressureMonitor(EventSink events, MonitorSettings settings) {
        this.events = events;
        this.settings = settings;
    }

    public static String path(String port) {
        return "/interfaces/interface[name=" + port + "]";
    }

    public synchronized void onSnapshot(CounterSnapshot s) {
        Instant before = lastPoll;
        lastPoll = s.collectedAt();
        long pollMicros = before == null ? 0 : Duration.between(before, s.collectedAt()).toNanos() / 1000;
        for (PortCounters port : s.ports().values()) {
            String name = port.interfaceName();
            long[] now = new long[PortCounter.PRIORITIES];
            for (int p = 0; p < now.length; p++) {
                now[p] = port.pfcTxPauseMicros(p);
            }
            long[] prev = lastPauseMicros.put(name, now);
            if (prev == null || pollMicros <= 0) {
                continue;
            }
            int worst = -1;
            long worstMicros = 0;
            for (int p = 0; p < now.length; p++) {
                long d = now[p] - prev[p];
                if (d > worstMicros) {
                    worstMicros = d;
                    worst = p;
                }
            }
            boolean pausing = worstMicros > settings.backpressureShare() * pollMicros;
            if (pausing) {
                quiet.remove(name);
                int n = streak.merge(name, 1, Integer::sum);
                if (n >= settings.backpressurePolls() && raised.add(name)) {
                    events.accept(Event.raised(EventType.PFC_BACKPRESSURE, path(name), name, s.collectedAt(), name
                            + " keeps its peer paused on priority " + worst + " (" + (100 * worstMicros / pollMicros)
                            + " % of the last poll)", Map.of("pfc-tx-pause-us-since-last-poll", worstMicros,
                            "pfc-tx-frames", port.pfcTxFrames(worst))));
                }
            } else {
                streak.remove(name);
                if (raised.contains(name) && quiet.merge(name, 1, Integer::sum) >= settings.backpressurePolls()) {
                    raised.remove(name);
                    quiet.remove(name);
                    events.accept(Event.cleared(EventType.PFC_BACKPRESSURE, path(name), name, s.collectedAt(),
                            name + " no longer pauses its peer", Map.of()));
                }
            }
        }
    }
}
