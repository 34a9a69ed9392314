package io.nosagent.sai.stats;

import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiException;
import io.nosagent.sai.SaiStatusCode;
import io.nosagent.sai.StatsMode;
import io.nosagent.sai.meta.BufferPoolAttr;
import io.nosagent.sai.meta.BufferPoolStat;
import io.nosagent.sai.meta.PortStat;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.platform.PlatformLoader;
import io.nosagent.sai.vasic.testkit.VirtualSwitch;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The collector on the simulation's clock: it polls every 100 ms by default, drops a counter the ASIC
 * does not have from that port's polls (reporting it once) while the port's other counters keep being
 * read, keeps a ring of the last polls, and polls the buffer pools it is asked to watch.
 */
class StatsCollectorInSimulatedTimeTest {

    private static final String MISSING = "SAI_PORT_STAT_PFC_7_RX_PAUSE_DURATION_US";

    @Test
    void byDefaultItPollsEvery100MillisecondsOfTheOneTimeSource() {
        try (var sw = VirtualSwitch.rtsw(1);
             var collector = new StatsCollector(sw.sai(), sw.handle(), StatsCollector.DEFAULT_INTERVAL, sw.time())) {
            var seen = new ArrayList<CounterSnapshot>();
            collector.snapshots().subscribe(seen::add);

            sw.run(Duration.ofMillis(1050));

            assertThat(seen).hasSize(11);
            for (int i = 1; i < seen.size(); i++) {
                assertThat(Duration.between(seen.get(i - 1).collectedAt(), seen.get(i).collectedAt()))
                        .isEqualTo(Duration.ofMillis(100));
            }
        }
    }

    @Test
    void aCounterTheAsicLacksIsDroppedAndReportedOnceWhileThePortsOtherCountersKeepMoving() {
        var platform = new PlatformLoader().load("rtsw").withUnsupportedStats(Set.of(MISSING));
        try (var sw = VirtualSwitch.of(platform, 1);
             var collector = new StatsCollector(sw.sai(), sw.handle(), StatsCollector.DEFAULT_INTERVAL, sw.time())) {
            long port = sw.handle().portId("eth1/4/1").orElseThrow();
            assertThatThrownBy(() -> sw.sai().getStats(ObjectType.PORT, port, List.of(PortStat.IF_IN_OCTETS,
                    PortStat.PFC_7_RX_PAUSE_DURATION_US), StatsMode.READ))
                    .isInstanceOfSatisfying(SaiException.class, e -> assertThat(e.status().code()).isEqualTo(SaiStatusCode.NOT_SUPPORTED));

            sw.asic().counters().add(port, PortStat.IF_IN_OCTETS, 1000);
            sw.run(Duration.ofMillis(150));
            sw.asic().counters().add(port, PortStat.IF_IN_OCTETS, 500);
            sw.asic().counters().add(port, PortStat.PFC_3_RX_PKTS, 7);
            sw.forgetCalls();
            sw.run(Duration.ofMillis(100));

            PortCounters c = collector.snapshot().port("eth1/4/1").orElseThrow();
            assertThat(c.get(PortCounter.IN_OCTETS)).isEqualTo(1500);
            assertThat(c.pfcRxFrames(3)).isEqualTo(7);
            assertThat(c.pfcRxPauseMicros(7)).isZero();
            assertThat(collector.unsupportedStats()).hasSize(sw.handle().portsByName().size())
                    .containsEntry("eth1/4/1", Set.of(MISSING));
            assertThat(sw.calls()).as("one poll after the drop: one port read per port, none refused")
                    .filteredOn(call -> call.objectType() == ObjectType.PORT && call.operation() == io.nosagent.sai.SaiOperation.GET_STATS)
                    .hasSize(sw.handle().portsByName().size())
                    .allSatisfy(call -> assertThat(call.status().code()).isEqualTo(SaiStatusCode.SUCCESS));
        }
    }

    @Test
    void theHistoryHoldsTheLastPollsOldestFirst() {
        try (var sw = VirtualSwitch.rtsw(1);
             var collector = new StatsCollector(sw.sai(), sw.handle(), StatsCollector.DEFAULT_INTERVAL, sw.time(), 5)) {
            sw.run(Duration.ofMillis(950));

            assertThat(collector.history().snapshots()).extracting(CounterSnapshot::sequence).containsExactly(6L, 7L, 8L, 9L, 10L);
        }
    }

    @Test
    void watchedBufferPoolsArePolledWithTheirSize() {
        try (var sw = VirtualSwitch.rtsw(1);
             var collector = new StatsCollector(sw.sai(), sw.handle(), StatsCollector.DEFAULT_INTERVAL, sw.time())) {
            long pool = sw.sai().create(ObjectType.BUFFER_POOL, sw.handle().switchId(), List.of(
                    BufferPoolAttr.TYPE.s32(SaiEnums.BufferPoolType.INGRESS), BufferPoolAttr.SIZE.u64(1 << 20),
                    BufferPoolAttr.THRESHOLD_MODE.s32(SaiEnums.BufferPoolThresholdMode.STATIC)));
            collector.watchPools(Map.of(pool, 1L << 20));
            sw.asic().counters().of(pool).set(BufferPoolStat.CURR_OCCUPANCY_BYTES, 900_000);

            sw.run(Duration.ofMillis(150));

            PoolCounters c = collector.snapshot().pools().get(pool);
            assertThat(c.sizeBytes()).isEqualTo(1 << 20);
            assertThat(c.occupancyBytes()).isEqualTo(900_000);
            assertThat(c.utilisation()).isGreaterThan(0.85);
        }
    }
}
