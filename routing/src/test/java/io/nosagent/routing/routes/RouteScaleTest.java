package io.nosagent.routing.routes;

import io.nosagent.config.intent.routing.RoutingIntent;
import io.nosagent.config.intent.routing.StaticRoute;
import io.nosagent.routing.RoutedRack;
import io.nosagent.sai.ObjectType;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Sanity of scale, not a benchmark: 128k routes over 4,096 groups (every next-hop group the RTSW table
 * holds, each a distinct set of 4 or 5 of the 18 CTSW uplinks) program in one commit in bounded time and
 * memory, and a one-route change on top of them is one call.
 */
class RouteScaleTest {

    private static final int ROUTES = 128 * 1024;
    private static final int GROUPS = 4096;
    private static final int UPLINKS = 18;

    @Test
    void oneHundredTwentyEightThousandRoutesOverFourThousandGroupsProgramInOneCommit() {
        try (var rack = RoutedRack.rtsw(81)) {
            List<String[]> sets = nextHopSets();
            var routes = new ArrayList<StaticRoute>(ROUTES);
            for (int k = 0; k < ROUTES; k++) {
                routes.add(StaticRoute.of((11 + (k >> 16)) + "." + ((k >> 8) & 255) + "." + (k & 255) + ".0/24", sets.get(k % GROUPS)));
            }
            var intent = rack.cabledIntent(0, UPLINKS);
            intent = intent.with(RoutingIntent.SECTION, RoutingIntent.of(intent).withStaticRoutes(routes));
            long heapBefore = usedHeap();

            long start = System.nanoTime();
            rack.commit(intent);
            long tookMs = (System.nanoTime() - start) / 1_000_000;
            long retainedMb = (usedHeap() - heapBefore) >> 20;

            rack.sw().forgetCalls();
            long oneStart = System.nanoTime();
            rack.commit(rack.withRoutes(rack.running(), StaticRoute.of("11.0.0.0/24", "172.16.17.1")));
            long oneMs = (System.nanoTime() - oneStart) / 1_000_000;
            System.out.printf("%d routes over %d groups: %d ms, ~%d MB retained (ASIC model, store, programmer, state); "
                    + "one route changed on top: %d ms%n", ROUTES, GROUPS, tookMs, retainedMb, oneMs);

            assertThat(rack.state().routes()).hasSize(ROUTES);
            assertThat(rack.state().groups()).hasSize(GROUPS);
            assertThat(rack.sw().asic().objects(ObjectType.NEXT_HOP_GROUP)).hasSize(GROUPS);
            assertThat(rack.sw().writes()).hasSize(1);
            assertThat(tookMs).as("ms for the commit, on a shared 2-core machine").isLessThan(120_000);
            assertThat(retainedMb).as("MB retained").isLessThan(1_500);
        }
    }

    /** 4,096 distinct sets: every 4 of the 18 uplinks (3,060), then sets of 5. */
    private static List<String[]> nextHopSets() {
        var sets = new ArrayList<String[]>();
        for (int size = 4; sets.size() < GROUPS; size++) {
            combinations(new int[size], 0, 0, sets);
        }
        return sets.subList(0, GROUPS);
    }

    private static void combinations(int[] chosen, int at, int from, List<String[]> out) {
        if (out.size() >= GROUPS) {
            return;
        }
        if (at == chosen.length) {
            var hops = new String[chosen.length];
            for (int i = 0; i < chosen.length; i++) {
                hops[i] = RoutedRack.spineIp(chosen[i]);
            }
            out.add(hops);
            return;
        }
        for (int u = from; u < UPLINKS; u++) {
            chosen[at] = u;
            combinations(chosen, at + 1, u + 1, out);
        }
    }

    private static long usedHeap() {
        var rt = Runtime.getRuntime();
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        return rt.totalMemory() - rt.freeMemory();
    }
}
