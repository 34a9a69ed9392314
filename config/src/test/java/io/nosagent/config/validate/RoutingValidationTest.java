package io.nosagent.config.validate;

import io.nosagent.config.intent.routing.RoutingIntent;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.ConfigError;
import io.nosagent.config.ConfigException;
import io.nosagent.config.Rtsw;
import io.nosagent.config.codec.IntentCodec;
import io.nosagent.config.codec.JsonText;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.routing.FineGrainedEcmp;
import io.nosagent.config.intent.routing.Flowlets;
import io.nosagent.config.intent.routing.QpHashing;
import io.nosagent.config.intent.routing.StaticRoute;
import io.nosagent.config.intent.routing.TeOverride;
import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * Every routing rule refuses with the path of the offending leaf and says why. The switch is the RTSW
 * example: downlinks eth1/i/1 (i = 1..16) have 10.0.i.1/24 and 2001:db8:0:i::1/64, uplinks eth1/(16+n)/1
 * have 10.1.n.0/31 and 2001:db8:1:n::/127 (the CTSW is .1).
 */
class RoutingValidationTest {

    private static final String STATIC = "/openconfig-network-instance:network-instances/network-instance[name=DEFAULT]"
            + "/protocols/protocol[identifier=openconfig-policy-types:STATIC][name=STATIC]/static-routes/static";
    private static final String ROUTING = "/nosagent-routing:routing";

    private final IntentCodec codec = new IntentCodec();

    /** The RTSW platform as the agent describes it: roles, 4096 fine-grained buckets, 32768 flowlet entries. */
    private static ValidationContext platform() {
        return Rtsw.context()
                .withPortRoles(ports(17, 34), ports(1, 16))
                .withRoutingLimits(RoutingLimits.UNKNOWN.withFineGrainedBuckets(4096).withFlowletTableSize(32768));
    }

    private static List<String> ports(int from, int to) {
        return IntStream.rangeClosed(from, to).mapToObj(i -> "eth1/" + i + "/1").toList();
    }

    private List<String> problems(String staticEntries, String routing, ValidationContext context) {
        var doc = (ObjectNode) JsonText.parse(Rtsw.exampleText(), "example");
        if (staticEntries != null) {
            doc.set("openconfig-network-instance:network-instances", JsonText.parse("""
                    {"network-instance": [{"name": "DEFAULT", "protocols": {"protocol": [
                      {"identifier": "STATIC", "name": "STATIC", "static-routes": {"static": %s}}]}}]}
                    """.formatted(staticEntries), "routes"));
        }
        if (routing != null) {
            doc.set("nosagent-routing:routing", JsonText.parse(routing, "routing"));
        }
        var e = catchThrowableOfType(ConfigException.class, () -> codec.decode(doc, "routing.json", context));
        return e == null ? List.of() : e.errors().stream().map(ConfigError::toString).toList();
    }

    private List<String> routes(String entries) {
        return problems(entries, null, platform());
    }

    private List<String> routing(String routing) {
        return problems(null, routing, platform());
    }

    private static String route(String prefix, String... nextHops) {
        var hops = new StringBuilder();
        for (int i = 0; i < nextHops.length; i++) {
            hops.append(i == 0 ? "" : ", ").append("{\"index\": \"").append(i).append("\", \"config\": {\"next-hop\": \"")
                    .append(nextHops[i]).append("\"}}");
        }
        return "{\"prefix\": \"" + prefix + "\", \"next-hops\": {\"next-hop\": [" + hops + "]}}";
    }

    // --- static routes ---------------------------------------------------------------------------

    @Test
    void routesToNeighborsOnConnectedSubnetsAreFine() {
        assertThat(routes("[" + route("10.2.0.0/16", "10.1.1.1", "10.1.2.1") + ", " + route("10.0.1.77/32", "10.0.1.2")
                + ", " + route("0.0.0.0/0", "10.1.3.1") + ", " + route("2001:db8:2::/48", "2001:db8:1:1::1") + "]")).isEmpty();
    }

    @Test
    void aPrefixWithHostBitsIsRefusedAtItsPrefixLeaf() {
        assertThat(routes("[" + route("10.2.0.1/16", "10.1.1.1") + "]")).containsExactly(
                STATIC + "[prefix=10.2.0.1/16]/config/prefix: '10.2.0.1/16' has host bits set (the network is 10.2.0.0/16)");
    }

    @Test
    void aNextHopOnNoConnectedSubnetIsRefusedAtTheIndexTheDocumentUsed() {
        assertThat(routes("[" + route("10.2.0.0/16", "10.1.1.1", "10.9.9.9") + "]")).containsExactly(
                STATIC + "[prefix=10.2.0.0/16]/next-hops/next-hop[index=1]/config/next-hop: next hop 10.9.9.9 is on no"
                        + " connected subnet (no configured interface has an address on its subnet)");
    }

    @Test
    void theSwitchsOwnAddressIsNoNextHop() {
        assertThat(routes("[" + route("10.2.0.0/16", "10.1.1.0") + "]")).containsExactly(
                STATIC + "[prefix=10.2.0.0/16]/next-hops/next-hop[index=0]/config/next-hop: next hop 10.1.1.0 is this"
                        + " switch's own address (on eth1/17/1)");
    }

    @Test
    void aRouteWithoutNextHopsIsRefused() {
        assertThat(routes("[{\"prefix\": \"10.2.0.0/16\"}]")).containsExactly(
                STATIC + "[prefix=10.2.0.0/16]/next-hops: route 10.2.0.0/16 has no next hop");
    }

    @Test
    void moreNextHopsThanAnEcmpGroupHoldsAreRefusedWhenThePlatformSaysHowMany() {
        var eightMembers = platform().withRoutingLimits(platform().routingLimits().withEcmpMembers(8));
        String nineUplinks = "[" + route("10.2.0.0/16", IntStream.rangeClosed(1, 9).mapToObj(n -> "10.1." + n + ".1")
                .toArray(String[]::new)) + "]";

        assertThat(problems(nineUplinks, null, eightMembers)).containsExactly(STATIC + "[prefix=10.2.0.0/16]/next-hops:"
                + " route 10.2.0.0/16 has 9 next hops; an ECMP group of this platform holds 8");
        assertThat(problems(null, "{\"fine-grained-ecmp\": {\"config\": {\"max-members\": 9, \"bucket-count\": 2520}}}",
                eightMembers)).containsExactly(ROUTING + "/fine-grained-ecmp/config/max-members: max-members 9 exceeds the 8"
                + " members an ECMP group of this platform holds");
        assertThat(routes(nineUplinks)).as("no limit known").isEmpty();
    }

    @Test
    void aNextHopOfTheOtherFamilyIsRefused() {
        assertThat(routes("[" + route("10.2.0.0/16", "2001:db8:1:1::1") + "]")).containsExactly(
                STATIC + "[prefix=10.2.0.0/16]/next-hops/next-hop[index=0]/config/next-hop: IPv6 next hop 2001:db8:1:1::1"
                        + " cannot forward IPv4 prefix 10.2.0.0/16");
    }

    @Test
    void aNextHopOfTheOtherFamilyAmongOthersIsNamedWhicheverFamilyThePrefixIs() {
        assertThat(routes("[" + route("10.2.0.0/16", "10.1.1.1", "2001:db8:1:1::1") + "]")).contains(
                STATIC + "[prefix=10.2.0.0/16]/next-hops/next-hop[index=1]/config/next-hop: IPv6 next hop 2001:db8:1:1::1"
                        + " cannot forward IPv4 prefix 10.2.0.0/16");
        assertThat(routes("[" + route("2001:db8:9::/48", "2001:db8:1:1::1", "10.1.1.1") + "]")).contains(
                STATIC + "[prefix=2001:db8:9::/48]/next-hops/next-hop[index=1]/config/next-hop: IPv4 next hop 10.1.1.1"
                        + " cannot forward IPv6 prefix 2001:db8:9::/48");
    }

    @Test
    void aStaticRouteCannotTakeAConnectedSubnetOrTheSwitchsOwnAddress() {
        assertThat(routes("[" + route("10.0.3.0/24", "10.1.1.1") + ", " + route("10.0.4.1/32", "10.1.1.1") + "]"))
                .containsExactly(
                        STATIC + "[prefix=10.0.3.0/24]/config/prefix: 10.0.3.0/24 is the connected subnet of eth1/3/1;"
                                + " a static route cannot replace it",
                        STATIC + "[prefix=10.0.4.1/32]/config/prefix: 10.0.4.1/32 is this switch's own address"
                                + " (on eth1/4/1); a static route cannot replace it");
    }

    @Test
    void anIntentBuiltInCodeGetsTheSameChecks() {
        var intent = Rtsw.exampleIntent().with(RoutingIntent.SECTION, RoutingIntent.of(Rtsw.exampleIntent())
                .withStaticRoute(StaticRoute.of("10.2.0.0/16", "10.9.9.9")));

        assertThat(codec.validate(intent, platform())).extracting(ConfigError::toString).containsExactly(
                STATIC + "[prefix=10.2.0.0/16]/next-hops/next-hop[index=10.9.9.9]/config/next-hop: next hop 10.9.9.9 is on"
                        + " no connected subnet (no configured interface has an address on its subnet)");
    }

    // --- fine-grained ECMP -----------------------------------------------------------------------

    @Test
    void fewerBucketsThanMembersOrNoneAreRefused() {
        assertThat(routing("{\"fine-grained-ecmp\": {\"config\": {\"max-members\": 8, \"bucket-count\": 4}}}")).containsExactly(
                ROUTING + "/fine-grained-ecmp/config/bucket-count: bucket-count 4 is smaller than max-members 8:"
                        + " every member needs a bucket");
        assertThat(routing("{\"fine-grained-ecmp\": {\"config\": {\"bucket-count\": 0}}}")).containsExactly(
                ROUTING + "/fine-grained-ecmp/config/bucket-count: 0 is out of range 1..4294967295");
    }

    @Test
    void maxMembersBelowOneIsRefused() {
        assertThat(routing("{\"fine-grained-ecmp\": {\"config\": {\"max-members\": 0}}}")).containsExactly(
                ROUTING + "/fine-grained-ecmp/config/max-members: 0 is out of range 1..65535");
    }

    @Test
    void bucketsBeyondThePlatformAreRefusedWhetherSetOrDefault() {
        assertThat(routing("{\"fine-grained-ecmp\": {\"config\": {\"bucket-count\": 8192}}}")).containsExactly(
                ROUTING + "/fine-grained-ecmp/config/bucket-count: bucket-count 8192 exceeds the platform's 4096 buckets per group");
        assertThat(routing("{\"fine-grained-ecmp\": {\"config\": {\"max-members\": 11}}}")).containsExactly(
                ROUTING + "/fine-grained-ecmp/config/max-members: max-members 11 needs lcm(1..11) = 27720 buckets for"
                        + " equal shares, more than the platform's 4096 per group; set bucket-count");
        assertThat(routing("{\"fine-grained-ecmp\": {\"config\": {\"max-members\": 11, \"bucket-count\": 4092}}}")).isEmpty();
        assertThat(problems(null, "{\"fine-grained-ecmp\": {\"config\": {\"max-members\": 30}}}", Rtsw.context()))
                .containsExactly(ROUTING + "/fine-grained-ecmp/config/max-members: max-members 30 needs lcm(1..30)"
                        + " buckets for equal shares, more than a group can count; set bucket-count");
    }

    // --- flowlets --------------------------------------------------------------------------------

    @Test
    void anIdleTimeOfZeroOrLongerThanASecondIsRefused() {
        assertThat(routing("{\"flowlets\": {\"config\": {\"idle-time\": 0}}}")).containsExactly(
                ROUTING + "/flowlets/config/idle-time: 0 is out of range 1..1000000");
        assertThat(routing("{\"flowlets\": {\"config\": {\"idle-time\": 1000001}}}")).containsExactly(
                ROUTING + "/flowlets/config/idle-time: 1000001 is out of range 1..1000000");
        assertThat(routing("{\"flowlets\": {\"config\": {\"idle-time\": 1000000}}}")).isEmpty();
    }

    @Test
    void aFlowletTableOfZeroOrBeyondThePlatformIsRefused() {
        assertThat(routing("{\"flowlets\": {\"config\": {\"table-size\": 0}}}")).containsExactly(
                ROUTING + "/flowlets/config/table-size: 0 is out of range 1..4294967295");
        assertThat(routing("{\"flowlets\": {\"config\": {\"table-size\": 65536}}}")).containsExactly(
                ROUTING + "/flowlets/config/table-size: table-size 65536 exceeds the platform's 32768 flowlet entries per group");
    }

    @Test
    void loadWeightsAddingUpToMoreThan100AreRefused() {
        assertThat(routing("{\"flowlets\": {\"config\": {\"past-load-weight\": 70, \"future-load-weight\": 40}}}")).containsExactly(
                ROUTING + "/flowlets/config/future-load-weight: past-load-weight 70 + future-load-weight 40 = 110 exceeds 100"
                        + " (they are percentages of one port quality)");
        assertThat(routing("{\"flowlets\": {\"config\": {\"past-load-weight\": 101, \"future-load-weight\": 0}}}")).containsExactly(
                ROUTING + "/flowlets/config/past-load-weight: 101 is out of range 0..100");
        assertThat(routing("{\"flowlets\": {\"config\": {\"past-load-weight\": 50, \"future-load-weight\": 50}}}")).isEmpty();
    }

    // --- QP hashing ------------------------------------------------------------------------------

    @Test
    void aUdfReadingPastTheBthIsRefused() {
        assertThat(routing("{\"load-balancing\": {\"roce-qp-hash\": {\"config\": {\"udf-offset\": 18, \"udf-length\": 3}}}}"))
                .containsExactly(ROUTING + "/load-balancing/roce-qp-hash/config/udf-offset: udf-offset 18 + udf-length 3"
                        + " reads past the RoCE BTH, which ends 20 bytes after the start of L4 (UDP header 8 + BTH 12);"
                        + " the destination QP is offset 13, 3 bytes");
        assertThat(routing("{\"load-balancing\": {\"roce-qp-hash\": {\"config\": {\"udf-offset\": 16, \"udf-length\": 4}}}}"))
                .isEmpty();
    }

    @Test
    void aUdfLengthOutside1To4IsRefused() {
        assertThat(routing("{\"load-balancing\": {\"roce-qp-hash\": {\"config\": {\"udf-length\": 5}}}}")).containsExactly(
                ROUTING + "/load-balancing/roce-qp-hash/config/udf-length: 5 is out of range 1..4");
        assertThat(routing("{\"load-balancing\": {\"roce-qp-hash\": {\"config\": {\"udf-length\": 0}}}}")).containsExactly(
                ROUTING + "/load-balancing/roce-qp-hash/config/udf-length: 0 is out of range 1..4");
    }

    @Test
    void theShippedQpSettingsAndTheNarrowVariantAreFine() {
        var intent = Rtsw.exampleIntent();
        var qp = RoutingIntent.of(intent).loadBalancing().qp().withEnabled(true);
        for (QpHashing q : List.of(qp, qp.withMode(QpHashing.Mode.UDF).withUdf(14, 2))) {
            var edited = intent.with(RoutingIntent.SECTION, RoutingIntent.of(intent).withLoadBalancing(RoutingIntent.of(intent).loadBalancing().withQp(q)));
            assertThat(codec.validate(edited, platform())).isEmpty();
        }
    }

    // --- drain -----------------------------------------------------------------------------------

    private static String drain(String... names) {
        var list = new StringBuilder();
        for (String n : names) {
            list.append(list.isEmpty() ? "" : ", ").append("{\"name\": \"").append(n).append("\"}");
        }
        return "{\"drain\": {\"interfaces\": {\"interface\": [" + list + "]}}}";
    }

    @Test
    void drainingUplinksIsFine() {
        assertThat(routing(drain("eth1/17/1", "eth1/34/1"))).isEmpty();
    }

    @Test
    void drainingAnInterfaceTheSwitchDoesNotHaveIsRefused() {
        assertThat(routing(drain("eth1/99/1"))).containsExactly(
                ROUTING + "/drain/interfaces/interface[name=eth1/99/1]: unknown interface 'eth1/99/1' (not a port of this switch)");
    }

    @Test
    void drainingADownlinkIsRefusedSinceItIsItsNicsOnlyPath() {
        assertThat(routing(drain("eth1/1/1"))).containsExactly(
                ROUTING + "/drain/interfaces/interface[name=eth1/1/1]: 'eth1/1/1' is a downlink: only uplinks can be"
                        + " drained (a downlink is its NIC's only path)");
        var management = Rtsw.context().withPortRoles(ports(17, 34), ports(2, 16));
        assertThat(problems(null, drain("eth1/1/1"), management)).containsExactly(
                ROUTING + "/drain/interfaces/interface[name=eth1/1/1]: 'eth1/1/1' is not an uplink: only uplinks can be"
                        + " drained (a downlink is its NIC's only path)");
        assertThat(problems(null, drain("eth1/1/1"), Rtsw.context())).as("roles unknown").isEmpty();
    }

    // --- TE overrides ----------------------------------------------------------------------------

    private static String override(String inPort, String prefix, String nextHop) {
        return "{\"te-overrides\": {\"override\": [{\"in-port\": \"" + inPort + "\", \"prefix\": \"" + prefix
                + "\", \"config\": {\"next-hop\": \"" + nextHop + "\"}}]}}";
    }

    private static String overridePath(String inPort, String prefix) {
        return ROUTING + "/te-overrides/override[in-port=" + inPort + "][prefix=" + prefix + "]";
    }

    @Test
    void anOverrideToANeighborIsFine() {
        assertThat(routing(override("eth1/1/1", "10.2.0.0/16", "10.1.1.1"))).isEmpty();
    }

    @Test
    void anOverrideWhoseNextHopIsOnNoConnectedSubnetIsRefused() {
        assertThat(routing(override("eth1/1/1", "10.2.0.0/16", "10.9.9.9"))).containsExactly(
                overridePath("eth1/1/1", "10.2.0.0/16") + "/config/next-hop: next hop 10.9.9.9 is on no connected subnet"
                        + " (no configured interface has an address on its subnet)");
        assertThat(routing(override("eth1/1/1", "10.2.0.0/16", "10.0.1.1"))).containsExactly(
                overridePath("eth1/1/1", "10.2.0.0/16") + "/config/next-hop: next hop 10.0.1.1 is this switch's own"
                        + " address (on eth1/1/1)");
    }

    @Test
    void anOverrideEnteringOnAPortTheSwitchDoesNotHaveIsRefused() {
        assertThat(routing(override("eth1/99/1", "10.2.0.0/16", "10.1.1.1"))).containsExactly(
                overridePath("eth1/99/1", "10.2.0.0/16") + "/config/in-port: unknown interface 'eth1/99/1'"
                        + " (not a port of this switch)");
    }

    @Test
    void anOverridePrefixWithHostBitsOrANextHopOfTheOtherFamilyIsRefused() {
        assertThat(routing(override("eth1/1/1", "10.2.0.1/16", "10.1.1.1"))).containsExactly(
                overridePath("eth1/1/1", "10.2.0.1/16") + "/config/prefix: '10.2.0.1/16' has host bits set"
                        + " (the network is 10.2.0.0/16)");
        assertThat(routing(override("eth1/1/1", "2001:db8:2::/48", "10.1.1.1"))).containsExactly(
                overridePath("eth1/1/1", "2001:db8:2::/48") + "/config/next-hop: IPv4 next hop 10.1.1.1 cannot forward"
                        + " IPv6 prefix 2001:db8:2::/48");
    }

    @Test
    void everyProblemOfOneDocumentIsReportedAtOnce() {
        var intent = Rtsw.exampleIntent();
        var r = RoutingIntent.of(intent)
                .withFlowlets(Flowlets.OFF.withLoad(90, 20, 10).withTableSize(100_000))
                .withFineGrained(FineGrainedEcmp.DEFAULT.withBucketCount(2))
                .withTeOverride(new TeOverride("eth1/99/1", Cidr.parse("10.2.0.0/16"), IpAddresses.parse("10.1.1.1")));
        SwitchIntent bad = intent.with(RoutingIntent.SECTION, r);

        assertThat(codec.validate(bad, platform())).extracting(e -> e.path().toString()).containsExactlyInAnyOrder(
                ROUTING + "/flowlets/config/future-load-weight",
                ROUTING + "/flowlets/config/table-size",
                ROUTING + "/fine-grained-ecmp/config/bucket-count",
                overridePath("eth1/99/1", "10.2.0.0/16") + "/config/in-port");
    }
}
