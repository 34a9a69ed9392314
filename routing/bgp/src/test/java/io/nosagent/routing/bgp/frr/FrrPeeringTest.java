package io.nosagent.routing.bgp.frr;

import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.bgp.BgpGlobal;
import io.nosagent.config.intent.bgp.BgpIntent;
import io.nosagent.config.intent.bgp.Neighbor;
import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;
import io.nosagent.routing.RoutedRack;
import io.nosagent.routing.bgp.BgpState;
import io.nosagent.routing.state.RoutingState;
import io.nosagent.sai.ObjectType;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.Inet4Address;
import java.nio.file.Path;
import java.time.Duration;

import static io.nosagent.routing.RoutedRack.ip;
import static io.nosagent.routing.RoutedRack.spineIp;
import static io.nosagent.routing.RoutedRack.uplink;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * An RTSW on the virtual ASIC runs FRR (zebra, bgpd, bfdd as its children in its own network namespace)
 * and peers over a veth (its end named after uplink 0, 172.16.0.0/31) with a plain bgpd in another
 * namespace that announces prefixes: zebra hands them over FPM and they are programmed as learned routes
 * through uplink 0; a withdrawal removes them; zebra or bgpd killed, they stay programmed, stale, until the
 * restarted daemon's table is back, then what the peer withdrew meanwhile goes. Needs FRR and root; skips otherwise.
 */
class FrrPeeringTest {

    private static final Cidr P1 = Cidr.parse("10.50.0.0/16");
    private static final Cidr P2 = Cidr.parse("10.51.0.0/16");

    @TempDir
    Path dir;

    private FrrLab lab;
    private FrrRack sw;
    private RoutedRack rack;
    private Vtysh peer;

    @BeforeEach
    void start() throws Exception {
        FrrLab.assumeFrrAndRoot();
        lab = new FrrLab();
        FrrLab.openToFrr(dir);
        String swNs = lab.namespace("sw");
        String pe = lab.namespace("pe");
        lab.veth(swNs, KernelInterfaces.kernelName(uplink(0)), "172.16.0.0/31", pe, "pe0", spineIp(0) + "/31");
        peer = lab.peer(pe, dir.resolve("peer"), """
                router bgp 65100
                 bgp router-id 10.255.0.100
                 no bgp ebgp-requires-policy
                 no bgp network import-check
                 neighbor 172.16.0.0 remote-as 65001
                 neighbor 172.16.0.0 timers connect 1
                 address-family ipv4 unicast
                  network 10.50.0.0/16
                  network 10.51.0.0/16
                 exit-address-family
                """);
        sw = lab.rack(91, swNs, dir.resolve("switch"));
        rack = sw.rack();
        var global = BgpGlobal.of(65001, (Inet4Address) IpAddresses.parseIpv4("10.255.0.1")).withMultiplePaths(true);
        sw.commit(rack.cabledIntent(1, 1).with(BgpIntent.SECTION, BgpIntent.of(global)
                .withNeighbor(Neighbor.of(ip(spineIp(0)), 65100))));
    }

    @AfterEach
    void stop() {
        if (lab != null) {
            lab.close();
        }
    }

    @Test
    void announcedPrefixesAreProgrammedThroughTheUplinkAndWithdrawalsRemoveThem() throws Exception {
        sw.await("both prefixes programmed via the peer", () -> via(P1) && via(P2));
        assertThat(rack.state().route(P1).orElseThrow().origin()).isEqualTo(RoutingState.Origin.BGP);
        sw.await("the session is established in the state", () -> sw.speaker().state().current().neighbor(ip(spineIp(0)))
                .filter(n -> n.session() == BgpState.SessionState.ESTABLISHED).isPresent());
        assertThat(sw.speaker().routes().counts().echoed()).as("both echoed to zebra as offloaded").isGreaterThanOrEqualTo(2);

        peer.show("configure terminal", "router bgp 65100", "address-family ipv4 unicast", "no network 10.51.0.0/16");

        sw.await("the withdrawn prefix removed", () -> rack.state().route(P2).isEmpty());
        assertThat(via(P1)).isTrue();
    }

    @Test
    void zebraKilledLeavesRoutesStaleUntilItsRestartedSelfHasResentTheTable() throws Exception {
        sw.await("both prefixes programmed", () -> via(P1) && via(P2));
        rack.sw().forgetCalls();
        long generation = sw.speaker().daemons().generation();

        sw.speaker().daemons().process(FrrDaemons.Daemon.ZEBRA).orElseThrow().destroyForcibly();
        sw.await("the agent notices", () -> sw.speaker().routes().link() == BgpState.Connection.DISCONNECTED);
        assertThat(via(P1) && via(P2)).as("kept, stale").isTrue();
        assertThat(sw.speaker().routes().counts().stale()).isEqualTo(2);
        peer.show("configure terminal", "router bgp 65100", "address-family ipv4 unicast", "no network 10.51.0.0/16");

        sw.await("zebra back, its table re-sent and the rest swept", () -> sw.speaker().daemons().generation() > generation
                && sw.speaker().routes().link() == BgpState.Connection.CONNECTED && sw.speaker().routes().counts().stale() == 0
                && rack.state().route(P2).isEmpty());
        assertThat(via(P1)).isTrue();
        assertThat(rack.sw().writes()).filteredOn(c -> c.objectType() == ObjectType.ROUTE_ENTRY)
                .as("only P2's removal").hasSize(1);
    }

    @Test
    void bgpdKilledKeepsItsRoutesProgrammedAndItsRestartedSelfRemovesOnlyWhatThePeerWithdrew() throws Exception {
        sw.await("both prefixes programmed", () -> via(P1) && via(P2));
        var p1 = rack.state().route(P1).orElseThrow();
        rack.sw().forgetCalls();
        Process bgpd = sw.speaker().daemons().process(FrrDaemons.Daemon.BGPD).orElseThrow();

        bgpd.destroyForcibly();
        bgpd.waitFor();
        peer.show("configure terminal", "router bgp 65100", "address-family ipv4 unicast", "no network 10.51.0.0/16");
        sw.idle(Duration.ofMillis(500));
        assertThat(via(P1) && via(P2)).as("kept, stale, while bgpd is away").isTrue();
        assertThat(rack.sw().writes()).as("no SAI write while bgpd is away").isEmpty();

        sw.await("bgpd back, the peer's table re-sent, P2 removed", Duration.ofSeconds(60), () -> sw.speaker().daemons()
                .process(FrrDaemons.Daemon.BGPD).filter(p -> p.pid() != bgpd.pid()).isPresent() && !sw.programmed(P2)
                && via(P1));
        sw.idle(Duration.ofSeconds(1));
        assertThat(rack.state().route(P1)).as("P1 untouched").contains(p1);
        assertThat(rack.sw().writes()).filteredOn(c -> c.objectType() == ObjectType.ROUTE_ENTRY)
                .as("only P2's removal").hasSize(1);
        assertThat(sw.speaker().routes().link()).isEqualTo(BgpState.Connection.CONNECTED);
    }

    @Test
    void aConfigChangeIsAppliedLiveAndOneFrrRefusesFailsTheCommitAndChangesNothing() throws Exception {
        sw.await("both prefixes programmed", () -> via(P1) && via(P2));
        SwitchIntent running = rack.running();
        BgpIntent bgp = BgpIntent.of(running);
        sw.commit(running.with(BgpIntent.SECTION, bgp.withNeighbor(Neighbor.of(ip("172.16.0.5"), 65300))));
        assertThat(sw.speaker().daemons().vtysh().show("show running-config")).contains("neighbor 172.16.0.5 remote-as 65300");

        SwitchIntent good = rack.running();
        // FRR refuses the switch's own address as a neighbor; the config model has no such rule.
        var own = good.with(BgpIntent.SECTION, BgpIntent.of(good).withNeighbor(Neighbor.of(ip("172.16.0.0"), 65400)));
        assertThatThrownBy(() -> sw.commit(own)).hasMessageContaining("FRR refused the BGP config");
        rack.commit(good); // as the agent's commit puts the routing programmers back

        String config = sw.speaker().daemons().vtysh().show("show running-config");
        assertThat(config).contains("neighbor 172.16.0.5 remote-as 65300").doesNotContain("172.16.0.0 remote-as");
        assertThat(via(P1) && via(P2)).as("routes untouched").isTrue();
    }

    private boolean via(Cidr prefix) {
        return rack.state().route(prefix).filter(r -> r.target() instanceof RoutingState.ViaNextHop v
                && rack.state().nextHops().get(v.nextHopId()) instanceof RoutingState.NextHop nh
                && nh.ip().equals(ip(spineIp(0))) && nh.interfaceName().equals(uplink(0))).isPresent();
    }
}
