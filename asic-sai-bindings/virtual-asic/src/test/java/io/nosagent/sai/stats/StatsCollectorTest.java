package io.nosagent.sai.stats;

import io.nosagent.sai.ObjectType;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.bringup.SwitchBringUp;
import io.nosagent.sai.bringup.SwitchHandle;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.QueueStat;
import io.nosagent.sai.meta.IngressPriorityGroupStat;
import io.nosagent.sai.platform.PlatformLoader;
import io.nosagent.sai.time.WallClock;
import io.nosagent.sai.vasic.VirtualAsic;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class StatsCollectorTest {

    VirtualAsic asic;
    SwitchHandle sw;
    StatsCollector collector;
    final WallClock time = new WallClock();
    final LinkedBlockingQueue<CounterSnapshot> published = new LinkedBlockingQueue<>();

    @BeforeEach
    void bringUp() {
        asic = new VirtualAsic(new PlatformLoader().load("rtsw"));
        sw = new SwitchBringUp(asic, asic.platform()).bringUp();
        collector = new StatsCollector(asic, sw, Duration.ofMillis(20), time);
        collector.snapshots().subscribe(published::add);
    }

    @AfterEach
    void stop() {
        collector.close();
        asic.close();
        time.close();
    }

    /** A snapshot from a poll that started after this call (the one running now may have read before). */
    private CounterSnapshot pollStartedAfterNow() throws InterruptedException {
        long running = collector.snapshot().sequence() + 1;
        while (true) {
            CounterSnapshot s = nextSnapshot();
            if (s.sequence() > running) {
                return s;
            }
        }
    }

    private CounterSnapshot nextSnapshot() throws InterruptedException {
        CounterSnapshot s = published.poll(10, TimeUnit.SECONDS);
        assertThat(s).as("a snapshot within 10 s").isNotNull();
        return s;
    }

    @Test
    void everyPortIsInEverySnapshotInPanelOrderAndSnapshotsAreNumbered() throws Exception {
        CounterSnapshot first = nextSnapshot();
        CounterSnapshot second = nextSnapshot();

        assertThat(first.ports().keySet()).containsExactlyElementsOf(sw.portsByName().keySet());
        assertThat(second.sequence()).isEqualTo(first.sequence() + 1);
        assertThat(second.collectedAt()).isAfterOrEqualTo(first.collectedAt());
    }

    @Test
    void portQueueAndPriorityGroupCountersAreRead() throws Exception {
        long port = sw.portId("eth1/2/1").orElseThrow();
        long[] queues = ((AttrValue.OidList) asic.get(ObjectType.PORT, port, PortAttr.QOS_QUEUE_LIST)).values();
        long[] groups = ((AttrValue.OidList) asic.get(ObjectType.PORT, port, PortAttr.INGRESS_PRIORITY_GROUP_LIST)).values();
        asic.counters().add(port, PortCounter.OUT_OCTETS.stat(), 4096);
        asic.counters().add(port, PortCounter.pfcTxFrames(3), 9);
        asic.counters().add(queues[2], QueueStat.DROPPED_PACKETS, 11);
        asic.counters().add(groups[3], IngressPriorityGroupStat.PACKETS, 13);

        PortCounters c = pollStartedAfterNow().port("eth1/2/1").orElseThrow();

        assertThat(c.get(PortCounter.OUT_OCTETS)).isEqualTo(4096);
        assertThat(c.pfcTxFrames(3)).isEqualTo(9);
        assertThat(c.pauseFramesSent()).isEqualTo(9);
        assertThat(c.queues()).hasSize(8);
        assertThat(c.queues().get(2).droppedPackets()).isEqualTo(11);
        assertThat(c.priorityGroups().get(3).packets()).isEqualTo(13);
    }

    @Test
    void theSnapshotIsImmutableWhileCountingGoesOn() throws Exception {
        CounterSnapshot before = nextSnapshot();
        long port = sw.portId("eth1/1/1").orElseThrow();

        asic.counters().add(port, PortCounter.IN_OCTETS.stat(), 1);
        pollStartedAfterNow();

        assertThat(before.port("eth1/1/1").orElseThrow().get(PortCounter.IN_OCTETS)).isZero();
        assertThat(collector.snapshot().port("eth1/1/1").orElseThrow().get(PortCounter.IN_OCTETS)).isEqualTo(1);
    }

    @Test
    void aPeriodBelowTheMinimumIsRefused() {
        assertThatThrownBy(() -> new StatsCollector(asic, sw, Duration.ofMillis(1), time))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("minimum");
    }
}
