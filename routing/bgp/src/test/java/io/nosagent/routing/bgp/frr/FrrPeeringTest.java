package io.nosagent.routing.bgp.frr;

import io.nosagent.config.delta.IntentDelta;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.bgp.BgpGlobal;
import io.nosagent.config.intent.bgp.BgpIntent;
import io.nosagent.config.intent.bgp.Neighbor;
import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;
import io.nosagent.routing.RoutedRack;
import io.nosagent.routing.bgp.BgpState;
import io.nosagent.routing.bgp.FrrSpeaker;
import io.nosagent.routing.state.RoutingState;
import io.nosagent.sai.ObjectType;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.Inet4Address;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

import static io.nosagent.routing.RoutedRack.ip;
import static io.nosagent.routing.RoutedRack.spineIp;
import static io.nosagent.routing.RoutedRack.uplink;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;

/**
 * An RTSW on the virtual ASIC runs FRR (zebra, bgpd, bfdd as its children in its own network namespace)
 * and peers over a veth (its end named after uplink 0, 172.16.0.0/31) with a plain bgpd in another
 * namespace that announces prefixes: zebra hands them over FPM and they are programmed as learned routes
 * through uplink 0; a withdrawal removes them; zebra killed, they stay stale until the restarted zebra has
 * re-sent its table, then what the peer withdrew meanwhile goes. Needs FRR and root; skips otherwise.
 */
class FrrPeeringTest {

    private static final Cidr P1 = Cidr.parse("10.50.0.0/16");
    private static final Cidr P2 = Cidr.parse("10.51.0.0/16");

    @TempDir
    Path dir;

    private FrrLab lab;
    private RoutedRack rack;
    private FrrSpeaker speaker;
    private Vtysh peer;

    @BeforeEach
    void start() throws Exception {
        FrrLab.assumeFrrAndRoot();
        lab = new FrrLab();
        FrrLab.openToFrr(dir);
        String sw = lab.namespace("sw");
        String pe = lab.namespace("pe");
        lab.veth(sw, KernelInterfaces.kernelName(uplink(0)), "172.16.0.0/31", pe, "pe0", spineIp(0) + "/31");
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
        rack = RoutedRack.rtsw(91);
        speaker = new FrrSpeaker(rack.ribInput(), rack.routing().state(), rack.updateLoop(), rack.sw().time(),
                rack.sw().handle().platform(), new FrrDaemons(dir.resolve("switch"), Optional.of(sw)), Optional.of(sw), false);
        var global = BgpGlobal.of(65001, (Inet4Address) IpAddresses.parseIpv4("10.255.0.1")).withMultiplePaths(true);
        commit(rack.cabledIntent(1, 1).with(BgpIntent.SECTION, BgpIntent.of(global)
                .withNeighbor(Neighbor.of(ip(spineIp(0)), 65100))));
    }

    @AfterEach
    void stop() {
        if (speaker != null) {
            speaker.close();
        }
        if (rack != null) {
            rack.close();
        }
        if (lab != null) {
            lab.close();
        }
    }

    @Test
    void announcedPrefixesAreProgrammedThroughTheUplinkAndWithdrawalsRemoveThem() throws Exception {
        await("both prefixes programmed via the peer", () -> via(P1) && via(P2));
        assertThat(rack.state().route(P1).orElseThrow().origin()).isEqualTo(RoutingState.Origin.BGP);
        await("the session is established in the state", () -> speaker.state().current().neighbor(ip(spineIp(0)))
                .filter(n -> n.session() == BgpState.SessionState.ESTABLISHED).isPresent());
        assertThat(speaker.routes().counts().echoed()).as("both echoed to zebra as offloaded").isGreaterThanOrEqualTo(2);

        peer.show("configure terminal", "router bgp 65100", "address-family ipv4 unicast", "no network 10.51.0.0/16");

        await("the withdrawn prefix removed", () -> rack.state().route(P2).isEmpty());
        assertThat(via(P1)).isTrue();
    }

    @Test
    void zebraKilledLeavesRoutesStaleUntilItsRestartedSelfHasResentTheTable() throws Exception {
        await("both prefixes programmed", () -> via(P1) && via(P2));
        rack.sw().forgetCalls();
        long generation = speaker.daemons().generation();

        speaker.daemons().process(FrrDaemons.Daemon.ZEBRA).orElseThrow().destroyForcibly();
        await("the agent notices", () -> speaker.routes().link() == BgpState.Connection.DISCONNECTED);
        assertThat(via(P1) && via(P2)).as("kept, stale").isTrue();
        assertThat(speaker.routes().counts().stale()).isEqualTo(2);
        peer.show("configure terminal", "router bgp 65100", "address-family ipv4 unicast", "no network 10.51.0.0/16");

        await("zebra back, its table re-sent and the rest swept", () -> speaker.daemons().generation() > generation
                && speaker.routes().link() == BgpState.Connection.CONNECTED && speaker.routes().counts().stale() == 0
                && rack.state().route(P2).isEmpty());
        assertThat(via(P1)).isTrue();
        assertThat(rack.sw().writes()).filteredOn(c -> c.objectType() == ObjectType.ROUTE_ENTRY)
                .as("only P2's removal").hasSize(1);
    }

    @Test
    void aConfigChangeIsAppliedLiveAndOneFrrRefusesFailsTheCommitAndChangesNothing() throws Exception {
        await("both prefixes programmed", () -> via(P1) && via(P2));
        SwitchIntent running = rack.running();
        BgpIntent bgp = BgpIntent.of(running);
        commit(running.with(BgpIntent.SECTION, bgp.withNeighbor(Neighbor.of(ip("172.16.0.5"), 65300))));
        assertThat(speaker.daemons().vtysh().show("show running-config")).contains("neighbor 172.16.0.5 remote-as 65300");

        SwitchIntent good = rack.running();
        // FRR refuses the switch's own address as a neighbor; the config model has no such rule.
        var own = good.with(BgpIntent.SECTION, BgpIntent.of(good).withNeighbor(Neighbor.of(ip("172.16.0.0"), 65400)));
        assertThatThrownBy(() -> commit(own)).hasMessageContaining("FRR refused the BGP config");
        rack.commit(good); // as the agent's commit puts the routing programmers back

        String config = speaker.daemons().vtysh().show("show running-config");
        assertThat(config).contains("neighbor 172.16.0.5 remote-as 65300").doesNotContain("172.16.0.0 remote-as");
        assertThat(via(P1) && via(P2)).as("routes untouched").isTrue();
    }

    private void commit(SwitchIntent next) {
        var before = rack.running();
        rack.commit(next);
        speaker.apply(IntentDelta.between(before, next));
    }

    private boolean via(Cidr prefix) {
        return rack.state().route(prefix).filter(r -> r.target() instanceof RoutingState.ViaNextHop v
                && rack.state().nextHops().get(v.nextHopId()) instanceof RoutingState.NextHop nh
                && nh.ip().equals(ip(spineIp(0))) && nh.interfaceName().equals(uplink(0))).isPresent();
    }

    private void await(String what, BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(40);
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                fail("not within 40 s: " + what + "; FPM " + speaker.routes().counts() + ", " + speaker.fpm().faults()
                        + ", BGP " + speaker.state().current());
            }
            rack.run(Duration.ofMillis(10));
            TimeUnit.MILLISECONDS.sleep(5);
        }
    }
}
