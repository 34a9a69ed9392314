package io.nosagent.routing.groups;

import io.nosagent.config.intent.routing.RoutingIntent;
import io.nosagent.config.intent.routing.StaticRoute;
import io.nosagent.net.Cidr;
import io.nosagent.routing.RoutedRack;
import io.nosagent.routing.state.MemberStatus;
import io.nosagent.routing.state.RoutingState;
import io.nosagent.sai.vasic.nic.Flow;
import io.nosagent.sai.vasic.nic.SimNic;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;

import static io.nosagent.routing.RoutedRack.uplink;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Drain from config on an RTSW routing 10.1.0.0/16 over four CTSW uplinks: drained uplinks take no new
 * traffic while their links stay up, undraining brings them back, and draining every uplink keeps them
 * all in (a drain moves traffic, it never black-holes it).
 */
class UplinkDrainTest {

    private static final Cidr REMOTE = Cidr.parse("10.1.0.0/16");

    private final RoutedRack rack = RoutedRack.rtsw(51);
    private SimNic host;
    private List<SimNic> spines;

    @BeforeEach
    void routeOverFourUplinks() {
        rack.commit(rack.withRoutes(rack.cabledIntent(1, 4),
                StaticRoute.of(REMOTE.toString(), "172.16.0.1", "172.16.1.1", "172.16.2.1", "172.16.3.1")));
        host = rack.host(0);
        spines = rack.spines(4);
        rack.startFastFailover();
    }

    @AfterEach
    void close() {
        rack.close();
    }

    @Test
    void drainedUplinksCarryNoNewTrafficWhileStayingUp() {
        rack.commit(rack.withRouting(r -> r.withDrain(r.drain().withInterface(uplink(0), true).withInterface(uplink(1), true))));
        List<Flow> flows = send(64);

        assertThat(spines.get(0).receivedPackets() + spines.get(1).receivedPackets()).isZero();
        assertThat(spines.get(2).receivedPackets() + spines.get(3).receivedPackets()).isEqualTo(64);
        assertThat(flows).allSatisfy(f -> assertThat(f.receivedBytes()).isEqualTo(4096));
        assertThat(rack.sw().portStatus().status(uplink(0)).orElseThrow().up()).as("the link stays up").isTrue();
        assertThat(members()).extracting(RoutingState.Member::status)
                .containsExactly(MemberStatus.DRAINED, MemberStatus.DRAINED, MemberStatus.UP, MemberStatus.UP);
    }

    @Test
    void undrainingBringsTheUplinksBack() {
        rack.commit(rack.withRouting(r -> r.withDrain(r.drain().withInterface(uplink(0), true))));
        rack.commit(rack.withRouting(r -> r.withDrain(r.drain().withInterface(uplink(0), false))));
        send(64);

        assertThat(spines).allSatisfy(s -> assertThat(s.receivedPackets()).as(s.name()).isPositive());
        assertThat(members()).allSatisfy(m -> assertThat(m.status()).isEqualTo(MemberStatus.UP));
    }

    @Test
    void drainingEveryUplinkKeepsThemAllInRatherThanDropTheTraffic() {
        rack.commit(rack.withRouting(r -> r.withDrain(r.drain().withSwitchDrained(true))));
        List<Flow> flows = send(64);

        assertThat(flows).allSatisfy(f -> assertThat(f.receivedBytes()).isEqualTo(4096));
        assertThat(members()).allSatisfy(m -> assertThat(m.status()).isEqualTo(MemberStatus.DRAINED))
                .allSatisfy(m -> assertThat(m.forwarding()).isTrue());
    }

    @Test
    void aDrainedGroupWithItsLastUndrainedUplinkDownFallsBackToTheDrainedOnes() {
        rack.commit(rack.withRouting(r -> r.withDrain(r.drain().withInterface(uplink(0), true)
                .withInterface(uplink(1), true).withInterface(uplink(2), true))));
        rack.sw().faults().linkDown(spines.get(3).link());
        rack.run(Duration.ofNanos(10_000));
        List<Flow> flows = send(64);

        assertThat(flows).allSatisfy(f -> assertThat(f.receivedBytes()).isEqualTo(4096));
        assertThat(members()).extracting(RoutingState.Member::forwarding).containsExactly(true, true, true, false);
    }

    @Test
    void aDrainTouchesOnlyTheDrainedMembers() {
        rack.sw().forgetCalls();

        rack.commit(rack.withRouting(r -> r.withDrain(r.drain().withInterface(uplink(2), true))));

        assertThat(rack.sw().writes()).as("eth1/19/1's member of the one group").hasSize(1);
    }

    private List<Flow> send(int count) {
        List<Flow> flows = rack.flows(host, rack.sw().address("remote", RoutedRack.ip("10.1.3.4")), count, 4096);
        rack.run(Duration.ofMillis(1));
        return flows;
    }

    private List<RoutingState.Member> members() {
        return rack.state().groupOf(REMOTE).orElseThrow().members();
    }
}
