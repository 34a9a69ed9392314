package io.nosagent.routing.routes;

import io.nosagent.config.intent.routing.RoutingIntent;
import io.nosagent.config.intent.routing.StaticRoute;
import io.nosagent.net.Cidr;
import io.nosagent.routing.AsicPicture;
import io.nosagent.routing.RoutedRack;
import io.nosagent.routing.state.RoutingState;
import io.nosagent.routing.state.MemberStatus;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.meta.NextHopAttr;
import io.nosagent.sai.meta.NextHopGroupMemberAttr;
import io.nosagent.sai.vasic.nic.Flow;
import io.nosagent.sai.vasic.nic.SimNic;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.net.InetAddress;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;

import static io.nosagent.routing.RoutedRack.hostIp;
import static io.nosagent.routing.RoutedRack.ip;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Routes a protocol learned (BGP) on an RTSW: they share next hops and groups with static routes, a
 * task VIP learned with one next hop per NIC is a fine-grained group, a static route wins its prefix,
 * a withdrawal takes the route and its group, and a route the ASIC cannot hold is refused whole while
 * the rest of the batch is programmed.
 */
class LearnedRoutesTest {

    private static final String[] SPINES = {"172.16.0.1", "172.16.1.1", "172.16.2.1", "172.16.3.1"};
    private static final Cidr VIP = Cidr.parse("10.0.1.100/32");

    private RoutedRack rack = RoutedRack.rtsw(41);

    @AfterEach
    void close() {
        rack.close();
    }

    @Test
    void aLearnedRouteSharesTheGroupOfAStaticRouteWithTheSameNextHopsAndCarriesTraffic() {
        rack.commit(rack.withRoutes(rack.cabledIntent(1, 4), StaticRoute.of("10.1.0.0/16", SPINES)));

        learn(Map.of(Cidr.parse("10.2.0.0/16"), hops(SPINES)));
        SimNic host = rack.host(0);
        List<SimNic> spines = rack.spines(4);
        List<Flow> flows = rack.flows(host, rack.sw().address("remote", ip("10.2.7.7")), 64, 4096);
        rack.run(Duration.ofMillis(1));

        var state = rack.state();
        assertThat(state.groups()).hasSize(1);
        assertThat(state.groupOf(Cidr.parse("10.2.0.0/16"))).isEqualTo(state.groupOf(Cidr.parse("10.1.0.0/16")))
                .hasValueSatisfying(g -> assertThat(g.routes()).isEqualTo(2));
        assertThat(state.route(Cidr.parse("10.2.0.0/16")).orElseThrow().origin()).isEqualTo(RoutingState.Origin.BGP);
        assertThat(state.route(Cidr.parse("10.1.0.0/16")).orElseThrow().origin()).isEqualTo(RoutingState.Origin.STATIC);
        assertThat(spines).allSatisfy(s -> assertThat(s.receivedPackets()).as(s.name()).isPositive());
        assertThat(flows).allSatisfy(f -> assertThat(f.receivedBytes()).isEqualTo(4096));
    }

    @Test
    void aLearnedTaskVipIsAFineGrainedGroupOverItsNicsAndLosingOnePathMovesOnlyThatNicsBuckets() {
        rack.commit(rack.cabledIntent(5, 0));

        learn(Map.of(VIP, hops(hostIp(0), hostIp(1), hostIp(2), hostIp(3))));
        RoutingState.Group group = rack.state().groupOf(VIP).orElseThrow();
        assertThat(group.type()).isEqualTo(RoutingState.GroupType.FINE_GRAINED);
        assertThat(group.members()).allSatisfy(m -> assertThat(m.buckets()).isEqualTo(210));
        Map<Integer, InetAddress> before = bucketOwners(group.id());

        learn(Map.of(VIP, hops(hostIp(0), hostIp(1), hostIp(3))));

        RoutingState.Group three = rack.state().groupOf(VIP).orElseThrow();
        assertThat(three.members()).extracting(RoutingState.Member::status).containsExactly(MemberStatus.UP,
                MemberStatus.UP, MemberStatus.WITHDRAWN, MemberStatus.UP);
        assertThat(three.members().get(2).buckets()).isZero();
        assertThat(three.members()).filteredOn(m -> m.status() == MemberStatus.UP)
                .allSatisfy(m -> assertThat(m.buckets()).isEqualTo(280));
        Map<Integer, InetAddress> after = bucketOwners(three.id());
        before.forEach((bucket, nic) -> {
            if (!nic.equals(ip(hostIp(2)))) {
                assertThat(after.get(bucket)).as("bucket " + bucket + " keeps its NIC").isEqualTo(nic);
            }
        });
        assertThat(rack.sw().asic().objects(ObjectType.NEXT_HOP_GROUP)).as("the 4-NIC layout replaced, not kept").hasSize(1);

        learn(Map.of(VIP, hops(hostIp(0), hostIp(1), hostIp(2), hostIp(3))));
        assertThat(bucketOwners(rack.state().groupOf(VIP).orElseThrow().id())).as("the NIC's buckets come back")
                .isEqualTo(before);
    }

    /** Bucket index to the next hop address its member points at, read from the ASIC. */
    private Map<Integer, InetAddress> bucketOwners(long groupId) {
        var asic = rack.sw().asic();
        var owners = new TreeMap<Integer, InetAddress>();
        for (long m : asic.objects(ObjectType.NEXT_HOP_GROUP_MEMBER)) {
            if (asic.value(m, NextHopGroupMemberAttr.NEXT_HOP_GROUP_ID) instanceof AttrValue.Oid(long g) && g == groupId) {
                int index = (int) ((AttrValue.U32) asic.value(m, NextHopGroupMemberAttr.INDEX)).value();
                long nh = ((AttrValue.Oid) asic.value(m, NextHopGroupMemberAttr.NEXT_HOP_ID)).value();
                owners.put(index, ((AttrValue.IpAddress) asic.value(nh, NextHopAttr.IP)).value());
            }
        }
        return owners;
    }

    @Test
    void aStaticRouteWinsItsPrefixAndTheLearnedOneTakesOverWhenItGoes() {
        rack.commit(rack.cabledIntent(1, 4));
        Cidr prefix = Cidr.parse("10.9.0.0/16");
        learn(Map.of(prefix, hops(SPINES)));

        rack.commit(rack.withRoutes(rack.running(), StaticRoute.of(prefix.toString(), "172.16.0.1")));
        var withStatic = rack.state().route(prefix).orElseThrow();
        rack.commit(rack.running().with(RoutingIntent.SECTION, RoutingIntent.of(rack.running()).withoutStaticRoute(prefix)));
        var after = rack.state().route(prefix).orElseThrow();

        assertThat(withStatic.origin()).isEqualTo(RoutingState.Origin.STATIC);
        assertThat(withStatic.target()).isInstanceOf(RoutingState.ViaNextHop.class);
        assertThat(after.origin()).isEqualTo(RoutingState.Origin.BGP);
        assertThat(rack.state().groupOf(prefix)).hasValueSatisfying(g -> assertThat(g.members()).hasSize(4));
    }

    @Test
    void aWithdrawalTakesTheRouteItsGroupAndItsNextHopsAndRelearningMakesThemAgain() {
        rack.commit(rack.cabledIntent(1, 4));
        var empty = AsicPicture.of(rack.sw().asic());
        Cidr prefix = Cidr.parse("10.9.0.0/16");
        learn(Map.of(prefix, hops(SPINES)));

        learn(Map.of(prefix, Set.of()));

        assertThat(rack.state().route(prefix)).isEmpty();
        assertThat(AsicPicture.of(rack.sw().asic())).isEqualTo(empty);
        learn(Map.of(prefix, hops(SPINES)));
        assertThat(rack.state().groupOf(prefix)).isPresent();
    }

    @Test
    void aLearnedRouteUsesTheNextHopsThatResolveAndIsUnresolvedWhenNoneDoes() {
        rack.commit(rack.cabledIntent(1, 2));
        Cidr partly = Cidr.parse("10.9.0.0/16");
        Cidr nowhere = Cidr.parse("10.8.0.0/16");

        learn(Map.of(partly, hops("172.16.0.1", "172.16.1.1", "192.0.2.1"), nowhere, hops("192.0.2.1")));

        assertThat(rack.state().groupOf(partly)).hasValueSatisfying(g -> assertThat(g.members()).extracting(RoutingState.Member::ip)
                .containsExactly(ip("172.16.0.1"), ip("172.16.1.1")));
        assertThat(rack.state().route(nowhere).orElseThrow().target()).isInstanceOfSatisfying(RoutingState.Unresolved.class,
                u -> assertThat(u.reason()).contains("192.0.2.1"));
    }

    @Test
    void learnedRoutesFollowAnInterfaceThatGainsItsSubnetLater() {
        rack.commit(rack.cabledIntent(1, 0));
        Cidr prefix = Cidr.parse("10.9.0.0/16");
        learn(Map.of(prefix, hops("172.16.0.1")));
        assertThat(rack.state().route(prefix).orElseThrow().target()).isInstanceOf(RoutingState.Unresolved.class);

        rack.commit(rack.cabledIntent(1, 1));

        assertThat(rack.state().route(prefix).orElseThrow().target()).isInstanceOf(RoutingState.ViaNextHop.class);
    }

    @Test
    void aGroupTheAsicCannotHoldRefusesOnlyTheRoutesThatNeedItAndTheyArriveWhenRoomIsMade() {
        rack.close();
        rack = RoutedRack.of(RoutedRack.rtswWithGroups(1), 42);
        rack.commit(rack.cabledIntent(1, 4));
        Cidr first = Cidr.parse("10.1.0.0/16");
        Cidr second = Cidr.parse("10.2.0.0/16");
        Cidr single = Cidr.parse("10.3.0.0/16");
        learn(Map.of(first, hops("172.16.0.1", "172.16.1.1")));
        var before = AsicPicture.of(rack.sw().asic());

        var batch = new LinkedHashMap<Cidr, Set<InetAddress>>();
        batch.put(second, hops("172.16.2.1", "172.16.3.1"));
        batch.put(single, hops("172.16.3.1"));
        rack.learn(batch);

        assertThat(rack.routing().refusedLearned()).containsExactly(second);
        assertThat(rack.state().route(second).orElseThrow().target()).isInstanceOfSatisfying(RoutingState.Unresolved.class,
                u -> assertThat(u.reason()).contains("TABLE_FULL"));
        assertThat(rack.state().route(single).orElseThrow().target()).isInstanceOf(RoutingState.ViaNextHop.class);
        assertThat(rack.sw().asic().objects(ObjectType.NEXT_HOP_GROUP)).as("no half-made group").hasSize(1);
        assertThat(AsicPicture.of(rack.sw().asic()).routes()).containsAllEntriesOf(before.routes());

        learn(Map.of(first, Set.of()));

        assertThat(rack.state().groupOf(second)).as("tried again once the group table has room")
                .hasValueSatisfying(g -> assertThat(g.members()).hasSize(2));
    }

    private void learn(Map<Cidr, Set<InetAddress>> changes) {
        rack.learn(changes);
        assertThat(rack.routing().refusedLearned()).as("refused").isEmpty();
    }

    private static Set<InetAddress> hops(String... addresses) {
        return Set.copyOf(Stream.of(addresses).map(RoutedRack::ip).toList());
    }
}
