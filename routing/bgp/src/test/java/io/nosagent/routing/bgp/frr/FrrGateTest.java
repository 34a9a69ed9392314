package io.nosagent.routing.bgp.frr;

import io.nosagent.config.intent.bgp.BgpGlobal;
import io.nosagent.config.intent.bgp.BgpIntent;
import io.nosagent.config.intent.bgp.Neighbor;
import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;
import io.nosagent.routing.RoutedRack;
import io.nosagent.routing.bgp.FrrSpeaker;
import io.nosagent.routing.state.RoutingState;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.RouteEntry;
import io.nosagent.sai.platform.Platform;
import io.nosagent.sai.platform.PlatformLoader;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.Inet4Address;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

import static io.nosagent.routing.RoutedRack.ip;
import static io.nosagent.routing.RoutedRack.spineIp;
import static io.nosagent.routing.RoutedRack.uplink;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The advertisement gate on FRR: the switch (its FRR in a namespace, on the virtual ASIC) learns prefixes
 * from spine 0's bgpd and advertises them to spine 1's; its IPv4 route table has room for one learned
 * route. A prefix the ASIC refuses (TABLE_FULL) is advertised to no peer, though bgpd and zebra have it;
 * once the other is withdrawn it is programmed, and only then advertised; a bgpd that dies starts again with
 * the gate as it was (kept in frr.conf). Needs FRR and root; skips otherwise.
 */
class FrrGateTest {

    private static final Cidr P1 = Cidr.parse("10.50.0.0/16");
    private static final Cidr P2 = Cidr.parse("10.51.0.0/16");

    @TempDir
    Path dir;

    private FrrLab lab;
    private RoutedRack rack;
    private FrrSpeaker speaker;
    private FrrRack frr;

    @AfterEach
    void stop() {
        if (lab != null) {
            lab.close();
        }
    }

    @Test
    void aPrefixTheAsicRefusesIsAdvertisedToNoPeerUntilItIsProgrammed() throws Exception {
        FrrLab.assumeFrrAndRoot();
        lab = new FrrLab();
        FrrLab.openToFrr(dir);
        String sw = lab.namespace("sw");
        String s0 = lab.namespace("s0");
        String s1 = lab.namespace("s1");
        lab.veth(sw, KernelInterfaces.kernelName(uplink(0)), "172.16.0.0/31", s0, "s0", spineIp(0) + "/31");
        lab.veth(sw, KernelInterfaces.kernelName(uplink(1)), "172.16.1.0/31", s1, "s1", spineIp(1) + "/31");
        Vtysh spine0 = lab.peer(s0, dir.resolve("s0"), spine(65100, "172.16.0.0") + """
                 address-family ipv4 unicast
                  network 10.50.0.0/16
                 exit-address-family
                """);
        Vtysh spine1 = lab.peer(s1, dir.resolve("s1"), spine(65101, "172.16.1.0"));

        frr = lab.rack(RoutedRack.of(withRoomForOneLearnedRoute(), 93), sw, dir.resolve("switch"));
        rack = frr.rack();
        speaker = frr.speaker();
        var global = BgpGlobal.of(65001, (Inet4Address) IpAddresses.parseIpv4("10.255.0.1")).withMultiplePaths(true);
        frr.commit(rack.cabledIntent(1, 2).with(BgpIntent.SECTION, BgpIntent.of(global)
                .withNeighbor(Neighbor.of(ip(spineIp(0)), 65100)).withNeighbor(Neighbor.of(ip(spineIp(1)), 65101))));

        frr.await("P1 programmed and advertised to spine 1", () -> programmed(P1) && has(spine1, P1));
        spine0.show("configure terminal", "router bgp 65100", "address-family ipv4 unicast", "network 10.51.0.0/16");
        frr.await("P2 refused by the ASIC", () -> rack.state().route(P2).filter(r -> r.target() instanceof RoutingState.Unresolved).isPresent());
        frr.await("zebra has P2 as its best BGP route", () -> speaker.daemons().vtysh().show("show ip route 10.51.0.0/16 json").contains("\"selected\":true"));
        frr.idle(Duration.ofSeconds(4)); // several times the route-map delay: bgpd would have sent it by now
        assertThat(has(spine1, P2)).as("P2 not advertised while the ASIC refuses it").isFalse();
        assertThat(advertised(P2)).as("nor to spine 0").isFalse();
        assertThat(has(spine1, P1)).isTrue();

        spine0.show("configure terminal", "router bgp 65100", "address-family ipv4 unicast", "no network 10.50.0.0/16");
        frr.await("P2 advertised to spine 1 once there is room", () -> has(spine1, P2));
        assertThat(programmed(P2)).as("programmed before it was advertised").isTrue();
        frr.await("P1, withdrawn, no longer advertised", () -> !has(spine1, P1));

        // bgpd dies and starts again from frr.conf: the gate kept there still lets P2 out, and not P1.
        assertThat(Files.readString(speaker.daemons().config())).as("frr.conf keeps the gate")
                .contains(ForwardedPrefixes.LIST + " seq").contains("permit " + P2);
        long dead = speaker.daemons().process(FrrDaemons.Daemon.BGPD).orElseThrow().pid();
        speaker.daemons().process(FrrDaemons.Daemon.BGPD).orElseThrow().destroyForcibly().waitFor();
        frr.await("bgpd started again", () -> speaker.daemons().process(FrrDaemons.Daemon.BGPD)
                .filter(p -> p.pid() != dead).isPresent());
        frr.await("the restarted bgpd advertises P2 to spine 1", () -> advertisedTo(spineIp(1), P2));
        assertThat(advertisedTo(spineIp(1), P1)).isFalse();
    }

    private static String spine(long as, String sw) {
        return """
                router bgp %d
                 bgp router-id 10.255.0.%d
                 no bgp ebgp-requires-policy
                 no bgp network import-check
                 neighbor %s remote-as 65001
                 neighbor %s timers connect 1
                """.formatted(as, as - 65000, sw, sw);
    }

    /** The RTSW platform whose IPv4 route table holds what the cabled rack needs and one learned route. */
    private static Platform withRoomForOneLearnedRoute() {
        long used;
        try (var probe = RoutedRack.rtsw(93)) {
            probe.commit(probe.cabledIntent(1, 2));
            used = probe.sw().asic().entries(ObjectType.ROUTE_ENTRY).stream()
                    .filter(e -> e instanceof RouteEntry r && r.destination().isIpv4()).count();
        }
        Platform p = new PlatformLoader().load("rtsw");
        var c = p.capacities();
        return p.withCapacities(new Platform.Capacities((int) used + 1, c.ipv6Routes(), c.nextHops(), c.nextHopGroups(),
                c.nextHopGroupMembers(), c.routerInterfaces(), c.neighbors(), c.aclTables(), c.aclEntries(),
                c.fineGrainedEcmpGroupSize(), c.arsMaxFlows(), c.udfs()));
    }

    /** Whether the switch's bgpd sends {@code prefix} to spine 0 (its adj-rib-out). */
    private boolean advertised(Cidr prefix) {
        return advertisedTo(spineIp(0), prefix);
    }

    private boolean advertisedTo(String neighbor, Cidr prefix) {
        return speaker.daemons().vtysh().show("show bgp ipv4 unicast neighbors " + neighbor + " advertised-routes json")
                .contains("\"" + prefix + "\"");
    }

    /** Whether {@code spine}'s bgpd has received {@code prefix}. */
    private static boolean has(Vtysh spine, Cidr prefix) {
        return spine.show("show bgp ipv4 unicast json").contains("\"" + prefix + "\"");
    }

    private boolean programmed(Cidr prefix) {
        return rack.state().route(prefix).filter(r -> r.target() instanceof RoutingState.ViaNextHop).isPresent();
    }
}
