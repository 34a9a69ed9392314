package io.nosagent.lab.fabric;

import io.nosagent.agent.AgentOptions;
import io.nosagent.agent.BgpOptions;
import io.nosagent.agent.NosAgent;
import io.nosagent.control.ControlPlaneFeature;
import io.nosagent.agent.gnmi.GnmiOptions;
import io.nosagent.control.kernel.KernelNamespace;
import io.nosagent.lab.traffic.SimulatedFaults;
import io.nosagent.sai.trace.SaiCall;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.sai.MacAddress;
import io.nosagent.sai.platform.Platform;
import io.nosagent.sai.platform.Personality;
import io.nosagent.sai.platform.PlatformLoader;
import io.nosagent.sai.vasic.VirtualAsic;
import io.nosagent.sai.vasic.dataplane.DataPlane;
import io.nosagent.sai.vasic.fabric.Fabric;
import io.nosagent.sai.vasic.link.Link;
import io.nosagent.sai.vasic.nic.NicSpec;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.sim.RealTimeRunner;
import io.nosagent.sai.vasic.sim.SimulatedTime;
import io.nosagent.sai.vasic.traffic.TrafficJob;
import io.nosagent.sai.vasic.traffic.TrafficOptions;
import io.nosagent.sai.vasic.traffic.TrafficPattern;
import io.nosagent.sai.vasic.sim.Simulation;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.UnaryOperator;

/**
 * A two-tier zone on one simulation: every RTSW and CTSW is a virtual ASIC programmed by its own
 * agent from its own config ({@link ZoneConfigs}), cabled as the {@link ZonePlan} says, with a
 * simulated GPU NIC on each RTSW downlink. Everything (the data plane, every agent's timers, update
 * loop and notifications) runs in simulated time, driven by the caller's thread ({@link #run}).
 */
public final class VirtualZone implements AutoCloseable {

    private final ZonePlan plan;
    private final SimulatedTime time;
    private final Fabric fabric;
    private final List<NosAgent> rtsws = new ArrayList<>();
    private final List<NosAgent> ctsws = new ArrayList<>();
    private final Map<String, AgentOptions> options = new HashMap<>();
    /** The link between RTSW r and CTSW s, by (r, s). */
    private final Map<List<Integer>, Link> uplinks = new HashMap<>();
    private final List<List<SimNic>> nics = new ArrayList<>();
    /** Each switch's faults (gNMI's and {@code nos-agent sim}'s), by switch name: on its own ports' cables. */
    private final Map<String, SimulatedFaults> faults = new HashMap<>();
    /** Every switch's generated config, before edits. */
    private ZoneConfigs configs;

    /** How long a boot waits, in simulated time, for the zone to resolve its neighbors (retries are 1 s apart). */
    private static final Duration RESOLUTION_LIMIT = Duration.ofSeconds(5);
    private static final Duration RESOLUTION_STEP = Duration.ofMillis(10);

    /** Where each switch (by name) makes its kernel interfaces; empty: none. */
    private final Function<String, Optional<KernelNamespace>> kernel;

    private VirtualZone(ZonePlan plan, long seed, Function<String, Optional<KernelNamespace>> kernel) {
        this.plan = plan;
        this.kernel = kernel;
        this.time = new SimulatedTime(new Simulation(seed));
        this.fabric = new Fabric(time.simulation());
    }

    /**
     * Boots every switch's agent (state under {@code stateDir/<switch>}), programs its generated config
     * after {@code edit} (a test's or template's change to it), then cables the zone.
     */
    public static VirtualZone start(ZonePlan plan, long seed, Path stateDir, Edits edits) {
        return start(plan, seed, stateDir, edits, name -> Optional.empty());
    }

    /**
     * As {@link #start(ZonePlan, long, Path, Edits)}, each switch serving gNMI with {@code gnmi.apply(name)}
     * when that is present.
     */
    public static VirtualZone start(ZonePlan plan, long seed, Path stateDir, Edits edits,
                                    Function<String, Optional<GnmiOptions>> gnmi) {
        return start(plan, seed, stateDir, edits, gnmi, Optional.empty());
    }

    /**
     * As {@link #start(ZonePlan, long, Path, Edits, Function)}, with eBGP between the tiers instead of static
     * routes when {@code bgp} is present (which needs the kernel namespaces of the longest form).
     */
    public static VirtualZone start(ZonePlan plan, long seed, Path stateDir, Edits edits,
                                    Function<String, Optional<GnmiOptions>> gnmi, Optional<ZoneBgp> bgp) {
        return start(plan, seed, stateDir, edits, gnmi, bgp, Personality.FULL);
    }

    /**
     * As {@link #start(ZonePlan, long, Path, Edits, Function, Optional)}, every switch's virtual ASIC run by a
     * vendor SAI of {@code personality}: each config has the features that SAI lacks turned off
     * ({@link ZoneConfigs#forAsic}) before it is committed.
     */
    public static VirtualZone start(ZonePlan plan, long seed, Path stateDir, Edits edits,
                                    Function<String, Optional<GnmiOptions>> gnmi, Optional<ZoneBgp> bgp, Personality personality) {
        return start(plan, seed, stateDir, edits, gnmi, bgp, personality, name -> Optional.empty());
    }

    /**
     * As {@link #start(ZonePlan, long, Path, Edits, Function, Optional, Personality)}, each switch making its kernel
     * interfaces in {@code kernel.apply(name)} when present (a network namespace per switch: its TCP daemons then
     * speak over the simulated cables). With {@code bgp} every agent runs FRR in its switch's namespace (state in
     * its own directory), stopped when the zone closes.
     */
    public static VirtualZone start(ZonePlan plan, long seed, Path stateDir, Edits edits,
                                    Function<String, Optional<GnmiOptions>> gnmi, Optional<ZoneBgp> bgp, Personality personality,
                                    Function<String, Optional<KernelNamespace>> kernel) {
        var zone = new VirtualZone(plan, seed, kernel);
        try {
            zone.boot(stateDir, edits, gnmi, bgp, personality);
            return zone;
        } catch (RuntimeException e) {
            zone.close();
            throw e;
        }
    }

    public static VirtualZone start(ZonePlan plan, long seed, Path stateDir) {
        return start(plan, seed, stateDir, Edits.NONE);
    }

    /** Changes to the generated configs before they are committed. */
    public record Edits(UnaryOperator<SwitchIntent> rtsw, UnaryOperator<SwitchIntent> ctsw) {
        public static final Edits NONE = new Edits(UnaryOperator.identity(), UnaryOperator.identity());

        public static Edits rtsws(UnaryOperator<SwitchIntent> edit) {
            return new Edits(edit, UnaryOperator.identity());
        }
    }

    private void boot(Path stateDir, Edits edits, Function<String, Optional<GnmiOptions>> gnmi, Optional<ZoneBgp> bgp,
                      Personality personality) {
        configs = new ZoneConfigs(plan, bgp);
        var loader = new PlatformLoader();
        Platform rtswProfile = loader.load("rtsw").withPersonality(personality);
        Platform ctswProfile = loader.load("ctsw").withPersonality(personality);
        var rtswPlanes = new ArrayList<DataPlane>();
        var ctswPlanes = new ArrayList<DataPlane>();
        for (int r = 0; r < plan.racks(); r++) {
            String name = ZonePlan.rtswName(r);
            var agent = boot(stateDir, gnmi, bgp.map(b -> b.options(namespaceFor(name))),
                    renamed(rtswProfile, name, ZonePlan.rtswMac(r)), edits.rtsw().apply(configs.rtsw(r)));
            rtsws.add(agent);
            rtswPlanes.add(fabric.addSwitch(name, ((VirtualAsic) agent.backend())));
        }
        for (int s = 0; s < plan.spines(); s++) {
            String name = ZonePlan.ctswName(s);
            var agent = boot(stateDir, gnmi, bgp.map(b -> b.options(namespaceFor(name))),
                    renamed(ctswProfile, name, ZonePlan.ctswMac(s)), edits.ctsw().apply(configs.ctsw(s)));
            ctsws.add(agent);
            ctswPlanes.add(fabric.addSwitch(name, ((VirtualAsic) agent.backend())));
        }
        var template = plan.template();
        fabric.setPropagationNs(ZonePlan.propagationNs(template.uplinkCableMeters()));
        for (int r = 0; r < plan.racks(); r++) {
            for (int s : plan.ctswsOf(r)) {
                uplinks.put(List.of(r, s),
                        fabric.connect(rtswPlanes.get(r), ZonePlan.rtswUplink(s), ctswPlanes.get(s), ZonePlan.ctswDownlink(r)));
            }
        }
        fabric.setPropagationNs(ZonePlan.propagationNs(template.downlinkCableMeters()));
        for (int r = 0; r < plan.racks(); r++) {
            var rack = new ArrayList<SimNic>();
            for (int d = 0; d < plan.nicsPerRack(); d++) {
                SimNic nic = fabric.attachNic(rtswPlanes.get(r), ZonePlan.downlink(d), NicSpec.of(
                        "r" + r + "-nic" + d, plan.nicAddress(r, d), ZonePlan.nicMac(r, d)));
                // The configs name no neighbor: each NIC resolves its RTSW by ARP, which learns it the same way.
                nic.resolveGateway(io.nosagent.net.IpAddresses.parse(plan.gateway(r, d)));
                nic.announceLldp(plan.hostName(r, d), plan.hostPort(d)); // as the RTSW's expected peer names it
                rack.add(nic);
            }
            nics.add(Collections.unmodifiableList(rack));
        }
        handFaults();
        awaitNeighbors();
    }

    /** Switch {@code name}'s network namespace, which BGP over the cables needs. */
    private KernelNamespace namespaceFor(String name) {
        return kernel.apply(name).orElseThrow(() -> new IllegalArgumentException(
                "BGP between the tiers runs in the switches' network namespaces: " + name + " has none"));
    }

    /**
     * Runs the zone until every switch has resolved every neighbor it knows of (the other tier's switches its
     * routes need, its NICs) and every NIC its gateway, as a fabric settles before jobs start: traffic started
     * next finds every next hop. A neighbor that never answers stops the boot naming it.
     */
    private void awaitNeighbors() {
        for (Duration waited = Duration.ZERO; ; waited = waited.plus(RESOLUTION_STEP)) {
            List<String> unresolved = unresolvedNeighbors();
            if (unresolved.isEmpty()) {
                return;
            }
            if (waited.compareTo(RESOLUTION_LIMIT) >= 0) {
                throw new IllegalStateException("the zone did not resolve " + unresolved.size() + " neighbors in "
                        + RESOLUTION_LIMIT.toSeconds() + " s of simulated time: " + unresolved.subList(0, Math.min(8, unresolved.size())));
            }
            time.runFor(RESOLUTION_STEP);
        }
    }

    private List<String> unresolvedNeighbors() {
        var out = new ArrayList<String>();
        for (NosAgent agent : agents()) {
            String name = agent.intent().current().system().hostname();
            for (var n : agent.feature(ControlPlaneFeature.class).neighborTable().published().get().list()) {
                if (!n.isResolved()) {
                    out.add(name + " " + n.address().ip().getHostAddress() + " on " + n.address().interfaceName());
                }
            }
        }
        for (var rack : nics) {
            for (SimNic nic : rack) {
                if (!nic.gatewayResolved()) {
                    out.add("NIC " + nic.name() + "'s gateway");
                }
            }
        }
        return out;
    }

    /**
     * Hands every agent the faults of its own ports: an RTSW's NICs and uplinks, a CTSW's downlinks (the
     * far end of each cable storms, corrupts; a NIC also stops draining).
     */
    private void handFaults() {
        for (int r = 0; r < plan.racks(); r++) {
            var peers = new HashMap<String, SimulatedFaults.Peer>();
            for (int d = 0; d < plan.nicsPerRack(); d++) {
                SimNic nic = nics.get(r).get(d);
                peers.put(ZonePlan.downlink(d), new SimulatedFaults.Peer(nic.link(), nic));
            }
            for (int s : plan.ctswsOf(r)) {
                Link link = uplinks.get(List.of(r, s));
                peers.put(ZonePlan.rtswUplink(s), new SimulatedFaults.Peer(link, link.b()));
            }
            handFaults(rtsws.get(r), peers);
        }
        for (int s = 0; s < plan.spines(); s++) {
            var peers = new HashMap<String, SimulatedFaults.Peer>();
            for (int r : plan.racksOf(s)) {
                Link link = uplinks.get(List.of(r, s));
                peers.put(ZonePlan.ctswDownlink(r), new SimulatedFaults.Peer(link, link.a()));
            }
            handFaults(ctsws.get(s), peers);
        }
    }

    private void handFaults(NosAgent agent, Map<String, SimulatedFaults.Peer> peers) {
        var injector = new SimulatedFaults(fabric, port -> Optional.ofNullable(peers.get(port)));
        faults.put(agent.platform().name(), injector);
        agent.acceptFaults(injector);
    }

    private NosAgent boot(Path stateDir, Function<String, Optional<GnmiOptions>> gnmi, Optional<BgpOptions> bgp,
                          Platform platform, SwitchIntent config) {
        var asic = new VirtualAsic(platform);
        var agentOptions = AgentOptions.virtual(platform.name(), stateDir.resolve(platform.name()));
        agentOptions = gnmi.apply(platform.name()).map(agentOptions::withGnmi).orElse(agentOptions);
        agentOptions = bgp.map(agentOptions::withBgp).orElse(agentOptions).withKernelInterfaces(kernel.apply(platform.name()));
        options.put(platform.name(), agentOptions);
        var agent = NosAgent.start(agentOptions, asic.platform(), asic, time);
        try {
            commit(agent, config);
            return agent;
        } catch (RuntimeException e) {
            agent.close();
            throw e;
        }
    }

    /** Commits {@code config} with what the agent's ASIC lacks turned off, in simulated time. */
    private void commit(NosAgent agent, SwitchIntent config) {
        time.await(agent.intent().commit(ZoneConfigs.forAsic(config, agent.switchHandle().capabilities()), "zone config"));
    }

    /**
     * The shipped profile under the switch's own name and MAC, its ports at the template's speeds: RTSW
     * downlinks at the NIC speed, everything between the tiers at the uplink speed.
     */
    private Platform renamed(Platform p, String name, String mac) {
        var template = plan.template();
        var ports = p.ports().stream().map(port -> new Platform.PortSpec(port.name(), port.lanes(),
                p.role() == Platform.SwitchRole.RTSW && port.role() == Platform.PortRole.DOWNLINK
                        ? template.downlinkSpeedMbps() : template.uplinkSpeedMbps(), port.role())).toList();
        return p.withIdentity(name, MacAddress.parse(mac)).withPorts(ports);
    }

    public ZonePlan plan() {
        return plan;
    }

    public SimulatedTime time() {
        return time;
    }

    public Fabric fabric() {
        return fabric;
    }

    public NosAgent rtsw(int r) {
        return rtsws.get(r);
    }

    public NosAgent ctsw(int s) {
        return ctsws.get(s);
    }

    /** The cable between RTSW {@code r} and CTSW {@code s}, when the template cables them. */
    public Optional<Link> uplink(int r, int s) {
        return Optional.ofNullable(uplinks.get(List.of(r, s)));
    }

    /**
     * Commits every switch's generated config again after {@code edits}, each agent on its own, in simulated time:
     * the zone's next configuration (a benchmark's other scheme) with the traffic and faults it has.
     */
    public void reconfigure(Edits edits) {
        for (int r = 0; r < rtsws.size(); r++) {
            commit(rtsws.get(r), edits.rtsw().apply(configs.rtsw(r)));
        }
        for (int s = 0; s < ctsws.size(); s++) {
            commit(ctsws.get(s), edits.ctsw().apply(configs.ctsw(s)));
        }
    }

    /** A whole CTSW fails: every link to it goes down at once (its RTSWs see their uplink to it go down). */
    public void ctswDown(int s) {
        for (int r : plan.racksOf(s)) {
            fabric.faults().linkDown(uplinks.get(List.of(r, s)));
        }
    }

    /** Every switch's agent, RTSWs first then CTSWs, as the gNMI ports are numbered. */
    public List<NosAgent> agents() {
        var all = new ArrayList<>(rtsws);
        all.addAll(ctsws);
        return all;
    }

    /** The agent of the switch called {@code name}. */
    public Optional<NosAgent> agent(String name) {
        return agents().stream().filter(a -> a.platform().name().equals(name)).findFirst();
    }

    /**
     * Warm-restarts RTSW {@code r}'s agent while the zone runs: the agent stops warm (its ASIC keeps
     * forwarding), and a new one adopts the switch from the saved state and its persisted config.
     * {@code calls} sees every SAI call the new agent makes.
     */
    public NosAgent restartRtswWarm(int r, Consumer<SaiCall> calls) {
        var agent = restartWarm(rtsws.get(r), calls);
        rtsws.set(r, agent);
        return agent;
    }

    /** As {@link #restartRtswWarm}, for CTSW {@code s}. */
    public NosAgent restartCtswWarm(int s, Consumer<SaiCall> calls) {
        var agent = restartWarm(ctsws.get(s), calls);
        ctsws.set(s, agent);
        return agent;
    }

    private NosAgent restartWarm(NosAgent old, Consumer<SaiCall> calls) {
        var asic = ((VirtualAsic) old.backend());
        String name = old.platform().name();
        old.stopWarm();
        var agent = NosAgent.start(options.get(name).withSaiCalls(calls), asic.platform(), asic, time);
        agent.acceptFaults(faults.get(name));
        return agent;
    }

    /** The NICs of rack {@code r}, by downlink. */
    public List<SimNic> nics(int r) {
        return nics.get(r);
    }

    /**
     * Every NIC of the zone, racks interleaved (rack 0's first, rack 1's first, ..., rack 0's second, ...),
     * so a ring over them crosses the CTSWs at every hop.
     */
    public List<SimNic> crossRackNics() {
        var out = new ArrayList<SimNic>();
        for (int d = 0; d < plan.nicsPerRack(); d++) {
            for (var rack : nics) {
                out.add(rack.get(d));
            }
        }
        return out;
    }

    /** Starts {@code pattern} among every NIC of the zone ({@link #crossRackNics}); empty for none. */
    public Optional<TrafficJob> startTraffic(TrafficPattern pattern, TrafficOptions options) {
        return fabric.start(pattern, crossRackNics(), options);
    }

    /** Hands the simulation to its own thread, paced to the wall clock; only that thread runs it from now on. */
    public RealTimeRunner runInRealTime() {
        return fabric.runInRealTime();
    }

    /**
     * Hands the simulation to its own thread, running it as fast as the CPU allows in batches of simulated
     * time; only that thread runs it from now on. Closing stops it.
     */
    public AutoCloseable runAsFastAsPossible() {
        var running = new java.util.concurrent.atomic.AtomicBoolean(true);
        var thread = Thread.ofPlatform().name("zone-simulation").daemon(true).start(() -> {
            while (running.get()) {
                time.runFor(SimulatedTime.DEFAULT_BATCH);
            }
        });
        return () -> {
            running.set(false);
            thread.join();
        };
    }

    /** Runs the whole zone for {@code duration} of simulated time. */
    public void run(Duration duration) {
        time.runFor(duration);
    }

    @Override
    public void close() {
        fabric.close();
        for (var agent : rtsws) {
            agent.close();
        }
        for (var agent : ctsws) {
            agent.close();
        }
    }
}
