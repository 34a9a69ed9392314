package io.nosagent.routing.bgp;

import io.nosagent.config.intent.bgp.BgpGlobal;
import io.nosagent.config.intent.bgp.BgpIntent;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.bgp.Neighbor;
import io.nosagent.net.Cidr;
import io.nosagent.routing.RoutedRack;
import io.nosagent.sai.platform.PlatformLoader;
import org.junit.jupiter.api.Test;

import java.net.Inet4Address;
import java.util.List;

import static io.nosagent.routing.RoutedRack.downlink;
import static io.nosagent.routing.RoutedRack.ip;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Who may announce what, on an RTSW whose downlinks 1-4 are host A's NICs (sidecar 10.0.1.2) and 5-6 host
 * B's (sidecar 10.0.5.2), uplink 1 a spine (172.16.0.1).
 */
class TaskVipPolicyTest {

    private static final Neighbor HOST_A = Neighbor.of(ip("10.0.1.2"), 65100)
            .withHostInterfaces(List.of(downlink(0), downlink(1), downlink(2), downlink(3)));
    private static final Neighbor HOST_B = Neighbor.of(ip("10.0.5.2"), 65101).withHostInterfaces(List.of(downlink(4), downlink(5)));
    private static final Neighbor SPINE = Neighbor.of(ip("172.16.0.1"), 65200);

    private final TaskVipPolicy policy = policy();

    private static TaskVipPolicy policy() {
        try (var rack = RoutedRack.rtsw(1)) {
            SwitchIntent intent = rack.cabledIntent(8, 1).with(BgpIntent.SECTION, BgpIntent.of(BgpGlobal.of(65001, (Inet4Address) ip("10.255.0.1")))
                    .withNeighbor(HOST_A).withNeighbor(HOST_B).withNeighbor(SPINE));
            return TaskVipPolicy.of(intent, new PlatformLoader().load("rtsw"));
        }
    }

    private static Announcement path(String prefix, String nextHop, Neighbor from) {
        return new Announcement(Cidr.parse(prefix), ip(nextHop), from.address(), 1, false);
    }

    @Test
    void aHostsVipInsideItsNicSubnetsWithANextHopOnItsNicsIsAccepted() {
        assertThat(policy.refusal(path("10.0.1.100/32", "10.0.3.2", HOST_A))).isEmpty();
        assertThat(policy.isTaskVip(Cidr.parse("10.0.1.100/32"))).isTrue();
        assertThat(policy.ownerOf(Cidr.parse("10.0.6.9/32"))).contains(HOST_B.address());
    }

    @Test
    void aVipOfAnotherHostIsRefusedNamingItsOwner() {
        assertThat(policy.refusal(path("10.0.1.100/32", "10.0.5.2", HOST_B))).hasValueSatisfying(r -> assertThat(r)
                .contains("outside the NIC subnets of neighbor 10.0.5.2").contains("neighbor 10.0.1.2's host"));
    }

    @Test
    void aVipPointingAtAnotherHostsNicIsRefused() {
        assertThat(policy.refusal(path("10.0.1.100/32", "10.0.5.2", HOST_A))).hasValueSatisfying(r -> assertThat(r)
                .startsWith("next hop 10.0.5.2 of task VIP 10.0.1.100/32 is not on a NIC of neighbor 10.0.1.2"));
    }

    @Test
    void aHostMayAnnounceNothingButItsVips() {
        assertThat(policy.refusal(path("0.0.0.0/0", "10.0.1.2", HOST_A))).hasValueSatisfying(r -> assertThat(r)
                .contains("may announce only task VIPs inside its NIC subnets, not 0.0.0.0/0"));
        assertThat(policy.refusal(path("10.0.1.0/24", "10.0.1.2", HOST_A))).as("its whole subnet is no VIP").isPresent();
    }

    @Test
    void aNeighborThatIsNoHostMayAnnounceAnythingButAVip() {
        assertThat(policy.refusal(path("10.200.0.0/16", "172.16.0.1", SPINE))).isEmpty();
        assertThat(policy.refusal(path("10.0.1.100/32", "172.16.0.1", SPINE))).hasValueSatisfying(r -> assertThat(r)
                .contains("announced by neighbor 172.16.0.1, which is no host sidecar"));
        assertThat(policy.refusal(path("10.9.9.9/32", "172.16.0.1", SPINE))).as("a host route outside the rack").isEmpty();
    }
}
