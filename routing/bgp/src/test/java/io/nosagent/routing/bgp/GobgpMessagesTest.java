package io.nosagent.routing.bgp;

import io.nosagent.config.intent.bgp.AddPaths;
import io.nosagent.config.intent.bgp.AfiSafi;
import io.nosagent.config.intent.bgp.AfiSafiSettings;
import io.nosagent.config.intent.bgp.BgpIntent;
import io.nosagent.config.intent.bgp.GracefulRestart;
import io.nosagent.config.intent.bgp.Neighbor;
import io.nosagent.config.intent.bgp.PeerGroup;
import io.nosagent.config.intent.bgp.PeerSettings;
import io.nosagent.net.Cidr;
import io.nosagent.routing.bgp.apipb.Path;
import io.nosagent.routing.bgp.apipb.RouteAction;
import io.nosagent.routing.bgp.gobgp.GobgpMessages;
import io.nosagent.routing.bgp.gobgp.Paths;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.OptionalInt;

import static io.nosagent.routing.RoutedRack.ip;
import static org.assertj.core.api.Assertions.assertThat;

/** The BGP intent as gobgpd's messages, and paths to and from what routing needs. */
class GobgpMessagesTest {

    @Test
    void aNeighborRunsWithItsGroupsSettingsUnderItsOwn() {
        var group = PeerGroup.named("ctsw").withSettings(PeerSettings.NONE.withPeerAs(65200).withPassiveMode(false)
                .withAfiSafi(AfiSafiSettings.of(AfiSafi.IPV4_UNICAST).withAddPaths(new AddPaths(true, true, OptionalInt.empty()))));
        var neighbor = new Neighbor(ip("10.1.1.1"), java.util.Optional.of("ctsw"), false, 1179,
                PeerSettings.NONE.withGracefulRestart(GracefulRestart.helper(30)), new java.util.TreeSet<>(), java.util.Optional.empty());
        BgpIntent bgp = BgpRack.bgp(60).withPeerGroup(group).withNeighbor(neighbor);

        var peer = GobgpMessages.peer(neighbor, bgp.effective(neighbor));

        assertThat(peer.getConf().getPeerAsn()).isEqualTo(65200);
        assertThat(peer.getConf().getPeerGroup()).isEqualTo("ctsw");
        assertThat(peer.getConf().getAdminDown()).as("enabled false").isTrue();
        assertThat(peer.getTransport().getRemotePort()).isEqualTo(1179);
        assertThat(peer.getGracefulRestart().getRestartTime()).isEqualTo(30);
        assertThat(peer.getGracefulRestart().getHelperOnly()).isTrue();
        assertThat(peer.getAfiSafisList()).singleElement().satisfies(a -> {
            assertThat(a.getConfig().getFamily()).isEqualTo(Paths.IPV4_UNICAST);
            assertThat(a.getAddPaths().getConfig().getReceive()).isTrue();
            assertThat(a.getAddPaths().getConfig().getSendMax()).as("send without send-max: no limit").isEqualTo(255);
            assertThat(a.getMpGracefulRestart().getConfig().getEnabled()).isTrue();
        });
    }

    @Test
    void theExportPolicyRejectsHostRoutesInsideTheDownlinkSubnetsAndAcceptsTheRest() {
        var subnets = List.of(Cidr.parse("10.0.2.0/24"), Cidr.parse("10.0.1.0/24"), Cidr.parse("2001:db8:0:1::/64"));

        var sets = GobgpMessages.exportPolicies(subnets, BgpIntent.NONE);
        var export = GobgpMessages.exportAssignment(subnets, BgpIntent.NONE);

        // GoBGP keeps one family per prefix set: one set and one statement each.
        assertThat(sets.getDefinedSetsList()).extracting(d -> d.getPrefixesList().stream().map(p -> p.getIpPrefix() + " "
                + p.getMaskLengthMin() + ".." + p.getMaskLengthMax()).toList())
                .containsExactly(List.of("10.0.1.0/24 32..32", "10.0.2.0/24 32..32"), List.of("2001:db8:0:1::/64 128..128"));
        assertThat(export.getDefaultAction()).isEqualTo(RouteAction.ACCEPT);
        assertThat(export.getPolicies(0).getStatementsList()).hasSize(2)
                .allSatisfy(st -> assertThat(st.getActions().getRouteAction()).isEqualTo(RouteAction.REJECT));
        assertThat(GobgpMessages.exportAssignment(List.of(), BgpIntent.NONE).getPoliciesCount()).isZero();
    }

    @Test
    void eachNeighborWithAnAdvertisedNextHopGetsItFromTheExportPolicyAfterTheTaskVipsAreHeldBack() {
        var subnets = List.of(Cidr.parse("10.0.1.0/24"));
        var ctsw1 = Neighbor.of(ip("127.1.2.1"), 65000).withAdvertisedNextHop(ip("10.1.0.0"));
        var ctsw2 = Neighbor.of(ip("127.1.2.2"), 65000).withAdvertisedNextHop(ip("10.1.0.128"));
        var host = Neighbor.of(ip("10.0.1.2"), 65100);
        BgpIntent bgp = BgpRack.bgp(60, ctsw1, ctsw2, host);

        var policies = GobgpMessages.exportPolicies(subnets, bgp);
        var export = GobgpMessages.exportAssignment(subnets, bgp);

        assertThat(export.getPoliciesList()).extracting(p -> p.getName())
                .containsExactly("nosagent-no-task-vips", "nosagent-advertised-next-hops");
        var nextHops = policies.getPolicies(1);
        assertThat(nextHops.getStatementsList()).as("one per neighbor with a next hop; the host keeps the session's")
                .extracting(st -> policies.getDefinedSetsList().stream()
                        .filter(d -> d.getName().equals(st.getConditions().getNeighborSet().getName()))
                        .findFirst().orElseThrow().getList(0) + " -> " + st.getActions().getNexthop().getAddress())
                .containsExactlyInAnyOrder("127.1.2.1/32 -> 10.1.0.0", "127.1.2.2/32 -> 10.1.0.128");
        assertThat(nextHops.getStatementsList()).as("no route action: the default accepts it with the new next hop")
                .allSatisfy(st -> assertThat(st.getActions().getRouteAction()).isEqualTo(RouteAction.NONE));
        assertThat(GobgpMessages.exportAssignment(List.of(), BgpRack.bgp(60, host)).getPoliciesCount())
                .as("nothing to rewrite, nothing to hold back").isZero();
    }

    @Test
    void aPathRoundTripsThroughItsAnyAttributes() {
        Path v4 = Paths.route(Cidr.parse("10.0.1.100/32"), ip("10.0.1.2"), 3);
        Path v6 = Paths.route(Cidr.parse("2001:db8:0:1::64/128"), ip("2001:db8:0:1::2"), 1);

        assertThat(Paths.decode(v4.toBuilder().setNeighborIp("127.0.0.2").build()))
                .contains(new Announcement(Cidr.parse("10.0.1.100/32"), ip("10.0.1.2"), ip("127.0.0.2"), 3, false));
        assertThat(Paths.decode(v6.toBuilder().setNeighborIp("127.0.0.2").build())).hasValueSatisfying(a ->
                assertThat(a.nextHop()).isEqualTo(ip("2001:db8:0:1::2")));
        assertThat(Paths.decode(v4)).as("originated here: no neighbor").isEmpty();
        Path withdrawal = Path.newBuilder(v4).clearPattrs().setIsWithdraw(true).setNeighborIp("127.0.0.2").build();
        assertThat(Paths.decode(withdrawal)).as("a withdrawal needs no next hop")
                .contains(new Announcement(Cidr.parse("10.0.1.100/32"), ip("0.0.0.0"), ip("127.0.0.2"), 3, true));
    }

    @Test
    void aWatchEventsEncodedPathsAreGroupedByPrefixAndDecodedOffTheWire() {
        var decoder = new Paths.Decoder();
        Path a = Paths.route(Cidr.parse("10.100.0.0/24"), ip("10.1.1.1"), 1).toBuilder().setNeighborIp("127.0.0.2").build();
        Path b = Paths.route(Cidr.parse("10.100.0.0/24"), ip("10.1.2.1"), 2).toBuilder().setNeighborIp("127.0.0.2").build();
        Path c = Paths.route(Cidr.parse("10.100.1.0/24"), ip("10.1.1.1"), 1).toBuilder().setNeighborIp("127.0.0.2").build();

        assertThat(List.of(a, b, c)).extracting(p -> decoder.prefix(p.toByteString()).orElseThrow())
                .containsExactly(Cidr.parse("10.100.0.0/24"), Cidr.parse("10.100.0.0/24"), Cidr.parse("10.100.1.0/24"));
        assertThat(decoder.decode(b.toByteString(), Cidr.parse("10.100.0.0/24")))
                .contains(new Announcement(Cidr.parse("10.100.0.0/24"), ip("10.1.2.1"), ip("127.0.0.2"), 2, false));
        assertThat(decoder.prefix(com.google.protobuf.ByteString.copyFromUtf8("not a path"))).isEmpty();
    }
}
