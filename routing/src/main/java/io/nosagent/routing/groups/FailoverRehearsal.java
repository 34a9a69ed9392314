package io.nosagent.routing.groups;

import io.nosagent.sai.SaiObject;
import io.nosagent.sai.meta.NextHopGroupAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.store.MemberCut;
import io.nosagent.sai.store.SaiHandle;
import io.nosagent.sai.store.SaiStore;
import io.nosagent.sai.store.key.NextHopGroupKey;
import io.nosagent.sai.store.key.NextHopKey;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * The failover that matters most is the first after start-up, and on a fresh JVM its Java side (the plan's lookup,
 * the store's cut and its bulk request, the groups' bookkeeping, the settle, the members coming back) would run
 * interpreted: several times slower than compiled. So fast failover rehearses it at start-up: the same classes
 * ({@link FailoverPlan}, {@link EcmpGroup}, {@link SaiStore}, {@link MemberCut}) on groups of its own, in a store of
 * its own, over {@link DryRunSai} targets that hold nothing and reach no switch. The agent's store, groups and ASIC
 * are never touched. Enough rounds for the JIT's top tier; the real cut then runs compiled code.
 *
 * <p>Three dry-run classes take turns: a SAI call site the JIT saw reach one class only is compiled for that class
 * alone, and the first real cut, through the agent's own backend, would throw that code away mid-failover.
 */
public final class FailoverRehearsal {

    /** Uplinks, groups (each with a member behind every uplink) and rounds (one uplink cut and back each). */
    static final int PORTS = 8;
    static final int GROUPS = 128;
    static final int ROUNDS = 360;

    /** What a rehearsal did: rounds run, members cut and members brought back. */
    public record Outcome(int rounds, long membersCut, long membersRestored) {
    }

    private FailoverRehearsal() {
    }

    /**
     * Rehearses, calling {@code between} before each round: it may wait (for urgent work to finish) and answers
     * whether to go on.
     */
    static Outcome run(BooleanSupplier between) {
        var stages = List.of(new Stage(new DryRunSai()), new Stage(new DryRunSai() { }), new Stage(new DryRunSai() { }));
        long cut = 0;
        long restored = 0;
        int round = 0;
        for (; round < ROUNDS && between.getAsBoolean(); round++) {
            Stage stage = stages.get(round % stages.size());
            String port = port(round / stages.size() % PORTS);
            MemberCut done = stage.plan.cut(port, stage.store);
            for (int i = 0; i < done.size(); i++) {
                cut += done.removed(i) ? 1 : 0;
            }
            done.settle();
            restored += stage.restore();
        }
        return new Outcome(round, cut, restored);
    }

    private static String port(int p) {
        return "rehearsal" + p;
    }

    /** One dry-run target with its store, plan and groups. */
    private static final class Stage {
        final SaiStore store;
        final FailoverPlan plan = new FailoverPlan();
        final List<EcmpGroup> groups = new ArrayList<>();
        private final boolean[] forwarding = new boolean[PORTS];

        Stage(DryRunSai sai) {
            store = new SaiStore(sai, 1);
            Arrays.fill(forwarding, true);
            for (int g = 0; g < GROUPS; g++) {
                var hops = new ArrayList<NextHopKey>();
                for (int p = 0; p < PORTS; p++) {
                    hops.add(NextHopKey.of("fd00::" + Integer.toHexString(g + 1) + ":" + (p + 1), port(p)));
                }
                var key = NextHopGroupKey.ecmp(hops);
                SaiHandle<SaiObject.NextHopGroup> handle = store.ensure(key,
                        List.of(NextHopGroupAttr.TYPE.s32(SaiEnums.NextHopGroupType.DYNAMIC_UNORDERED_ECMP)));
                long[] nextHopIds = new long[PORTS];
                Arrays.fill(nextHopIds, g + 1);
                groups.add(new EcmpGroup(key, handle, nextHopIds, plan));
            }
            restore();
        }

        /** Every member back on the (dry-run) ASIC, as when a port comes up; returns how many came back. */
        long restore() {
            var batch = new MemberBatch();
            long missing = 0;
            for (EcmpGroup g : groups) {
                for (int m = 0; m < PORTS; m++) {
                    missing += g.programmed(m) ? 0 : 1;
                }
                g.follow(forwarding, batch);
            }
            batch.flush(store);
            return missing;
        }
    }
}
