package io.nosagent.routing.groups;

import io.nosagent.config.intent.routing.RoutingIntent;
import io.nosagent.config.intent.routing.StaticRoute;
import io.nosagent.net.Cidr;
import io.nosagent.routing.RoutedRack;
import io.nosagent.routing.state.MemberStatus;
import io.nosagent.routing.state.RoutingState;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.vasic.nic.Flow;
import io.nosagent.sai.vasic.nic.SimNic;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static io.nosagent.routing.RoutedRack.hostIp;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A training container's task VIP, announced with one next hop per NIC of its host (4 NICs on 4
 * downlinks): the switch spreads the VIP's flows over the NICs through a fine-grained group; when one
 * NIC's link fails only that NIC's flows move, and when it comes back they return.
 */
class TaskVipTest {

    private static final Cidr VIP = Cidr.parse("10.0.1.100/32");
    private static final int FLOWS = 128;
    private static final long MESSAGE = 4096;

    private final RoutedRack rack = RoutedRack.rtsw(31);
    private List<SimNic> nics;
    private List<Flow> flows;

    @BeforeEach
    void vipOnFourNics() {
        rack.commit(rack.withRoutes(rack.cabledIntent(5, 0),
                StaticRoute.of(VIP.toString(), hostIp(0), hostIp(1), hostIp(2), hostIp(3))));
        nics = rack.hosts(4);
        SimNic sender = rack.host(4);
        rack.startFastFailover();
        flows = rack.flows(sender, rack.sw().address("vip", VIP.address()), FLOWS, MESSAGE);
        rack.run(Duration.ofMillis(1));
    }

    @AfterEach
    void close() {
        rack.close();
    }

    @Test
    void theVipsFlowsSpreadOverItsNicsThroughABucketTable() {
        RoutingState.Group group = rack.state().groupOf(VIP).orElseThrow();

        assertThat(group.type()).isEqualTo(RoutingState.GroupType.FINE_GRAINED);
        assertThat(group.buckets()).as("lcm(1..8): an equal share for any NIC count up to 8").isEqualTo(840);
        assertThat(group.members()).allSatisfy(m -> assertThat(m.buckets()).isEqualTo(210));
        assertThat(rack.sw().asic().objects(ObjectType.NEXT_HOP_GROUP_MEMBER)).as("one member per bucket").hasSize(840);
        assertThat(flows).allSatisfy(f -> assertThat(f.receivedBytes()).isEqualTo(MESSAGE));
        for (SimNic nic : nics) {
            assertThat(nic.receivedPackets()).as(nic.name()).isBetween(FLOWS / 4 / 2L, FLOWS / 4 * 2L);
        }
    }

    @Test
    void aFailedNicMovesOnlyItsOwnFlowsAndRestoringItBringsThemBack() {
        Map<Flow, SimNic> before = receivers();
        SimNic failed = nics.get(2);

        rack.sw().faults().linkDown(failed.link());
        rack.run(Duration.ofNanos(10_000));
        rack.post(flows, MESSAGE);
        rack.run(Duration.ofMillis(1));
        Map<Flow, SimNic> during = receivers();
        RoutingState.Group failedOver = rack.state().groupOf(VIP).orElseThrow();

        rack.sw().faults().linkUp(failed.link());
        rack.run(Duration.ofNanos(10_000));
        rack.post(flows, MESSAGE);
        rack.run(Duration.ofMillis(1));
        Map<Flow, SimNic> after = receivers();

        long moved = 0;
        for (Flow f : flows) {
            if (before.get(f) == failed) {
                assertThat(during.get(f)).as(f.name()).isNotEqualTo(failed);
                moved++;
            } else {
                assertThat(during.get(f)).as(f.name() + " stays on its NIC").isSameAs(before.get(f));
            }
            assertThat(after.get(f)).as(f.name() + " after the restore").isSameAs(before.get(f));
        }
        assertThat(moved).isPositive();
        assertThat(flows).as("every message delivered").allSatisfy(fl -> assertThat(fl.receivedBytes()).isEqualTo(3 * MESSAGE));
        assertThat(failedOver.members().get(2).status()).isEqualTo(MemberStatus.FAILED_OVER);
        assertThat(failedOver.members().get(2).buckets()).isZero();
        assertThat(failedOver.members()).filteredOn(m -> m.status() == MemberStatus.UP)
                .allSatisfy(m -> assertThat(m.buckets()).isEqualTo(280));
        assertThat(rack.state().groupOf(VIP).orElseThrow().members())
                .allSatisfy(m -> assertThat(m.buckets()).isEqualTo(210))
                .allSatisfy(m -> assertThat(m.status()).isEqualTo(MemberStatus.UP));
    }

    @Test
    void failingANicRepointsOnlyItsBucketsOneSetEach() {
        rack.sw().forgetCalls();

        rack.sw().faults().linkDown(nics.get(0).link());
        rack.run(Duration.ofNanos(10_000));

        assertThat(rack.sw().writes()).as("its 210 buckets, nothing else").hasSize(210)
                .allSatisfy(c -> assertThat(c.objectType()).isEqualTo(ObjectType.NEXT_HOP_GROUP_MEMBER));
    }

    @Test
    void aNewBucketCountReplacesTheGroupAndTheVipKeepsWorking() {
        long before = rack.state().groupOf(VIP).orElseThrow().id();

        rack.commit(rack.withRouting(r -> r.withFineGrained(r.fineGrained().withBucketCount(64))));
        rack.post(flows, MESSAGE);
        rack.run(Duration.ofMillis(1));

        RoutingState.Group group = rack.state().groupOf(VIP).orElseThrow();
        assertThat(group.id()).isNotEqualTo(before);
        assertThat(group.buckets()).isEqualTo(64);
        assertThat(rack.sw().asic().objects(ObjectType.NEXT_HOP_GROUP_MEMBER)).hasSize(64);
        assertThat(flows).allSatisfy(f -> assertThat(f.receivedBytes()).isEqualTo(2 * MESSAGE));
    }

    @Test
    void aHostRouteOutsideEveryDownlinkSubnetIsPlainEcmp() {
        rack.commit(rack.withRoutes(rack.running(), StaticRoute.of("10.9.0.1/32", hostIp(0), hostIp(1))));

        assertThat(rack.state().groupOf(Cidr.parse("10.9.0.1/32"))).hasValueSatisfying(g ->
                assertThat(g.type()).isEqualTo(RoutingState.GroupType.ECMP));
    }

    private Map<Flow, SimNic> receivers() {
        var out = new HashMap<Flow, SimNic>();
        flows.forEach(f -> out.put(f, f.lastReceiver()));
        return out;
    }
}
