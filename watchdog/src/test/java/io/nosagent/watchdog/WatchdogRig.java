package io.nosagent.watchdog;

import io.nosagent.feature.update.UpdateLoop;
import io.nosagent.config.delta.IntentDelta;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.pfcwd.PfcWatchdogIntent;
import io.nosagent.sai.stats.StatsCollector;
import io.nosagent.sai.vasic.fault.PfcStorm;
import io.nosagent.sai.vasic.nic.Flow;
import io.nosagent.sai.vasic.nic.FlowClass;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.packet.Roce;
import io.nosagent.sai.vasic.testkit.TestQos;
import io.nosagent.sai.vasic.testkit.TestRack;
import io.nosagent.sai.vasic.testkit.VirtualSwitch;
import io.nosagent.watchdog.correlate.Correlator;
import io.nosagent.watchdog.correlate.Topology;
import io.nosagent.watchdog.event.Event;
import io.nosagent.watchdog.monitor.MonitorSettings;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The whole watchdog feature ({@link Watchdog}: PFC watchdog, monitors, correlator, alarms) on an RTSW of
 * the virtual ASIC test kit, on the simulation's clock: QoS programmed beside it as in {@link StormRig},
 * hosts on downlinks, spine NICs on uplinks, the port status tracker feeding the link monitor.
 */
public final class WatchdogRig implements AutoCloseable {

    private static final int FRAME = Roce.frameSize(4096, false);

    public final VirtualSwitch sw;
    final UpdateLoop updateLoop;
    public final TestRack rack;
    public final TestQos qos;
    private final java.util.Map<String, Integer> losslessMasks = new java.util.concurrent.ConcurrentSkipListMap<>();
    public final List<SimNic> hosts = new ArrayList<>();
    public final List<SimNic> spines = new ArrayList<>();
    public final StatsCollector collector;
    public final Watchdog watchdog;
    public final List<Event> seen = new CopyOnWriteArrayList<>();
    private Topology topology;
    private SwitchIntent running = SwitchIntent.named("rtsw-test");

    public WatchdogRig(long seed, int hostCount, int uplinkCount, MonitorSettings monitors) {
        sw = VirtualSwitch.rtsw(seed);
        updateLoop = new UpdateLoop(sw.time());
        rack = sw.rack();
        qos = new TestQos(rack);
        for (int i = 0; i < hostCount; i++) {
            hosts.add(rack.host(i));
            lossless(i);
        }
        for (int j = 0; j < uplinkCount; j++) {
            spines.add(rack.uplink(j));
            lossless(TestRack.uplinkPort(j));
        }
        topology = Topology.ofPorts(sw.handle().portsByName().keySet());
        collector = new StatsCollector(sw.sai(), sw.handle(), StormRig.POLL, sw.time());
        watchdog = new Watchdog(sw.sai(), sw.store(), sw.handle(), collector, sw.portStatus(), updateLoop, sw.time(),
                () -> topology, TestLossless.of(() -> losslessMasks), monitors, Correlator.Settings.DEFAULT);
        watchdog.events().events().subscribe(seen::add);
    }

    private void lossless(int port) {
        losslessMasks.put(rack.portName(port), TestLossless.PRIORITIES_2_AND_3);
        qos.dscpToTc(port, StormRig.RDMA_DSCP, 2, StormRig.SECOND_DSCP, 3);
        qos.pfc(port, (1 << 2) | (1 << 3));
        qos.losslessPriorityGroup(port, 2, 0, 20L * FRAME, 4L * FRAME, 2L * FRAME);
        qos.losslessPriorityGroup(port, 3, 0, 20L * FRAME, 4L * FRAME, 2L * FRAME);
    }

    public void setTopology(Topology value) {
        topology = value;
    }

    public Topology topology() {
        return topology;
    }

    public static String uplink(int j) {
        return "eth1/" + (TestRack.uplinkPort(j) + 1) + "/1";
    }

    public void commit(PfcWatchdogIntent wd) {
        SwitchIntent next = running.with(PfcWatchdogIntent.SECTION, wd);
        var delta = IntentDelta.between(running, next);
        sw.time().await(updateLoop.submit(() -> {
            watchdog.programmer().apply(delta);
            return null;
        }));
        running = next;
    }

    public Flow send(SimNic src, SimNic dst, FlowClass cls, double load) {
        src.setLoad(load);
        Flow f = src.openFlow(dst, cls, 49152 + src.flows().size(), 100, 0);
        f.post(1L << 40, 0, sw.simulation().now());
        return f;
    }

    public PfcStorm storm(SimNic nic, int priority) {
        return sw.faults().pfcStorm(nic, priority);
    }

    public Instant now() {
        return sw.time().now();
    }

    public void run(Duration d) {
        sw.time().runFor(d);
    }

    @Override
    public void close() {
        watchdog.close();
        collector.close();
        updateLoop.close();
        sw.close();
    }
}
