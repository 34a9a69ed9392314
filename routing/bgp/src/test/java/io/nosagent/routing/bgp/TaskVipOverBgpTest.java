package io.nosagent.routing.bgp;

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
import org.junit.jupiter.api.io.TempDir;

import java.net.InetAddress;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static io.nosagent.routing.RoutedRack.downlink;
import static io.nosagent.routing.RoutedRack.hostIp;
import static io.nosagent.routing.RoutedRack.ip;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A training container's task VIP over BGP, with two gobgpd on loopback: the switch's, and the host
 * sidecar's announcing the VIP once per NIC (4 NICs on 4 downlinks, ADD-PATHS). The switch installs a
 * fine-grained group over the NICs; traffic to the VIP from another host spreads about evenly over
 * them; withdrawing one NIC's path moves only that NIC's flows.
 */
class TaskVipOverBgpTest {

    private static final Cidr VIP = Cidr.parse("10.0.1.100/32");
    private static final int FLOWS = 256;
    private static final long MESSAGE = 4096;
    private static final List<String> HOST_NICS = List.of(downlink(0), downlink(1), downlink(2), downlink(3));

    @TempDir
    Path dir;

    private BgpRack rack;
    private Sidecar sidecar;
    private List<InetAddress> nics;
    private List<SimNic> hosts;

    @BeforeEach
    void vipAnnouncedOverBgp() {
        rack = BgpRack.rtsw(51, dir);
        sidecar = Sidecar.start(dir, "127.0.0.2", 65100);
        rack.commit(rack.rack().cabledIntent(5, 0).withBgp(BgpRack.bgp(60, BgpRack.neighbor(sidecar, HOST_NICS))));
        nics = List.of(ip(hostIp(0)), ip(hostIp(1)), ip(hostIp(2)), ip(hostIp(3)));
        hosts = rack.rack().hosts(4);
        sidecar.announce(VIP, nics);
        sidecar.peerWith(rack.port(), BgpRack.AS, 30);
        rack.await("the VIP over 4 NICs", () -> rack.rack().state().groupOf(VIP)
                .filter(g -> g.forwarding().size() == 4).isPresent());
    }

    @AfterEach
    void close() {
        if (sidecar != null) {
            sidecar.close();
        }
        if (rack != null) {
            rack.close();
        }
    }

    @Test
    void theVipIsAFourMemberFineGrainedGroupAndItsTrafficSplitsAboutEvenlyOverTheNics() {
        RoutingState.Group group = rack.rack().state().groupOf(VIP).orElseThrow();
        List<Flow> flows = sendToVip();

        assertThat(group.type()).isEqualTo(RoutingState.GroupType.FINE_GRAINED);
        assertThat(group.members()).extracting(RoutingState.Member::ip).containsExactlyElementsOf(nics);
        assertThat(group.members()).allSatisfy(m -> assertThat(m.buckets()).isEqualTo(210));
        assertThat(rack.rack().state().route(VIP).orElseThrow().origin()).isEqualTo(RoutingState.Origin.BGP);
        assertThat(flows).as("every message delivered").allSatisfy(f -> assertThat(f.receivedBytes()).isEqualTo(MESSAGE));
        Map<SimNic, Integer> perNic = new HashMap<>();
        flows.forEach(f -> perNic.merge(f.lastReceiver(), 1, Integer::sum));
        assertThat(perNic).hasSize(4);
        System.out.printf("VIP over BGP, flows per NIC of %d: %s%n", FLOWS, perNic.values());
        // ~25% each: 64 of 256, with the spread of hashing 256 flows into 4 equal shares.
        assertThat(perNic.values()).allSatisfy(n -> assertThat(n).isBetween(44, 84));
        var vip = rack.state().taskVips().get(VIP);
        assertThat(vip.neighbor()).isEqualTo(sidecar.ip());
        assertThat(vip.nextHops()).containsExactlyElementsOf(nics);
    }

    @Test
    void withdrawingOneNicsPathMovesOnlyThatNicsFlows() {
        List<Flow> flows = sendToVip();
        Map<Flow, SimNic> before = receivers(flows);
        SimNic gone = hosts.get(2);

        sidecar.withdraw(VIP, nics.get(2));
        rack.await("NIC 2 withdrawn", () -> rack.rack().state().groupOf(VIP)
                .filter(g -> g.members().get(2).status() == MemberStatus.WITHDRAWN).isPresent());
        rack.rack().post(flows, MESSAGE);
        rack.rack().run(Duration.ofMillis(2));
        Map<Flow, SimNic> after = receivers(flows);

        long moved = 0;
        for (Flow f : flows) {
            if (before.get(f) == gone) {
                assertThat(after.get(f)).as(f.name() + " left the withdrawn NIC").isNotSameAs(gone);
                moved++;
            } else {
                assertThat(after.get(f)).as(f.name() + " stays on its NIC").isSameAs(before.get(f));
            }
        }
        assertThat(moved).isPositive();
        assertThat(flows).allSatisfy(f -> assertThat(f.receivedBytes()).isEqualTo(2 * MESSAGE));
        assertThat(rack.rack().sw().asic().objects(ObjectType.NEXT_HOP_GROUP)).hasSize(1);
    }

    private List<Flow> sendToVip() {
        RoutedRack r = rack.rack();
        List<Flow> flows = r.flows(r.host(4), r.sw().address("vip", VIP.address()), FLOWS, MESSAGE);
        r.run(Duration.ofMillis(2));
        return flows;
    }

    private static Map<Flow, SimNic> receivers(List<Flow> flows) {
        var out = new HashMap<Flow, SimNic>();
        flows.forEach(f -> out.put(f, f.lastReceiver()));
        return out;
    }
}
