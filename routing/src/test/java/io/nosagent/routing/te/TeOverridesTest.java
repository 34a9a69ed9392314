package io.nosagent.routing.te;

import io.nosagent.config.intent.routing.RoutingIntent;
import io.nosagent.config.intent.routing.StaticRoute;
import io.nosagent.config.intent.routing.TeOverride;
import io.nosagent.net.Cidr;
import io.nosagent.routing.RoutedRack;
import io.nosagent.routing.state.RoutingState;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiOperation;
import io.nosagent.sai.meta.AclEntryAttr;
import io.nosagent.sai.vasic.nic.Flow;
import io.nosagent.sai.vasic.nic.SimNic;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;

import static io.nosagent.routing.RoutedRack.downlink;
import static io.nosagent.routing.RoutedRack.ip;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A TE override on an RTSW routing 10.1.0.0/16 over two CTSW uplinks: traffic entering host 0's downlink
 * for 10.1.2.0/24 is steered to CTSW 1, other traffic follows the route's group; while CTSW 1's uplink is
 * down the override is withdrawn and host 0's traffic falls back to the group, and it is restored when
 * the uplink comes back.
 */
class TeOverridesTest {

    private static final TeOverride.Key KEY = new TeOverride.Key(downlink(0), Cidr.parse("10.1.2.0/24"));

    private final RoutedRack rack = RoutedRack.rtsw(61);
    private SimNic steered;
    private SimNic other;
    private List<SimNic> spines;

    @BeforeEach
    void routeAndOverride() {
        var intent = rack.withRoutes(rack.cabledIntent(2, 2), StaticRoute.of("10.1.0.0/16", "172.16.0.1", "172.16.1.1"));
        rack.commit(intent.with(RoutingIntent.SECTION, RoutingIntent.of(intent).withTeOverride(new TeOverride(downlink(0), KEY.prefix(), ip("172.16.1.1")))));
        steered = rack.host(0);
        other = rack.host(1);
        spines = rack.spines(2);
        rack.startFastFailover();
    }

    @AfterEach
    void close() {
        rack.close();
    }

    @Test
    void trafficFromTheOverridesPortGoesToItsNextHopAndOtherTrafficFollowsTheRoute() {
        send(steered, "10.1.2.3");
        long steeredToSpine1 = spines.get(1).receivedPackets();
        long steeredToSpine0 = spines.get(0).receivedPackets();
        send(other, "10.1.2.3");
        send(steered, "10.1.9.9");

        assertThat(steeredToSpine0).isZero();
        assertThat(steeredToSpine1).isEqualTo(64);
        assertThat(spines.get(0).receivedPackets()).as("traffic the override does not match hashes over both").isPositive();
        assertThat(rack.state().teOverrides().get(KEY).status()).isEqualTo(RoutingState.TeStatus.ACTIVE);
        assertThat(rack.sw().asic().objects(ObjectType.ACL_TABLE)).hasSize(1);
    }

    @Test
    void theOverrideIsWithdrawnWhileItsNextHopsPortIsDownAndRestoredAfter() {
        rack.sw().forgetCalls();
        rack.sw().faults().linkDown(spines.get(1).link());
        rack.run(Duration.ofNanos(10_000));
        var withdrawnCalls = rack.sw().writes();
        List<Flow> flows = send(steered, "10.1.2.3");
        long whileDown = spines.get(0).receivedPackets();
        var withdrawn = rack.state().teOverrides().get(KEY);

        rack.sw().faults().linkUp(spines.get(1).link());
        rack.run(Duration.ofNanos(10_000));
        send(steered, "10.1.2.3");

        assertThat(withdrawnCalls).as("the override disabled, CTSW 1 out of the group")
                .anySatisfy(c -> assertThat(c.attributes()).contains(AclEntryAttr.ADMIN_STATE.bool(false)))
                .anySatisfy(c -> assertThat(c.operation()).isEqualTo(SaiOperation.REMOVE))
                .hasSize(2);
        assertThat(whileDown).as("host 0's traffic fell back to the group").isEqualTo(64);
        assertThat(flows).allSatisfy(f -> assertThat(f.receivedBytes()).isEqualTo(4096));
        assertThat(withdrawn.status()).isEqualTo(RoutingState.TeStatus.WITHDRAWN);
        assertThat(spines.get(1).receivedPackets()).as("steered again").isEqualTo(64);
        assertThat(rack.state().teOverrides().get(KEY).status()).isEqualTo(RoutingState.TeStatus.ACTIVE);
    }

    @Test
    void drainingTheNextHopsUplinkWithdrawsTheOverrideToo() {
        rack.commit(rack.withRouting(r -> r.withDrain(r.drain().withInterface(RoutedRack.uplink(1), true))));
        send(steered, "10.1.2.3");

        assertThat(rack.state().teOverrides().get(KEY).status()).isEqualTo(RoutingState.TeStatus.WITHDRAWN);
        assertThat(spines.get(1).receivedPackets()).isZero();
        assertThat(spines.get(0).receivedPackets()).isEqualTo(64);
    }

    @Test
    void removingTheLastOverrideRemovesItsTableAndUnbindsIt() {
        rack.commit(rack.withRouting(r -> r.withoutTeOverride(KEY)));

        assertThat(rack.sw().asic().objects(ObjectType.ACL_ENTRY)).isEmpty();
        assertThat(rack.sw().asic().objects(ObjectType.ACL_TABLE)).isEmpty();
        assertThat(rack.state().teOverrides()).isEmpty();
    }

    @Test
    void anOverrideToANextHopOnNoSubnetIsReportedUnresolved() {
        var key = new TeOverride.Key(downlink(1), Cidr.parse("10.1.3.0/24"));
        rack.commit(rack.withRouting(r -> r.withTeOverride(new TeOverride(downlink(1), key.prefix(), ip("172.16.9.1")))));

        assertThat(rack.state().teOverrides().get(key).status()).isEqualTo(RoutingState.TeStatus.UNRESOLVED);
        assertThat(rack.sw().asic().objects(ObjectType.ACL_ENTRY)).hasSize(1);
    }

    private List<Flow> send(SimNic from, String to) {
        List<Flow> flows = rack.flows(from, rack.sw().address("remote", ip(to)), 64, 4096);
        rack.run(Duration.ofMillis(1));
        return flows;
    }
}
