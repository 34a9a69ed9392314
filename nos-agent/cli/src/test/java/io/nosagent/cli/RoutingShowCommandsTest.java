package io.nosagent.cli;

import io.nosagent.routing.RoutingFeature;
import io.nosagent.config.intent.routing.RoutingIntent;
import io.nosagent.agent.gnmi.GnmiAgent;
import io.nosagent.config.intent.routing.Flowlets;
import io.nosagent.config.intent.StaticNeighbor;
import io.nosagent.config.intent.routing.StaticRoute;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code show routes | ecmp | flowlets} against an agent with a static route over two uplinks (10.1.1.1
 * on eth1/17/1, 10.1.2.1 on eth1/18/1 in the RTSW example) and flowlets on.
 */
class RoutingShowCommandsTest {

    @TempDir
    Path state;
    GnmiAgent sw;

    @BeforeEach
    void start() {
        sw = GnmiAgent.start(state, "rtsw", g -> g.withInsecure(false));
    }

    @AfterEach
    void stop() {
        sw.close();
    }

    private ShowRun show(String... view) {
        return ShowRun.of(sw, state, view);
    }

    private void routeOverTwoUplinksWithFlowlets() throws Exception {
        // No CTSW answers ARP here: the next hops' neighbors are configured, so the members are usable.
        sw.agent.intent().commit(i -> i.with(RoutingIntent.SECTION, RoutingIntent.of(i)
                        .withStaticRoute(StaticRoute.of("10.2.0.0/16", "10.1.1.1", "10.1.2.1"))
                        .withFlowlets(Flowlets.OFF.withEnabled(true).withIdleTimeMicros(512)))
                .withInterface(i.interfaceNamed("eth1/17/1").orElseThrow().withNeighbor(StaticNeighbor.of("10.1.1.1", "02:00:00:00:17:01")))
                .withInterface(i.interfaceNamed("eth1/18/1").orElseThrow().withNeighbor(StaticNeighbor.of("10.1.2.1", "02:00:00:00:18:01"))),
                "test").get();
    }

    @Test
    void beforeAnyRouteTheGroupsAreAnEmptyTableAndFlowletsAreOff() {
        ShowRun ecmp = show("ecmp");
        assertThat(ecmp.exit()).as(ecmp.err()).isZero();
        assertThat(ecmp.out()).contains("Group").doesNotContain("10.1.1.1");
        assertThat(show("flowlets").out()).contains("flowlets: off");
    }

    @Test
    void ecmpListsTheGroupWithEachMembersInterfaceAndStatus() throws Exception {
        routeOverTwoUplinksWithFlowlets();
        ShowRun r = show("ecmp");

        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).containsPattern("ecmp[ |]+1[ |]+10\\.1\\.1\\.1[ |]+eth1/17/1[ |]+-[ |]+up[ |]+yes")
                .containsPattern("10\\.1\\.2\\.1[ |]+eth1/18/1[ |]+-[ |]+up[ |]+yes");
    }

    @Test
    void aFailedOverMemberShowsAsSuchAndNoLongerForwards() throws Exception {
        routeOverTwoUplinksWithFlowlets();
        sw.asic().setLinkPresent(sw.agent.switchHandle().portId("eth1/18/1").orElseThrow(), false);
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (sw.agent.feature(RoutingFeature.class).state().current().groups().values().stream()
                .allMatch(g -> g.forwarding().size() == 2) && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }

        assertThat(show("ecmp").out()).containsPattern("10\\.1\\.2\\.1[ |]+eth1/18/1[ |]+-[ |]+failed-over[ |]+no");
    }

    @Test
    void routesShowTheStaticRouteOnceForEachNextHop() throws Exception {
        routeOverTwoUplinksWithFlowlets();
        ShowRun r = show("routes");

        assertThat(r.out()).containsPattern("10\\.2\\.0\\.0/16[ |]+10\\.1\\.1\\.1[ |]+eth1/17/1[ |]+STATIC")
                .containsPattern("10\\.2\\.0\\.0/16[ |]+10\\.1\\.2\\.1[ |]+eth1/18/1[ |]+STATIC");
    }

    @Test
    void flowletsShowTheSettingsInEffectAndTheGroupsCounters() throws Exception {
        routeOverTwoUplinksWithFlowlets();
        ShowRun r = show("flowlets");

        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("flowlets: on, groups uplink, idle time 512 us, table 4096, mode flowlet-quality");
    }
}
