package io.nosagent.sai.vasic;

import io.nosagent.sai.Attribute;
import io.nosagent.sai.BulkMode;
import io.nosagent.sai.SaiStatus;
import io.nosagent.sai.meta.NextHopGroupMemberAttr;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;

/**
 * Not a test: a figure for the report. The failover shape of {@code nos-agent bench failover} on the RTSW profile
 * (4,096 groups of 8 out of 18 next hops, one per port), then one next hop's members removed with one bulk call,
 * cold (the first removal in this JVM) and again: wall and thread CPU per removal, per member. Run with
 * {@code java -cp target/classes:target/test-classes:<deps> io.nosagent.sai.vasic.MemberCutMeasurement}.
 */
public final class MemberCutMeasurement {

    private static final int HOPS = 18;
    private static final int GROUPS = 4096;
    private static final int WIDTH = 8;

    public static void main(String[] args) {
        var threads = ManagementFactory.getThreadMXBean();
        try (var t = TestSwitch.of("rtsw")) {
            long[] hops = new long[HOPS];
            for (int h = 0; h < HOPS; h++) {
                hops[h] = t.nextHop(t.routerInterface(t.port(h)), "10.0." + h + ".1");
            }
            long[] groups = new long[GROUPS];
            // members[h] = the members through hop h, and which group each is in
            var byHop = new ArrayList<List<long[]>>();
            for (int h = 0; h < HOPS; h++) {
                byHop.add(new ArrayList<>());
            }
            int[] set = new int[WIDTH];
            for (int i = 0; i < WIDTH; i++) {
                set[i] = i;
            }
            for (int g = 0; g < GROUPS; g++) {
                groups[g] = t.group();
                var attrs = new ArrayList<List<Attribute>>();
                for (int i = 0; i < WIDTH; i++) {
                    attrs.add(List.of(NextHopGroupMemberAttr.NEXT_HOP_GROUP_ID.oid(groups[g]),
                            NextHopGroupMemberAttr.NEXT_HOP_ID.oid(hops[set[i]])));
                }
                var made = t.asic.createNextHopGroupMembers(t.switchId, attrs, BulkMode.STOP_ON_ERROR);
                for (int i = 0; i < WIDTH; i++) {
                    byHop.get(set[i]).add(new long[] {made.objectId(i), groups[g]});
                }
                next(set, HOPS);
            }
            int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
            for (int round = 0; round < rounds; round++) {
                int h = round % 6;
                var cut = byHop.get(h);
                long[] ids = cut.stream().mapToLong(m -> m[0]).toArray();
                long cpu0 = threads.getCurrentThreadCpuTime();
                long t0 = System.nanoTime();
                List<SaiStatus> statuses = t.asic.removeNextHopGroupMembers(ids, BulkMode.IGNORE_ERROR);
                long wall = System.nanoTime() - t0;
                long cpu = threads.getCurrentThreadCpuTime() - cpu0;
                if (!statuses.stream().allMatch(SaiStatus::isSuccess)) {
                    throw new IllegalStateException("a member was not removed");
                }
                System.out.printf("cut %2d hop %2d: %,5d members  wall %6.2f ms  cpu %6.2f ms  %5.0f ns/member (cpu)%n",
                        round + 1, h, ids.length, wall / 1e6, cpu / 1e6, cpu / (double) ids.length);
                var attrs = new ArrayList<List<Attribute>>();
                for (long[] m : cut) {
                    attrs.add(List.of(NextHopGroupMemberAttr.NEXT_HOP_GROUP_ID.oid(m[1]), NextHopGroupMemberAttr.NEXT_HOP_ID.oid(hops[h])));
                }
                var made = t.asic.createNextHopGroupMembers(t.switchId, attrs, BulkMode.STOP_ON_ERROR);
                for (int i = 0; i < cut.size(); i++) {
                    cut.get(i)[0] = made.objectId(i);
                }
            }
        }
    }

    /** The next k-subset of 0..n-1 in lexicographic order. */
    private static void next(int[] set, int n) {
        int k = set.length;
        int i = k - 1;
        while (i >= 0 && set[i] == n - k + i) {
            i--;
        }
        if (i < 0) {
            throw new IllegalStateException("no more subsets");
        }
        set[i]++;
        for (int j = i + 1; j < k; j++) {
            set[j] = set[j - 1] + 1;
        }
    }
}
