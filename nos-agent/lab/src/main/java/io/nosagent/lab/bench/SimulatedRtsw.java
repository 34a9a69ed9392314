package io.nosagent.lab.bench;

import io.nosagent.config.intent.routing.RoutingIntent;
import io.nosagent.agent.AgentOptions;
import io.nosagent.agent.NosAgent;
import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.config.intent.StaticNeighbor;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.routing.Flowlets;
import io.nosagent.config.intent.routing.StaticRoute;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.StatsMode;
import io.nosagent.sai.meta.PortStat;
import io.nosagent.sai.platform.PlatformLoader;
import io.nosagent.sai.vasic.VirtualAsic;
import io.nosagent.sai.vasic.fabric.Fabric;
import io.nosagent.sai.vasic.nic.NicSpec;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.sim.SimulatedTime;
import io.nosagent.sai.vasic.sim.Simulation;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The agent on a virtual RTSW in simulation mode, configured for a load-balancing benchmark: the
 * built-in RTSW example config plus a static neighbor on each of the 16 downlinks and the first 16 uplinks
 * (so no ARP exchange shares the measured links) and a static route for the other racks
 * ({@link #REMOTE_PREFIX}) over those 16 peers, with QP hashing and flowlets as given. A simulated NIC sits
 * on each of the 16 downlinks (the example's hosts, 10.0.i.2) and on each of the 16
 * uplinks (standing for ranks in other racks behind the CTSWs, and seeing whatever the group sends
 * that way). One simulation, seeded, runs the agent and the data plane.
 */
final class SimulatedRtsw implements AutoCloseable {

    static final int HOSTS = 16;
    static final int UPLINKS = 16;
    static final String REMOTE_PREFIX = "10.200.0.0/16";

    private final SimulatedTime time;
    private final Path stateDir;
    private final NosAgent agent;
    private final Fabric fabric;
    private final List<SimNic> hosts = new ArrayList<>();
    private final List<SimNic> remotes = new ArrayList<>();

    private SimulatedRtsw(long seed, boolean qpHashing, Flowlets flowlets) {
        time = new SimulatedTime(new Simulation(seed));
        stateDir = RouteCommitBench.tempDir();
        var asic = new VirtualAsic(new PlatformLoader().load("rtsw"));
        try {
            agent = NosAgent.start(AgentOptions.virtual("rtsw", stateDir), asic.platform(), asic, time);
        } catch (RuntimeException e) {
            RouteCommitBench.delete(stateDir);
            throw e;
        }
        fabric = new Fabric(time.simulation());
        try {
            time.await(agent.intent().commit(config(agent.intent().current(), qpHashing, flowlets), "load-balancing bench"));
            var plane = fabric.addSwitch("rtsw", asic);
            for (int i = 0; i < HOSTS; i++) {
                hosts.add(fabric.attachNic(plane, downlink(i), NicSpec.of("host" + i, host(i), hostMac(i))));
            }
            for (int j = 0; j < UPLINKS; j++) {
                remotes.add(fabric.attachNic(plane, uplink(j), NicSpec.of("remote" + j, "10.200." + j + ".2", uplinkPeerMac(j))));
            }
        } catch (RuntimeException e) {
            close();
            throw e;
        }
    }

    /**
     * Boots the agent on a fresh virtual RTSW with simulation seed {@code seed} and commits the benchmark
     * config: QP hashing (E-ECMP) on or off, {@code flowlets} as given ({@link Flowlets#OFF} for none).
     */
    static SimulatedRtsw start(long seed, boolean qpHashing, Flowlets flowlets) {
        return new SimulatedRtsw(seed, qpHashing, flowlets);
    }

    static String downlink(int i) {
        return "eth1/" + (i + 1) + "/1";
    }

    static String uplink(int j) {
        return "eth1/" + (HOSTS + 1 + j) + "/1";
    }

    private static String host(int i) {
        return "10.0." + (i + 1) + ".2";
    }

    private static String hostMac(int i) {
        return "02:00:00:00:01:%02x".formatted(i + 1);
    }

    private static String uplinkPeer(int j) {
        return "10.1." + (j + 1) + ".1";
    }

    private static String uplinkPeerMac(int j) {
        return "02:00:00:00:20:%02x".formatted(j + 1);
    }

    private static SwitchIntent config(SwitchIntent example, boolean qpHashing, Flowlets flowlets) {
        var intent = example;
        for (int i = 0; i < HOSTS; i++) {
            InterfaceIntent down = intent.interfaceNamed(downlink(i)).orElseThrow();
            intent = intent.withInterface(down.withNeighbor(StaticNeighbor.of(host(i), hostMac(i))));
        }
        var peers = new String[UPLINKS];
        for (int j = 0; j < UPLINKS; j++) {
            InterfaceIntent up = intent.interfaceNamed(uplink(j)).orElseThrow();
            intent = intent.withInterface(up.withNeighbor(StaticNeighbor.of(uplinkPeer(j), uplinkPeerMac(j))));
            peers[j] = uplinkPeer(j);
        }
        var loadBalancing = RoutingIntent.of(intent).loadBalancing();
        var routing = RoutingIntent.of(intent).withStaticRoute(StaticRoute.of(REMOTE_PREFIX, peers))
                .withLoadBalancing(loadBalancing.withQp(loadBalancing.qp().withEnabled(qpHashing)))
                .withFlowlets(flowlets);
        return intent.with(RoutingIntent.SECTION, routing);
    }

    SimulatedTime time() {
        return time;
    }

    Simulation simulation() {
        return time.simulation();
    }

    NosAgent agent() {
        return agent;
    }

    /** The NICs on the downlinks, by port. */
    List<SimNic> hosts() {
        return Collections.unmodifiableList(hosts);
    }

    /** The NICs on the uplinks, by port: remote ranks, and sinks for traffic to any remote address. */
    List<SimNic> remotes() {
        return Collections.unmodifiableList(remotes);
    }

    /** Bytes sent out of each uplink so far, as the ASIC counts them. */
    long[] bytesPerUplink() {
        long[] bytes = new long[UPLINKS];
        for (int j = 0; j < UPLINKS; j++) {
            long port = agent.switchHandle().portId(uplink(j)).orElseThrow();
            bytes[j] = agent.sai().getStats(ObjectType.PORT, port, List.of(PortStat.IF_OUT_OCTETS), StatsMode.READ)[0];
        }
        return bytes;
    }

    @Override
    public void close() {
        try {
            fabric.close();
            agent.close();
        } finally {
            RouteCommitBench.delete(stateDir);
        }
    }
}
