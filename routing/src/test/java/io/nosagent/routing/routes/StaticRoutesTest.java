package io.nosagent.routing.routes;

import io.nosagent.config.intent.routing.RoutingIntent;
import io.nosagent.config.intent.InterfaceAddress;
import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.config.intent.StaticNeighbor;
import io.nosagent.config.intent.routing.StaticRoute;
import io.nosagent.net.Cidr;
import io.nosagent.routing.RoutedRack;
import io.nosagent.routing.groups.GroupAttributes;
import io.nosagent.routing.groups.GroupExtras;
import io.nosagent.routing.state.RoutingState;
import io.nosagent.routing.state.RoutingStateChange;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.MacAddress;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiOperation;
import io.nosagent.sai.meta.NextHopGroupAttr;
import io.nosagent.sai.trace.SaiCall;
import io.nosagent.sai.vasic.nic.Flow;
import io.nosagent.sai.vasic.nic.SimNic;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Static routes on an RTSW with hosts on its downlinks and CTSW sinks on its uplinks: given routes to
 * remote prefixes via the CTSWs, traffic spreads over the uplinks of the route's group; routes with the
 * same next hops share a group; a commit costs the calls of what it changes and nothing else.
 */
class StaticRoutesTest {

    private static final String[] ALL_FOUR = {"172.16.0.1", "172.16.1.1", "172.16.2.1", "172.16.3.1"};

    private final RoutedRack rack = RoutedRack.rtsw(21);

    @AfterEach
    void close() {
        rack.close();
    }

    @Test
    void routesWithTheSameNextHopsShareOneGroupAndTrafficSpreadsOverItsUplinks() {
        rack.commit(rack.withRoutes(rack.cabledIntent(1, 4),
                StaticRoute.of("10.1.0.0/16", ALL_FOUR), StaticRoute.of("10.2.0.0/16", ALL_FOUR),
                StaticRoute.of("10.3.0.0/16", "172.16.0.1", "172.16.1.1")));
        SimNic host = rack.host(0);
        List<SimNic> spines = rack.spines(4);

        List<Flow> flows = rack.flows(host, rack.sw().address("remote", RoutedRack.ip("10.1.0.5")), 64, 8192);
        rack.run(Duration.ofMillis(1));

        var state = rack.state();
        assertThat(state.groups()).hasSize(2);
        assertThat(state.groupOf(Cidr.parse("10.1.0.0/16"))).isEqualTo(state.groupOf(Cidr.parse("10.2.0.0/16")))
                .hasValueSatisfying(g -> assertThat(g.routes()).isEqualTo(2));
        assertThat(state.groupOf(Cidr.parse("10.3.0.0/16"))).hasValueSatisfying(g -> assertThat(g.members()).hasSize(2));
        assertThat(rack.sw().asic().objects(ObjectType.NEXT_HOP_GROUP)).hasSize(2);
        assertThat(rack.sw().asic().objects(ObjectType.NEXT_HOP_GROUP_MEMBER)).hasSize(6);
        assertThat(rack.sw().asic().objects(ObjectType.NEXT_HOP)).as("one per CTSW").hasSize(4);
        assertThat(spines).allSatisfy(s -> assertThat(s.receivedPackets()).as(s.name()).isPositive());
        assertThat(flows).allSatisfy(f -> assertThat(f.receivedBytes()).isEqualTo(8192));
    }

    @Test
    void reapplyingTheSameConfigMakesNoSaiCall() {
        rack.commit(rack.withRoutes(rack.cabledIntent(1, 4),
                StaticRoute.of("10.1.0.0/16", ALL_FOUR), StaticRoute.of("10.2.0.0/16", "172.16.0.1")));
        rack.sw().forgetCalls();

        rack.reapply();
        rack.commit(rack.running());

        assertThat(rack.sw().writes()).isEmpty();
    }

    @Test
    void aRouteChangeMakesOnlyTheCallsOfThatRoute() {
        var intent = rack.cabledIntent(1, 4);
        for (int k = 0; k < 100; k++) {
            intent = rack.withRoutes(intent, StaticRoute.of("10." + (100 + k) + ".0.0/16", ALL_FOUR));
        }
        rack.commit(intent);
        rack.sw().forgetCalls();

        rack.commit(rack.withRoutes(rack.running(), StaticRoute.of("10.100.0.0/16", "172.16.2.1")));
        List<SaiCall> moved = rack.sw().writes();
        rack.sw().forgetCalls();
        rack.commit(rack.withRoutes(rack.running(), StaticRoute.of("10.99.0.0/16", ALL_FOUR)));
        List<SaiCall> added = rack.sw().writes();
        rack.sw().forgetCalls();
        rack.commit(rack.running().with(RoutingIntent.SECTION, RoutingIntent.of(rack.running()).withoutStaticRoute(Cidr.parse("10.101.0.0/16"))));
        List<SaiCall> removed = rack.sw().writes();

        assertThat(moved).as("the route re-pointed at an existing next hop").singleElement()
                .satisfies(c -> assertThat(c.operation()).isEqualTo(SaiOperation.SET))
                .satisfies(c -> assertThat(c.entry().toString()).contains("10.100.0.0/16"));
        assertThat(added).as("the new route, onto the existing group").singleElement()
                .satisfies(c -> assertThat(c.objectType()).isEqualTo(ObjectType.ROUTE_ENTRY));
        assertThat(removed).singleElement().satisfies(c -> assertThat(c.entry().toString()).contains("10.101.0.0/16"));
    }

    @Test
    void theLastRouteOnAGroupTakesTheGroupItsMembersAndItsNextHopsWithIt() {
        rack.commit(rack.withRoutes(rack.cabledIntent(1, 4),
                StaticRoute.of("10.1.0.0/16", ALL_FOUR), StaticRoute.of("10.2.0.0/16", ALL_FOUR)));

        rack.commit(rack.running().with(RoutingIntent.SECTION, RoutingIntent.of(rack.running()).withoutStaticRoute(Cidr.parse("10.1.0.0/16"))));
        int groupsWithOneRoute = rack.sw().asic().objects(ObjectType.NEXT_HOP_GROUP).size();
        rack.commit(rack.running().with(RoutingIntent.SECTION, RoutingIntent.of(rack.running()).withoutStaticRoute(Cidr.parse("10.2.0.0/16"))));

        assertThat(groupsWithOneRoute).isEqualTo(1);
        assertThat(rack.sw().asic().objects(ObjectType.NEXT_HOP_GROUP)).isEmpty();
        assertThat(rack.sw().asic().objects(ObjectType.NEXT_HOP_GROUP_MEMBER)).isEmpty();
        assertThat(rack.sw().asic().objects(ObjectType.NEXT_HOP)).isEmpty();
        assertThat(rack.state().groups()).isEmpty();
        assertThat(rack.state().nextHops()).isEmpty();
        assertThat(rack.state().routes()).isEmpty();
    }

    @Test
    void aRouteWithANextHopOnNoSubnetIsReportedAndProgrammedOnceTheSubnetComes() {
        rack.commit(rack.withRoutes(rack.cabledIntent(1, 2), StaticRoute.of("10.5.0.0/16", "172.16.0.1", "172.16.5.1")));

        assertThat(rack.state().route(Cidr.parse("10.5.0.0/16"))).hasValueSatisfying(r ->
                assertThat(r.target()).isInstanceOfSatisfying(RoutingState.Unresolved.class,
                        u -> assertThat(u.reason()).contains("172.16.5.1")));
        assertThat(routeEntries()).isEmpty();

        rack.commit(rack.cabledIntent(0, 6));
        assertThat(rack.state().route(Cidr.parse("10.5.0.0/16"))).hasValueSatisfying(r ->
                assertThat(r.target()).isInstanceOf(RoutingState.ViaGroup.class));
        assertThat(routeEntries()).hasSize(1);

        // The interface loses its address: the route goes back to unresolved, the router interface goes.
        rack.commit(rack.running().withInterface(InterfaceIntent.named(RoutedRack.uplink(5))));
        assertThat(rack.state().route(Cidr.parse("10.5.0.0/16"))).hasValueSatisfying(r ->
                assertThat(r.target()).isInstanceOf(RoutingState.Unresolved.class));
        assertThat(routeEntries()).isEmpty();
        assertThat(rack.sw().asic().objects(ObjectType.NEXT_HOP_GROUP)).isEmpty();
        assertThat(rack.sw().asic().objects(ObjectType.ROUTER_INTERFACE)).as("downlink 0, uplinks 0-4").hasSize(6);
    }

    @Test
    void aRouteWithOneNextHopPointsAtItAndAllItsTrafficTakesThatUplink() {
        rack.commit(rack.withRoutes(rack.cabledIntent(1, 2), StaticRoute.of("10.7.0.0/16", "172.16.1.1")));
        SimNic host = rack.host(0);
        List<SimNic> spines = rack.spines(2);

        rack.flows(host, rack.sw().address("remote", RoutedRack.ip("10.7.0.9")), 16, 4096);
        rack.run(Duration.ofMillis(1));

        assertThat(rack.state().route(Cidr.parse("10.7.0.0/16"))).hasValueSatisfying(r ->
                assertThat(r.target()).isInstanceOf(RoutingState.ViaNextHop.class));
        assertThat(rack.sw().asic().objects(ObjectType.NEXT_HOP_GROUP)).isEmpty();
        assertThat(spines.get(0).receivedPackets()).isZero();
        assertThat(spines.get(1).receivedPackets()).isEqualTo(16);
    }

    @Test
    void aDropRouteDiscardsItsTrafficAtTheIngressPortUntilItForwardsAgain() {
        var drop = new StaticRoute(Cidr.parse("10.7.0.0/16"), new java.util.TreeSet<>(), java.util.Map.of(),
                java.util.Optional.of(io.nosagent.config.intent.routing.StaticNextHop.indexed("0")), java.util.OptionalLong.empty());
        rack.commit(rack.withRoutes(rack.cabledIntent(1, 2), drop));
        SimNic host = rack.host(0);
        List<SimNic> spines = rack.spines(2);
        long discardsBefore = rack.sw().portStat(RoutedRack.downlink(0), io.nosagent.sai.meta.PortStat.IF_IN_DISCARDS);

        rack.flows(host, rack.sw().address("remote", RoutedRack.ip("10.7.0.9")), 16, 4096);
        rack.run(Duration.ofMillis(1));

        assertThat(rack.state().route(Cidr.parse("10.7.0.0/16"))).hasValueSatisfying(r ->
                assertThat(r.target()).isInstanceOf(RoutingState.Dropped.class));
        assertThat(spines).allSatisfy(s -> assertThat(s.receivedPackets()).isZero());
        assertThat(rack.sw().portStat(RoutedRack.downlink(0), io.nosagent.sai.meta.PortStat.IF_IN_DISCARDS) - discardsBefore)
                .isEqualTo(16);

        rack.commit(rack.withRoutes(rack.running(), StaticRoute.of("10.7.0.0/16", "172.16.1.1")));
        rack.flows(host, rack.sw().address("remote", RoutedRack.ip("10.7.0.9")), 16, 4096);
        rack.run(Duration.ofMillis(1));

        assertThat(spines.get(1).receivedPackets()).isEqualTo(16);
    }

    @Test
    void anIpv6RouteSpreadsOverItsIpv6NextHops() {
        var intent = rack.running().withInterface(InterfaceIntent.named(RoutedRack.downlink(0))
                .withAddress(InterfaceAddress.parse("2001:db8:0:1::1/64"))
                .withNeighbor(StaticNeighbor.of("2001:db8:0:1::2", RoutedRack.hostMac(0))));
        for (int j = 0; j < 2; j++) {
            intent = intent.withInterface(InterfaceIntent.named(RoutedRack.uplink(j))
                    .withAddress(InterfaceAddress.parse("2001:db8:1:" + j + "::/127"))
                    .withNeighbor(StaticNeighbor.of("2001:db8:1:" + j + "::1", RoutedRack.spineMac(j))));
        }
        rack.commit(rack.withRoutes(intent, StaticRoute.of("2001:db8:100::/48", "2001:db8:1:0::1", "2001:db8:1:1::1")));
        SimNic host = rack.sw().host(RoutedRack.downlink(0), RoutedRack.ip("2001:db8:0:1::2"), MacAddress.parse(RoutedRack.hostMac(0)));
        var spines = new ArrayList<SimNic>();
        for (int j = 0; j < 2; j++) {
            spines.add(rack.sw().host(RoutedRack.uplink(j), RoutedRack.ip("2001:db8:1:" + j + "::1"), MacAddress.parse(RoutedRack.spineMac(j))));
        }

        List<Flow> flows = rack.flows(host, rack.sw().address("remote", RoutedRack.ip("2001:db8:100::5")), 32, 4096);
        rack.run(Duration.ofMillis(1));

        assertThat(rack.state().groupOf(Cidr.parse("2001:db8:100::/48"))).hasValueSatisfying(g -> assertThat(g.members()).hasSize(2));
        assertThat(flows).allSatisfy(f -> assertThat(f.receivedBytes()).isEqualTo(4096));
        assertThat(spines).allSatisfy(sp -> assertThat(sp.receivedPackets()).as(sp.name()).isPositive());
    }

    @Test
    void listenersHearEachCommitOnceWithWhatItChanged() {
        var heard = new ArrayList<RoutingStateChange>();
        rack.routing().state().changes().subscribe(heard::add);

        rack.commit(rack.withRoutes(rack.cabledIntent(1, 2), StaticRoute.of("10.1.0.0/16", "172.16.0.1", "172.16.1.1")));
        rack.commit(rack.withRoutes(rack.running(), StaticRoute.of("10.2.0.0/16", "172.16.1.1")));
        rack.commit(rack.running());

        assertThat(heard).hasSize(2);
        assertThat(heard.get(0).routes()).containsExactly(Cidr.parse("10.1.0.0/16"));
        assertThat(heard.get(0).groups()).hasSize(1);
        assertThat(heard.get(0).nextHops()).hasSize(2);
        assertThat(heard.get(1).routes()).containsExactly(Cidr.parse("10.2.0.0/16"));
        assertThat(heard.get(1).groups()).isEmpty();
        assertThat(heard.get(1).previous()).isSameAs(heard.get(0).current());
        assertThat(heard.get(1).current().version()).isEqualTo(2);
        assertThat(heard.get(1).current().groups()).as("unchanged parts are shared, not copied")
                .isSameAs(heard.get(0).current().groups());
    }

    @Test
    void ecmpGroupsTakeTheirExtraAttributesFromGroupAttributesAndAFlowletChangeRefreshesThem() {
        var label = new String[]{"flowlets-off"};
        var held = new AtomicInteger();
        GroupAttributes labels = interfaces -> {
            held.incrementAndGet();
            return new GroupExtras(List.of(NextHopGroupAttr.LABEL.chars(label[0] + " " + interfaces.size())), held::decrementAndGet);
        };
        try (var labelled = RoutedRack.rtsw(22, labels)) {
            labelled.commit(labelled.withRoutes(labelled.cabledIntent(1, 2), StaticRoute.of("10.1.0.0/16", "172.16.0.1", "172.16.1.1")));
            long group = labelled.state().groupOf(Cidr.parse("10.1.0.0/16")).orElseThrow().id();
            var before = labelled.sw().asic().value(group, NextHopGroupAttr.LABEL);

            label[0] = "flowlets-on";
            labelled.commit(labelled.withRouting(r -> r.withFlowlets(r.flowlets().withEnabled(true))));

            assertThat(before).isEqualTo(new AttrValue.CharData("flowlets-off 2"));
            assertThat(labelled.sw().asic().value(group, NextHopGroupAttr.LABEL)).isEqualTo(new AttrValue.CharData("flowlets-on 2"));
            assertThat(held).as("the group let go of what it held before the refresh").hasValue(1);

            labelled.commit(labelled.withRouting(r -> r.withoutStaticRoute(Cidr.parse("10.1.0.0/16"))));
            assertThat(held).as("a removed group lets go of what it held").hasValue(0);
        }
    }

    private List<Object> routeEntries() {
        var out = new ArrayList<Object>();
        for (var e : rack.sw().asic().entries(ObjectType.ROUTE_ENTRY)) {
            if (e.toString().contains("10.5.0.0/16")) {
                out.add(e);
            }
        }
        return out;
    }
}
