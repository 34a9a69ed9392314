package io.nosagent.routing.bgp.frr;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import io.nosagent.net.Cidr;
import io.nosagent.routing.RoutedRack;
import io.nosagent.routing.bgp.fpm.FakeZebra;
import io.nosagent.routing.bgp.fpm.FpmServer;
import io.nosagent.routing.state.RoutingState;
import io.nosagent.sai.ObjectType;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

import static io.nosagent.routing.RoutedRack.ip;
import static io.nosagent.routing.RoutedRack.spineIp;
import static io.nosagent.routing.RoutedRack.uplink;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

/**
 * A zebra stand-in speaks FPM to the agent's server as dplane_fpm_nl does (next-hop objects, groups, routes
 * by id): its BGP routes are programmed on the virtual ASIC as learned routes through the router interfaces
 * their kernel interfaces stand for, echoed with the offload flag once the ASIC forwards them, and kept
 * stale across a lost connection until the re-sent table says what goes. No FRR or root needed.
 */
class FpmRoutesTest {

    private static final Cidr P1 = Cidr.parse("10.50.0.0/16");
    private static final Cidr P2 = Cidr.parse("10.51.0.0/16");
    private static final Cidr P6 = Cidr.parse("2001:db8:50::/48");
    /** Kernel interfaces as zebra's namespace numbers them: 5..8 are uplinks 0..3, 1 is lo. */
    private static final KernelInterfaces KERNEL = i -> i >= 5 && i <= 8
            ? Optional.of(KernelInterfaces.kernelName(uplink(i - 5))) : i == 1 ? Optional.of("lo") : Optional.empty();

    private RoutedRack rack;
    private FpmRoutes routes;
    private FpmServer server;
    private FakeZebra zebra;

    @AfterEach
    void close() {
        if (zebra != null) {
            zebra.close();
        }
        if (server != null) {
            server.close();
        }
        if (rack != null) {
            rack.close();
        }
    }

    @Test
    void bgpRoutesThroughGroupsAreProgrammedWithTheirGatewaysAndEchoedOnceForwarded() throws Exception {
        start(RoutedRack.rtsw(3));
        zebra.nextHop(11, "172.16.0.1", 5).nextHop(12, "172.16.1.1", 6).group(20, 11, 12)
                .nextHop(13, "172.16.0.1", 1) // through lo: no router interface
                .route(P1, 20).route(P2, 13);
        await("P1 programmed on both uplinks", () -> members(P1) == 2);
        assertThat(rack.state().route(P1).orElseThrow().origin()).isEqualTo(RoutingState.Origin.BGP);
        assertThat(rack.state().groupOf(P1).orElseThrow().members()).extracting(RoutingState.Member::ip)
                .containsExactlyInAnyOrder(ip(spineIp(0)), ip(spineIp(1)));
        await("P1 echoed with the offload flag", () -> zebra.offloaded(P1));
        assertThat(rack.state().route(P2)).as("a next hop through no router interface is not learned").isEmpty();
        idle(Duration.ofMillis(200));
        assertThat(zebra.offloaded(P2)).isFalse();

        // zebra's change of a route: delete then add, one replacement; then a withdrawal.
        zebra.nextHop(14, "172.16.2.1", 7).group(21, 11, 12, 14).deleteRoute(P1).route(P1, 21);
        await("P1 on three uplinks", () -> members(P1) == 3);
        zebra.deleteRoute(P1);
        await("P1 withdrawn", () -> rack.state().route(P1).isEmpty());
    }

    @Test
    void ipv6RoutesWithInlinePathsAreLearnedToo() throws Exception {
        start(RoutedRack.rtsw(4));
        var intent = rack.running().withInterface(rack.running().interfaces().get(uplink(0))
                .withAddress(io.nosagent.config.intent.InterfaceAddress.parse("fc00:0:0:1::/127"))
                .withNeighbor(io.nosagent.config.intent.StaticNeighbor.of("fc00:0:0:1::1", RoutedRack.spineMac(0))));
        rack.commit(intent);
        zebra.routeVia(P6, "fc00:0:0:1::1", 5);
        await("the IPv6 route programmed", () -> programmed(P6));
        await("P6 echoed with the offload flag", () -> zebra.offloaded(P6));
    }

    @Test
    void aRouteTheAsicRefusesIsNotEchoedUntilItIsProgrammed() throws Exception {
        start(RoutedRack.of(RoutedRack.rtswWithGroups(1), 5));
        zebra.nextHop(11, "172.16.0.1", 5).nextHop(12, "172.16.1.1", 6).nextHop(13, "172.16.2.1", 7)
                .nextHop(14, "172.16.3.1", 8).group(20, 11, 12).group(21, 13, 14).route(P1, 20);
        await("P1 echoed with the offload flag", () -> zebra.offloaded(P1));
        zebra.route(P2, 21);
        await("P2 refused", () -> rack.state().route(P2).filter(r -> r.target() instanceof RoutingState.Unresolved).isPresent());
        idle(Duration.ofMillis(300));
        assertThat(zebra.offloaded(P2)).as("not echoed while refused (TABLE_FULL)").isFalse();

        zebra.deleteRoute(P1);
        await("P2 programmed once the group table has room", () -> members(P2) == 2);
        await("P2 echoed with the offload flag", () -> zebra.offloaded(P2));
    }

    @Test
    void lostZebraKeepsRoutesStaleAndTheResentTableSaysWhatGoes() throws Exception {
        start(RoutedRack.rtsw(6));
        zebra.nextHop(11, "172.16.0.1", 5).nextHop(12, "172.16.1.1", 6).group(20, 11, 12).route(P1, 20).route(P2, 20);
        await("both programmed", () -> members(P1) == 2 && members(P2) == 2);
        long group = rack.state().groupOf(P1).orElseThrow().id();
        rack.sw().forgetCalls();

        zebra.close();
        await("the agent notices", () -> !server.isConnected());
        rack.run(Duration.ofSeconds(5));
        assertThat(programmed(P1) && programmed(P2)).as("kept while zebra is away").isTrue();
        await("both stale", () -> routes.counts().stale() == 2);

        // zebra is back with other next-hop ids and only P1.
        zebra = FakeZebra.connect(server.port());
        zebra.nextHop(31, "172.16.1.1", 6).nextHop(32, "172.16.0.1", 5).group(40, 31, 32).route(P1, 40);
        await("P1 echoed with the offload flag", () -> zebra.offloaded(P1));
        assertThat(programmed(P2)).as("P2 stays until the re-sent table has paused").isTrue();
        await("P2 withdrawn after the pause", () -> !programmed(P2));
        assertThat(rack.state().groupOf(P1).orElseThrow().id()).as("P1 untouched, same group").isEqualTo(group);
        assertThat(rack.sw().writes()).filteredOn(c -> c.objectType() == ObjectType.ROUTE_ENTRY).hasSize(1);
        assertThat(routes.counts().stale()).isZero();
    }

    /**
     * Issue 22's rare failure, in order: after a warm restart the restarting bgpd defers its best paths only until the
     * peers already established have sent End-of-RIB, so zebra may re-send a route with the first peer's path alone
     * and, once the other peer is back, with both. The carried-over route waits for every peer: no SAI write.
     */
    @Test
    void afterAWarmRestartARouteReSentWithPartOfItsPathsWaitsForEveryPeerAndIsNeverReprogrammed() throws Exception {
        start(RoutedRack.rtsw(8));
        Cidr p3 = Cidr.parse("10.52.0.0/16");
        zebra.nextHop(11, "172.16.0.1", 5).nextHop(12, "172.16.1.1", 6).group(20, 11, 12)
                .route(P1, 20).route(P2, 20).route(p3, 11);
        await("all three programmed", () -> members(P1) == 2 && members(P2) == 2 && programmed(p3));
        long group = rack.state().groupOf(P1).orElseThrow().id();

        warmRestart();
        // bgpd's deferral ended with the first peer's End-of-RIB: P1 and P2 through it alone.
        zebra.nextHop(31, "172.16.0.1", 5).route(P1, 31).route(P2, 31);
        idle(Duration.ofMillis(600));
        assertThat(routeWrites()).as("nothing written while a peer's table is still to come").isEmpty();
        assertThat(routes.counts().stale()).as("all three carried-over routes wait").isEqualTo(3);

        // The second peer is back: zebra re-sends both with both paths, then bgpd says every peer sent its table.
        zebra.nextHop(32, "172.16.1.1", 6).group(40, 31, 32).deleteRoute(P1).route(P1, 40).deleteRoute(P2).route(P2, 40);
        idle(Duration.ofMillis(300));
        assertThat(routes.counts().stale()).as("P1 and P2 back as programmed, fresh; p3 not re-sent").isEqualTo(1);
        peersBack();
        await("p3, not re-sent, withdrawn once the stream paused", () -> !programmed(p3));
        assertThat(rack.state().groupOf(P1).orElseThrow().id()).as("P1 untouched, same group").isEqualTo(group);
        assertThat(members(P1)).isEqualTo(2);
        assertThat(routeWrites()).as("only p3's removal written").singleElement()
                .satisfies(c -> assertThat(c.objectType()).isEqualTo(ObjectType.ROUTE_ENTRY));
        assertThat(routes.counts().stale()).isZero();
        await("P1 echoed with the offload flag", () -> zebra.offloaded(P1));
    }

    @Test
    void afterAWarmRestartARouteThatReallyChangedIsProgrammedOnceEveryPeerIsBack() throws Exception {
        start(RoutedRack.rtsw(8));
        zebra.nextHop(11, "172.16.0.1", 5).nextHop(12, "172.16.1.1", 6).group(20, 11, 12).route(P1, 20).route(P2, 20);
        await("both programmed", () -> members(P1) == 2 && members(P2) == 2);

        warmRestart();
        zebra.nextHop(31, "172.16.0.1", 5).nextHop(32, "172.16.1.1", 6).group(40, 31, 32).route(P1, 40).route(P2, 31);
        idle(Duration.ofMillis(600));
        assertThat(members(P2)).as("P2 keeps both paths until every peer is back").isEqualTo(2);
        peersBack();
        await("P2 through 172.16.0.1 alone", () -> gateways(P2).equals(java.util.Set.of(ip(spineIp(0)))));
        await("P2 echoed with the offload flag", () -> zebra.offloaded(P2));
        assertThat(members(P1)).isEqualTo(2);
        assertThat(routes.counts().stale()).isZero();
    }

    /**
     * The agent stops warm and the next one starts: its learned BGP routes stay programmed (the same rack: its routing
     * table carries them over), a new {@link FpmRoutes} takes them as carried over when the new zebra connects.
     */
    private void warmRestart() throws Exception {
        zebra.close();
        await("the agent notices", () -> !server.isConnected());
        routes.close();
        server.close();
        routes = new FpmRoutes(rack.ribInput(), rack.routing().state(), rack.updateLoop(), rack.sw().time(), KERNEL,
                Duration.ofSeconds(60));
        routes.routerInterfaces(rack.running().interfaces().keySet());
        server = FpmServer.start(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), routes);
        rack.sw().forgetCalls();
        zebra = FakeZebra.connect(server.port());
        await("zebra connected", server::isConnected);
    }

    /** The writes to routes, next hops, groups and their members since the calls were last forgotten. */
    private java.util.List<io.nosagent.sai.trace.SaiCall> routeWrites() {
        var types = java.util.Set.of(ObjectType.ROUTE_ENTRY, ObjectType.NEXT_HOP, ObjectType.NEXT_HOP_GROUP,
                ObjectType.NEXT_HOP_GROUP_MEMBER);
        return rack.sw().writes().stream().filter(c -> types.contains(c.objectType())).toList();
    }

    /** The speaker's session poll found every session back with its End-of-RIB. */
    private void peersBack() throws Exception {
        var told = rack.updateLoop().submit(() -> {
            routes.peersBack();
            return null;
        });
        await("told", told::isDone);
    }

    @Test
    void aBfdDownTakesThePeersPathsOutAtOnceAndBackUpReturnsThemWhileANeverUpSessionLeavesThemToBgp() throws Exception {
        start(RoutedRack.rtsw(7));
        zebra.nextHop(11, "172.16.0.1", 5).nextHop(12, "172.16.1.1", 6).group(20, 11, 12).route(P1, 20).route(P2, 11);
        await("both programmed", () -> members(P1) == 2 && programmed(P2));

        routes.bfd(ip("172.16.0.1"), false);
        idle(Duration.ofMillis(200));
        assertThat(members(P1)).as("a BFD session that never came up: bgpd keeps the path, so does the agent").isEqualTo(2);

        routes.bfd(ip("172.16.0.1"), true);
        routes.bfd(ip("172.16.1.1"), true);
        routes.bfd(ip("172.16.0.1"), false);
        await("172.16.0.1's path out of P1, zebra not asked", () -> gateways(P1).equals(java.util.Set.of(ip(spineIp(1)))));
        await("P2, only through 172.16.0.1, withdrawn", () -> !programmed(P2));

        routes.bfd(ip("172.16.0.1"), true);
        await("both paths of P1 back", () -> members(P1) == 2);
        await("P2 back", () -> programmed(P2));
    }

    private void start(RoutedRack r) throws Exception {
        rack = r;
        rack.commit(rack.cabledIntent(1, 4));
        routes = new FpmRoutes(rack.ribInput(), rack.routing().state(), rack.updateLoop(), rack.sw().time(), KERNEL,
                Duration.ofSeconds(60));
        routes.routerInterfaces(rack.running().interfaces().keySet()); // the rack's loop runs only within rack.run
        server = FpmServer.start(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), routes);
        zebra = FakeZebra.connect(server.port());
    }

    private boolean programmed(Cidr prefix) {
        return rack.state().route(prefix).filter(r -> !(r.target() instanceof RoutingState.Unresolved)).isPresent();
    }

    /** The gateways {@code prefix} is programmed through: its group's members, or its one next hop. */
    private java.util.Set<InetAddress> gateways(Cidr prefix) {
        var state = rack.state();
        var route = state.route(prefix);
        if (route.isPresent() && route.get().target() instanceof RoutingState.ViaNextHop(long id)) {
            return java.util.Set.of(state.nextHops().get(id).ip());
        }
        return state.groupOf(prefix).map(g -> g.members().stream().map(RoutingState.Member::ip)
                .collect(java.util.stream.Collectors.toSet())).orElse(java.util.Set.of());
    }

    private int members(Cidr prefix) {
        return rack.state().groupOf(prefix).map(g -> g.members().size()).orElse(0);
    }

    @Test
    void aCleanStopLogsNoError() throws Exception {
        start(RoutedRack.rtsw(7));
        zebra.nextHop(11, "172.16.0.1", 5).route(P1, 11);
        await("P1 programmed", () -> programmed(P1));
        var logged = new ListAppender<ILoggingEvent>();
        var logger = (Logger) LoggerFactory.getLogger(FpmRoutes.class);
        logger.addAppender(logged);
        logged.start();
        try {
            rack.updateLoop().close(); // the agent stops: its loop first, then FRR goes
            zebra.close();
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (server.isConnected() && System.nanoTime() < deadline) {
                TimeUnit.MILLISECONDS.sleep(5);
            }
            assertThat(server.isConnected()).as("the agent noticed").isFalse();
            TimeUnit.MILLISECONDS.sleep(100); // what the server does on the loss
            assertThat(logged.list).filteredOn(e -> e.getLevel().isGreaterOrEqual(Level.WARN))
                    .as("zebra leaving a stopping agent is no failure").isEmpty();
        } finally {
            logger.detachAppender(logged);
        }
    }

    /** Runs the simulation in small steps (the agent's timers) beside real time until {@code condition} holds. */
    private void await(String what, BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                fail("not within 10 s: " + what + "; " + routes.counts());
            }
            rack.run(Duration.ofMillis(10));
            TimeUnit.MILLISECONDS.sleep(2);
        }
    }

    /** Runs the simulation beside real time for {@code real}: for checks that something does not happen. */
    private void idle(Duration real) throws InterruptedException {
        long end = System.nanoTime() + real.toNanos();
        while (System.nanoTime() < end) {
            rack.run(Duration.ofMillis(10));
            TimeUnit.MILLISECONDS.sleep(2);
        }
    }
}
