package io.nosagent.config.validate;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.ConfigError;
import io.nosagent.config.ConfigException;
import io.nosagent.config.Rtsw;
import io.nosagent.config.codec.IntentCodec;
import io.nosagent.config.codec.JsonText;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * Every BGP rule refuses with the path of the offending leaf and says why. The switch is the RTSW
 * example (downlinks eth1/1/1..eth1/16/1 with 10.0.i.1/24, uplinks eth1/17/1.. with 10.1.n.0/31).
 */
class BgpValidationTest {

    private static final String BGP = "/openconfig-network-instance:network-instances/network-instance[name=DEFAULT]"
            + "/protocols/protocol[identifier=openconfig-policy-types:BGP][name=BGP]/bgp";
    private static final String GLOBAL = """
            "global": {"config": {"as": 65001, "router-id": "10.255.0.1"}}""";
    private static final String V4 = """
            "afi-safis": {"afi-safi": [{"afi-safi-name": "IPV4_UNICAST"}]}""";

    private final IntentCodec codec = new IntentCodec();

    private static ValidationContext platform() {
        return Rtsw.context().withPortRoles(ports(17, 34), ports(1, 16));
    }

    private static List<String> ports(int from, int to) {
        return IntStream.rangeClosed(from, to).mapToObj(i -> "eth1/" + i + "/1").toList();
    }

    private List<String> problems(String bgp) {
        var doc = (ObjectNode) JsonText.parse(Rtsw.exampleText(), "example");
        doc.set("openconfig-network-instance:network-instances", JsonText.parse("""
                {"network-instance": [{"name": "DEFAULT", "protocols": {"protocol": [
                  {"identifier": "BGP", "name": "BGP", "bgp": {%s}}]}}]}
                """.formatted(bgp), "bgp"));
        var e = catchThrowableOfType(ConfigException.class, () -> codec.decode(doc, "bgp.json", platform()));
        return e == null ? List.of() : e.errors().stream().map(ConfigError::toString).toList();
    }

    @Test
    void aValidConfigPasses() {
        assertThat(problems(GLOBAL + """
                , "neighbors": {"neighbor": [
                    {"neighbor-address": "10.0.1.2", "config": {"peer-as": 65100,
                       "nosagent-bgp:host-interfaces": ["eth1/1/1", "eth1/2/1"]}, %s},
                    {"neighbor-address": "10.1.1.1", "config": {"peer-group": "ctsw"}}]},
                  "peer-groups": {"peer-group": [{"peer-group-name": "ctsw", "config": {"peer-as": 65200}, %s}]}
                """.formatted(V4, V4))).isEmpty();
    }

    @Test
    void bfdTimersFasterThan100MsOrOutsideTheDaemonsRangeAreRefusedAtTheirLeaf() {
        assertThat(problems(GLOBAL + """
                , "neighbors": {"neighbor": [{"neighbor-address": "10.1.1.1", "config": {"peer-as": 65200}, %s,
                    "enable-bfd": {"config": {"enabled": true, "desired-minimum-tx-interval": 50000,
                                              "required-minimum-receive": 100500, "detection-multiplier": 1}}}]}
                """.formatted(V4))).containsExactlyInAnyOrder(
                BGP + "/neighbors/neighbor[neighbor-address=10.1.1.1]/enable-bfd/config/desired-minimum-tx-interval: 50000 us is not"
                        + " a BFD interval the switch runs: whole milliseconds, 100 ms to 60000 ms",
                BGP + "/neighbors/neighbor[neighbor-address=10.1.1.1]/enable-bfd/config/required-minimum-receive: 100500 us is not"
                        + " a BFD interval the switch runs: whole milliseconds, 100 ms to 60000 ms",
                BGP + "/neighbors/neighbor[neighbor-address=10.1.1.1]/enable-bfd/config/detection-multiplier: detection"
                        + " multiplier 1 is outside 2..255");
        assertThat(problems(GLOBAL + """
                , "neighbors": {"neighbor": [{"neighbor-address": "10.1.1.1", "config": {"peer-as": 65200}, %s,
                    "enable-bfd": {"config": {"enabled": true, "desired-minimum-tx-interval": 100000,
                                              "required-minimum-receive": 100000, "detection-multiplier": 3}}}]}
                """.formatted(V4))).as("100 ms x 3").isEmpty();
    }

    @Test
    void asZeroIsRefusedAtTheAsLeaf() {
        assertThat(problems("""
                "global": {"config": {"as": 0, "router-id": "10.255.0.1"}}""")).containsExactly(BGP
                + "/global/config/as: AS 0 is reserved (RFC 7607): the switch needs its own AS");
    }

    @Test
    void aRouterIdThatIsNoIpv4AddressIsRefusedAtTheRouterIdLeaf() {
        assertThat(problems("""
                "global": {"config": {"as": 65001, "router-id": "2001:db8::1"}}""")).singleElement().asString()
                .startsWith(BGP + "/global/config/router-id: ").contains("2001:db8::1");
        assertThat(problems("""
                "global": {"config": {"as": 65001, "router-id": "0.0.0.0"}}""")).containsExactly(BGP
                + "/global/config/router-id: router id 0.0.0.0 is not a usable BGP identifier: give a unicast IPv4 address,"
                + " unique in the fabric");
    }

    @Test
    void aNeighborWithoutAnAfiSafiIsRefusedAtItsAfiSafis() {
        assertThat(problems(GLOBAL + """
                , "neighbors": {"neighbor": [{"neighbor-address": "10.1.1.1", "config": {"peer-as": 65200}}]}
                """)).containsExactly(BGP + "/neighbors/neighbor[neighbor-address=10.1.1.1]/afi-safis: neighbor 10.1.1.1"
                + " has no enabled AFI-SAFI, neither its own nor its peer group's: the session would carry no route");
        assertThat(problems(GLOBAL + """
                , "neighbors": {"neighbor": [{"neighbor-address": "10.1.1.1", "config": {"peer-as": 65200},
                    "afi-safis": {"afi-safi": [{"afi-safi-name": "IPV4_UNICAST", "config": {"enabled": false}}]}}]}
                """)).as("listed but disabled").hasSize(1);
    }

    @Test
    void aNeighborNeedsAPeerAsAndAnExistingPeerGroup() {
        assertThat(problems(GLOBAL + """
                , "neighbors": {"neighbor": [
                    {"neighbor-address": "10.1.1.1", %s},
                    {"neighbor-address": "10.1.2.1", "config": {"peer-group": "spines"}},
                    {"neighbor-address": "10.1.3.1", "config": {"peer-as": 0}, %s}]}
                """.formatted(V4, V4))).containsExactly(
                BGP + "/neighbors/neighbor[neighbor-address=10.1.1.1]/config/peer-as: neighbor 10.1.1.1 has no peer AS,"
                        + " neither its own nor its peer group's",
                BGP + "/neighbors/neighbor[neighbor-address=10.1.2.1]/config/peer-group: peer group 'spines' is not"
                        + " configured (configured: )",
                BGP + "/neighbors/neighbor[neighbor-address=10.1.3.1]/config/peer-as: peer AS 0 is reserved (RFC 7607)");
    }

    @Test
    void neighborsWithoutAGlobalInstanceAreRefused() {
        assertThat(problems("""
                "neighbors": {"neighbor": [{"neighbor-address": "10.1.1.1", "config": {"peer-as": 65200}, %s}]}
                """.formatted(V4))).containsExactly(BGP + "/global/config/as: BGP neighbors and peer groups need the"
                + " global instance: the switch's AS and router id");
    }

    @Test
    void hostInterfacesAreConfiguredDownlinksOwnedByOneNeighbor() {
        assertThat(problems(GLOBAL + """
                , "neighbors": {"neighbor": [
                    {"neighbor-address": "10.0.1.2", "config": {"peer-as": 65100,
                       "nosagent-bgp:host-interfaces": ["eth1/1/1", "eth1/17/1", "eth1/40/1"]}, %s},
                    {"neighbor-address": "10.0.2.2", "config": {"peer-as": 65101,
                       "nosagent-bgp:host-interfaces": ["eth1/1/1"]}, %s}]}
                """.formatted(V4, V4))).containsExactly(
                BGP + "/neighbors/neighbor[neighbor-address=10.0.1.2]/config/nosagent-bgp:host-interfaces: host interface"
                        + " eth1/17/1 of neighbor 10.0.1.2 is not a downlink: hosts' NICs are on downlinks",
                BGP + "/neighbors/neighbor[neighbor-address=10.0.1.2]/config/nosagent-bgp:host-interfaces: host interface"
                        + " eth1/40/1 of neighbor 10.0.1.2 is not a configured interface with an address",
                BGP + "/neighbors/neighbor[neighbor-address=10.0.2.2]/config/nosagent-bgp:host-interfaces: host interface"
                        + " eth1/1/1 is already neighbor 10.0.1.2's: a NIC belongs to one host");
    }

    @Test
    void anAdvertisedNextHopMustBeAnAddressOfTheSwitchsOwnInterfaces() {
        String neighbor = """
                , "neighbors": {"neighbor": [{"neighbor-address": "127.1.2.1",
                    "config": {"peer-as": 65000, "nosagent-bgp:advertised-next-hop": "%s"},
                    "transport": {"config": {"local-address": "127.1.1.1"}}, %s}]}
                """;
        assertThat(problems(GLOBAL + neighbor.formatted("10.1.1.0", V4))).as("the uplink's own address").isEmpty();
        assertThat(problems(GLOBAL + neighbor.formatted("10.1.1.1", V4))).as("the far end of the uplink").containsExactly(
                BGP + "/neighbors/neighbor[neighbor-address=127.1.2.1]/config/nosagent-bgp:advertised-next-hop: advertised"
                        + " next hop 10.1.1.1 of neighbor 127.1.2.1 is not an address of any of the switch's interfaces");
        assertThat(problems(GLOBAL + neighbor.formatted("not-an-address", V4))).singleElement().asString()
                .startsWith(BGP + "/neighbors/neighbor[neighbor-address=127.1.2.1]/config/nosagent-bgp:advertised-next-hop");
    }
}
