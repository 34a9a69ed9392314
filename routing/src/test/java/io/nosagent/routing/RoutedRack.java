package io.nosagent.routing;

import io.nosagent.feature.NeighborResolution;
import io.nosagent.feature.RibInput;
import java.util.Map;
import java.util.Collection;
import io.nosagent.net.Cidr;
import io.nosagent.config.rib.RouteOrigin;
import io.nosagent.config.rib.Rib;
import io.nosagent.config.delta.IntentDelta;
import io.nosagent.feature.Programmer;
import io.nosagent.config.intent.InterfaceAddress;
import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.config.intent.StaticNeighbor;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.routing.RoutingIntent;
import io.nosagent.config.intent.routing.StaticRoute;
import io.nosagent.net.IpAddresses;
import io.nosagent.routing.groups.FastFailover;
import io.nosagent.routing.groups.GroupAttributes;
import io.nosagent.routing.interfaces.PortProgrammer;
import io.nosagent.routing.interfaces.RouterInterfaceProgrammer;
import io.nosagent.routing.state.RoutingState;
import io.nosagent.sai.MacAddress;
import io.nosagent.sai.platform.Platform;
import io.nosagent.sai.platform.PlatformLoader;
import io.nosagent.sai.vasic.nic.Flow;
import io.nosagent.sai.vasic.nic.FlowClass;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.feature.update.UpdateLoop;
import io.nosagent.sai.vasic.testkit.VirtualSwitch;

import java.net.InetAddress;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * An RTSW programmed by the agent's own programmers (ports, router interfaces, routing) on the virtual
 * ASIC test kit, with the addressing the routing tests share: downlink {@code i} is {@code 10.0.(i+1).1/24}
 * with its host at {@code .2}; uplink {@code j} is {@code 172.16.j.0/31} with the CTSW (a sink NIC) at
 * {@code 172.16.j.1}. Commits go through {@link #commit} as the agent's IntentService does them: on a
 * failure every programmer gets the reversed delta, then the failure is rethrown.
 */
public final class RoutedRack implements AutoCloseable {

    public static final int DOWNLINKS = 16;

    private final VirtualSwitch sw;
    private final UpdateLoop updateLoop;
    private final RoutingProgrammer routing;
    private final List<Programmer> programmers;
    private SwitchIntent running = SwitchIntent.named("rtsw-test");
    private Rib rib = Rib.EMPTY;
    private FastFailover failover;

    private RoutedRack(VirtualSwitch sw, GroupAttributes groupAttributes) {
        this(sw, groupAttributes, NeighborResolution.CONFIGURED);
    }

    private RoutedRack(VirtualSwitch sw, GroupAttributes groupAttributes, NeighborResolution neighbors) {
        this.sw = sw;
        this.updateLoop = new UpdateLoop(sw.time());
        this.routing = new RoutingProgrammer(sw.store(), sw.handle(), groupAttributes, neighbors);
        this.programmers = List.of(new PortProgrammer(sw.store(), sw.handle()),
                new RouterInterfaceProgrammer(sw.store(), sw.handle()), routing);
    }

    public static RoutedRack rtsw(long seed) {
        return new RoutedRack(VirtualSwitch.rtsw(seed), GroupAttributes.NONE);
    }

    /** An RTSW whose groups take their extra attributes (flowlets) from {@code groupAttributes}. */
    public static RoutedRack rtsw(long seed, GroupAttributes groupAttributes) {
        return new RoutedRack(VirtualSwitch.rtsw(seed), groupAttributes);
    }

    /** An RTSW whose next hops' neighbors are resolved as {@code neighbors} says. */
    public static RoutedRack rtsw(long seed, NeighborResolution neighbors) {
        return new RoutedRack(VirtualSwitch.rtsw(seed), GroupAttributes.NONE, neighbors);
    }

    public static RoutedRack of(Platform platform, long seed) {
        return new RoutedRack(VirtualSwitch.of(platform, seed), GroupAttributes.NONE);
    }

    /** The RTSW platform with room for only {@code groups} next-hop groups (to make the ASIC refuse one). */
    public static Platform rtswWithGroups(int groups) {
        Platform p = new PlatformLoader().load("rtsw");
        var c = p.capacities();
        return new Platform(p.name(), p.description(), p.role(), p.switchType(), p.baseMac(), p.ports(), p.queuesPerPort(),
                p.priorityGroupsPerPort(), p.buffer(), new Platform.Capacities(c.ipv4Routes(), c.ipv6Routes(), c.nextHops(),
                groups, c.nextHopGroupMembers(), c.routerInterfaces(), c.neighbors(), c.aclTables(), c.aclEntries(),
                c.fineGrainedEcmpGroupSize(), c.arsMaxFlows(), c.udfs()));
    }

    public static String downlink(int i) {
        return "eth1/" + (i + 1) + "/1";
    }

    public static String uplink(int j) {
        return "eth1/" + (DOWNLINKS + j + 1) + "/1";
    }

    public static String hostIp(int i) {
        return "10.0." + (i + 1) + ".2";
    }

    public static String spineIp(int j) {
        return "172.16." + j + ".1";
    }

    public static String hostMac(int i) {
        return String.format("02:00:00:00:10:%02x", i + 1);
    }

    public static String spineMac(int j) {
        return String.format("02:00:00:00:20:%02x", j + 1);
    }

    public static InetAddress ip(String text) {
        return IpAddresses.parse(text);
    }

    public VirtualSwitch sw() {
        return sw;
    }

    public RoutingProgrammer routing() {
        return routing;
    }

    public SwitchIntent running() {
        return running;
    }

    public RoutingState state() {
        return routing.state().current();
    }

    /** Downlinks 0..n-1 and uplinks 0..m-1 addressed, each with a static neighbor for its host or CTSW. */
    public SwitchIntent cabledIntent(int downlinks, int uplinks) {
        var intent = running;
        for (int i = 0; i < downlinks; i++) {
            intent = intent.withInterface(InterfaceIntent.named(downlink(i))
                    .withAddress(InterfaceAddress.parse("10.0." + (i + 1) + ".1/24"))
                    .withNeighbor(StaticNeighbor.of(hostIp(i), hostMac(i))));
        }
        for (int j = 0; j < uplinks; j++) {
            intent = intent.withInterface(InterfaceIntent.named(uplink(j))
                    .withAddress(InterfaceAddress.parse("172.16." + j + ".0/31"))
                    .withNeighbor(StaticNeighbor.of(spineIp(j), spineMac(j))));
        }
        return intent;
    }

    public SwitchIntent withRoutes(SwitchIntent intent, StaticRoute... routes) {
        var r = RoutingIntent.of(intent);
        for (StaticRoute route : routes) {
            r = r.withStaticRoute(route);
        }
        return intent.with(RoutingIntent.SECTION, r);
    }

    public SwitchIntent withRouting(UnaryOperator<RoutingIntent> edit) {
        return running.with(RoutingIntent.SECTION, edit.apply(RoutingIntent.of(running)));
    }

    /** Programs {@code next}; on a failure the reversed delta puts the running intent back, then it is rethrown. */
    public void commit(SwitchIntent next) {
        var delta = IntentDelta.between(running, rib, next, rib);
        try {
            programmers.forEach(p -> p.apply(delta));
        } catch (RuntimeException e) {
            var back = delta.reversed();
            programmers.forEach(p -> p.apply(back));
            throw e;
        }
        running = next;
    }

    /**
     * Learns {@code origin}'s changes as the agent's IntentService does: a new version of the learned routes,
     * programmed through one delta with the running intent unchanged.
     */
    public void learn(Map<Cidr, ? extends Collection<InetAddress>> changes) {
        learn(RouteOrigin.BGP, changes);
    }

    private void learn(RouteOrigin origin, Map<Cidr, ? extends Collection<InetAddress>> changes) {
        Rib next = rib.learn(origin, changes);
        var delta = IntentDelta.between(running, rib, running, next);
        programmers.forEach(p -> p.apply(delta));
        rib = next;
    }

    /** The learned routes' input, as the agent gives it to a routing protocol. */
    public RibInput ribInput() {
        return new RibInput() {
            @Override
            public Rib learned() {
                return rib;
            }

            @Override
            public void learn(RouteOrigin origin, Map<Cidr, ? extends Collection<InetAddress>> changes) {
                RoutedRack.this.learn(origin, changes);
            }
        };
    }

    /** What the agent's IntentService.reapply hands the programmers: the whole running intent, from nothing. */
    public void reapply() {
        var delta = IntentDelta.between(SwitchIntent.named("rtsw-test"), Rib.EMPTY, running, rib);
        programmers.forEach(p -> p.apply(delta));
    }

    public SimNic host(int i) {
        return sw.host(downlink(i), ip(hostIp(i)), MacAddress.parse(hostMac(i)));
    }

    public List<SimNic> hosts(int n) {
        var out = new ArrayList<SimNic>();
        for (int i = 0; i < n; i++) {
            out.add(host(i));
        }
        return out;
    }

    /** The CTSW behind uplink {@code j}: a sink with the peer's address. */
    public SimNic spine(int j) {
        return sw.host(uplink(j), ip(spineIp(j)), MacAddress.parse(spineMac(j)));
    }

    public List<SimNic> spines(int n) {
        var out = new ArrayList<SimNic>();
        for (int j = 0; j < n; j++) {
            out.add(spine(j));
        }
        return out;
    }

    /** Fast failover on the switch's update loop and port tracker, with its first pass run. */
    public FastFailover startFastFailover() {
        failover = routing.startFastFailover(sw.portStatus(), updateLoop);
        run(Duration.ofNanos(1));
        return failover;
    }

    /**
     * {@code count} RoCE flows from {@code from} to {@code to} (source ports apart, so ECMP spreads
     * them), each posting one message of {@code bytes}.
     */
    public List<Flow> flows(SimNic from, SimNic to, int count, long bytes) {
        var flows = new ArrayList<Flow>();
        for (int k = 0; k < count; k++) {
            flows.add(from.openFlow(to, FlowClass.ROCE, 49152 + 97 * k, 0x100 + k, 0));
        }
        post(flows, bytes);
        return flows;
    }

    public void post(List<Flow> flows, long bytes) {
        for (Flow f : flows) {
            f.post(bytes, 0, sw.simulation().now());
        }
    }

    /** The agent's update loop on the switch's simulated time: its turns run inside {@link #run}. */
    public UpdateLoop updateLoop() {
        return updateLoop;
    }

    public void run(Duration d) {
        sw.run(d);
    }

    @Override
    public void close() {
        if (failover != null) {
            failover.close();
        }
        updateLoop.close();
        sw.close();
    }
}
