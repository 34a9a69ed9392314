package io.nosagent.routing.bgp.frr;

import io.nosagent.config.intent.bgp.BgpGlobal;
import io.nosagent.config.intent.bgp.BgpIntent;
import io.nosagent.config.intent.bgp.Neighbor;
import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;
import io.nosagent.routing.RoutedRack;
import io.nosagent.routing.state.RoutingState;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.Inet4Address;
import java.nio.file.Path;
import java.util.Optional;

import static io.nosagent.routing.RoutedRack.ip;
import static io.nosagent.routing.RoutedRack.spineIp;
import static io.nosagent.routing.RoutedRack.uplink;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The agent on an FRR the operator runs ({@code run --frr-vty}): the operator's zebra (with the FPM module),
 * bgpd and bfdd run in the switch's namespace with no BGP config; the agent applies its own through their vty
 * sockets, takes the peer's routes over FPM and programs them, and on stopping leaves the operator's daemons
 * running. FRR and root for the first test; skips otherwise.
 */
class RunningFrrTest {

    private static final Cidr P1 = Cidr.parse("10.60.0.0/16");

    @TempDir
    Path dir;

    @Test
    void theAgentConfiguresARunningFrrProgramsItsRoutesAndLeavesItRunningWhenItStops() throws Exception {
        FrrLab.assumeFrrAndRoot();
        FrrLab.openToFrr(dir);
        try (var lab = new FrrLab()) {
            String sw = lab.namespace("sw");
            String pe = lab.namespace("pe");
            lab.veth(sw, KernelInterfaces.kernelName(uplink(0)), "172.16.0.0/31", pe, "pe0", spineIp(0) + "/31");
            lab.peer(pe, dir.resolve("peer"), """
                    router bgp 65100
                     bgp router-id 10.255.0.100
                     no bgp ebgp-requires-policy
                     no bgp network import-check
                     neighbor 172.16.0.0 remote-as 65001
                     neighbor 172.16.0.0 timers connect 1
                     address-family ipv4 unicast
                      network 10.60.0.0/16
                     exit-address-family
                    """);
            try (var operators = new FrrDaemons(dir.resolve("operator"), Optional.of(sw))) {
                operators.start("frr defaults datacenter\nhostname operator\n");
                awaitVty(operators.runDir().resolve("bgpd.vty"));
                long bgpd;
                try (var rack = new FrrRack(RoutedRack.rtsw(93), sw, new RunningFrr(operators.runDir(), dir.resolve("agent")))) {
                    var global = BgpGlobal.of(65001, (Inet4Address) IpAddresses.parseIpv4("10.255.0.1")).withMultiplePaths(true);

                    rack.commit(rack.rack().cabledIntent(1, 1).with(BgpIntent.SECTION, BgpIntent.of(global)
                            .withNeighbor(Neighbor.of(ip(spineIp(0)), 65100))));

                    rack.await("the peer's prefix programmed through the running FRR", () -> rack.rack().state().route(P1)
                            .filter(r -> r.origin() == RoutingState.Origin.BGP && !(r.target() instanceof RoutingState.Unresolved))
                            .isPresent());
                    assertThat(operators.vtysh().show("show running-config")).contains("router bgp 65001")
                            .contains("neighbor " + spineIp(0) + " remote-as 65100");
                    bgpd = operators.process(FrrDaemons.Daemon.BGPD).orElseThrow().pid();
                }

                assertThat(operators.process(FrrDaemons.Daemon.BGPD)).as("the operator's bgpd still runs")
                        .hasValueSatisfying(p -> assertThat(p.pid()).isEqualTo(bgpd));
                assertThat(operators.vtysh().show("show running-config")).contains("router bgp 65001");
            }
        }
    }

    /** The operator's daemons are up once bgpd answers on its vty socket. */
    private static void awaitVty(Path socket) throws InterruptedException {
        long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(20);
        while (!java.nio.file.Files.exists(socket)) {
            assertThat(System.nanoTime()).as("bgpd's vty socket %s", socket).isLessThan(deadline);
            Thread.sleep(20);
        }
    }

    @Test
    void aDirectoryWithoutFrrsVtySocketsIsRefusedNamingTheOptionAndTheMissingSocket() {
        assertThatThrownBy(() -> new RunningFrr(dir, dir.resolve("agent")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("--frr-vty " + dir).hasMessageContaining("zebra.vty");
    }
}
