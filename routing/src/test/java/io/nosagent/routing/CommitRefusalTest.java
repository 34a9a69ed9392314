package io.nosagent.routing;

import io.nosagent.config.intent.routing.RoutingIntent;
import io.nosagent.config.intent.routing.StaticRoute;
import io.nosagent.config.intent.routing.TeOverride;
import io.nosagent.net.Cidr;
import io.nosagent.routing.state.RoutingState;
import io.nosagent.sai.SaiException;
import io.nosagent.sai.SaiStatusCode;
import io.nosagent.sai.platform.Platform;
import io.nosagent.sai.platform.PlatformLoader;
import io.nosagent.sai.store.BulkEnsureException;
import org.junit.jupiter.api.Test;

import java.util.function.UnaryOperator;

import static io.nosagent.routing.RoutedRack.downlink;
import static io.nosagent.routing.RoutedRack.hostIp;
import static io.nosagent.routing.RoutedRack.ip;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A commit the ASIC refuses half way (a table full) fails with the SAI status, and the reversed delta
 * the agent then applies leaves the switch forwarding exactly as before the commit: what the refused
 * commit created is gone, what it removed or re-pointed is back.
 */
class CommitRefusalTest {

    private static final String[] FOUR = {"172.16.0.1", "172.16.1.1", "172.16.2.1", "172.16.3.1"};

    @Test
    void aRouteTableFullHalfWayThroughTheBulkLeavesTheSwitchAsBefore() {
        // 5 interfaces x (subnet + own address) = 10 routes, 4 static: 6 left.
        try (var rack = RoutedRack.of(rtsw(c -> capacities(c, 20, c.nextHopGroups(), c.nextHopGroupMembers())), 71)) {
            rack.commit(rack.withRoutes(rack.cabledIntent(1, 4), StaticRoute.of("10.1.0.0/16", FOUR),
                    StaticRoute.of("10.2.0.0/16", "172.16.0.1", "172.16.1.1"), StaticRoute.of("10.3.0.0/16", "172.16.2.1"),
                    StaticRoute.of("10.4.0.0/16", FOUR)));
            var before = AsicPicture.of(rack.sw().asic());
            var stateBefore = rack.state();

            var next = rack.running().with(RoutingIntent.SECTION, RoutingIntent.of(rack.running()).withoutStaticRoute(Cidr.parse("10.4.0.0/16")));
            next = rack.withRoutes(next, StaticRoute.of("10.2.0.0/16", "172.16.2.1", "172.16.3.1"));
            for (int k = 0; k < 10; k++) {
                next = rack.withRoutes(next, StaticRoute.of("10.20." + k + ".0/24", "172.16.1.1", "172.16.2.1"));
            }
            var refused = next;

            assertThatThrownBy(() -> rack.commit(refused)).isInstanceOfSatisfying(BulkEnsureException.class,
                    e -> assertThat(e.failures().values()).allSatisfy(s -> assertThat(s.code()).isEqualTo(SaiStatusCode.TABLE_FULL)));
            assertThat(AsicPicture.of(rack.sw().asic())).isEqualTo(before);
            assertThat(shape(rack.state())).isEqualTo(shape(stateBefore));
        }
    }

    @Test
    void aGroupTableFullLeavesTheSwitchAsBefore() {
        try (var rack = RoutedRack.of(rtsw(c -> capacities(c, c.ipv4Routes(), 2, c.nextHopGroupMembers())), 72)) {
            rack.commit(rack.withRoutes(rack.cabledIntent(2, 4), StaticRoute.of("10.1.0.0/16", FOUR)));
            var before = AsicPicture.of(rack.sw().asic());

            var next = rack.withRoutes(rack.running(), StaticRoute.of("10.1.0.0/16", "172.16.0.1", "172.16.1.1"),
                    StaticRoute.of("10.2.0.0/16", "172.16.1.1", "172.16.2.1"), StaticRoute.of("10.3.0.0/16", "172.16.2.1", "172.16.3.1"));
            var refused = next.with(RoutingIntent.SECTION, RoutingIntent.of(next).withTeOverride(
                    new TeOverride(downlink(1), Cidr.parse("10.1.2.0/24"), ip("172.16.3.1"))));

            assertThatThrownBy(() -> rack.commit(refused)).isInstanceOfSatisfying(SaiException.class,
                    e -> assertThat(e.status().code()).isEqualTo(SaiStatusCode.TABLE_FULL));
            assertThat(AsicPicture.of(rack.sw().asic())).isEqualTo(before);
            assertThat(rack.state().teOverrides()).isEmpty();
        }
    }

    @Test
    void aMemberTableFullWhileBuildingAVipGroupLeavesTheSwitchAsBefore() {
        try (var rack = RoutedRack.of(rtsw(c -> capacities(c, c.ipv4Routes(), c.nextHopGroups(), 1000)), 73)) {
            rack.commit(rack.withRoutes(rack.cabledIntent(4, 2), StaticRoute.of("10.1.0.0/16", "172.16.0.1", "172.16.1.1"),
                    StaticRoute.of("10.0.1.100/32", hostIp(0), hostIp(1))));
            var before = AsicPicture.of(rack.sw().asic());

            // Two more groups of 840 buckets do not fit in what 842 members leave of 1000.
            var refused = rack.withRoutes(rack.running(), StaticRoute.of("10.0.1.100/32", hostIp(0), hostIp(1), hostIp(2)),
                    StaticRoute.of("10.0.2.100/32", hostIp(1), hostIp(2), hostIp(3)));

            assertThatThrownBy(() -> rack.commit(refused)).isInstanceOf(BulkEnsureException.class);
            assertThat(AsicPicture.of(rack.sw().asic())).isEqualTo(before);
        }
    }

    /** The state without ids: route targets by kind, groups by type and member addresses. */
    private static String shape(RoutingState s) {
        var sb = new StringBuilder();
        s.routes().forEach((p, r) -> sb.append(p).append(" -> ").append(switch (r.target()) {
            case RoutingState.ViaGroup g -> s.groups().get(g.groupId()).members().stream().map(m -> m.ip() + "/" + m.status()).toList();
            case RoutingState.ViaNextHop nh -> s.nextHops().get(nh.nextHopId()).ip();
            case RoutingState.Dropped d -> "drop";
            case RoutingState.Unresolved u -> u.reason();
        }).append('\n'));
        return sb.append(s.groups().size()).append(" groups, ").append(s.nextHops().size()).append(" next hops").toString();
    }

    private static Platform rtsw(UnaryOperator<Platform.Capacities> change) {
        Platform p = new PlatformLoader().load("rtsw");
        return new Platform(p.name(), p.description(), p.role(), p.switchType(), p.baseMac(), p.ports(), p.queuesPerPort(),
                p.priorityGroupsPerPort(), p.buffer(), change.apply(p.capacities()));
    }

    private static Platform.Capacities capacities(Platform.Capacities c, int ipv4Routes, int groups, int members) {
        return new Platform.Capacities(ipv4Routes, c.ipv6Routes(), c.nextHops(), groups, members, c.routerInterfaces(),
                c.neighbors(), c.aclTables(), c.aclEntries(), c.fineGrainedEcmpGroupSize(), c.arsMaxFlows(), c.udfs());
    }
}
