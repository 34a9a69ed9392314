package io.nosagent.sai.vasic.testkit;

import io.nosagent.sai.MacAddress;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.Sai;
import io.nosagent.sai.StatId;
import io.nosagent.sai.StatsMode;
import io.nosagent.sai.bringup.SwitchBringUp;
import io.nosagent.sai.bringup.SwitchHandle;
import io.nosagent.sai.platform.Platform;
import io.nosagent.sai.platform.PlatformLoader;
import io.nosagent.sai.ports.PortStatusTracker;
import io.nosagent.sai.store.SaiStore;
import io.nosagent.sai.trace.SaiCall;
import io.nosagent.sai.trace.TracingSai;
import io.nosagent.sai.vasic.VirtualAsic;
import io.nosagent.sai.vasic.dataplane.DataPlane;
import io.nosagent.sai.vasic.fabric.Fabric;
import io.nosagent.sai.vasic.fault.Faults;
import io.nosagent.sai.vasic.nic.Marking;
import io.nosagent.sai.vasic.nic.NicSpec;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.packet.PacketKind;
import io.nosagent.sai.vasic.packet.QueueingDelays;
import io.nosagent.sai.vasic.sim.SimulatedTime;
import io.nosagent.sai.vasic.sim.Simulation;
import io.nosagent.sai.vasic.traffic.TrafficJob;
import io.nosagent.sai.vasic.traffic.TrafficOptions;
import io.nosagent.sai.vasic.traffic.TrafficPattern;

import java.net.InetAddress;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A switch on the virtual ASIC brought up the way the agent brings one up (same bring-up, same
 * {@link SaiStore}), for a feature's own tests: given the feature's programmers applied to an intent,
 * when hosts cabled to its ports send traffic (or a fault is injected), then counters and state.
 *
 * <p>Every SAI call goes through a recording {@link TracingSai}, so a test can also say how many calls
 * a change cost. The simulation runs only when the test asks ({@link #run}), on the test's thread.
 *
 * <p>The simulation is also the agent's time ({@link #time()}): the ASIC's notifications, an
 * {@link #portStatus()} tracker (and an agent's update loop on {@link #time()}) run as its events, so work the agent
 * queues on a port event (fast failover) happens inside {@link #run}, deterministically.
 */
public final class VirtualSwitch implements AutoCloseable {

    private final VirtualAsic asic;
    private final List<SaiCall> calls = Collections.synchronizedList(new ArrayList<>());
    private final Sai sai;
    private final SwitchHandle handle;
    private final SaiStore store;
    private final Fabric fabric;
    private final DataPlane plane;
    private final SimulatedTime time;
    private PortStatusTracker portStatus;
    private Marking ackMarking;
    private TestRack rack;

    private VirtualSwitch(Platform platform, long seed) {
        asic = new VirtualAsic(platform);
        fabric = new Fabric(seed);
        time = new SimulatedTime(fabric.simulation());
        // Before anything subscribes: port events become simulation events, in order with the traffic.
        asic.deliverNotificationsOn(time);
        sai = new TracingSai(asic, calls::add);
        handle = new SwitchBringUp(sai, asic.platform()).bringUp();
        store = new SaiStore(sai, handle.switchId());
        store.adoptSwitch(handle);
        plane = fabric.addSwitch(platform.name(), asic);
    }

    /** A switch of a shipped platform ({@code rtsw}, {@code ctsw}) or a platform description file. */
    public static VirtualSwitch of(String platform, long seed) {
        return new VirtualSwitch(new PlatformLoader().load(platform), seed);
    }

    /** A switch of {@code platform} (a shipped one with, say, smaller tables: {@code platform.capacities()}). */
    public static VirtualSwitch of(Platform platform, long seed) {
        return new VirtualSwitch(platform, seed);
    }

    public static VirtualSwitch rtsw(long seed) {
        return of("rtsw", seed);
    }

    /** The SAI port a feature programs through (recording). */
    public Sai sai() {
        return sai;
    }

    public SwitchHandle handle() {
        return handle;
    }

    public SaiStore store() {
        return store;
    }

    public VirtualAsic asic() {
        return asic;
    }

    /** The switch's data plane: its ports (queues, priority groups, on a VOQ switch {@code credits()}). */
    public DataPlane dataPlane() {
        return plane;
    }

    public Simulation simulation() {
        return fabric.simulation();
    }

    /** Swaps the cables of two ports (a miswire); the same call again puts them back. */
    public void swapCables(String portA, String portB) {
        fabric.swapCables(plane, portA, portB);
    }

    public Faults faults() {
        return fabric.faults();
    }

    /** The simulation as the agent's time source. */
    public SimulatedTime time() {
        return time;
    }

    /** The ports' oper state from the ASIC's notifications (created on first use), stamped in simulated time. */
    public PortStatusTracker portStatus() {
        if (portStatus == null) {
            portStatus = new PortStatusTracker(sai, handle, time);
        }
        return portStatus;
    }

    /**
     * Raw SAI programming of this switch as another feature would do it, beside the store (hosts and
     * uplinks with their routes, QoS through {@link TestQos}): what a feature's test needs programmed but
     * does not own. Its writes bypass the recording and the store.
     */
    public TestRack rack() {
        if (rack == null) {
            rack = new TestRack(asic, handle.switchId(), fabric, plane);
        }
        return rack;
    }

    /** The calls made since the last {@link #forgetCalls()}. */
    public List<SaiCall> calls() {
        synchronized (calls) {
            return List.copyOf(calls);
        }
    }

    /** The create, remove and set calls made since the last {@link #forgetCalls()}. */
    public List<SaiCall> writes() {
        return calls().stream().filter(SaiCall::isWrite).toList();
    }

    public void forgetCalls() {
        calls.clear();
    }

    /** Cables a simulated host with {@code ip} and {@code mac} to {@code interfaceName}. */
    public SimNic host(String interfaceName, InetAddress ip, MacAddress mac) {
        if (handle.portId(interfaceName).isEmpty()) {
            throw new IllegalArgumentException("no port " + interfaceName + " on " + asic.platform().name());
        }
        SimNic nic = fabric.attachNic(plane, interfaceName, new NicSpec("host@" + interfaceName, ip, mac));
        nic.setAckMarking(ackMarking);
        return nic;
    }

    /**
     * An address behind the switch that no NIC is cabled to (a task VIP, a host beyond an uplink), for
     * flows to it: the switch delivers them wherever it routes them, and {@code Flow.lastReceiver()}
     * says which NIC that was.
     */
    public SimNic address(String name, InetAddress ip) {
        return new SimNic(fabric.simulation(), new NicSpec(name, ip, new MacAddress(0)), 400_000);
    }

    /** Starts {@code pattern} among {@code hosts} (a bounded job unless {@code options} say otherwise). */
    public TrafficJob traffic(TrafficPattern pattern, List<SimNic> hosts, TrafficOptions options) {
        return fabric.start(pattern, hosts, options)
                .orElseThrow(() -> new IllegalArgumentException(pattern + " needs at least two hosts"));
    }

    /** Runs the simulation flat out for {@code duration} of simulated time. */
    public void run(Duration duration) {
        fabric.runFor(duration);
    }

    /**
     * How long packets of {@code kind} (RDMA data, ACKs, clear-to-sends) waited in the switch's queues,
     * over every host that received some: {@code queueingDelays(PacketKind.CTS).p90Ns()}.
     */
    public QueueingDelays queueingDelays(PacketKind kind) {
        return fabric.queueingDelays(kind);
    }

    /** Marks the ACKs every host cabled so far and from now on sends (null: like the data they acknowledge). */
    public void ackMarking(Marking marking) {
        this.ackMarking = marking;
        for (SimNic nic : fabric.nics()) {
            nic.setAckMarking(marking);
        }
    }

    /** A port counter read as the agent reads it. */
    public long portStat(String interfaceName, StatId stat) {
        long port = handle.portId(interfaceName).orElseThrow(() -> new IllegalArgumentException("no port " + interfaceName));
        return asic.getStats(ObjectType.PORT, port, List.of(stat), StatsMode.READ)[0];
    }

    @Override
    public void close() {
        if (portStatus != null) {
            portStatus.close();
        }
        fabric.close();
        asic.close();
    }
}
