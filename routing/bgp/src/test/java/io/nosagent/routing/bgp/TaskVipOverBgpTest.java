package io.nosagent.routing.bgp;

import io.nosagent.config.intent.bgp.BgpIntent;
import io.nosagent.net.Cidr;
import io.nosagent.routing.RoutedRack;
import io.nosagent.routing.bgp.apipb.TableType;
import io.nosagent.routing.bgp.gobgp.GobgpClient;
import io.nosagent.routing.bgp.gobgp.Paths;
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

import java.net.InetAddress;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

import static io.nosagent.routing.RoutedRack.downlink;
import static io.nosagent.routing.RoutedRack.hostIp;
import static io.nosagent.routing.RoutedRack.ip;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Task VIPs over BGP, every speaker a gobgpd on loopback: the switch's; host A's sidecar announcing its
 * VIP once per NIC (4 NICs on downlinks 1-4, ADD-PATHS); host B's sidecar (downlinks 5-6); two spines.
 * The switch installs a fine-grained group over A's NICs and traffic to the VIP spreads about evenly
 * over them; withdrawing one NIC's path moves only that NIC's flows; a VIP announced by the wrong host,
 * or a prefix outside a host's NIC subnets, is refused with an event and changes nothing; the switch
 * never advertises the VIP. GoBGP opens a session 5 to 10 s after it is configured, so the speakers are set
 * up once for the class and each test leaves them as it found them.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class TaskVipOverBgpTest {

    private static final Cidr VIP = Cidr.parse("10.0.1.100/32");
    private static final Cidr SPINE_PREFIX = Cidr.parse("10.200.0.0/16");
    private static final int FLOWS = 256;
    private static final long MESSAGE = 4096;

    @TempDir
    static Path dir;

    private BgpRack rack;
    private Sidecar hostA;
    private Sidecar hostB;
    private Sidecar spine1;
    private Sidecar spine2;
    private List<InetAddress> nics;
    private List<SimNic> hosts;
    private SimNic sender;
    private final List<BgpState.Refusal> events = new CopyOnWriteArrayList<>();

    @BeforeAll
    void speakersOnLoopback() throws Exception {
        rack = BgpRack.rtsw(51, dir);
        hostA = Sidecar.start(dir, "127.0.0.2", 65100);
        hostB = Sidecar.start(dir, "127.0.0.3", 65101);
        spine1 = Sidecar.start(dir, "127.0.0.8", 65200);
        spine2 = Sidecar.start(dir, "127.0.0.9", 65201);
        rack.commit(rack.rack().cabledIntent(7, 2).with(BgpIntent.SECTION, BgpRack.bgp(60,
                BgpRack.neighbor(hostA, List.of(downlink(0), downlink(1), downlink(2), downlink(3))),
                BgpRack.neighbor(hostB, List.of(downlink(4), downlink(5))),
                BgpRack.neighbor(spine1, List.of()), BgpRack.neighbor(spine2, List.of()))));
        rack.speaker().state().refusals().subscribe(events::add);
        nics = List.of(ip(hostIp(0)), ip(hostIp(1)), ip(hostIp(2)), ip(hostIp(3)));
        hosts = rack.rack().hosts(4);
        sender = rack.rack().host(6);
        hostA.announce(VIP, nics);
        spine1.announce(SPINE_PREFIX, List.of(ip(RoutedRack.spineIp(0))));
        for (Sidecar s : List.of(hostA, hostB, spine1, spine2)) {
            s.peerWith(rack.port(), BgpRack.AS, 30);
        }
        rack.await("every session up, the VIP over 4 NICs", () -> rack.state().neighbors().values().stream()
                .filter(n -> n.session() == BgpState.SessionState.ESTABLISHED).count() == 4
                && rack.rack().state().groupOf(VIP).filter(g -> g.forwarding().size() == 4).isPresent());
    }

    @AfterAll
    void close() {
        for (AutoCloseable c : new AutoCloseable[]{hostA, hostB, spine1, spine2, rack}) {
            try {
                if (c != null) {
                    c.close();
                }
            } catch (Exception e) {
                // the next one still closes
            }
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
        System.out.printf("VIP over BGP, flows per NIC of %d: %s%n", FLOWS, perNic.values());
        assertThat(perNic).containsOnlyKeys(hosts);
        // ~25% each: 64 of 256, with the spread of hashing 256 flows into 4 equal shares.
        assertThat(perNic.values()).allSatisfy(n -> assertThat(n).isBetween(44, 84));
        var vip = rack.state().taskVips().get(VIP);
        assertThat(vip.neighbor()).isEqualTo(hostA.ip());
        assertThat(vip.nextHops()).containsExactlyElementsOf(nics);
        assertThat(rack.state().neighbor(hostA.ip()).orElseThrow().prefixes().values())
                .singleElement().satisfies(p -> assertThat(p.installed()).isEqualTo(1));
    }

    @Test
    void withdrawingOneNicsPathMovesOnlyThatNicsFlowsAndItsReturnBringsThemBack() {
        List<Flow> flows = sendToVip();
        Map<Flow, SimNic> before = receivers(flows);
        SimNic gone = hosts.get(2);

        hostA.withdraw(VIP, nics.get(2));
        rack.await("NIC 2 withdrawn", () -> memberStatus(2) == MemberStatus.WITHDRAWN);
        Map<Flow, SimNic> during = resend(flows);
        hostA.announce(VIP, nics);
        rack.await("NIC 2 back", () -> memberStatus(2) == MemberStatus.UP);
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
        assertThat(rack.rack().sw().asic().objects(ObjectType.NEXT_HOP_GROUP)).hasSize(1);
    }

    @Test
    void theVipAnnouncedByAnotherHostIsRefusedWithAnEventAndChangesNothing() {
        events.clear();
        var stateBefore = rack.rack().state();
        rack.rack().sw().forgetCalls();

        hostB.announce(VIP, List.of(ip(hostIp(4)), ip(hostIp(5))));
        rack.await("a refusal event", () -> events.size() == 2);
        rack.idle(Duration.ofMillis(300));

        assertThat(events).allSatisfy(e -> {
            assertThat(e.neighbor()).isEqualTo(hostB.ip());
            assertThat(e.prefix()).isEqualTo(VIP);
            assertThat(e.reason()).contains("outside the NIC subnets of neighbor 127.0.0.3")
                    .contains("in the NIC subnets of neighbor 127.0.0.2's host");
        });
        assertThat(rack.rack().sw().writes()).as("no SAI write").isEmpty();
        assertThat(rack.rack().state().routes()).isEqualTo(stateBefore.routes());
        assertThat(rack.state().taskVips().get(VIP).neighbor()).isEqualTo(hostA.ip());
        assertThat(rack.state().refusals()).extracting(BgpState.Refusal::neighbor).contains(hostB.ip());

        hostB.withdraw(VIP, ip(hostIp(4)));
        hostB.withdraw(VIP, ip(hostIp(5)));
    }

    @Test
    void aPrefixOutsideTheHostsNicSubnetsIsRefusedWithAnEventAndNotProgrammed() {
        events.clear();
        rack.rack().sw().forgetCalls();
        Cidr elsewhere = Cidr.parse("10.99.0.0/16");
        Cidr otherHost = Cidr.parse("10.0.5.77/32");

        hostA.announce(elsewhere, List.of(nics.get(0)));
        hostA.announce(otherHost, List.of(nics.get(1)));
        rack.await("two refusal events", () -> events.size() == 2);
        rack.idle(Duration.ofMillis(300));

        assertThat(events).extracting(BgpState.Refusal::prefix).containsExactlyInAnyOrder(elsewhere, otherHost);
        assertThat(events).filteredOn(e -> e.prefix().equals(elsewhere)).singleElement()
                .satisfies(e -> assertThat(e.reason()).contains("may announce only task VIPs inside its NIC subnets"));
        assertThat(events).filteredOn(e -> e.prefix().equals(otherHost)).singleElement()
                .satisfies(e -> assertThat(e.reason()).contains("outside the NIC subnets of neighbor 127.0.0.2"));
        assertThat(rack.rack().state().route(elsewhere)).isEmpty();
        assertThat(rack.rack().state().route(otherHost)).isEmpty();
        assertThat(rack.rack().sw().writes()).as("no SAI write").isEmpty();

        hostA.withdraw(elsewhere, nics.get(0));
        hostA.withdraw(otherHost, nics.get(1));
    }

    @Test
    void theSwitchAdvertisesTheSpinesRoutesToEachOtherButNeverTheVip() {
        // What the switch's gobgpd sends each peer after its export policy (its adj-rib-out). The spines'
        // own daemons refuse what they get here: gobgpd treats the loopback next hop the switch sets
        // towards an eBGP peer as invalid, which is a property of this loopback setup, not of the switch.
        try (var sw = new GobgpClient("127.0.0.1", rack.daemon().apiPort())) {
            assertThat(advertised(sw, spine2)).contains(SPINE_PREFIX.toString()).doesNotContain(VIP.toString());
            assertThat(advertised(sw, spine1)).doesNotContain(VIP.toString());
            assertThat(advertised(sw, hostB)).doesNotContain(VIP.toString());
        }
        assertThat(rack.rack().state().route(SPINE_PREFIX)).as("the spine's route is installed").isPresent();
    }

    @Test
    void theSpinesGetTheRacksAggregatesAndNoTaskVip() {
        // Downlinks 10.0.1.0/24 .. 10.0.7.0/24 are covered exactly by three prefixes, which the switch's
        // gobgpd originates. What each spine's own gobgpd took in from the switch (its adj-rib-in), and what
        // the switch sends it: the aggregates (and spine1's prefix to spine2), never the VIP.
        var aggregates = List.of("10.0.1.0/24", "10.0.2.0/23", "10.0.4.0/22");
        rack.await("both spines have the aggregates", () -> received(spine1).containsAll(aggregates)
                && received(spine2).containsAll(aggregates));
        assertThat(received(spine1)).doesNotContain(VIP.toString());
        assertThat(received(spine2)).contains(SPINE_PREFIX.toString()).doesNotContain(VIP.toString());
        try (var sw = new GobgpClient("127.0.0.1", rack.daemon().apiPort())) {
            assertThat(advertised(sw, spine1)).containsExactlyInAnyOrderElementsOf(aggregates);
            assertThat(advertised(sw, spine2)).containsExactlyInAnyOrder(aggregates.get(0), aggregates.get(1), aggregates.get(2),
                    SPINE_PREFIX.toString());
        }
        assertThat(rack.rack().state().route(Cidr.parse("10.0.4.0/22"))).as("originated, not learned: no route").isEmpty();
    }

    /** The prefixes {@code spine}'s own gobgpd received from the switch. */
    private static List<String> received(Sidecar spine) {
        return spine.gobgpd().client().paths(TableType.ADJ_IN, "127.0.0.1", Paths.IPV4_UNICAST).stream()
                .map(d -> d.getPrefix()).toList();
    }

    private static List<String> advertised(GobgpClient sw, Sidecar to) {
        return sw.paths(TableType.ADJ_OUT, to.address(), Paths.IPV4_UNICAST).stream().map(d -> d.getPrefix()).toList();
    }

    private MemberStatus memberStatus(int member) {
        return rack.rack().state().groupOf(VIP).map(g -> g.members().get(member).status()).orElse(null);
    }

    private List<Flow> sendToVip() {
        RoutedRack r = rack.rack();
        List<Flow> flows = r.flows(sender, r.sw().address("vip", VIP.address()), FLOWS, MESSAGE);
        r.run(Duration.ofMillis(2));
        return flows;
    }

    private Map<Flow, SimNic> resend(List<Flow> flows) {
        rack.rack().post(flows, MESSAGE);
        rack.rack().run(Duration.ofMillis(2));
        return receivers(flows);
    }

    private static Map<Flow, SimNic> receivers(List<Flow> flows) {
        var out = new HashMap<Flow, SimNic>();
        flows.forEach(f -> out.put(f, f.lastReceiver()));
        return out;
    }
}
