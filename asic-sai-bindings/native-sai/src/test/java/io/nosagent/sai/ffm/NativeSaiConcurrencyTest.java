package io.nosagent.sai.ffm;

import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.StatsMode;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.PortStat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The update thread and the stats thread use the backend at once: each thread marshals into its
 * own call buffer, so neither sees the other's attributes or counters.
 */
class NativeSaiConcurrencyTest {

    @TempDir
    Path dir;

    @Test
    void anUpdateThreadAndAStatsThreadDoNotDisturbEachOther() throws Exception {
        try (var f = new NativeSaiFixture(TestSaiLibrary.full(), dir, 2);
             var pool = Executors.newFixedThreadPool(3)) {
            long updated = f.ports.get(0);
            long counted = f.ports.get(1);
            f.hooks.setCounter(counted, PortStat.IF_IN_UCAST_PKTS.id(), 42);

            Callable<Integer> update = () -> {
                for (int i = 0; i < 20_000; i++) {
                    var lanes = AttrValue.U32List.of(i, i + 1, i + 2);
                    f.sai.set(ObjectType.PORT, updated, PortAttr.HW_LANE_LIST.of(lanes));
                    if (!f.sai.get(ObjectType.PORT, updated, PortAttr.HW_LANE_LIST).equals(lanes)) {
                        return i;
                    }
                }
                return -1;
            };
            Callable<Integer> stats = () -> {
                for (int i = 0; i < 20_000; i++) {
                    long[] v = f.sai.getStats(ObjectType.PORT, counted, List.of(PortStat.IF_IN_UCAST_PKTS, PortStat.IF_IN_OCTETS), StatsMode.READ);
                    if (v[0] != 42 || v[1] != 0) {
                        return i;
                    }
                }
                return -1;
            };
            Callable<Integer> reader = () -> {
                for (int i = 0; i < 20_000; i++) {
                    if (!f.sai.get(ObjectType.PORT, counted, PortAttr.SPEED).equals(new AttrValue.U32(400_000))) {
                        return i;
                    }
                }
                return -1;
            };

            var results = pool.invokeAll(List.of(update, stats, reader), 5, TimeUnit.MINUTES);

            for (var r : results) {
                assertThat(r.get()).as("first iteration that saw another thread's data").isEqualTo(-1);
            }
        }
    }
}
