package io.nosagent.sai.vasic.fabric;

import io.nosagent.sai.vasic.VirtualAsic;
import io.nosagent.sai.vasic.dataplane.DataPlane;
import io.nosagent.sai.vasic.dataplane.SwitchPort;
import io.nosagent.sai.vasic.fault.Faults;
import io.nosagent.sai.vasic.link.Link;
import io.nosagent.sai.vasic.nic.NicSpec;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.packet.PacketKind;
import io.nosagent.sai.vasic.packet.QueueingDelays;
import io.nosagent.sai.vasic.sim.RealTimeRunner;
import io.nosagent.sai.vasic.sim.Simulation;
import io.nosagent.sai.vasic.traffic.TrafficJob;
import io.nosagent.sai.vasic.traffic.TrafficOptions;
import io.nosagent.sai.vasic.traffic.TrafficPattern;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * One simulated network in one process: virtual switches (each a {@link VirtualAsic} with its
 * {@link DataPlane}), simulated NICs cabled to their ports, switch-to-switch links, traffic and faults,
 * all on one {@link Simulation}. Build it, start traffic, then either run it flat out
 * ({@link #runFor}) or hand it to a {@link RealTimeRunner} ({@link #runInRealTime}); after that, touch
 * it only through {@link Simulation#submit}.
 *
 * <pre>{@code
 * var fabric = new Fabric(42);
 * DataPlane rtsw = fabric.addSwitch("rtsw1", asic);             // asic: programmed by the agent
 * var nics = new ArrayList<SimNic>();
 * for (int i = 1; i <= 16; i++) {
 *     nics.add(fabric.attachNic(rtsw, "eth1/" + i + "/1", NicSpec.of("gpu" + i, "10.0." + i + ".2", mac(i))));
 * }
 * fabric.start(TrafficPattern.ALLREDUCE, nics, TrafficOptions.continuous());
 * RealTimeRunner runner = fabric.runInRealTime();               // counters move; close() stops it
 * }</pre>
 */
public final class Fabric implements AutoCloseable {

    private final Simulation sim;
    private final Faults faults;
    private final List<DataPlane> switches = new ArrayList<>();
    private final List<SimNic> nics = new ArrayList<>();
    private final List<Link> links = new ArrayList<>();
    private final List<TrafficJob> jobs = new ArrayList<>();
    private long propagationNs = Link.DEFAULT_PROPAGATION_NS;

    public Fabric(long seed) {
        this(new Simulation(seed));
    }

    public Fabric(Simulation sim) {
        this.sim = sim;
        this.faults = new Faults(sim);
    }

    public Simulation simulation() {
        return sim;
    }

    public Faults faults() {
        return faults;
    }

    /** Propagation delay of links cabled from now on. */
    public void setPropagationNs(long ns) {
        this.propagationNs = ns;
    }

    /** Adds a switch: attaches a data plane to {@code asic}, whose switch must already exist. */
    public DataPlane addSwitch(String name, VirtualAsic asic) {
        var plane = DataPlane.attach(asic, sim, name);
        switches.add(plane);
        return plane;
    }

    /** Cables a new NIC (at the port's speed) to {@code interfaceName} of {@code sw}. */
    public SimNic attachNic(DataPlane sw, String interfaceName, NicSpec spec) {
        SwitchPort port = sw.port(interfaceName);
        var nic = new SimNic(sim, spec, port.speedMbps());
        links.add(new Link(sim, nic, port, propagationNs));
        nics.add(nic);
        return nic;
    }

    /** Cables two switch ports together. */
    public Link connect(DataPlane a, String portA, DataPlane b, String portB) {
        var link = new Link(sim, a.port(portA), b.port(portB), propagationNs);
        links.add(link);
        return link;
    }

    /**
     * Swaps the cables of two ports of {@code sw}: each port then reaches what the other did (a miswire); the same
     * call again puts them back.
     */
    public void swapCables(DataPlane sw, String portA, String portB) {
        SwitchPort a = sw.port(portA);
        SwitchPort b = sw.port(portB);
        if (a.link() == null || b.link() == null) {
            throw new IllegalArgumentException("no cable in " + (a.link() == null ? portA : portB));
        }
        Link.swapFarEnds(a.link(), a, b.link(), b);
    }

    /** Starts a named pattern over {@code over}; empty for {@link TrafficPattern#NONE}. */
    public Optional<TrafficJob> start(TrafficPattern pattern, List<SimNic> over, TrafficOptions options) {
        Optional<TrafficJob> job = pattern.start(sim, over, options);
        job.ifPresent(jobs::add);
        return job;
    }

    public List<DataPlane> switches() {
        return Collections.unmodifiableList(switches);
    }

    public List<SimNic> nics() {
        return Collections.unmodifiableList(nics);
    }

    public List<Link> links() {
        return Collections.unmodifiableList(links);
    }

    public List<TrafficJob> jobs() {
        return Collections.unmodifiableList(jobs);
    }

    /** How long the packets of {@code kind} every NIC received waited in switch queues, all NICs together. */
    public QueueingDelays queueingDelays(PacketKind kind) {
        var all = new QueueingDelays();
        for (SimNic nic : nics) {
            all.add(nic.queueingDelays(kind));
        }
        return all;
    }

    /** Runs as fast as the CPU allows for {@code duration} of simulated time. */
    public void runFor(Duration duration) {
        sim.runFor(duration);
    }

    public void runFor(long ns) {
        sim.runFor(ns);
    }

    /** Hands the simulation to its own thread, paced to the wall clock. */
    public RealTimeRunner runInRealTime() {
        return RealTimeRunner.start(sim);
    }

    /** Detaches every data plane from its ASIC. */
    @Override
    public void close() {
        for (DataPlane d : switches) {
            d.close();
        }
    }
}
