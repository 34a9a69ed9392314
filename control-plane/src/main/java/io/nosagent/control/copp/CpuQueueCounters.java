package io.nosagent.control.copp;

import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.Sai;
import io.nosagent.sai.SaiException;
import io.nosagent.sai.StatsMode;
import io.nosagent.sai.bringup.SwitchHandle;
import io.nosagent.sai.meta.PolicerStat;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.QueueAttr;
import io.nosagent.sai.meta.QueueStat;
import io.nosagent.sai.observe.Published;
import io.nosagent.sai.time.AgentTime;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.time.Instant;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The CPU queues' counters and their policers' drops, polled after every poll of the agent's port counters (its
 * stats interval, a second by default) into a snapshot gNMI and the CLI read (never the ASIC).
 */
public final class CpuQueueCounters implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(CpuQueueCounters.class);

    /** One CPU queue's counts. */
    public record QueueCounts(long packets, long bytes, long policerDrops) {
    }

    /** Every CPU queue's counts, by index, at {@code at}. */
    public record Snapshot(Instant at, Map<Integer, QueueCounts> queues) {
        public static final Snapshot NONE = new Snapshot(Instant.EPOCH, Map.of());

        public Snapshot {
            queues = Collections.unmodifiableMap(new TreeMap<>(queues));
        }
    }

    private final Sai sai;
    private final CoppProgrammer copp;
    private final AgentTime time;
    private final Map<Integer, Long> queueIds = new TreeMap<>();
    private final Published<Snapshot> published = new Published<>("CPU queue counters", Snapshot.NONE);
    private final AutoCloseable ticks;
    private boolean warned;

    /** @param ticks polled after each of its publications (the agent's counter snapshots) */
    public CpuQueueCounters(Sai sai, SwitchHandle sw, CoppProgrammer copp, AgentTime time, Published<?> ticks) {
        this.sai = sai;
        this.copp = copp;
        this.time = time;
        for (long q : ((AttrValue.OidList) sai.get(ObjectType.PORT, sw.cpuPortId(), PortAttr.QOS_QUEUE_LIST)).values()) {
            queueIds.put((int) ((AttrValue.U8) sai.get(ObjectType.QUEUE, q, QueueAttr.INDEX)).value(), q);
        }
        this.ticks = ticks.subscribe(t -> poll());
    }

    public Published<Snapshot> published() {
        return published;
    }

    /** Reads every CPU queue and the policer of each queue CoPP programs. */
    public synchronized void poll() {
        var queues = new TreeMap<Integer, QueueCounts>();
        try {
            for (var q : queueIds.entrySet()) {
                long[] counts = sai.getStats(ObjectType.QUEUE, q.getValue(), List.of(QueueStat.PACKETS, QueueStat.BYTES), StatsMode.READ);
                long drops = 0;
                var policer = copp.policer(q.getKey());
                if (policer.isPresent()) {
                    drops = sai.getStats(ObjectType.POLICER, policer.get(), List.of(PolicerStat.RED_PACKETS), StatsMode.READ)[0];
                }
                queues.put(q.getKey(), new QueueCounts(counts[0], counts[1], drops));
            }
        } catch (SaiException e) {
            if (!warned) {
                log.warn("CPU queue counters cannot be read: {}", e.getMessage());
                warned = true;
            }
            return;
        }
        published.publish(new Snapshot(time.now(), queues));
    }

    @Override
    public void close() {
        try {
            ticks.close();
        } catch (Exception e) {
            log.debug("unsubscribing from the counter polls failed", e);
        }
    }
}
