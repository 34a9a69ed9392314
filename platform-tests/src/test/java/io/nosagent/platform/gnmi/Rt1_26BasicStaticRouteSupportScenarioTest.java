package io.nosagent.platform.gnmi;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.nosagent.api.gnmi.proto.SetRequest;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.EntryKey;
import io.nosagent.sai.IpPrefix;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.RouteEntry;
import io.nosagent.sai.meta.RouteEntryAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.net.IpAddresses;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * featureprofiles RT-1.26 (basic static route support), as the plan's client configures the RTSW: next hops
 * come back on state under the index the client gave, metric, preference, recurse and set-tag round trip, a
 * DROP next hop programs a drop route on the ASIC (in the AFT, an entry pointing at a next-hop group with no next
 * hops), and the instance and protocol are accepted under the names the plans use ("default", "static", "DEFAULT")
 * and reported under one.
 */
class Rt1_26BasicStaticRouteSupportScenarioTest {

    private static final String STATIC = "/network-instances/network-instance[name=DEFAULT]"
            + "/protocols/protocol[identifier=STATIC][name=STATIC]/static-routes/static";

    private static final String AFT = "/network-instances/network-instance[name=DEFAULT]/afts";
    private static final String AFT_ENTRY = AFT + "/ipv4-unicast/ipv4-entry[prefix=198.51.100.0/24]";

    private static SetRequest route(String instance, String protocolName, String prefix, String body) {
        return SetRequest.newBuilder().addUpdate(GnmiSwitch.update("/network-instances/network-instance[name=" + instance
                + "]/protocols/protocol[identifier=STATIC][name=" + protocolName + "]/static-routes/static[prefix=" + prefix + "]",
                body)).build();
    }

    @Test
    void nextHopsComeBackOnStateUnderTheIndexGiven(@TempDir Path dir) {
        try (var sw = GnmiSwitch.rtsw(dir)) {
            sw.admin().set(route("DEFAULT", "STATIC", "203.0.113.0/24", """
                    {"config": {"prefix": "203.0.113.0/24"}, "next-hops": {"next-hop": [
                      {"index": "0", "config": {"index": "0", "next-hop": "10.1.1.1"}},
                      {"index": "1", "config": {"index": "1", "next-hop": "10.1.2.1"}}]}}"""));

            String hops = STATIC + "[prefix=203.0.113.0/24]/next-hops/next-hop";
            assertThat(sw.read(hops + "[index=0]/state/next-hop").asText()).isEqualTo("10.1.1.1");
            assertThat(sw.read(hops + "[index=1]/state/next-hop").asText()).isEqualTo("10.1.2.1");
            assertThat(sw.readAll(hops + "[index=*]/state/index").values()).extracting(v -> v.asText())
                    .containsExactlyInAnyOrder("0", "1");
        }
    }

    @Test
    void metricPreferenceRecurseAndSetTagRoundTrip(@TempDir Path dir) {
        try (var sw = GnmiSwitch.rtsw(dir)) {
            sw.admin().set(route("DEFAULT", "STATIC", "203.0.113.0/24", """
                    {"config": {"prefix": "203.0.113.0/24", "set-tag": 42}, "next-hops": {"next-hop": [
                      {"index": "0", "config": {"index": "0", "next-hop": "10.1.1.1", "metric": 100, "preference": 7,
                        "recurse": false}}]}}"""));

            String route = STATIC + "[prefix=203.0.113.0/24]";
            String hop = route + "/next-hops/next-hop[index=0]";
            assertThat(sw.read(route + "/state/set-tag").asLong()).isEqualTo(42);
            assertThat(sw.read(hop + "/state/metric").asLong()).isEqualTo(100);
            assertThat(sw.read(hop + "/state/preference").asLong()).isEqualTo(7);
            assertThat(sw.read(hop + "/state/recurse").asBoolean()).isFalse();
            assertThat(sw.read(hop + "/config/metric").asLong()).isEqualTo(100);
        }
    }

    @Test
    void aDropNextHopProgramsADropRouteOnTheAsic(@TempDir Path dir) {
        try (var sw = GnmiSwitch.rtsw(dir)) {
            sw.admin().set(route("DEFAULT", "STATIC", "198.51.100.0/24", """
                    {"config": {"prefix": "198.51.100.0/24"}, "next-hops": {"next-hop": [
                      {"index": "0", "config": {"index": "0", "next-hop": "openconfig-local-routing:DROP"}}]}}"""));

            assertThat(action(sw, "198.51.100.0", 24)).contains(SaiEnums.PacketAction.DROP);
            assertThat(sw.read(STATIC + "[prefix=198.51.100.0/24]/next-hops/next-hop[index=0]/state/next-hop").asText())
                    .isEqualTo("openconfig-local-routing:DROP");
            // The AFT shows the discard as OpenConfig can: the entry points at a next-hop group with no next hops.
            String group = sw.read(AFT_ENTRY + "/state/next-hop-group").asText();
            assertThat(sw.read(AFT_ENTRY + "/state/origin-protocol").asText()).isEqualTo("openconfig-policy-types:STATIC");
            String groupTree = sw.read(AFT + "/next-hop-groups/next-hop-group[id=" + group + "]").toString();
            assertThat(groupTree).as("the drop group").contains("\"" + group + "\"").doesNotContain("next-hops");

            // Pointed at a next hop again, the same route forwards.
            sw.admin().set(SetRequest.newBuilder().addReplace(GnmiSwitch.update(STATIC + "[prefix=198.51.100.0/24]/next-hops",
                    "{\"next-hop\": [{\"index\": \"0\", \"config\": {\"index\": \"0\", \"next-hop\": \"10.1.1.1\"}}]}")).build());
            assertThat(action(sw, "198.51.100.0", 24)).contains(SaiEnums.PacketAction.FORWARD);
            String forwarding = sw.read(AFT_ENTRY + "/state/next-hop-group").asText();
            assertThat(forwarding).as("the entry left the drop group").isNotEqualTo(group);
            assertThat(sw.read(AFT + "/next-hop-groups/next-hop-group[id=" + forwarding + "]").toString()).contains("next-hops");
        }
    }

    @Test
    void aDropNextHopBesideAnAddressIsRefusedAndChangesNothing(@TempDir Path dir) {
        try (var sw = GnmiSwitch.rtsw(dir)) {
            String before = sw.persisted();

            var e = catchThrowableOfType(StatusRuntimeException.class, () -> sw.admin().set(route("DEFAULT", "STATIC",
                    "198.51.100.0/24", """
                    {"config": {"prefix": "198.51.100.0/24"}, "next-hops": {"next-hop": [
                      {"index": "0", "config": {"index": "0", "next-hop": "10.1.1.1"}},
                      {"index": "1", "config": {"index": "1", "next-hop": "DROP"}}]}}""")));

            assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.ABORTED);
            assertThat(e.getStatus().getDescription()).contains("next-hop[index=1]").contains("drop");
            assertThat(sw.persisted()).isEqualTo(before);
        }
    }

    @Test
    void thePlansSpellingsOfTheInstanceAndProtocolAreAcceptedAndReportedAsOne(@TempDir Path dir) {
        try (var sw = GnmiSwitch.rtsw(dir)) {
            sw.admin().set(route("default", "static", "203.0.113.0/24", """
                    {"config": {"prefix": "203.0.113.0/24"}, "next-hops": {"next-hop": [
                      {"index": "0", "config": {"index": "0", "next-hop": "10.1.1.1"}}]}}"""));
            sw.admin().set(route("DEFAULT", "DEFAULT", "203.0.114.0/24", """
                    {"config": {"prefix": "203.0.114.0/24"}, "next-hops": {"next-hop": [
                      {"index": "0", "config": {"index": "0", "next-hop": "10.1.2.1"}}]}}"""));

            assertThat(sw.readAll("/network-instances/network-instance[name=*]/state/name").values())
                    .extracting(v -> v.asText()).containsExactly("DEFAULT");
            assertThat(sw.read(STATIC + "[prefix=203.0.113.0/24]/next-hops/next-hop[index=0]/state/next-hop").asText())
                    .isEqualTo("10.1.1.1");
            assertThat(sw.read(STATIC + "[prefix=203.0.114.0/24]/next-hops/next-hop[index=0]/state/next-hop").asText())
                    .isEqualTo("10.1.2.1");
            assertThat(action(sw, "203.0.113.0", 24)).contains(SaiEnums.PacketAction.FORWARD);
            assertThat(action(sw, "203.0.114.0", 24)).contains(SaiEnums.PacketAction.FORWARD);
        }
    }

    /** The packet action of the route to {@code prefix} on the ASIC (FORWARD when not set); empty when there is none. */
    private static Optional<Integer> action(GnmiSwitch sw, String network, int length) {
        IpPrefix wanted = new IpPrefix(IpAddresses.parse(network), length);
        for (EntryKey key : sw.asic().entries(ObjectType.ROUTE_ENTRY)) {
            if (key instanceof RouteEntry r && r.destination().equals(wanted)) {
                int action = SaiEnums.PacketAction.FORWARD;
                for (Attribute a : sw.asic().attributes(key)) {
                    if (a.spec().id() == RouteEntryAttr.PACKET_ACTION.id() && a.value() instanceof AttrValue.S32(int v)) {
                        action = v;
                    }
                }
                return Optional.of(action);
            }
        }
        return Optional.empty();
    }
}
