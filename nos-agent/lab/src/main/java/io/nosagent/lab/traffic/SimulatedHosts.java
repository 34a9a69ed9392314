package io.nosagent.lab.traffic;

import io.nosagent.config.intent.InterfaceAddress;
import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.config.intent.StaticNeighbor;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.routing.RoutingIntent;
import io.nosagent.net.IpAddresses;
import io.nosagent.sai.MacAddress;
import io.nosagent.sai.platform.Platform;
import io.nosagent.sai.vasic.VirtualAsic;
import io.nosagent.sai.vasic.dataplane.DataPlane;
import io.nosagent.sai.vasic.fabric.Fabric;
import io.nosagent.sai.vasic.fault.Faults;
import io.nosagent.sai.vasic.nic.NicSpec;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.sim.RealTimeRunner;
import io.nosagent.sai.vasic.sim.Simulation;
import io.nosagent.sai.vasic.nic.FlowClass;
import io.nosagent.sai.vasic.traffic.BulkTransfer;
import io.nosagent.sai.vasic.traffic.TrafficJob;
import io.nosagent.sai.vasic.traffic.TrafficOptions;
import io.nosagent.sai.vasic.traffic.TrafficPattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.net.InetAddress;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Hosts on the virtual ASIC's ports, taken from the agent's own config: each interface with an IPv4 static neighbor
 * gets a simulated NIC with that neighbor's address and MAC, so the switch already knows how to reach it; each
 * other downlink with an IPv4 address gets a NIC at its subnet's first host address that is not the switch's
 * (10.0.1.2 beside 10.0.1.1/24), MAC 02:00:00:00:01:&lt;panel position&gt; (the example config's), which resolves
 * its gateway by ARP as a host does, and which the switch learns the same way. A host whose port has an IPv6 address
 * too is dual-stack (2001:db8:0:1::2 beside 2001:db8:0:1::1/64): it answers neighbor discovery and echo there. Each addressed uplink gets a spine
 * peer the same way (10.1.1.1 beside 10.1.1.0/31, MAC 02:00:00:00:20:&lt;panel position&gt;): it answers the switch's
 * ARP for its address, the next hop of the shipped config's default route, and sinks what the switch sends it. Beside
 * the pattern among the hosts, when the config routes there (a static route covering them, e.g. a default route over
 * the spine peers), each host streams RoCE to a rank behind the spines ({@value #REMOTE_RANKS}.n, off every connected
 * subnet), so that traffic crosses the uplinks' ECMP group. It all runs continuously until
 * closed: paced to the wall clock by a {@link RealTimeRunner}, or, in simulation mode, as fast as whoever drives
 * the simulation runs it.
 */
public final class SimulatedHosts implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(SimulatedHosts.class);

    private final Fabric fabric;
    private final List<SimNic> nics;
    private final List<SimNic> spines;
    private final Map<String, SimNic> byPort;
    private final Optional<TrafficJob> job;
    private final boolean acrossUplinks;
    /** Absent in simulation mode, and when no host is cabled: an empty simulation is not worth a thread waking every millisecond. */
    private final Optional<RealTimeRunner> runner;

    /** Where the ranks behind the spines live: the first three octets of their addresses (one rank a host). */
    static final String REMOTE_RANKS = "10.2.0";
    /** How often the spine peers' answers are checked, and how long the agent is given to program them. */
    private static final long SPINE_SETTLE_NS = 100_000_000L;

    private SimulatedHosts(Fabric fabric, List<SimNic> nics, List<SimNic> spines, Map<String, SimNic> byPort,
                           Optional<TrafficJob> job, boolean acrossUplinks, Optional<RealTimeRunner> runner) {
        this.fabric = fabric;
        this.nics = nics;
        this.spines = spines;
        this.byPort = byPort;
        this.job = job;
        this.acrossUplinks = acrossUplinks;
        this.runner = runner;
    }

    /**
     * Cables hosts to {@code asic} as {@code intent} describes them and starts {@code pattern} among
     * them. With fewer than two hosts there is nothing to run; that is logged, not an error.
     */
    public static SimulatedHosts start(VirtualAsic asic, SwitchIntent intent, TrafficPattern pattern, long seed) {
        return start(asic, intent, pattern, seed, 1.0);
    }

    /** As above, each NIC sending at {@code load} (0..1] of its line rate: light traffic keeps the simulator cheap. */
    public static SimulatedHosts start(VirtualAsic asic, SwitchIntent intent, TrafficPattern pattern, long seed, double load) {
        return cable(new Fabric(seed), asic, intent, pattern, true, load);
    }

    /**
     * Simulation mode: cables the hosts on {@code sim}, which the caller drives (the agent's
     * {@link io.nosagent.sai.vasic.sim.SimulatedTime}); no thread of its own.
     */
    public static SimulatedHosts start(VirtualAsic asic, SwitchIntent intent, TrafficPattern pattern, Simulation sim) {
        return cable(new Fabric(sim), asic, intent, pattern, false, 1.0);
    }

    private static SimulatedHosts cable(Fabric fabric, VirtualAsic asic, SwitchIntent intent, TrafficPattern pattern,
                                        boolean realTime, double load) {
        try {
            DataPlane plane = fabric.addSwitch(intent.system().hostname(), asic);
            var nics = new ArrayList<SimNic>();
            var spines = new ArrayList<SimNic>();
            var byPort = new LinkedHashMap<String, SimNic>();
            for (InterfaceIntent i : intent.interfaces().values()) {
                if (!i.enabled()) {
                    continue;
                }
                Optional<StaticNeighbor> host = i.neighbors().stream().filter(StaticNeighbor::isIpv4).findFirst();
                if (host.isPresent()) {
                    var spec = dualStack(new NicSpec("host@" + i.name(), host.get().ip(), MacAddress.parse(host.get().linkLayerAddress())), i);
                    SimNic nic = fabric.attachNic(plane, i.name(), spec);
                    nic.setLoad(load);
                    announce(nic, i);
                    nics.add(nic);
                    byPort.put(i.name(), nic);
                } else if (isDownlink(asic, i.name()) && !i.ipv4Addresses().isEmpty()) {
                    InterfaceAddress gateway = i.ipv4Addresses().first();
                    var spec = dualStack(new NicSpec("host@" + i.name(), firstHost(gateway),
                            new MacAddress(0x0200_0000_0100L + panelPosition(asic, i.name()))), i);
                    SimNic nic = fabric.attachNic(plane, i.name(), spec);
                    nic.setLoad(load);
                    nic.resolveGateway(gateway.ip());
                    announce(nic, i);
                    nics.add(nic);
                    byPort.put(i.name(), nic);
                } else if (isUplink(asic, i.name()) && !i.ipv4Addresses().isEmpty()) {
                    InterfaceAddress own = i.ipv4Addresses().first();
                    var spec = new NicSpec("spine@" + i.name(), firstHost(own), new MacAddress(0x0200_0000_2000L + panelPosition(asic, i.name())));
                    SimNic spine = fabric.attachNic(plane, i.name(), spec);
                    announce(spine, i);
                    spines.add(spine);
                    byPort.put(i.name(), spine);
                }
            }
            Optional<TrafficJob> job = Optional.empty();
            if (pattern != TrafficPattern.NONE && nics.size() >= 2) {
                job = fabric.start(pattern, nics, TrafficOptions.continuous());
                log.info("simulated traffic: {} among {} hosts on {} .. {}", pattern, nics.size(),
                        nics.getFirst().name(), nics.getLast().name());
            } else if (pattern != TrafficPattern.NONE) {
                log.warn("simulated traffic: {} needs at least 2 hosts; the config names {} (static IPv4 neighbors on enabled ports)",
                        pattern, nics.size());
            }
            boolean acrossUplinks = pattern != TrafficPattern.NONE && !nics.isEmpty() && !spines.isEmpty() && routesBehindSpines(intent);
            if (acrossUplinks) {
                whenSpinesAnswered(fabric, spines, () -> toRanksBehindSpines(fabric, nics));
                log.info("simulated traffic: each of {} hosts streams RoCE to a rank behind the {} spine peers on {} .. {}",
                        nics.size(), spines.size(), spines.getFirst().name(), spines.getLast().name());
            }
            var runner = byPort.isEmpty() || !realTime ? Optional.<RealTimeRunner>empty() : Optional.of(fabric.runInRealTime());
            return new SimulatedHosts(fabric, List.copyOf(nics), List.copyOf(spines), Map.copyOf(byPort), job, acrossUplinks, runner);
        } catch (RuntimeException e) {
            fabric.close();
            throw e;
        }
    }

    /**
     * The host with an IPv6 address too when its port has one: the port's IPv6 static neighbor's, else the subnet's
     * first host address (2001:db8:0:3::2 beside 2001:db8:0:3::1/64). The host answers neighbor discovery and echo
     * for it and sends its own traffic over IPv4.
     */
    private static NicSpec dualStack(NicSpec host, InterfaceIntent port) {
        if (port.ipv6Addresses().isEmpty()) {
            return host;
        }
        InetAddress v6 = port.neighbors().stream().filter(n -> !n.isIpv4()).map(StaticNeighbor::ip).findFirst()
                .orElseGet(() -> firstHost(port.ipv6Addresses().first()));
        return host.withIpv6((java.net.Inet6Address) v6);
    }

    /** Whether a static route of {@code intent} reaches the ranks behind the spines: without one the switch would drop their traffic. */
    private static boolean routesBehindSpines(SwitchIntent intent) {
        InetAddress rank = IpAddresses.parse(REMOTE_RANKS + ".1");
        return RoutingIntent.of(intent).staticRoutes().values().stream().anyMatch(r -> r.prefix().contains(rank));
    }

    /**
     * Runs {@code start} on the simulation once every spine peer has answered the switch's ARP (and a little more, for
     * the agent to program what it learned): before that the route has no next hop and would drop what it is sent.
     */
    private static void whenSpinesAnswered(Fabric fabric, List<SimNic> spines, Runnable start) {
        long now = fabric.simulation().now();
        if (spines.stream().allMatch(s -> s.neighborRepliesSent() > 0)) {
            fabric.faults().at(now + SPINE_SETTLE_NS, start);
        } else {
            fabric.faults().at(now + SPINE_SETTLE_NS, () -> whenSpinesAnswered(fabric, spines, start));
        }
    }

    /**
     * Each host streams to its own rank behind the spines, continuously, over RoCE queue pairs (each its own
     * destination QP, which E-ECMP hashes on). The ranks are not cabled anywhere: the switch routes to them by its
     * default route, and whichever spine peer the group picks sinks the packets and acknowledges them.
     */
    private static TrafficJob toRanksBehindSpines(Fabric fabric, List<SimNic> hosts) {
        var pairs = new ArrayList<BulkTransfer.Pair>();
        for (int k = 0; k < hosts.size(); k++) {
            SimNic host = hosts.get(k);
            if (host.isIpv6()) {
                continue;
            }
            var rank = new SimNic(fabric.simulation(), NicSpec.of("rank" + k + "@behind-spines", REMOTE_RANKS + "." + (k + 1),
                    "02:00:00:00:30:%02x".formatted(k + 1)), host.speedMbps());
            pairs.add(new BulkTransfer.Pair(host, rank));
        }
        return BulkTransfer.start(fabric.simulation(), pairs, TrafficOptions.continuous().withFlowClass(FlowClass.ROCE));
    }

    /**
     * The host's lldpd: the rack is built as designed, so the NIC names itself as its port's expected peer
     * ({@code host0 rdma0}); without one, by its own name on {@code eth0}.
     */
    private static void announce(SimNic nic, InterfaceIntent port) {
        var peer = port.expectedPeer();
        nic.announceLldp(peer.map(p -> p.systemName()).orElse(nic.name()), peer.flatMap(p -> p.portId()).orElse("eth0"));
    }

    private static boolean isDownlink(VirtualAsic asic, String port) {
        return asic.platform().port(port).map(p -> p.role() == Platform.PortRole.DOWNLINK).orElse(false);
    }

    private static boolean isUplink(VirtualAsic asic, String port) {
        return asic.platform().port(port).map(p -> p.role() == Platform.PortRole.UPLINK).orElse(false);
    }

    /** 1 for the first front-panel port. */
    private static int panelPosition(VirtualAsic asic, String port) {
        return asic.platform().ports().indexOf(asic.platform().port(port).orElseThrow()) + 1;
    }

    /** The subnet's first address that is neither its network address nor the switch's own. */
    static InetAddress firstHost(InterfaceAddress gateway) {
        byte[] b = gateway.network().getAddress();
        do {
            for (int k = b.length - 1; k >= 0 && ++b[k] == 0; k--) {
                // carry into the next octet
            }
        } while (java.util.Arrays.equals(b, gateway.ip().getAddress()));
        try {
            return InetAddress.getByAddress(b);
        } catch (java.net.UnknownHostException e) {
            throw new IllegalStateException(e);
        }
    }

    public List<SimNic> nics() {
        return nics;
    }

    public Optional<TrafficJob> job() {
        return job;
    }

    /** The spine peers on the uplinks, in port order. */
    public List<SimNic> spines() {
        return spines;
    }

    /** Whether the hosts stream to the ranks behind the spines (traffic runs, spine peers and a route there): once every spine answered ARP. */
    public boolean acrossUplinks() {
        return acrossUplinks;
    }

    /** The NIC cabled to {@code interfaceName}: a host on a downlink, a spine peer on an uplink. */
    public Optional<SimNic> host(String interfaceName) {
        return Optional.ofNullable(byPort.get(interfaceName));
    }

    /**
     * Injects a fault (link down, PFC storm, a host that stops draining, a lossy link) on the
     * simulation's own thread, the only one that may touch it while it runs: before its next batch.
     */
    public void inject(Consumer<Faults> fault) {
        fabric.simulation().submit(() -> fault.accept(fabric.faults()));
    }

    /** The simulation the hosts run on, for their faults. */
    Fabric fabric() {
        return fabric;
    }

    /** How fast simulated time runs against the wall clock (1.0 = real time). */
    public double speed() {
        return runner.map(RealTimeRunner::speed).orElse(1.0);
    }

    /** Stops the simulation and uncables the hosts. */
    @Override
    public void close() {
        try {
            runner.ifPresent(RealTimeRunner::close);
        } finally {
            fabric.close();
        }
    }
}
