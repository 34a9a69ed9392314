package io.nosagent.watchdog;

import io.nosagent.feature.update.UpdateLoop;
import io.nosagent.config.delta.IntentDelta;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.pfcwd.PfcWatchdogIntent;
import io.nosagent.sai.Sai;
import io.nosagent.sai.stats.StatsCollector;
import io.nosagent.sai.store.SaiStore;
import io.nosagent.sai.vasic.fault.PfcStorm;
import io.nosagent.sai.vasic.nic.Flow;
import io.nosagent.sai.vasic.nic.FlowClass;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.packet.Ip;
import io.nosagent.sai.vasic.packet.Roce;
import io.nosagent.sai.vasic.testkit.TestQos;
import io.nosagent.sai.vasic.testkit.TestRack;
import io.nosagent.sai.vasic.testkit.VirtualSwitch;
import io.nosagent.watchdog.event.Event;
import io.nosagent.watchdog.event.EventLog;
import io.nosagent.watchdog.pfc.HardwareDeadlock;
import io.nosagent.watchdog.pfc.LosslessQueues;
import io.nosagent.watchdog.pfc.PfcWatchdog;
import io.nosagent.watchdog.pfc.PfcWatchdogProgrammer;
import io.nosagent.watchdog.pfc.StormActions;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.UnaryOperator;

/**
 * An RTSW on the virtual ASIC test kit with the PFC watchdog on it, as the agent wires it: QoS programmed
 * beside it the way the qos feature does (raw SAI through {@link TestQos}: DSCP 50 to TC 2 and DSCP 26
 * to TC 3, PFC on priorities 2 and 3, lossless priority groups 2 and 3), hosts on downlinks sending RoCE
 * to one of them, a stats collector polling every 100 ms of the simulation's clock, and the watchdog
 * judging its snapshots. Everything runs on the one simulated clock, driven by the test.
 */
public final class StormRig implements AutoCloseable {

    public static final Duration POLL = Duration.ofMillis(100);
    /** Lossless RDMA: DSCP 50, TC 2, PFC priority 2, queue 2 (the FBOSS single-lossless-queue profile). */
    public static final int RDMA_DSCP = 50;
    /** A second lossless class: DSCP 26, TC 3, priority 3, queue 3. */
    public static final int SECOND_DSCP = 26;
    /** Packets in four-packet trains: coarser buffer detail, four times fewer simulation events. */
    public static final FlowClass RDMA = new FlowClass(Ip.UDP, Roce.UDP_PORT, RDMA_DSCP, 2, 2, 4096, 4);
    public static final FlowClass SECOND = new FlowClass(Ip.UDP, Roce.UDP_PORT, SECOND_DSCP, 2, 3, 4096, 4);
    private static final int FRAME = Roce.frameSize(4096, false);

    public final VirtualSwitch sw;
    final UpdateLoop updateLoop;
    /** The ASIC as the watchdog sees it, and the store it programs through. */
    public final Sai sai;
    public final SaiStore store;
    public final TestRack rack;
    public final TestQos qos;
    /** Per port, the PFC mask QoS's lossless plan gives it (what {@link TestQos} programs by hand). */
    private final java.util.Map<String, Integer> losslessMasks = new java.util.concurrent.ConcurrentSkipListMap<>();
    public final List<SimNic> hosts = new ArrayList<>();
    public final StatsCollector collector;
    public final EventLog events = new EventLog(10_000);
    public final List<Event> seen = new CopyOnWriteArrayList<>();
    public final StormActions actions;
    public final HardwareDeadlock hardware;
    public final PfcWatchdog watchdog;
    public final PfcWatchdogProgrammer programmer;
    /** The first poll: the collector polls at once, then every {@link #POLL}. */
    public final Instant start;
    private SwitchIntent running = SwitchIntent.named("rtsw-test");

    public StormRig(long seed, int hostCount) {
        this(seed, hostCount, UnaryOperator.identity());
    }

    /**
     * A rig whose watchdog talks to the ASIC through {@code backend} wrapped around the test kit's (an ASIC
     * that answers capability queries otherwise), with a store of its own over it.
     */
    public StormRig(long seed, int hostCount, UnaryOperator<Sai> backend) {
        sw = VirtualSwitch.rtsw(seed);
        updateLoop = new UpdateLoop(sw.time());
        sai = backend.apply(sw.sai());
        if (sai == sw.sai()) {
            store = sw.store();
        } else {
            store = new SaiStore(sai, sw.handle().switchId());
            store.adoptSwitch(sw.handle());
        }
        rack = sw.rack();
        qos = new TestQos(rack);
        for (int i = 0; i < hostCount; i++) {
            hosts.add(rack.host(i));
            qos.dscpToTc(i, RDMA_DSCP, 2, SECOND_DSCP, 3);
            qos.pfc(i, TestLossless.PRIORITIES_2_AND_3);
            losslessMasks.put(rack.portName(i), TestLossless.PRIORITIES_2_AND_3);
            // 20 frames of shared buffer before XOFF, 4 of headroom for what is in flight, XON at 2.
            qos.losslessPriorityGroup(i, 2, 0, 20L * FRAME, 4L * FRAME, 2L * FRAME);
            qos.losslessPriorityGroup(i, 3, 0, 20L * FRAME, 4L * FRAME, 2L * FRAME);
        }
        start = sw.time().now();
        collector = new StatsCollector(sw.sai(), sw.handle(), POLL, sw.time());
        events.events().subscribe(seen::add);
        actions = new StormActions(store, sai);
        hardware = new HardwareDeadlock(sai, store, sw.handle().switchId());
        watchdog = new PfcWatchdog(actions, hardware, updateLoop, events);
        programmer = new PfcWatchdogProgrammer(new LosslessQueues(sw.handle()),
                TestLossless.of(() -> losslessMasks),
                actions, hardware, watchdog,
                collector::watchPauseStatus);
        collector.snapshots().subscribe(watchdog::onSnapshot);
    }

    /** QoS makes host {@code i}'s port lossless on the priorities of {@code mask} (programmed and planned alike). */
    public void pfc(int i, int mask) {
        qos.pfc(i, mask);
        losslessMasks.put(rack.portName(i), mask);
    }

    /** Port name of host {@code i} (downlink {@code i}). */
    public static String port(int i) {
        return "eth1/" + (i + 1) + "/1";
    }

    /** Commits {@code wd} through the programmer on the update loop, as the agent's intent service does. */
    public void commit(PfcWatchdogIntent wd) {
        SwitchIntent next = running.with(PfcWatchdogIntent.SECTION, wd);
        var delta = IntentDelta.between(running, next);
        sw.time().await(updateLoop.submit(() -> {
            programmer.apply(delta);
            return null;
        }));
        running = next;
    }

    /** Re-runs the programmer with an unchanged intent (what a commit of another section does). */
    public void recommit() {
        var delta = IntentDelta.between(running, running);
        sw.time().await(updateLoop.submit(() -> {
            programmer.apply(delta);
            return null;
        }));
    }

    /** A flow of {@code cls} from host {@code from} to host {@code to} sending without end at {@code load} of line rate. */
    public Flow send(int from, int to, FlowClass cls, double load) {
        SimNic src = hosts.get(from);
        src.setLoad(load);
        Flow f = src.openFlow(hosts.get(to), cls, 49152 + from, 100 + to, 0);
        f.post(1L << 40, 0, sw.simulation().now());
        return f;
    }

    /** Host {@code i}'s NIC storms PFC on {@code priority} from now on. */
    public PfcStorm storm(int i, int priority) {
        return sw.faults().pfcStorm(hosts.get(i), priority);
    }

    public Instant now() {
        return sw.time().now();
    }

    /** Runs the simulation (in 1 ms batches, as the agent's time does) for {@code d}. */
    public void run(Duration d) {
        sw.time().runFor(d);
    }

    /** Runs until {@code at}. */
    public void runUntil(Instant at) {
        sw.time().runUntil(at);
    }

    /** The instant of the poll grid {@code k} polls after the start. */
    public Instant poll(long k) {
        return start.plus(POLL.multipliedBy(k));
    }

    @Override
    public void close() {
        collector.close();
        updateLoop.close();
        sw.close();
    }
}
