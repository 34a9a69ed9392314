package io.nosagent.routing.bgp.frr;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.nosagent.config.delta.IntentDelta;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.bgp.BgpGlobal;
import io.nosagent.config.intent.bgp.BgpIntent;
import io.nosagent.config.intent.bgp.Neighbor;
import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;
import io.nosagent.routing.RoutedRack;
import io.nosagent.routing.bgp.FrrSpeaker;
import io.nosagent.routing.state.RoutingState;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.Inet4Address;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

import static io.nosagent.routing.RoutedRack.downlink;
import static io.nosagent.routing.RoutedRack.hostIp;
import static io.nosagent.routing.RoutedRack.ip;
import static io.nosagent.routing.RoutedRack.spineIp;
import static io.nosagent.routing.RoutedRack.uplink;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

/**
 * Task VIPs on FRR: an RTSW whose downlink 0 is host A's NIC (its sidecar a bgpd at 10.0.1.2) and downlink 4
 * host B's, uplink 0 a spine (a bgpd at 172.16.0.1). Host A announces its VIP, a VIP inside host B's NIC
 * subnet (a hijack) and a prefix outside the rack: only its own VIP is programmed, through its NIC; the
 * spine learns the rack's aggregates and none of host A's announcements. Needs FRR and root; skips otherwise.
 */
class FrrTaskVipTest {

    private static final Cidr VIP = Cidr.parse("10.0.1.100/32");
    private static final Cidr HIJACK = Cidr.parse("10.0.5.100/32");
    private static final Cidr OUTSIDE = Cidr.parse("10.9.0.0/16");

    @TempDir
    Path dir;

    private FrrLab lab;
    private RoutedRack rack;
    private FrrSpeaker speaker;
    private Vtysh spine;

    @BeforeEach
    void start() throws Exception {
        FrrLab.assumeFrrAndRoot();
        lab = new FrrLab();
        FrrLab.openToFrr(dir);
        String sw = lab.namespace("sw");
        String host = lab.namespace("ha");
        String sp = lab.namespace("sp");
        lab.veth(sw, KernelInterfaces.kernelName(downlink(0)), "10.0.1.1/24", host, "nic0", hostIp(0) + "/24");
        lab.veth(sw, KernelInterfaces.kernelName(uplink(0)), "172.16.0.0/31", sp, "sp0", spineIp(0) + "/31");
        lab.peer(host, dir.resolve("host"), """
                router bgp 65100
                 bgp router-id 10.0.1.2
                 no bgp ebgp-requires-policy
                 no bgp network import-check
                 neighbor 10.0.1.1 remote-as 65001
                 neighbor 10.0.1.1 timers connect 1
                 address-family ipv4 unicast
                  network %s
                  network %s
                  network %s
                 exit-address-family
                """.formatted(VIP, HIJACK, OUTSIDE));
        spine = lab.peer(sp, dir.resolve("spine"), """
                router bgp 65200
                 bgp router-id 10.255.0.200
                 no bgp ebgp-requires-policy
                 neighbor 172.16.0.0 remote-as 65001
                 neighbor 172.16.0.0 timers connect 1
                """);
        rack = RoutedRack.rtsw(92);
        speaker = new FrrSpeaker(rack.ribInput(), rack.routing().state(), rack.updateLoop(), rack.sw().time(),
                rack.sw().handle().platform(), new FrrDaemons(dir.resolve("switch"), Optional.of(sw)), Optional.of(sw), false);
        var global = BgpGlobal.of(65001, (Inet4Address) IpAddresses.parseIpv4("10.255.0.1")).withMultiplePaths(true);
        commit(rack.cabledIntent(8, 1).with(BgpIntent.SECTION, BgpIntent.of(global)
                .withNeighbor(Neighbor.of(ip(hostIp(0)), 65100).withHostInterfaces(List.of(downlink(0))))
                .withNeighbor(Neighbor.of(ip(hostIp(4)), 65101).withHostInterfaces(List.of(downlink(4))))
                .withNeighbor(Neighbor.of(ip(spineIp(0)), 65200))));
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
    void onlyTheHostsOwnVipIsProgrammedThroughItsNicAndTheSpineNeverLearnsIt() throws Exception {
        await("the VIP programmed through host A's NIC", () -> rack.state().route(VIP)
                .filter(r -> r.target() instanceof RoutingState.ViaNextHop v
                        && rack.state().nextHops().get(v.nextHopId()) instanceof RoutingState.NextHop nh
                        && nh.ip().equals(ip(hostIp(0))) && nh.interfaceName().equals(downlink(0))).isPresent());
        await("the spine has the rack's aggregates", () -> spineRoutes().containsAll(List.of("10.0.1.0/24", "10.0.2.0/23", "10.0.4.0/22")));
        assertThat(rack.state().route(HIJACK)).as("a VIP inside host B's subnet, announced by host A").isEmpty();
        assertThat(rack.state().route(OUTSIDE)).as("host A may announce only VIPs").isEmpty();
        assertThat(spineRoutes()).doesNotContain(VIP.toString(), HIJACK.toString(), OUTSIDE.toString());
    }

    /** The prefixes the spine's bgpd holds. */
    private List<String> spineRoutes() {
        String json = spine.show("show bgp ipv4 unicast json");
        try {
            var routes = new ObjectMapper().readTree(json).path("routes");
            return routes.properties().stream().map(Map.Entry::getKey).toList();
        } catch (IOException e) {
            return List.of();
        }
    }

    private void commit(SwitchIntent next) {
        var before = rack.running();
        rack.commit(next);
        speaker.apply(IntentDelta.between(before, next));
    }

    private void await(String what, BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(40);
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                fail("not within 40 s: " + what + "; FPM " + speaker.routes().counts() + ", BGP " + speaker.state().current()
                        + ", spine " + spineRoutes());
            }
            rack.run(Duration.ofMillis(10));
            TimeUnit.MILLISECONDS.sleep(5);
        }
    }
}
