package io.nosagent.watchdog;

import io.nosagent.feature.Programmer;
import io.nosagent.config.delta.IntentDelta;
import io.nosagent.config.intent.qos.LosslessPlan;
import io.nosagent.sai.Sai;
import io.nosagent.sai.bringup.SwitchHandle;
import io.nosagent.sai.ports.PortStatusTracker;
import io.nosagent.sai.stats.StatsCollector;
import io.nosagent.sai.store.SaiStore;
import io.nosagent.sai.time.AgentTime;
import io.nosagent.feature.update.UpdateLoop;
import io.nosagent.watchdog.alarm.AlarmTable;
import io.nosagent.watchdog.correlate.Correlator;
import io.nosagent.watchdog.correlate.Topology;
import io.nosagent.watchdog.event.EventLog;
import io.nosagent.watchdog.monitor.BackpressureMonitor;
import io.nosagent.watchdog.monitor.BufferMonitor;
import io.nosagent.watchdog.monitor.CongestionDropMonitor;
import io.nosagent.watchdog.monitor.LinkMonitor;
import io.nosagent.watchdog.monitor.LosslessClasses;
import io.nosagent.watchdog.monitor.MonitorSettings;
import io.nosagent.watchdog.pfc.HardwareDeadlock;
import io.nosagent.watchdog.pfc.LosslessQueues;
import io.nosagent.watchdog.pfc.PfcWatchdog;
import io.nosagent.watchdog.pfc.PfcWatchdogProgrammer;
import io.nosagent.watchdog.pfc.StormActions;
import io.nosagent.watchdog.pfc.WatchPlan;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The watchdog feature as the agent runs it: the PFC watchdog and the monitors on the counter snapshots
 * and the port events, every detection into the event log, the correlator turning events into cases and
 * alarms. {@link #programmer()} is its share of a commit (after QoS: both follow the commit's lossless plan).
 * {@link #close()} stops listening.
 */
public final class Watchdog implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(Watchdog.class);

    private final EventLog events = new EventLog(1000);
    private final AlarmTable alarms = new AlarmTable();
    private final Correlator correlator;
    private final StormActions actions;
    private final HardwareDeadlock hardware;
    private final PfcWatchdog pfc;
    private final Programmer programmer;
    private final Deque<AutoCloseable> closers = new ArrayDeque<>();
    private volatile LosslessClasses losslessClasses = LosslessClasses.NONE;

    /**
     * @param topology where ports lead (peers, ASICs, next-hop groups), read at each correlation
     * @param lossless the lossless plan of each commit, the one QoS programs: the queues to watch
     */
    public Watchdog(Sai sai, SaiStore store, SwitchHandle sw, StatsCollector stats, PortStatusTracker ports,
                    UpdateLoop updateLoop, AgentTime time, Supplier<Topology> topology,
                    Function<IntentDelta, LosslessPlan> lossless, MonitorSettings monitors, Correlator.Settings correlation) {
        correlator = new Correlator(time, alarms, topology, correlation);
        closers.push(events.events().subscribe(correlator::accept));
        actions = new StormActions(store, sai);
        hardware = new HardwareDeadlock(sai, store, sw.switchId());
        pfc = new PfcWatchdog(actions, hardware, updateLoop, events);
        hardware.listen((ref, detected) -> pfc.onDeadlock(ref, detected, time.now()));
        closers.push(hardware);
        var pfcProgrammer = new PfcWatchdogProgrammer(new LosslessQueues(sw), lossless, actions, hardware, pfc,
                stats::watchPauseStatus);
        programmer = delta -> {
            pfcProgrammer.apply(delta);
            losslessClasses = classesOf(pfc.currentPlan());
        };
        var buffers = new BufferMonitor(events, monitors);
        var drops = new CongestionDropMonitor(events, monitors, () -> losslessClasses);
        var backpressure = new BackpressureMonitor(events, monitors);
        var links = new LinkMonitor(sai, sw, time, events, monitors);
        closers.push(stats.snapshots().subscribe(s -> {
            pfc.onSnapshot(s);
            buffers.onSnapshot(s);
            drops.onSnapshot(s);
            backpressure.onSnapshot(s);
        }));
        closers.push(ports.changes().subscribe(links::onChange));
    }

    /** With the default thresholds and correlation. */
    public Watchdog(Sai sai, SaiStore store, SwitchHandle sw, StatsCollector stats, PortStatusTracker ports,
                    UpdateLoop updateLoop, AgentTime time, Supplier<Topology> topology,
                    Function<IntentDelta, LosslessPlan> lossless) {
        this(sai, store, sw, stats, ports, updateLoop, time, topology, lossless, MonitorSettings.DEFAULT,
                Correlator.Settings.DEFAULT);
    }

    /** The watchdog's share of a commit, on the update thread. */
    public Programmer programmer() {
        return programmer;
    }

    public PfcWatchdog pfc() {
        return pfc;
    }

    public EventLog events() {
        return events;
    }

    public AlarmTable alarms() {
        return alarms;
    }

    public Correlator correlator() {
        return correlator;
    }

    /** The storm actions in force (update thread only). */
    public StormActions actions() {
        return actions;
    }

    private static LosslessClasses classesOf(WatchPlan plan) {
        var queues = new TreeMap<String, Set<Integer>>();
        var pgs = new TreeMap<String, Map<Integer, Integer>>();
        plan.queues().forEach((ref, w) -> {
            queues.computeIfAbsent(ref.port(), p -> new TreeSet<>()).add(ref.queue());
            for (int pg : w.queue().priorityGroups()) {
                pgs.computeIfAbsent(ref.port(), p -> new TreeMap<>()).merge(pg, w.queue().priority(), Math::min);
            }
        });
        return new LosslessClasses(Map.copyOf(queues), Map.copyOf(pgs));
    }

    @Override
    public void close() {
        while (!closers.isEmpty()) {
            try {
                closers.pop().close();
            } catch (Exception e) {
                log.warn("stopping the watchdog failed", e);
            }
        }
    }
}
