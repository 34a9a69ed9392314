package io.nosagent.routing.bgp.frr;

import io.nosagent.config.intent.bgp.BgpGlobal;
import io.nosagent.config.intent.bgp.BgpIntent;
import io.nosagent.config.intent.bgp.GracefulRestart;
import io.nosagent.config.intent.bgp.Neighbor;
import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;
import io.nosagent.routing.bgp.BgpState;
import io.nosagent.routing.state.RoutingState;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.RouteEntry;
import io.nosagent.sai.trace.SaiCall;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.Inet4Address;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import static io.nosagent.routing.RoutedRack.downlink;
import static io.nosagent.routing.RoutedRack.hostIp;
import static io.nosagent.routing.RoutedRack.ip;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A host sidecar's BGP sessions flap (its bgpd crashes: the TCP sessions drop without a NOTIFICATION). The
 * switch's bgpd helps it restart gracefully (RFC 4724): the sidecar's VIPs (both over its two NICs, one group)
 * stay programmed while its sessions are down and come back; what it re-announces stays untouched; what it
 * does not is removed once it has re-sent its table (End-of-RIB), or, if it never comes back, when its restart
 * time ends. Needs FRR and root; skips otherwise.
 */
class FrrSessionFlapTest {

    private static final Cidr VIP1 = Cidr.parse("10.0.1.100/32");
    private static final Cidr VIP2 = Cidr.parse("10.0.2.100/32");

    @TempDir
    Path dir;

    private FrrLab lab;
    private FrrRack sw;
    private String host;

    @AfterEach
    void stop() {
        if (lab != null) {
            lab.close();
        }
    }

    /** The switch with the sidecar's two VIPs programmed; the sidecar asks for {@code restartTime} seconds. */
    private void twoVipsFromASidecar(int restartTime) throws Exception {
        FrrLab.assumeFrrAndRoot();
        lab = new FrrLab();
        FrrLab.openToFrr(dir);
        String swNs = lab.namespace("sw");
        host = lab.namespace("ha");
        for (int i = 0; i < 2; i++) {
            lab.veth(swNs, KernelInterfaces.kernelName(downlink(i)), "10.0." + (i + 1) + ".1/24", host, "nic" + i, hostIp(i) + "/24");
        }
        sw = lab.rack(61, swNs, dir.resolve("switch"));
        var helper = new GracefulRestart(Optional.of(true), OptionalInt.empty(), OptionalInt.of(60), Optional.of(true));
        var bgp = BgpIntent.of(BgpGlobal.of(65001, (Inet4Address) IpAddresses.parseIpv4("10.255.0.1"))
                .withMultiplePaths(true).withGracefulRestart(helper));
        for (int i = 0; i < 2; i++) {
            bgp = bgp.withNeighbor(Neighbor.of(ip(hostIp(i)), 65100).withHostInterfaces(List.of(downlink(0), downlink(1))));
        }
        sw.commit(sw.rack().cabledIntent(2, 0).with(BgpIntent.SECTION, bgp));
        startSidecar("host", restartTime, List.of(VIP1, VIP2));
        sw.await("both VIPs programmed on both NICs", () -> sw.members(VIP1) == 2 && sw.members(VIP2) == 2);
    }

    /** The host's sidecar (again, in {@code name}): a session per NIC, graceful restart, announcing {@code vips}. */
    private void startSidecar(String name, int restartTime, List<Cidr> vips) throws Exception {
        var config = new StringBuilder("""
                router bgp 65100
                 bgp router-id 10.0.1.2
                 no bgp ebgp-requires-policy
                 no bgp network import-check
                 bgp graceful-restart
                 bgp graceful-restart preserve-fw-state
                 bgp graceful-restart restart-time %d
                 neighbor 10.0.1.1 remote-as 65001
                 neighbor 10.0.1.1 timers connect 1
                 neighbor 10.0.2.1 remote-as 65001
                 neighbor 10.0.2.1 timers connect 1
                 address-family ipv4 unicast
                """.formatted(restartTime));
        vips.forEach(v -> config.append("  network ").append(v).append('\n'));
        lab.peer(host, dir.resolve(name), config.append(" exit-address-family\n").toString());
    }

    @Test
    void routesStayWhileTheSessionsComeBackAndWhatIsNotReannouncedGoesOnceTheTableIsResent() throws Exception {
        twoVipsFromASidecar(30);
        RoutingState.Group group = sw.rack().state().groupOf(VIP1).orElseThrow();
        var vip1Route = sw.rack().state().route(VIP1).orElseThrow();
        sw.rack().sw().forgetCalls();

        lab.kill(dir.resolve("host"));
        sw.await("the sessions down", () -> established() == 0);
        sw.idle(Duration.ofSeconds(1));
        assertThat(sw.programmed(VIP1) && sw.programmed(VIP2)).as("both VIPs stay while the sessions are down").isTrue();
        assertThat(sw.rack().sw().writes()).as("no SAI write while the sessions are down").isEmpty();

        startSidecar("host-again", 30, List.of(VIP1));
        sw.await("the sessions back and VIP2 gone", () -> established() == 2 && !sw.programmed(VIP2));

        assertThat(sw.rack().state().route(VIP1)).as("VIP1 never re-programmed").contains(vip1Route);
        assertThat(sw.rack().state().groupOf(VIP1).orElseThrow()).as("same group, same 2 members")
                .usingRecursiveComparison().ignoringFields("routes").isEqualTo(group);
        assertThat(sw.rack().sw().writes()).filteredOn(c -> c.objectType() == ObjectType.ROUTE_ENTRY)
                .extracting(SaiCall::entry).allSatisfy(e -> assertThat(((RouteEntry) e).destination().toString())
                        .isEqualTo(VIP2.toString()));
        assertThat(sw.rack().sw().writes()).noneMatch(c -> c.objectId() == group.id());
    }

    @Test
    void aSidecarThatDoesNotComeBackLosesItsRoutesWhenItsRestartTimeEnds() throws Exception {
        twoVipsFromASidecar(3);

        long down = System.nanoTime();
        lab.kill(dir.resolve("host"));
        sw.await("the sessions down", () -> established() == 0);
        sw.idle(Duration.ofMillis(1500));
        assertThat(sw.programmed(VIP1) && sw.programmed(VIP2)).as("kept within the restart time").isTrue();
        sw.await("both VIPs gone", Duration.ofSeconds(20), () -> !sw.programmed(VIP1) && !sw.programmed(VIP2));

        assertThat(Duration.ofNanos(System.nanoTime() - down)).as("not before the 3 s restart time")
                .isGreaterThanOrEqualTo(Duration.ofMillis(2900));
        assertThat(sw.rack().sw().asic().objects(ObjectType.NEXT_HOP_GROUP)).isEmpty();
    }

    /** How many of the sidecar's sessions are established, as the switch's state says. */
    private long established() {
        return List.of(ip(hostIp(0)), ip(hostIp(1))).stream().filter(a -> sw.state().neighbor(a)
                .filter(n -> n.session() == BgpState.SessionState.ESTABLISHED).isPresent()).count();
    }
}
