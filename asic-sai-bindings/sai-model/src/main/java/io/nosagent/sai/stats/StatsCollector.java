package io.nosagent.sai.stats;

import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.Sai;
import io.nosagent.sai.SaiException;
import io.nosagent.sai.StatId;
import io.nosagent.sai.bringup.SwitchHandle;
import io.nosagent.sai.observe.Published;
import io.nosagent.sai.meta.BufferPoolStat;
import io.nosagent.sai.meta.IngressPriorityGroupAttr;
import io.nosagent.sai.meta.IngressPriorityGroupStat;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.QueueAttr;
import io.nosagent.sai.meta.QueueStat;
import io.nosagent.sai.meta.RouterInterfaceStat;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.stats.QueueCounters.PauseStatus;
import io.nosagent.sai.time.AgentTime;
import io.nosagent.sai.time.Timer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

/**
 * The one reader of ASIC counters. A periodic task on the agent's {@link AgentTime} polls every
 * front-panel port (its port stats, unicast queues and priority groups, the PFC pause state of the
 * queues someone watches), the watched buffer pools and router interfaces once per period, the first poll at once, and
 * publishes the result as a new immutable {@link CounterSnapshot} ({@link #snapshots()}), on the thread
 * that ran the poll (the timer thread, or the simulation's). The last polls are kept in a
 * {@link CounterHistory}.
 *
 * <p>A counter the ASIC answers NOT_SUPPORTED for is dropped from that port's polls for good and
 * reported once ({@link #unsupportedStats()}); the port's other counters keep being read. A port whose
 * read fails otherwise keeps its previous counters in the next snapshot (and the failure is logged once
 * per streak), so one bad port never blanks the others.
 */
public final class StatsCollector implements AutoCloseable {

    /**
     * Period when none is configured: the PFC watchdog's poll (SONiC's default), so the watchdog and the
     * congestion monitors judge every snapshot and a gNMI SAMPLE at 100 ms sees a fresh value each time.
     */
    public static final Duration DEFAULT_INTERVAL = Duration.ofMillis(100);
    /** Shortest period accepted: below it polling costs more than it tells. */
    public static final Duration MIN_INTERVAL = Duration.ofMillis(10);
    /** Polls kept for fault snapshots: 10 s at the default period. */
    public static final int DEFAULT_HISTORY = 100;

    private static final Logger log = LoggerFactory.getLogger(StatsCollector.class);
    private static final List<StatId> PORT_STATS = PortCounter.statsToRead();
    /** In {@link QueueCounters} order; what QoS state shows and the watchdog judges. */
    private static final List<StatId> QUEUE_STATS = List.of(QueueStat.PACKETS, QueueStat.BYTES, QueueStat.DROPPED_PACKETS,
            QueueStat.DROPPED_BYTES, QueueStat.WRED_ECN_MARKED_PACKETS, QueueStat.WRED_ECN_MARKED_BYTES,
            QueueStat.CURR_OCCUPANCY_BYTES, QueueStat.WATERMARK_BYTES);
    /** In {@link PriorityGroupCounters} order. */
    private static final List<StatId> PG_STATS = List.of(IngressPriorityGroupStat.PACKETS, IngressPriorityGroupStat.BYTES,
            IngressPriorityGroupStat.DROPPED_PACKETS, IngressPriorityGroupStat.CURR_OCCUPANCY_BYTES,
            IngressPriorityGroupStat.SHARED_CURR_OCCUPANCY_BYTES, IngressPriorityGroupStat.XOFF_ROOM_CURR_OCCUPANCY_BYTES,
            IngressPriorityGroupStat.WATERMARK_BYTES, IngressPriorityGroupStat.SHARED_WATERMARK_BYTES,
            IngressPriorityGroupStat.XOFF_ROOM_WATERMARK_BYTES);
    private static final List<StatId> POOL_STATS = List.of(BufferPoolStat.CURR_OCCUPANCY_BYTES, BufferPoolStat.WATERMARK_BYTES);
    /** In {@link RouterInterfaceCounters} order. */
    private static final List<StatId> RIF_STATS = List.of(RouterInterfaceStat.IN_PACKETS, RouterInterfaceStat.IN_OCTETS,
            RouterInterfaceStat.OUT_PACKETS, RouterInterfaceStat.OUT_OCTETS);

    /** The counters every poll reads, by object type (port, queue, priority group), for a qualification to try. */
    public static Map<ObjectType, List<StatId>> polledStats() {
        return Map.of(ObjectType.PORT, PORT_STATS, ObjectType.QUEUE, QUEUE_STATS, ObjectType.INGRESS_PRIORITY_GROUP, PG_STATS);
    }

    /** A queue or priority group: its index on the port and its SAI id. */
    private record Indexed(int index, long oid) {
    }

    /** What to read for one port, discovered once, with its readers (which drop what the ASIC lacks). */
    private static final class PortObjects {
        final String name;
        final long portId;
        final List<Indexed> queues;
        final List<Indexed> priorityGroups;
        final StatReader portStats = new StatReader(ObjectType.PORT, PORT_STATS);
        final StatReader queueStats = new StatReader(ObjectType.QUEUE, QUEUE_STATS);
        final StatReader pgStats = new StatReader(ObjectType.INGRESS_PRIORITY_GROUP, PG_STATS);
        boolean pauseReadable = true;

        PortObjects(String name, long portId, List<Indexed> queues, List<Indexed> priorityGroups) {
            this.name = name;
            this.portId = portId;
            this.queues = queues;
            this.priorityGroups = priorityGroups;
        }
    }

    private final Sai sai;
    private final Duration interval;
    private final AgentTime time;
    private final List<PortObjects> ports;
    private final Published<CounterSnapshot> latest;
    private final CounterHistory history;
    private final Map<String, Boolean> failing = new LinkedHashMap<>();
    private final Map<String, Set<String>> unsupported = new ConcurrentHashMap<>();
    /** Per port, the queues whose PAUSE_STATUS each poll reads (the watchdog's lossless queues). */
    private final AtomicReference<Map<String, Set<Integer>>> pauseWatched = new AtomicReference<>(Map.of());
    /** Watched buffer pools (every pool a buffer profile uses, as the watchdog finds them): id to size. */
    private final AtomicReference<Map<Long, Long>> pools = new AtomicReference<>(Map.of());
    private final Map<Long, StatReader> poolReaders = new ConcurrentHashMap<>();
    /** Watched router interfaces (those routing programmed): interface name to router interface id. */
    private final AtomicReference<Map<String, Long>> routerInterfaces = new AtomicReference<>(Map.of());
    private final Map<Long, StatReader> rifReaders = new ConcurrentHashMap<>();
    private final Timer timer;
    /** Set under the collector's lock, so close() waits out a poll in progress. */
    private boolean closed;

    /** Discovers each port's queues and priority groups, then starts polling every {@code interval}. */
    public StatsCollector(Sai sai, SwitchHandle sw, Duration interval, AgentTime time) {
        this(sai, sw, interval, time, DEFAULT_HISTORY);
    }

    /** As above, keeping the last {@code historyPolls} snapshots. */
    public StatsCollector(Sai sai, SwitchHandle sw, Duration interval, AgentTime time, int historyPolls) {
        if (interval.compareTo(MIN_INTERVAL) < 0) {
            throw new IllegalArgumentException("stats interval " + interval.toMillis() + " ms is below the minimum of "
                    + MIN_INTERVAL.toMillis() + " ms");
        }
        this.sai = sai;
        this.interval = interval;
        this.time = time;
        this.history = new CounterHistory(historyPolls);
        var found = new ArrayList<PortObjects>();
        var zero = new LinkedHashMap<String, PortCounters>();
        for (var port : sw.portsByName().entrySet()) {
            found.add(new PortObjects(port.getKey(), port.getValue(), unicastQueues(port.getValue()),
                    priorityGroups(port.getValue())));
            zero.put(port.getKey(), PortCounters.zero(port.getKey()));
        }
        this.ports = List.copyOf(found);
        this.latest = new Published<>("counter snapshots", new CounterSnapshot(0, time.now(), 0, zero));
        this.timer = time.scheduleAtFixedRate(Duration.ZERO, interval, this::pollAndPublish);
    }

    /** The latest snapshot; never null (all zero before the first poll). */
    public CounterSnapshot snapshot() {
        return latest.get();
    }

    /** The last polls, oldest first. */
    public CounterHistory history() {
        return history;
    }

    public Duration interval() {
        return interval;
    }

    /** Per port, the SAI names of the counters the ASIC refused and the polls no longer ask for. */
    public Map<String, Set<String>> unsupportedStats() {
        var out = new TreeMap<String, Set<String>>();
        unsupported.forEach((port, stats) -> out.put(port, Set.copyOf(stats)));
        return out;
    }

    /**
     * From the next poll on, reads the PFC pause state (QUEUE PAUSE_STATUS) of these queues, per port;
     * other queues read {@link PauseStatus#UNKNOWN}. Replaces what was watched before.
     */
    public void watchPauseStatus(Map<String, Set<Integer>> queuesByPort) {
        var copy = new LinkedHashMap<String, Set<Integer>>();
        queuesByPort.forEach((port, queues) -> copy.put(port, Set.copyOf(queues)));
        pauseWatched.set(Map.copyOf(copy));
    }

    /**
     * From the next poll on, polls these buffer pools, each with the size it was programmed with (its
     * utilisation is occupancy over size); replaces the set watched before.
     */
    public void watchPools(Map<Long, Long> sizesByPool) {
        pools.set(Map.copyOf(sizesByPool));
    }

    /**
     * From the next poll on, polls these router interfaces (interface name to router interface id);
     * replaces the set watched before.
     */
    public void watchRouterInterfaces(Map<String, Long> idsByInterface) {
        Map<String, Long> copy = Map.copyOf(idsByInterface);
        rifReaders.keySet().retainAll(copy.values());
        routerInterfaces.set(copy);
    }

    /** Every new snapshot, published on the thread that polled. */
    public Published<CounterSnapshot> snapshots() {
        return latest;
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
        Map<String, Set<Integer>> watched = pauseWatched.get();
        var read = new LinkedHashMap<String, PortCounters>();
        for (PortObjects p : ports) {
            try {
                read.put(p.name, readPort(p, watched.getOrDefault(p.name, Set.of())));
                if (failing.remove(p.name) != null) {
                    log.info("counters of {} readable again", p.name);
                }
            } catch (SaiException e) {
                if (failing.put(p.name, true) == null) {
                    log.warn("cannot read counters of {}: {}; serving the last good values", p.name, e.getMessage());
                }
                read.put(p.name, previous.ports().get(p.name));
            }
        }
        var poolCounters = new LinkedHashMap<Long, PoolCounters>();
        pools.get().forEach((pool, size) -> readPool(pool, size, previous).ifPresent(c -> poolCounters.put(pool, c)));
        var rifCounters = new LinkedHashMap<String, RouterInterfaceCounters>();
        new TreeMap<>(routerInterfaces.get()).forEach((name, rif) ->
                readRouterInterface(name, rif, previous).ifPresent(c -> rifCounters.put(name, c)));
        return new CounterSnapshot(previous.sequence() + 1, at, time.nanoTime() - start, read, poolCounters, rifCounters);
    }

    private void publish(CounterSnapshot snapshot) {
        history.add(snapshot);
        latest.publish(snapshot);
    }

    private PortCounters readPort(PortObjects p, Set<Integer> pauseWatched) {
        Consumer<List<StatId>> dropped = stats -> reportUnsupported(p.name, stats);
        long[] values = p.portStats.read(sai, p.portId, dropped);
        var queues = new ArrayList<QueueCounters>(p.queues.size());
        for (Indexed q : p.queues) {
            long[] v = p.queueStats.read(sai, q.oid(), dropped);
            PauseStatus pause = pauseWatched.contains(q.index()) ? pauseStatus(p, q) : PauseStatus.UNKNOWN;
            queues.add(new QueueCounters(q.index(), v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], pause));
        }
        var groups = new ArrayList<PriorityGroupCounters>(p.priorityGroups.size());
        for (Indexed g : p.priorityGroups) {
            long[] v = p.pgStats.read(sai, g.oid(), dropped);
            groups.add(new PriorityGroupCounters(g.index(), v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8]));
        }
        return new PortCounters(p.name, values, queues, groups);
    }

    private PauseStatus pauseStatus(PortObjects p, Indexed q) {
        if (!p.pauseReadable) {
            return PauseStatus.UNKNOWN;
        }
        try {
            return ((AttrValue.Bool) sai.get(ObjectType.QUEUE, q.oid(), QueueAttr.PAUSE_STATUS)).value()
                    ? PauseStatus.PAUSED : PauseStatus.RUNNING;
        } catch (SaiException e) {
            if (!StatReader.isNotSupported(e)) {
                throw e;
            }
            p.pauseReadable = false;
            reportUnsupportedNames(p.name, List.of(QueueAttr.PAUSE_STATUS.name()));
            return PauseStatus.UNKNOWN;
        }
    }

    private java.util.Optional<PoolCounters> readPool(long pool, long size, CounterSnapshot previous) {
        try {
            long[] v = poolReaders.computeIfAbsent(pool, id -> new StatReader(ObjectType.BUFFER_POOL, POOL_STATS))
                    .read(sai, pool, stats -> reportUnsupported("buffer-pool 0x" + Long.toHexString(pool), stats));
            return java.util.Optional.of(new PoolCounters(pool, size, v[0], v[1]));
        } catch (SaiException e) {
            log.debug("cannot read buffer pool 0x{}: {}", Long.toHexString(pool), e.getMessage());
            return java.util.Optional.ofNullable(previous.pools().get(pool));
        }
    }

    private java.util.Optional<RouterInterfaceCounters> readRouterInterface(String name, long rif, CounterSnapshot previous) {
        try {
            long[] v = rifReaders.computeIfAbsent(rif, id -> new StatReader(ObjectType.ROUTER_INTERFACE, RIF_STATS))
                    .read(sai, rif, stats -> reportUnsupported("router interface of " + name, stats));
            return java.util.Optional.of(new RouterInterfaceCounters(name, v[0], v[1], v[2], v[3]));
        } catch (SaiException e) {
            // removed between the watch and the poll (the next watch drops it), or unreadable: keep what we had
            log.debug("cannot read the router interface of {}: {}", name, e.getMessage());
            return java.util.Optional.ofNullable(previous.routerInterfaces().get(name));
        }
    }

    private void reportUnsupported(String owner, List<StatId> stats) {
        reportUnsupportedNames(owner, stats.stream().map(StatId::name).toList());
    }

    private void reportUnsupportedNames(String owner, List<String> names) {
        Set<String> known = unsupported.computeIfAbsent(owner, k -> ConcurrentHashMap.newKeySet());
        var fresh = new TreeSet<String>();
        for (String n : names) {
            if (known.add(n)) {
                fresh.add(n);
            }
        }
        if (!fresh.isEmpty()) {
            log.warn("{}: the ASIC does not support {}; no longer polled (its other counters still are)", owner, fresh);
        }
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
        out.sort(Comparator.comparingInt(Indexed::index));
        return out;
    }

    /** The port's ingress priority groups, by index. */
    private List<Indexed> priorityGroups(long portId) {
        var out = new ArrayList<Indexed>();
        for (long g : ((AttrValue.OidList) sai.get(ObjectType.PORT, portId, PortAttr.INGRESS_PRIORITY_GROUP_LIST)).values()) {
            var index = sai.get(ObjectType.INGRESS_PRIORITY_GROUP, g, IngressPriorityGroupAttr.INDEX);
            out.add(new Indexed(((AttrValue.U8) index).value(), g));
        }
        out.sort(Comparator.comparingInt(Indexed::index));
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
