package io.nosagent.routing.bgp.frr;

import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.bgp.AddPaths;
import io.nosagent.config.intent.bgp.AfiSafi;
import io.nosagent.config.intent.bgp.AfiSafiSettings;
import io.nosagent.config.intent.bgp.Bfd;
import io.nosagent.config.intent.bgp.BgpGlobal;
import io.nosagent.config.intent.bgp.BgpIntent;
import io.nosagent.config.intent.bgp.GracefulRestart;
import io.nosagent.config.intent.bgp.Neighbor;
import io.nosagent.net.IpAddresses;
import io.nosagent.routing.RoutedRack;
import io.nosagent.routing.bgp.TaskVipPolicy;
import io.nosagent.sai.platform.PlatformLoader;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.Inet4Address;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import static io.nosagent.routing.RoutedRack.downlink;
import static io.nosagent.routing.RoutedRack.hostIp;
import static io.nosagent.routing.RoutedRack.ip;
import static io.nosagent.routing.RoutedRack.spineIp;
import static org.assertj.core.api.Assertions.assertThat;

/** The BGP intent of a rack switch with a spine and a host sidecar as FRR configuration, and FRR's own check of it. */
class FrrConfigTest {

    @TempDir
    Path dir;

    private String render() {
        return renderWith("");
    }

    private String renderWith(String gate) {
        return renderWith(gate, java.util.Set.of());
    }

    private String renderWith(String gate, java.util.Set<java.net.InetAddress> restartingPassive) {
        try (var rack = RoutedRack.rtsw(1)) {
            var global = BgpGlobal.of(65001, (Inet4Address) IpAddresses.parseIpv4("10.255.0.1")).withMultiplePaths(true)
                    .withGracefulRestart(new GracefulRestart(Optional.of(true), OptionalInt.of(120), OptionalInt.of(60),
                            Optional.of(true)));
            var sidecar = Neighbor.of(ip(hostIp(0)), 65100).withHostInterfaces(List.of(downlink(0), downlink(1)));
            sidecar = sidecar.withSettings(sidecar.settings().withPassiveMode(true).withAfiSafi(AfiSafiSettings
                    .of(AfiSafi.IPV4_UNICAST).withAddPaths(new AddPaths(true, false, OptionalInt.empty()))));
            var spine = Neighbor.of(ip(spineIp(0)), 65200);
            spine = spine.withSettings(spine.settings().withBfd(Bfd.of(100, 3)));
            SwitchIntent intent = rack.cabledIntent(4, 1).with(BgpIntent.SECTION,
                    BgpIntent.of(global).withNeighbor(sidecar).withNeighbor(spine));
            return FrrConfig.render("rtsw001", 2620, BgpIntent.of(intent),
                    TaskVipPolicy.of(intent, new PlatformLoader().load("rtsw")), gate, restartingPassive);
        }
    }

    @Test
    void theIntentBecomesOneIntegratedConfig() {
        String conf = render();
        assertThat(conf).contains("fpm address 127.0.0.1 port 2620", "router bgp 65001", " bgp router-id 10.255.0.1",
                " bgp suppress-fib-pending", " bgp graceful-restart stalepath-time 60", "  maximum-paths 64",
                " neighbor 10.0.1.2 remote-as 65100", " neighbor 10.0.1.2 passive", " neighbor 172.16.0.1 remote-as 65200",
                // the rack aggregates of 10.0.1.0/24 .. 10.0.4.0/24
                "  network 10.0.1.0/24", "  network 10.0.2.0/23", "  network 10.0.4.0/24",
                // task VIPs: host routes in the downlink subnets, from the sidecar only inside its NICs' subnets
                "ip prefix-list NOSAGENT-TASK-VIPS seq 10 permit 10.0.1.0/24 ge 32",
                "ip prefix-list NOSAGENT-HOST-10-0-1-2 seq 20 permit 10.0.2.0/24 ge 32",
                "  neighbor 10.0.1.2 route-map NOSAGENT-IN-10-0-1-2 in", "  neighbor 172.16.0.1 route-map NOSAGENT-IN in",
                "  neighbor 172.16.0.1 route-map NOSAGENT-OUT out", "  neighbor 10.0.1.2 route-map NOSAGENT-OUT out",
                // BFD to the spine at 100 ms x 3, none to the sidecar
                " profile NOSAGENT-BFD-172-16-0-1\n  detect-multiplier 3\n  receive-interval 100\n  transmit-interval 100\n",
                " neighbor 172.16.0.1 bfd\n neighbor 172.16.0.1 bfd profile NOSAGENT-BFD-172-16-0-1\n");
        assertThat(conf).doesNotContain(" bgp graceful-restart\n", " bgp graceful-restart preserve-fw-state", "neighbor 10.0.1.2 bfd"); // helper only; no BFD to the host
    }

    @Test
    void onlyWhatTheAsicForwardsOrTheSwitchOriginatesIsAdvertised() {
        String conf = render();
        // the neighbors' outbound map, one for all (one update group in bgpd): task VIPs denied, then only the gate's
        // prefixes permitted (no bare permit)
        assertThat(conf).contains("route-map NOSAGENT-OUT permit 20\n match ip address prefix-list NOSAGENT-FORWARDED\n",
                "route-map NOSAGENT-OUT permit 30\n match ipv6 address prefix-list NOSAGENT-FORWARDED\n",
                // the aggregates are originated: in the gate from the start
                "ip prefix-list NOSAGENT-FORWARDED seq 1 permit 10.0.1.0/24", "ip prefix-list NOSAGENT-FORWARDED seq 3 permit 10.0.4.0/24",
                "bgp route-map delay-timer 1");
        assertThat(conf.lines().filter(l -> l.startsWith("route-map NOSAGENT-OUT permit"))).hasSize(2)
                .allSatisfy(l -> assertThat(conf).contains(l + "\n match "));
        assertThat(conf).doesNotContain("10.50.0.0/16");
        assertThat(renderWith("ip prefix-list NOSAGENT-FORWARDED seq 1000 permit 10.50.0.0/16\n"))
                .as("a reload keeps the gate's learned entries").contains("seq 1000 permit 10.50.0.0/16");
    }

    @Test
    void whileRestartingGracefullyTheNeighborsLeftToConnectArePassiveAndTheOthersAsTheIntentSays() {
        assertThat(render()).as("the spine's session opened from both ends, as the intent says")
                .doesNotContain(" neighbor 172.16.0.1 passive");
        String restarting = renderWith("", java.util.Set.of(ip(spineIp(0))));
        assertThat(restarting).as("restarting: only the spine opens the session, so no connection collision")
                .contains(" neighbor 172.16.0.1 remote-as 65200\n neighbor 172.16.0.1 passive\n", " neighbor 10.0.1.2 passive");
        assertThat(restarting.replace(" neighbor 172.16.0.1 passive\n", "").replace(" update-delay 120\n", "")
                .replace(" no bgp network import-check\n", " no bgp network import-check\n bgp suppress-fib-pending\n"))
                .as("nothing else changes but the held updates and the advertisement left to the gate alone").isEqualTo(render());
    }

    @Test
    void whileRestartingGracefullyBgpdHoldsItsUpdatesUntilEveryConfiguredPeerIsBackWithItsTable() {
        assertThat(render()).as("a switch starting cold advertises as soon as it has something").doesNotContain("update-delay");
        String restarting = renderWith("", java.util.Set.of(ip(spineIp(0))));
        // read-only until every configured peer is established with its End-of-RIB: no establish-wait, which would
        // count only the peers up within it
        assertThat(restarting.lines().filter(l -> l.contains("update-delay")))
                .as("restarting: one update-delay, no establish-wait, at most the agent's resync time")
                .containsExactly(" update-delay " + FrrConfig.RESTART_UPDATE_DELAY_SECONDS);
        assertThat(FrrConfig.RESTART_UPDATE_DELAY_SECONDS).as("as long as the carried-over routes wait for the peers")
                .isEqualTo(io.nosagent.routing.bgp.FrrSpeaker.DEFAULT_RESYNC.toSeconds());
        assertThat(restarting.indexOf(" update-delay")).as("in the BGP instance, before its neighbors")
                .isGreaterThan(restarting.indexOf("router bgp 65001")).isLessThan(restarting.indexOf(" neighbor "));
        assertThat(renderWith("", java.util.Set.of())).as("no neighbor left to connect: the restart is over")
                .doesNotContain("update-delay");
        // FRR 8.4, restarting with suppress-fib-pending, sends its End-of-RIB ahead of the routes zebra has not
        // acknowledged yet: while restarting only the gate (what the ASIC forwards) holds advertisements back
        assertThat(restarting).doesNotContain("suppress-fib-pending")
                .contains("route-map NOSAGENT-OUT permit 20\n match ip address prefix-list NOSAGENT-FORWARDED\n");
        assertThat(render()).contains(" bgp suppress-fib-pending");
    }

    @Test
    void frrAcceptsIt() throws Exception {
        Assumptions.assumeTrue(FrrDaemons.installed(), "FRR is not installed (Debian packages frr, frr-pythontools)");
        Path conf = dir.resolve("frr.conf");
        Files.writeString(conf, render());
        var result = new Vtysh(dir).check(conf);
        assertThat(result.ok()).as(result.output()).isTrue();
        Files.writeString(conf, renderWith("", java.util.Set.of(ip(spineIp(0)))));
        var restarting = new Vtysh(dir).check(conf);
        assertThat(restarting.ok()).as("restarting (passive, update-delay): %s", restarting.output()).isTrue();
        Files.writeString(conf, render().replace("router bgp 65001", "router bgp 65001\n bgp no-such-command"));
        assertThat(new Vtysh(dir).check(conf).ok()).as("a line FRR does not know is refused").isFalse();
    }
}
