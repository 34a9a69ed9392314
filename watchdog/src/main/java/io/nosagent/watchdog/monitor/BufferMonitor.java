package io.nosagent.watchdog.monitor;

import io.nosagent.sai.stats.CounterSnapshot;
import io.nosagent.sai.stats.PoolCounters;
import io.nosagent.watchdog.event.Event;
import io.nosagent.watchdog.event.EventSink;
import io.nosagent.watchdog.event.EventType;

import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * A buffer pool filled beyond the threshold (default 80 %) raises an event; it clears once the pool is
 * back below the threshold less the hysteresis, so a pool hovering at the line does not chatter.
 */
public final class BufferMonitor {

    private final EventSink events;
    private final MonitorSettings settings;
    private final Set<Long> high = new HashSet<>();

    public BufferMonitor(EventSink events, MonitorSettings settings) {
        this.events = events;
        this.settings = settings;
    }

    /** The gNMI path of pool {@code id}. */
    public static String path(long id) {
        return "/nosagent-monitors:monitors/buffer-pools/buffer-pool[id=" + id + "]";
    }

    public synchronized void onSnapshot(CounterSnapshot s) {
        for (PoolCounters p : s.pools().values()) {
            double u = p.utilisation();
            var counters = Map.of("occupancy-bytes", p.occupancyBytes(), "size-bytes", p.sizeBytes(),
                    "watermark-bytes", p.watermarkBytes());
            String pct = Math.round(u * 100) + " %";
            if (u > settings.bufferThreshold() && high.add(p.poolId())) {
                events.accept(Event.raised(EventType.BUFFER_UTILISATION, path(p.poolId()), null, s.collectedAt(),
                        "buffer pool " + p.poolId() + " at " + pct + " of " + p.sizeBytes() + " bytes (threshold "
                                + Math.round(settings.bufferThreshold() * 100) + " %)", counters));
            } else if (u <= settings.bufferThreshold() - settings.bufferHysteresis() && high.remove(p.poolId())) {
                events.accept(Event.cleared(EventType.BUFFER_UTILISATION, path(p.poolId()), null, s.collectedAt(),
                        "buffer pool " + p.poolId() + " back to " + pct, counters));
            }
        }
    }
}
