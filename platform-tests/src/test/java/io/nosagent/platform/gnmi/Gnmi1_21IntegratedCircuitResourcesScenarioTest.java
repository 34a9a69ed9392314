package io.nosagent.platform.gnmi;

import com.fasterxml.jackson.databind.JsonNode;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.nosagent.agent.AgentOptions;
import io.nosagent.api.gnmi.proto.SetRequest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * featureprofiles gNMI-1.21 (integrated circuit hardware resource utilization), as an operator's client checks
 * it on an RTSW whose IPv4 route table holds 200 entries (small, so a few routes move the percentage): every
 * table reports used, free and max-limit = used + free; routes programmed over gNMI Set raise {@code used}
 * and lower {@code free} by their number; an upper threshold they cross makes the resource exceeded and
 * raises a RESOURCE_UTILIZATION_HIGH alarm; removing them below the clear threshold clears both. A clear
 * threshold not below the upper one is refused naming its path, and changes nothing. {@code show resources} and
 * {@code show alarms} print the same.
 */
class Gnmi1_21IntegratedCircuitResourcesScenarioTest {

    private static final String RESOURCES = "/components/component[name=asic0]/integrated-circuit/utilization/resources";
    private static final String IPV4 = RESOURCES + "/resource[name=ipv4-routes]";
    private static final String STATIC = "/network-instances/network-instance[name=DEFAULT]/protocols/protocol[identifier=STATIC]"
            + "[name=STATIC]/static-routes/static";
    private static final int TABLE = 200;
    private static final int ROUTES = 40;

    private static GnmiSwitch rtswWithSmallRouteTable(Path dir) {
        Path platform = GnmiSwitch.rtswWithCapacities(dir, Map.of("ipv4Routes", TABLE));
        return GnmiSwitch.start(new AgentOptions(platform.toString(), Optional.empty(), Optional.empty(), Optional.empty(),
                dir.resolve("state"), Optional.empty()), UnaryOperator.identity());
    }

    /** {@code ROUTES} /24s behind the first uplink's peer (its /31 is 10.1.1.0/31 in the shipped config). */
    private static SetRequest addRoutes() {
        var set = SetRequest.newBuilder();
        for (int i = 0; i < ROUTES; i++) {
            String prefix = "198.18." + i + ".0/24";
            set.addUpdate(GnmiSwitch.update(STATIC + "[prefix=" + prefix + "]", """
                    {"config": {"prefix": "%s"}, "next-hops": {"next-hop": [
                      {"index": "0", "config": {"index": "0", "next-hop": "10.1.1.1"}}]}}""".formatted(prefix)));
        }
        return set.build();
    }

    private static SetRequest removeRoutes() {
        var set = SetRequest.newBuilder();
        for (int i = 0; i < ROUTES; i++) {
            set.addDelete(GnmiSwitch.path(STATIC + "[prefix=198.18." + i + ".0/24]"));
        }
        return set.build();
    }

    private static SetRequest thresholds(int upper, int clear) {
        return SetRequest.newBuilder().addUpdate(GnmiSwitch.update(IPV4 + "/config", """
                {"name": "ipv4-routes", "used-threshold-upper": %d, "used-threshold-upper-clear": %d}""".formatted(upper, clear)))
                .build();
    }

    private static long leaf(GnmiSwitch sw, String leaf) {
        return sw.read(IPV4 + "/state/" + leaf).asLong();
    }

    /** The resource's state once it satisfies {@code until} (the agent samples after a commit and every poll). */
    private static JsonNode await(GnmiSwitch sw, String path, Predicate<JsonNode> until) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        JsonNode v;
        do {
            v = sw.read(path);
            if (until.test(v)) {
                return v;
            }
            Thread.sleep(20);
        } while (System.nanoTime() < deadline);
        throw new AssertionError(path + " never satisfied the condition; last " + v);
    }

    /** The active alarms as text; none at all is no data. */
    private static String alarms(GnmiSwitch sw) {
        try {
            return sw.readAll("/system/alarms").values().toString();
        } catch (StatusRuntimeException e) {
            if (e.getStatus().getCode() == Status.Code.NOT_FOUND) {
                return "";
            }
            throw e;
        }
    }

    @Test
    void everyTableReportsUsedFreeAndMaxLimitAsTheirSum(@TempDir Path dir) throws Exception {
        try (var sw = rtswWithSmallRouteTable(dir)) {
            var resources = await(sw, RESOURCES, v -> v.path("resource").size() > 0 || v.path("openconfig-platform:resource").size() > 0);
            var list = resources.has("resource") ? resources.get("resource") : resources.get("openconfig-platform:resource");

            assertThat(list).extracting(r -> r.get("name").asText()).containsExactly("ipv4-routes", "ipv6-routes", "ipv4-next-hops",
                    "ipv6-next-hops", "next-hop-groups", "next-hop-group-members", "ipv4-neighbors", "ipv6-neighbors", "acl-entries");
            assertThat(list).allSatisfy(r -> {
                JsonNode s = r.get("state");
                assertThat(s.get("max-limit").asLong()).isEqualTo(s.get("used").asLong() + s.get("free").asLong());
                assertThat(s.get("high-watermark").asLong()).isGreaterThanOrEqualTo(s.get("used").asLong());
                assertThat(s.get("used-threshold-upper-exceeded").asBoolean()).isFalse();
            });
            // the shipped config's connected subnets and own addresses are in the route table already
            assertThat(leaf(sw, "max-limit")).isEqualTo(TABLE);
            assertThat(leaf(sw, "used")).isPositive();
        }
    }

    @Test
    void routesRaiseUseCrossTheThresholdRaiseTheAlarmAndTheirRemovalClearsIt(@TempDir Path dir) throws Exception {
        try (var sw = rtswWithSmallRouteTable(dir)) {
            await(sw, IPV4 + "/state/used", v -> v.asLong() > 0);
            long used = leaf(sw, "used");
            long free = leaf(sw, "free");
            var watch = new Watch(sw.viewer(), IPV4 + "/state/used");

            sw.admin().set(addRoutes());

            await(sw, IPV4 + "/state/used", v -> v.asLong() == used + ROUTES);
            assertThat(leaf(sw, "free")).isEqualTo(free - ROUTES);
            assertThat(leaf(sw, "high-watermark")).isEqualTo(used + ROUTES);
            assertThat(watch.nextChanges()).as("ON_CHANGE").singleElement().asString()
                    .contains("resource[name=ipv4-routes]/state/used = ").contains(Long.toString(used + ROUTES));

            // an upper threshold the table is now at, and a clear one the table was below without the routes
            int upper = (int) ((used + ROUTES) * 100 / TABLE);
            int clear = (int) (used * 100 / TABLE) + 1;
            assertThat(clear).isLessThan(upper);
            sw.admin().set(thresholds(upper, clear));

            await(sw, IPV4 + "/state/used-threshold-upper-exceeded", JsonNode::asBoolean);
            assertThat(leaf(sw, "used-threshold-upper")).isEqualTo(upper);
            assertThat(leaf(sw, "used-threshold-upper-clear")).isEqualTo(clear);
            assertThat(sw.read(IPV4 + "/config/used-threshold-upper").asLong()).isEqualTo(upper);
            assertThat(alarms(sw)).contains("RESOURCE_UTILIZATION_HIGH").contains("ipv4-routes").contains("MAJOR");
            CliRun table = CliRun.of(sw, "show", "resources");
            assertThat(table.exit()).as(table.err()).isZero();
            assertThat(table.out()).containsPattern("ipv4-routes[ |]+" + (used + ROUTES) + "[ |]+" + (free - ROUTES) + "[ |]+" + TABLE
                    + "[ |]+\\d+[ |]+" + upper + "[ |]+" + clear + "[ |]+yes");
            assertThat(table.out()).containsPattern("ipv6-routes[ |]+\\d+[ |]+\\d+[ |]+\\d+[ |]+\\d+[ |]+85[ |]+70[ |]+no");
            CliRun shown = CliRun.of(sw, "show", "alarms");
            assertThat(shown.out()).contains("RESOURCE_UTILIZATION_HIGH");

            sw.admin().set(removeRoutes());

            await(sw, IPV4 + "/state/used-threshold-upper-exceeded", v -> !v.asBoolean());
            assertThat(leaf(sw, "used")).isEqualTo(used);
            assertThat(leaf(sw, "free")).isEqualTo(free);
            assertThat(leaf(sw, "high-watermark")).as("the watermark stays").isEqualTo(used + ROUTES);
            assertThat(alarms(sw)).doesNotContain("RESOURCE_UTILIZATION_HIGH");
        }
    }

    /** One route over two uplink peers: its traffic takes a next-hop group of the two. */
    private static SetRequest routeOver(String peer1, String peer2) {
        String prefix = "198.18.0.0/24";
        return SetRequest.newBuilder().addReplace(GnmiSwitch.update(STATIC + "[prefix=" + prefix + "]", """
                {"config": {"prefix": "%s"}, "next-hops": {"next-hop": [
                  {"index": "0", "config": {"index": "0", "next-hop": "%s"}},
                  {"index": "1", "config": {"index": "1", "next-hop": "%s"}}]}}""".formatted(prefix, peer1, peer2))).build();
    }

    @Test
    void aGroupReplacedInsideOneCommitRaisesTheHighWatermarkThoughTheUseIsBackWhereItWas(@TempDir Path dir) throws Exception {
        String groups = RESOURCES + "/resource[name=next-hop-groups]/state";
        try (var sw = rtswWithSmallRouteTable(dir)) {
            long before = await(sw, groups + "/used", v -> true).asLong();
            sw.admin().set(routeOver("10.1.1.1", "10.1.2.1"));
            long used = await(sw, groups + "/used", v -> v.asLong() == before + 1).asLong();
            assertThat(sw.read(groups + "/high-watermark").asLong()).isEqualTo(used);

            // the route moves to a group of other members: the new group is made before the old one goes, so
            // the table holds one group more for the length of the commit, far shorter than any poll
            sw.admin().set(routeOver("10.1.1.1", "10.1.3.1"));

            await(sw, groups + "/high-watermark", v -> v.asLong() == used + 1);
            Thread.sleep(200); // a few counter polls
            assertThat(sw.read(groups + "/used").asLong()).as("one group again").isEqualTo(used);
            assertThat(sw.read(groups + "/high-watermark").asLong()).isEqualTo(used + 1);
        }
    }

    @Test
    void aClearThresholdNotBelowTheUpperOneIsRefusedNamingItsPathAndChangesNothing(@TempDir Path dir) {
        try (var sw = rtswWithSmallRouteTable(dir)) {
            String persisted = sw.persisted();

            var e = catchThrowableOfType(StatusRuntimeException.class, () -> sw.admin().set(thresholds(60, 60)));

            // the transaction is aborted; its operation's own status, in the details, is INVALID_ARGUMENT
            assertThat(e.getStatus().getCode()).isIn(Status.Code.ABORTED, Status.Code.INVALID_ARGUMENT);
            assertThat(e.getStatus().getDescription()).contains("resource[name=ipv4-routes]/config/used-threshold-upper-clear")
                    .contains("not below used-threshold-upper 60");
            assertThat(sw.persisted()).isEqualTo(persisted);

            var past100 = catchThrowableOfType(StatusRuntimeException.class, () -> sw.admin().set(thresholds(101, 50)));
            assertThat(past100.getStatus().getCode()).isIn(Status.Code.ABORTED, Status.Code.INVALID_ARGUMENT);
            assertThat(past100.getStatus().getDescription()).contains("used-threshold-upper").contains("101");
            assertThat(sw.persisted()).isEqualTo(persisted);
        }
    }
}
