package io.nosagent.routing.bgp.frr;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.nosagent.config.intent.bgp.BgpGlobal;
import io.nosagent.config.intent.bgp.BgpIntent;
import io.nosagent.config.intent.bgp.Neighbor;
import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;
import io.nosagent.routing.RoutedRack;
import io.nosagent.routing.bgp.BgpState;
import io.nosagent.routing.state.MemberStatus;
import io.nosagent.routing.state.RoutingState;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.vasic.nic.Flow;
import io.nosagent.sai.vasic.nic.SimNic;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.IntStream;

import static io.nosagent.routing.RoutedRack.downlink;
import static io.nosagent.routing.RoutedRack.hostIp;
import static io.nosagent.routing.RoutedRack.ip;
import static io.nosagent.routing.RoutedRack.spineIp;
import static io.nosagent.routing.RoutedRack.uplink;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Task VIPs on FRR. The RTSW's downlinks 0-3 are host A's NICs, 4-5 host B's; each host's sidecar is a bgpd
 * in the host's namespace with a session per NIC (so each NIC's path has that NIC as its next hop); uplink 0
 * is a spine's bgpd. Host A's VIP is a 4-member fine-grained group and traffic to it spreads about evenly over
 * the NICs; withdrawing one NIC's path moves only that NIC's flows; the VIP announced by host B, or a prefix
 * outside host A's NIC subnets, is refused with an event per path and changes nothing; the spine learns the
 * rack's aggregates and no task VIP. The daemons are set up once for the class; each test leaves them as it
 * found them. Needs FRR and root; skips otherwise.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class FrrTaskVipTest {

    private static final Cidr VIP = Cidr.parse("10.0.1.100/32");
    private static final int FLOWS = 256;
    private static final long MESSAGE = 4096;
    private static final long SWITCH_AS = 65001;
    private static final long HOST_A_AS = 65100;
    private static final long HOST_B_AS = 65101;

    @TempDir
    static Path dir;

    private FrrLab lab;
    private FrrRack sw;
    private Vtysh hostA;
    private Vtysh hostB;
    private Vtysh spine;
    private final List<InetAddress> nics = IntStream.range(0, 4).mapToObj(i -> ip(hostIp(i))).toList();
    private List<SimNic> hosts;
    private SimNic sender;
    private final List<BgpState.Refusal> events = new CopyOnWriteArrayList<>();

    @BeforeAll
    void start() throws Exception {
        FrrLab.assumeFrrAndRoot();
        lab = new FrrLab();
        FrrLab.openToFrr(dir);
        String swNs = lab.namespace("sw");
        String a = lab.namespace("ha");
        String b = lab.namespace("hb");
        String sp = lab.namespace("sp");
        for (int i = 0; i < 6; i++) {
            lab.veth(swNs, KernelInterfaces.kernelName(downlink(i)), "10.0." + (i + 1) + ".1/24", i < 4 ? a : b,
                    "nic" + i, hostIp(i) + "/24");
        }
        lab.veth(swNs, KernelInterfaces.kernelName(uplink(0)), "172.16.0.0/31", sp, "sp0", spineIp(0) + "/31");
        hostA = lab.peer(a, dir.resolve("host-a"), sidecar(HOST_A_AS, 0, 4) + """
                 address-family ipv4 unicast
                  network %s
                 exit-address-family
                """.formatted(VIP));
        hostB = lab.peer(b, dir.resolve("host-b"), sidecar(HOST_B_AS, 4, 6));
        spine = lab.peer(sp, dir.resolve("spine"), """
                router bgp 65200
                 bgp router-id 10.255.0.200
                 no bgp ebgp-requires-policy
                 neighbor 172.16.0.0 remote-as 65001
                 neighbor 172.16.0.0 timers connect 1
                """);
        sw = lab.rack(51, swNs, dir.resolve("switch"));
        var bgp = BgpIntent.of(BgpGlobal.of(SWITCH_AS, (Inet4Address) IpAddresses.parseIpv4("10.255.0.1")).withMultiplePaths(true));
        for (int i = 0; i < 6; i++) {
            var nicsOfHost = i < 4 ? List.of(downlink(0), downlink(1), downlink(2), downlink(3)) : List.of(downlink(4), downlink(5));
            bgp = bgp.withNeighbor(Neighbor.of(ip(hostIp(i)), i < 4 ? HOST_A_AS : HOST_B_AS).withHostInterfaces(nicsOfHost));
        }
        sw.commit(sw.rack().cabledIntent(7, 1).with(BgpIntent.SECTION, bgp.withNeighbor(Neighbor.of(ip(spineIp(0)), 65200))));
        sw.speaker().state().refusals().subscribe(events::add);
        hosts = sw.rack().hosts(4);
        sender = sw.rack().host(6);
        sw.await("every session up, the VIP over 4 NICs", () -> sw.state().neighbors().values().stream()
                .filter(n -> n.session() == BgpState.SessionState.ESTABLISHED).count() == 7 && sw.members(VIP) == 4);
    }

    /** A host's sidecar: a session from NIC i to the switch's downlink i, for each i in [from, to). */
    private static String sidecar(long as, int from, int to) {
        var out = new StringBuilder("""
                router bgp %d
                 bgp router-id %s
                 no bgp ebgp-requires-policy
                 no bgp network import-check
                """.formatted(as, hostIp(from)));
        for (int i = from; i < to; i++) {
            String sw = "10.0." + (i + 1) + ".1";
            out.append(" neighbor ").append(sw).append(" remote-as ").append(SWITCH_AS).append('\n')
                    .append(" neighbor ").append(sw).append(" timers connect 1\n");
        }
        return out.toString();
    }

    @AfterAll
    void stop() {
        if (lab != null) {
            lab.close();
        }
    }

    @Test
    void theVipIsAFourMemberFineGrainedGroupAndItsTrafficSplitsAboutEvenlyOverTheNics() {
        RoutingState.Group group = sw.rack().state().groupOf(VIP).orElseThrow();
        List<Flow> flows = sendToVip();

        assertThat(group.type()).isEqualTo(RoutingState.GroupType.FINE_GRAINED);
        assertThat(group.members()).extracting(RoutingState.Member::ip).containsExactlyElementsOf(nics);
        assertThat(group.members()).extracting(RoutingState.Member::interfaceName)
                .containsExactly(downlink(0), downlink(1), downlink(2), downlink(3));
        assertThat(group.members()).allSatisfy(m -> assertThat(m.buckets()).isEqualTo(210));
        assertThat(sw.rack().state().route(VIP).orElseThrow().origin()).isEqualTo(RoutingState.Origin.BGP);
        assertThat(flows).as("every message delivered").allSatisfy(f -> assertThat(f.receivedBytes()).isEqualTo(MESSAGE));
        Map<SimNic, Integer> perNic = new HashMap<>();
        flows.forEach(f -> perNic.merge(f.lastReceiver(), 1, Integer::sum));
        System.out.printf("VIP over FRR, flows per NIC of %d: %s%n", FLOWS, perNic.values());
        assertThat(perNic).containsOnlyKeys(hosts);
        // ~25% each: 64 of 256, with the spread of hashing 256 flows into 4 equal shares.
        assertThat(perNic.values()).allSatisfy(n -> assertThat(n).isBetween(44, 84));
        sw.await("NIC 0's session counts the VIP received and installed", () -> sw.state().neighbor(nics.get(0)).orElseThrow()
                .prefixes().values().stream().anyMatch(p -> p.received() == 1 && p.installed() == 1));
    }

    @Test
    void withdrawingOneNicsPathMovesOnlyThatNicsFlowsAndItsReturnBringsThemBack() {
        List<Flow> flows = sendToVip();
        Map<Flow, SimNic> before = receivers(flows);
        SimNic gone = hosts.get(2);

        hostA.show("configure terminal", "router bgp " + HOST_A_AS, "address-family ipv4 unicast",
                "neighbor 10.0.3.1 route-map NONE out");
        sw.await("NIC 2 withdrawn", () -> memberStatus(2) == MemberStatus.WITHDRAWN);
        Map<Flow, SimNic> during = resend(flows);
        hostA.show("configure terminal", "router bgp " + HOST_A_AS, "address-family ipv4 unicast",
                "no neighbor 10.0.3.1 route-map NONE out");
        sw.await("NIC 2 back", () -> memberStatus(2) == MemberStatus.UP);
        Map<Flow, SimNic> after = resend(flows);

        long moved = 0;
        for (Flow f : flows) {
            if (before.get(f) == gone) {
                assertThat(during.get(f)).as(f.name() + " left the withdrawn NIC").isNotSameAs(gone);
                moved++;
            } else {
                assertThat(during.get(f)).as(f.name() + " stays on its NIC").isSameAs(before.get(f));
            }
            assertThat(after.get(f)).as(f.name() + " after the path is back").isSameAs(before.get(f));
        }
        assertThat(moved).isPositive();
        assertThat(flows).allSatisfy(f -> assertThat(f.receivedBytes()).isEqualTo(3 * MESSAGE));
        assertThat(sw.rack().sw().asic().objects(ObjectType.NEXT_HOP_GROUP)).hasSize(1);
    }

    @Test
    void theVipAnnouncedByAnotherHostIsRefusedWithAnEventPerPathAndChangesNothing() {
        events.clear();
        var routesBefore = sw.rack().state().routes();
        sw.rack().sw().forgetCalls();

        hostB.show("configure terminal", "router bgp " + HOST_B_AS, "address-family ipv4 unicast", "network " + VIP);
        sw.await("a refusal event per host B session", () -> events.size() == 2);
        sw.idle(Duration.ofMillis(1500));

        assertThat(events).extracting(BgpState.Refusal::neighbor).containsExactlyInAnyOrder(ip(hostIp(4)), ip(hostIp(5)));
        assertThat(events).allSatisfy(e -> {
            assertThat(e.prefix()).isEqualTo(VIP);
            assertThat(e.nextHop()).isEqualTo(e.neighbor());
            assertThat(e.reason()).contains("outside the NIC subnets of neighbor " + IpAddresses.format(e.neighbor()))
                    .containsPattern("in the NIC subnets of neighbor 10\\.0\\.[1-4]\\.2's host");
        });
        assertThat(events).as("each refused once").hasSize(2);
        assertThat(sw.rack().sw().writes()).as("no SAI write").isEmpty();
        assertThat(sw.rack().state().routes()).isEqualTo(routesBefore);
        assertThat(sw.state().refusals()).extracting(BgpState.Refusal::neighbor).contains(ip(hostIp(4)));

        hostB.show("configure terminal", "router bgp " + HOST_B_AS, "address-family ipv4 unicast", "no network " + VIP);
    }

    @Test
    void prefixesOutsideTheHostsNicSubnetsAreRefusedWithEventsAndNotProgrammed() {
        events.clear();
        sw.rack().sw().forgetCalls();
        Cidr elsewhere = Cidr.parse("10.99.0.0/16");
        Cidr otherHost = Cidr.parse("10.0.5.77/32");

        hostA.show("configure terminal", "router bgp " + HOST_A_AS, "address-family ipv4 unicast",
                "network " + elsewhere, "network " + otherHost);
        sw.await("a refusal event per prefix and NIC session", () -> events.size() == 8);
        sw.idle(Duration.ofMillis(1500));

        assertThat(events).filteredOn(e -> e.prefix().equals(elsewhere)).hasSize(4)
                .allSatisfy(e -> assertThat(e.reason()).contains("may announce only task VIPs inside its NIC subnets"));
        assertThat(events).filteredOn(e -> e.prefix().equals(otherHost)).hasSize(4)
                .allSatisfy(e -> assertThat(e.reason()).contains("outside the NIC subnets of neighbor " + IpAddresses.format(e.neighbor())));
        assertThat(events).extracting(BgpState.Refusal::neighbor).containsOnlyElementsOf(nics);
        assertThat(sw.rack().state().route(elsewhere)).isEmpty();
        assertThat(sw.rack().state().route(otherHost)).isEmpty();
        assertThat(sw.rack().sw().writes()).as("no SAI write").isEmpty();

        hostA.show("configure terminal", "router bgp " + HOST_A_AS, "address-family ipv4 unicast",
                "no network " + elsewhere, "no network " + otherHost);
    }

    @Test
    void theSpineGetsTheRacksAggregatesAndNoTaskVip() {
        var aggregates = List.of("10.0.1.0/24", "10.0.2.0/23", "10.0.4.0/22");
        sw.await("the spine has the rack's aggregates", () -> spineRoutes().containsAll(aggregates));
        assertThat(spineRoutes()).doesNotContain(VIP.toString());
        assertThat(sw.rack().state().route(Cidr.parse("10.0.4.0/22"))).as("originated, not learned: no route").isEmpty();
    }

    /** The prefixes the spine's bgpd holds. */
    private List<String> spineRoutes() {
        try {
            var routes = new ObjectMapper().readTree(spine.show("show bgp ipv4 unicast json")).path("routes");
            return routes.properties().stream().map(Map.Entry::getKey).toList();
        } catch (IOException e) {
            return List.of();
        }
    }

    private MemberStatus memberStatus(int member) {
        return sw.rack().state().groupOf(VIP).map(g -> g.members().get(member).status()).orElse(null);
    }

    private List<Flow> sendToVip() {
        RoutedRack r = sw.rack();
        List<Flow> flows = r.flows(sender, r.sw().address("vip", VIP.address()), FLOWS, MESSAGE);
        r.run(Duration.ofMillis(2));
        return flows;
    }

    private Map<Flow, SimNic> resend(List<Flow> flows) {
        sw.rack().post(flows, MESSAGE);
        sw.rack().run(Duration.ofMillis(2));
        return receivers(flows);
    }

    private static Map<Flow, SimNic> receivers(List<Flow> flows) {
        var out = new HashMap<Flow, SimNic>();
        flows.forEach(f -> out.put(f, f.lastReceiver()));
        return out;
    }
}
