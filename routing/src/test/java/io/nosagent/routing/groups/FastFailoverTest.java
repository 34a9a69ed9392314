package io.nosagent.routing.groups;

import io.nosagent.config.intent.routing.RoutingIntent;
import io.nosagent.config.intent.routing.StaticRoute;
import io.nosagent.net.Cidr;
import io.nosagent.routing.RoutedRack;
import io.nosagent.routing.state.MemberStatus;
import io.nosagent.routing.state.RoutingState;
import io.nosagent.routing.state.RoutingStateChange;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiOperation;
import io.nosagent.sai.trace.SaiCall;
import io.nosagent.sai.vasic.dataplane.route.GroupForwarder;
import io.nosagent.sai.vasic.nic.Flow;
import io.nosagent.sai.vasic.nic.SimNic;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Fast failover on an RTSW with 150 routes over three groups of four CTSW uplinks ({0,1,2,3}, {0,1},
 * {2,3}): when an uplink goes down its next hop leaves the groups behind it in one update-loop turn, with
 * one member removal per group and not a single route write, and traffic avoids the uplink; when it
 * comes back the members return. The config is never touched.
 */
class FastFailoverTest {

    private final RoutedRack rack = RoutedRack.rtsw(41);
    private final List<RoutingStateChange> changes = new ArrayList<>();
    private final List<Instant> changedAt = new ArrayList<>();
    private SimNic host;
    private List<SimNic> spines;

    @BeforeEach
    void routesOverThreeGroups() throws Exception {
        var intent = rack.cabledIntent(1, 4);
        for (int k = 0; k < 50; k++) {
            intent = rack.withRoutes(intent, StaticRoute.of("10.1." + k + ".0/24", "172.16.0.1", "172.16.1.1", "172.16.2.1", "172.16.3.1"),
                    StaticRoute.of("10.2." + k + ".0/24", "172.16.0.1", "172.16.1.1"),
                    StaticRoute.of("10.3." + k + ".0/24", "172.16.2.1", "172.16.3.1"));
        }
        rack.commit(intent);
        host = rack.host(0);
        spines = rack.spines(4);
        rack.startFastFailover();
        rack.routing().state().changes().subscribe(c -> {
            changes.add(c);
            changedAt.add(rack.sw().time().now());
        });
        rack.sw().forgetCalls();
    }

    @AfterEach
    void close() {
        rack.close();
    }

    @Test
    void anUplinkGoingDownLeavesItsGroupsInOneTurnWithOneCallPerGroup() {
        Instant downAt = rack.sw().time().now();
        rack.sw().faults().linkDown(spines.get(0).link());
        rack.run(Duration.ofNanos(10_000));

        assertThat(rack.sw().writes()).as("one member removal per group behind eth1/17/1, no route write").hasSize(2)
                .allSatisfy(c -> assertThat(c.operation()).isEqualTo(SaiOperation.REMOVE))
                .allSatisfy(c -> assertThat(c.objectType()).isEqualTo(ObjectType.NEXT_HOP_GROUP_MEMBER));
        assertThat(changes).as("one published change, at the instant of the fault").singleElement()
                .satisfies(c -> assertThat(c.groups()).hasSize(2))
                .satisfies(c -> assertThat(c.routes()).isEmpty());
        assertThat(changedAt).containsExactly(downAt);
        assertThat(members("10.2.0.0/24")).extracting(RoutingState.Member::status)
                .containsExactly(MemberStatus.FAILED_OVER, MemberStatus.UP);
        assertThat(members("10.3.0.0/24")).extracting(RoutingState.Member::status).containsOnly(MemberStatus.UP);
        assertThat(RoutingIntent.of(rack.running()).staticRoutes()).as("the config is untouched").hasSize(150);
    }

    @Test
    void anUplinkGoingDownRemovesItsMembersInOneBulkCallAndItsGroupsForwardWithoutIt() {
        rack.sw().faults().linkDown(spines.get(0).link());
        rack.run(Duration.ofNanos(10_000));

        List<SaiCall> writes = rack.sw().writes();
        assertThat(writes).as("the members behind eth1/17/1 of {0,1,2,3} and {0,1}, and nothing else").hasSize(2)
                .allSatisfy(c -> assertThat(c.operation()).isEqualTo(SaiOperation.REMOVE))
                .allSatisfy(c -> assertThat(c.objectType()).isEqualTo(ObjectType.NEXT_HOP_GROUP_MEMBER));
        assertThat(writes).extracting(SaiCall::bulkCall).as("one bulk remove call for both")
                .doesNotContain(0L).containsOnly(writes.getFirst().bulkCall());
        rack.run(Duration.ofMillis(1)); // the data plane takes changes in between its batches
        for (String prefix : List.of("10.1.0.0/24", "10.2.0.0/24")) {
            var group = rack.state().groupOf(Cidr.parse(prefix)).orElseThrow();
            GroupForwarder compiled = rack.sw().dataPlane().group(group.id()).orElseThrow();
            assertThat(IntStream.range(0, compiled.count()).mapToObj(m -> rack.sw().dataPlane().port(compiled.port(m)).interfaceName()))
                    .as("the ASIC's %s group forwards over its other uplinks only", prefix)
                    .hasSize(group.members().size() - 1).doesNotContain("eth1/17/1");
        }
    }

    @Test
    void trafficAvoidsTheFailedUplinkAndReturnsWhenItComesBack() {
        rack.sw().faults().linkDown(spines.get(0).link());
        rack.run(Duration.ofNanos(10_000));
        List<Flow> flows = rack.flows(host, rack.sw().address("remote", RoutedRack.ip("10.2.7.9")), 64, 4096);
        rack.run(Duration.ofMillis(1));
        long onFailed = spines.get(0).receivedPackets();
        long onOther = spines.get(1).receivedPackets();

        rack.sw().faults().linkUp(spines.get(0).link());
        rack.run(Duration.ofNanos(10_000));
        rack.post(flows, 4096);
        rack.run(Duration.ofMillis(1));

        assertThat(onFailed).isZero();
        assertThat(onOther).isEqualTo(64);
        assertThat(flows).allSatisfy(f -> assertThat(f.receivedBytes()).isEqualTo(2 * 4096));
        assertThat(spines.get(0).receivedPackets()).as("back in the group").isPositive();
        assertThat(members("10.2.0.0/24")).extracting(RoutingState.Member::status).containsOnly(MemberStatus.UP);
    }

    @Test
    void whenEveryMemberIsDownTheGroupIsEmptyAndRefillsAsPortsReturn() {
        rack.sw().faults().linkDown(spines.get(0).link());
        rack.sw().faults().linkDown(spines.get(1).link());
        rack.run(Duration.ofNanos(10_000));
        var empty = rack.state().groupOf(Cidr.parse("10.2.0.0/24")).orElseThrow();

        rack.sw().faults().linkUp(spines.get(1).link());
        rack.run(Duration.ofNanos(10_000));

        assertThat(empty.forwarding()).isEmpty();
        assertThat(members("10.2.0.0/24")).extracting(RoutingState.Member::forwarding).containsExactly(false, true);
        assertThat(rack.sw().writes()).filteredOn(c -> c.operation() == SaiOperation.CREATE).as("back into {0,1,2,3} and {0,1}")
                .hasSize(2);
    }

    @Test
    void aPortThatFlapsBeforeTheWorkRunsCostsNothing() {
        rack.sw().faults().linkDown(spines.get(3).link());
        rack.sw().faults().linkUp(spines.get(3).link());
        rack.run(Duration.ofNanos(10_000));

        assertThat(rack.sw().writes()).isEmpty();
    }

    private List<RoutingState.Member> members(String prefix) {
        return rack.state().groupOf(Cidr.parse(prefix)).orElseThrow().members();
    }
}
