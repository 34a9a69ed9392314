package io.nosagent.sai.stats;

import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.Sai;
import io.nosagent.sai.SaiException;
import io.nosagent.sai.StatId;
import io.nosagent.sai.StatsMode;
import io.nosagent.sai.bringup.SwitchHandle;
import io.nosagent.sai.meta.IngressPriorityGroupAttr;
import io.nosagent.sai.meta.BufferPoolStat;
import io.nosagent.sai.meta.IngressPriorityGroupStat;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.QueueAttr;
import io.nosagent.sai.meta.QueueStat;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.time.AgentTime;
import io.nosagent.sai.time.Timer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The one reader of ASIC counters. A periodic task on the agent's {@link AgentTime} polls every
 * front-panel port (its port stats, unicast queues and priority groups, with their ECN marks and
 * buffer levels) and the buffer pools it is told to watch once per period, the first poll at once,
 * and publishes the result as a new immutable {@link CounterSnapshot}; listeners hear of
 * each snapshot on the thread that ran the poll (the timer thread, or the simulation's).
 *
 * <p>A port whose read fails keeps its previous counters in the next snapshot (and the failure is
 * logged once per streak), so one bad port never blanks the others.
 */
public final class StatsCollector implements AutoCloseable {

    /**
     * Period when none is configured: short enough that monitors reading snapshots (PFC watchdog,
     * congestion drops) see a change within a few hundred milliseconds.
     */
    public static final Duration DEFAULT_INTERVAL = Duration.ofMillis(100);
    /** Shortest period accepted: below it polling costs more than it tells. */
    public static final Duration MIN_INTERVAL = Duration.ofMillis(10);

    private static final Logger log = LoggerFactory.getLogger(StatsCollector.class);
    private static final List<StatId> PORT_STATS = PortCounter.statsToRead();
    private static final List<StatId> QUEUE_STATS = List.of(QueueStat.PACKETS, QueueStat.BYTES, QueueStat.DROPPED_PACKETS);
    private static final List<StatId> PG_STATS = List.of(IngressPriorityGroupStat.PACKETS, IngressPriorityGroupStat.BYTES,
            IngressPriorityGroupStat.DROPPED_PACKETS);
    /** The basic three, then drops in bytes, ECN marks and buffer levels: what QoS state shows. */
    private static final List<StatId> QUEUE_STATS_FULL = List.of(QueueStat.PACKETS, QueueStat.BYTES,
            QueueStat.DROPPED_PACKETS, QueueStat.DROPPED_BYTES, QueueStat.WRED_ECN_MARKED_PACKETS,
            QueueStat.WRED_ECN_MARKED_BYTES, QueueStat.CURR_OCCUPANCY_BYTES, QueueStat.WATERMARK_BYTES);
    private static final List<StatId> PG_STATS_FULL = List.of(IngressPriorityGroupStat.PACKETS,
            IngressPriorityGroupStat.BYTES, IngressPriorityGroupStat.DROPPED_PACKETS,
            IngressPriorityGroupStat.CURR_OCCUPANCY_BYTES, IngressPriorityGroupStat.SHARED_CURR_OCCUPANCY_BYTES,
            IngressPriorityGroupStat.XOFF_ROOM_CURR_OCCUPANCY_BYTES, IngressPriorityGroupStat.WATERMARK_BYTES,
            IngressPriorityGroupStat.SHARED_WATERMARK_BYTES, IngressPriorityGroupStat.XOFF_ROOM_WATERMARK_BYTES);
    private static final List<StatId> POOL_STATS = List.of(BufferPoolStat.CURR_OCCUPANCY_BYTES, BufferPoolStat.WATERMARK_BYTES);

    /** A queue or priority group: its index on the port and its SAI id. */
    private record Indexed(int index, long oid) {
    }

    /** What to read for one port, discovered once. */
    private record PortObjects(String name, long portId, List<Indexed> queues, List<Indexed> priorityGroups) {
    }

    private final Sai sai;
    private final Duration interval;
    private final AgentTime time;
    private final List<PortObjects> ports;
    private final AtomicReference<CounterSnapshot> latest;
    private final List<Consumer<CounterSnapshot>> listeners = new CopyOnWriteArrayList<>();
    private final Map<String, Boolean> failing = new LinkedHashMap<>();
    /**
     * Whether the ASIC answers the full queue and priority-group stat lists; the first refusal (a vendor
     * without ECN or watermark counters) falls back to the basic three for the rest of the run.
     */
    private volatile boolean fullQueueStats = true;
    private volatile boolean fullGroupStats = true;
    private volatile Supplier<Map<String, Long>> pools = Map::of;
    private final Timer timer;
    /** Set under the collector's lock, so close() waits out a poll in progress. */
    private boolean closed;

    /**
     * Discovers each port's queues and priority groups, then starts polling every {@code interval}.
     */
    public StatsCollector(Sai sai, SwitchHandle sw, Duration interval, AgentTime time) {
        if (interval.compareTo(MIN_INTERVAL) < 0) {
            throw new IllegalArgumentException("stats interval " + interval.toMillis() + " ms is below the minimum of "
                    + MIN_INTERVAL.toMillis() + " ms");
        }
        this.sai = sai;
        this.interval = interval;
        this.time = time;
        var found = new ArrayList<PortObjects>();
        var zero = new LinkedHashMap<String, PortCounters>();
        for (var port : sw.portsByName().entrySet()) {
            found.add(new PortObjects(port.getKey(), port.getValue(), unicastQueues(port.getValue()),
                    priorityGroups(port.getValue())));
            zero.put(port.getKey(), PortCounters.zero(port.getKey()));
        }
        this.ports = List.copyOf(found);
        this.latest = new AtomicReference<>(new CounterSnapshot(0, time.now(), 0, zero));
        this.timer = time.scheduleAtFixedRate(Duration.ZERO, interval, this::pollAndPublish);
    }

    /** The latest snapshot; never null (all zero before the first poll). */
    public CounterSnapshot snapshot() {
        return latest.get();
    }

    public Duration interval() {
        return interval;
    }

    /**
     * Polls these buffer pools too (configured name to SAI id), from the next poll on; the supplier is
     * asked at every poll, so pools a commit adds or removes follow.
     */
    public void watchPools(Supplier<Map<String, Long>> pools) {
        this.pools = pools;
    }

    /** Called with every new snapshot, on the thread that polled, until the handle is closed. */
    public AutoCloseable onSnapshot(Consumer<CounterSnapshot> listener) {
        listeners.add(listener);
        return () -> listeners.remove(listener);
    }

    private synchronized void pollAndPublish() {
        if (closed) {
            return;
        }
        try {
            publish(poll());
        } catch (RuntimeException e) {
            log.warn("counter poll failed", e);
        }
    }

    private CounterSnapshot poll() {
        CounterSnapshot previous = latest.get();
        Instant at = time.now();
        long start = time.nanoTime();
        var read = new LinkedHashMap<String, PortCounters>();
        for (PortObjects p : ports) {
            try {
                read.put(p.name(), readPort(p));
                if (failing.remove(p.name()) != null) {
                    log.info("counters of {} readable again", p.name());
                }
            } catch (SaiException e) {
                if (failing.put(p.name(), true) == null) {
                    log.warn("cannot read counters of {}: {}; serving the last good values", p.name(), e.getMessage());
                }
                read.put(p.name(), previous.ports().get(p.name()));
            }
        }
        var poolCounters = new LinkedHashMap<String, PoolCounters>();
        pools.get().forEach((name, oid) -> {
            try {
                long[] v = sai.getStats(ObjectType.BUFFER_POOL, oid, POOL_STATS, StatsMode.READ);
                poolCounters.put(name, new PoolCounters(name, v[0], v[1]));
            } catch (SaiException e) {
                // a pool removed by a commit between the supplier's answer and this read: gone next poll
            }
        });
        return new CounterSnapshot(previous.sequence() + 1, at, time.nanoTime() - start, read, poolCounters);
    }

    private void publish(CounterSnapshot snapshot) {
        latest.set(snapshot);
        for (var l : listeners) {
            try {
                l.accept(snapshot);
            } catch (RuntimeException e) {
                log.warn("snapshot listener failed", e);
            }
        }
    }

    private PortCounters readPort(PortObjects p) {
        long[] values = sai.getStats(ObjectType.PORT, p.portId(), PORT_STATS, StatsMode.READ);
        var queues = new ArrayList<QueueCounters>(p.queues().size());
        for (Indexed q : p.queues()) {
            queues.add(readQueue(q));
        }
        var groups = new ArrayList<PriorityGroupCounters>(p.priorityGroups().size());
        for (Indexed g : p.priorityGroups()) {
            groups.add(readGroup(g));
        }
        return new PortCounters(p.name(), values, queues, groups);
    }

    private QueueCounters readQueue(Indexed q) {
        if (fullQueueStats) {
            try {
                long[] v = sai.getStats(ObjectType.QUEUE, q.oid(), QUEUE_STATS_FULL, StatsMode.READ);
                return new QueueCounters(q.index(), v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7]);
            } catch (SaiException e) {
                if (!unsupported(e)) {
                    throw e;
                }
                fullQueueStats = false;
                log.info("the ASIC does not read queue ECN and watermark counters ({}); reading packets, bytes, drops", e.getMessage());
            }
        }
        long[] v = sai.getStats(ObjectType.QUEUE, q.oid(), QUEUE_STATS, StatsMode.READ);
        return new QueueCounters(q.index(), v[0], v[1], v[2]);
    }

    private PriorityGroupCounters readGroup(Indexed g) {
        if (fullGroupStats) {
            try {
                long[] v = sai.getStats(ObjectType.INGRESS_PRIORITY_GROUP, g.oid(), PG_STATS_FULL, StatsMode.READ);
                return new PriorityGroupCounters(g.index(), v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8]);
            } catch (SaiException e) {
                if (!unsupported(e)) {
                    throw e;
                }
                fullGroupStats = false;
                log.info("the ASIC does not read priority-group buffer levels ({}); reading packets, bytes, drops", e.getMessage());
            }
        }
        long[] v = sai.getStats(ObjectType.INGRESS_PRIORITY_GROUP, g.oid(), PG_STATS, StatsMode.READ);
        return new PriorityGroupCounters(g.index(), v[0], v[1], v[2]);
    }

    /** A refusal of the stat list itself (not of the object): the ASIC lacks one of the counters. */
    private static boolean unsupported(SaiException e) {
        return switch (e.status().code()) {
            case NOT_SUPPORTED, NOT_IMPLEMENTED, INVALID_PARAMETER, ATTR_NOT_SUPPORTED, ATTR_NOT_IMPLEMENTED -> true;
            default -> false;
        };
    }

    /** The port's unicast queues, by index. */
    private List<Indexed> unicastQueues(long portId) {
        var out = new ArrayList<Indexed>();
        for (long q : ((AttrValue.OidList) sai.get(ObjectType.PORT, portId, PortAttr.QOS_QUEUE_LIST)).values()) {
            var attrs = sai.get(ObjectType.QUEUE, q, List.of(QueueAttr.TYPE, QueueAttr.INDEX));
            if (((AttrValue.S32) attrs.get(0)).value() == SaiEnums.QueueType.UNICAST) {
                out.add(new Indexed(((AttrValue.U8) attrs.get(1)).value(), q));
            }
        }
        out.sort(java.util.Comparator.comparingInt(Indexed::index));
        return out;
    }

    /** The port's ingress priority groups, by index. */
    private List<Indexed> priorityGroups(long portId) {
        var out = new ArrayList<Indexed>();
        for (long g : ((AttrValue.OidList) sai.get(ObjectType.PORT, portId, PortAttr.INGRESS_PRIORITY_GROUP_LIST)).values()) {
            var index = sai.get(ObjectType.INGRESS_PRIORITY_GROUP, g, IngressPriorityGroupAttr.INDEX);
            out.add(new Indexed(((AttrValue.U8) index).value(), g));
        }
        out.sort(java.util.Comparator.comparingInt(Indexed::index));
        return out;
    }

    /** Stops polling, after a poll in progress; the last snapshot stays readable. */
    @Override
    public void close() {
        timer.cancel();
        synchronized (this) {
            closed = true;
        }
    }
}
