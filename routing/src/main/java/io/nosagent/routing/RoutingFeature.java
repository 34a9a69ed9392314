package io.nosagent.routing;

import io.nosagent.config.codec.Section;
import io.nosagent.config.codec.Sections;
import io.nosagent.config.validate.IntentValidator;
import io.nosagent.feature.Feature;
import io.nosagent.feature.FeatureContext;
import io.nosagent.feature.NeighborResolution;
import io.nosagent.feature.ProgrammingStep;
import io.nosagent.feature.SnapshotPart;
import io.nosagent.feature.gnmi.PathHandler;
import io.nosagent.feature.gnmi.YangModel;
import io.nosagent.routing.flowlets.FlowletCounters;
import io.nosagent.routing.flowlets.FlowletProgrammer;
import io.nosagent.routing.gnmi.AftHandler;
import io.nosagent.routing.gnmi.FlowletCountersHandler;
import io.nosagent.routing.gnmi.RoutingStateHandler;
import io.nosagent.routing.groups.FastFailover;
import io.nosagent.routing.hash.EcmpHashProgrammer;
import io.nosagent.routing.hash.QpHashCapability;
import io.nosagent.routing.interfaces.PortProgrammer;
import io.nosagent.routing.interfaces.RouterInterfaceProgrammer;
import io.nosagent.routing.snapshot.RoutingSnapshot;
import io.nosagent.routing.state.RoutingStates;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Routing as the agent runs it: ports and router interfaces, the ECMP hash, flowlets, routes (configured
 * and learned) with their next hops and groups, TE overrides and fast failover; the DEFAULT network
 * instance and the project's routing sections; the AFT and routing state over gNMI; the programmed groups
 * and learned routes in snapshots.
 */
public final class RoutingFeature implements Feature {

    /** Ports: admin state, MTU, speed. */
    public static final String PORTS = "ports";
    /** Router interfaces and their connected subnets. */
    public static final String ROUTER_INTERFACES = "router-interfaces";
    /** The ECMP hash (QP hashing). */
    public static final String ECMP_HASH = "ecmp-hash";
    /** The flowlet table (ARS) groups refer to. */
    public static final String FLOWLETS = "flowlets";
    /** Routes, next hops and groups, drain, TE overrides. */
    public static final String ROUTES = "routes";

    private final RoutingProgrammer routing;
    private final List<ProgrammingStep> steps;
    private final List<PathHandler> handlers;
    private final FastFailover failover;
    private final FeatureContext context;

    /** Routing on a switch whose neighbors are all configured. */
    public RoutingFeature(FeatureContext context) {
        this(context, NeighborResolution.CONFIGURED);
    }

    /**
     * @param neighbors             which next hops' neighbors are resolved (the control plane's), and where the
     *                              next hops routing programs are said to be needed
     * @param routerInterfacesAfter the steps the router interfaces run after besides the ports: the control
     *                              plane's, which lets go of the learned neighbors a commit's static neighbors
     *                              replace before the interfaces program those
     */
    public RoutingFeature(FeatureContext context, NeighborResolution neighbors, String... routerInterfacesAfter) {
        this.context = context;
        var store = context.store();
        var sw = context.sw();
        var ports = new PortProgrammer(store, sw);
        var routerInterfaces = new RouterInterfaceProgrammer(store, sw);
        var hash = new EcmpHashProgrammer(store, new QpHashCapability(context.sai(), sw.switchId()));
        var flowlets = new FlowletProgrammer(store, sw);
        routing = new RoutingProgrammer(store, sw, flowlets, neighbors);
        var interfacesAfter = new java.util.LinkedHashSet<>(List.of(PORTS));
        interfacesAfter.addAll(List.of(routerInterfacesAfter));
        steps = List.of(
                ProgrammingStep.of(PORTS, ports),
                new ProgrammingStep(ROUTER_INTERFACES, interfacesAfter, delta -> {
                    routerInterfaces.apply(delta);
                    // The collector polls the router interfaces routing programmed (subinterface counters).
                    context.stats().watchRouterInterfaces(routerInterfaces.routerInterfaceIds());
                }),
                ProgrammingStep.of(ECMP_HASH, hash, PORTS),
                ProgrammingStep.of(FLOWLETS, flowlets, PORTS),
                // Groups lease the ARS object: what flowlets no longer need goes when the last group lets go.
                ProgrammingStep.of(ROUTES, routing, ROUTER_INTERFACES, ECMP_HASH, FLOWLETS));
        handlers = List.of(
                new AftHandler(context.running(), context.commits(), sw, routing.state()),
                new RoutingStateHandler(routing.state(), hash::qpHashMode, context.commits()),
                new FlowletCountersHandler(routing.state(), new FlowletCounters(context.sai())));
        // Before the startup commit: its first pass learns which ports are down.
        failover = routing.startFastFailover(context.ports(), context.updateLoop());
    }

    @Override
    public String name() {
        return "routing";
    }

    /** Fast failover: its start-up rehearsal and its last cut. */
    public FastFailover failover() {
        return failover;
    }

    /** What routing programmed: routes, next-hop groups and their members, TE overrides. */
    public RoutingStates state() {
        return routing.state();
    }

    /** The next-hop groups each port is a member of, as programmed now (for the watchdog's correlation). */
    public Map<String, Set<Long>> groupsByPort() {
        var out = new java.util.TreeMap<String, Set<Long>>();
        routing.state().current().groups().values().forEach(g -> g.members().forEach(m ->
                out.computeIfAbsent(m.interfaceName(), p -> new java.util.HashSet<>()).add(g.id())));
        return out;
    }

    @Override
    public List<Section<?>> sections() {
        return Sections.routing();
    }

    @Override
    public List<IntentValidator> checks() {
        return Sections.routingChecks();
    }

    @Override
    public List<ProgrammingStep> programmers() {
        return steps;
    }

    @Override
    public List<PathHandler> stateHandlers() {
        return handlers;
    }

    @Override
    public List<YangModel> models() {
        return List.of(
                YangModel.openconfig("openconfig-network-instance", "4.7.0"),
                YangModel.openconfig("openconfig-network-instance-types", "0.9.3"),
                YangModel.openconfig("openconfig-local-routing", "4.1.0"),
                YangModel.openconfig("openconfig-bgp", "9.9.1"),
                YangModel.openconfig("openconfig-bgp-types", "6.2.0"),
                YangModel.openconfig("openconfig-policy-types", "3.3.0"),
                YangModel.openconfig("openconfig-aft", "3.4.0"),
                YangModel.openconfig("openconfig-aft-network-instance", "0.3.1"),
                YangModel.project("nosagent-routing", "2026-12-20"),
                YangModel.project("nosagent-bgp", "2026-11-27"));
    }

    @Override
    public List<SnapshotPart> snapshotParts() {
        return List.of(RoutingSnapshot.programmed(routing.state()), RoutingSnapshot.learned(context.rib()));
    }

    @Override
    public void close() {
        failover.close();
    }
}
