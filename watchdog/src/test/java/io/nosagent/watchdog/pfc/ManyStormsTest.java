package io.nosagent.watchdog.pfc;

import io.nosagent.config.intent.pfcwd.PfcWatchdogIntent;
import io.nosagent.config.intent.pfcwd.StormAction;
import io.nosagent.config.intent.pfcwd.WatchdogSettings;
import io.nosagent.sai.vasic.fault.PfcStorm;
import io.nosagent.watchdog.StormRig;
import io.nosagent.watchdog.event.Event;
import io.nosagent.watchdog.event.EventType;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Storms on several ports at once are each detected and restored on their own times; the big red switch
 * puts every lossless queue in its action and takes every one out when turned off.
 */
class ManyStormsTest {

    private final StormRig rig = new StormRig(13, 11);

    @AfterEach
    void close() {
        rig.close();
    }

    @Test
    void overlappingStormsOnFivePortsAreEachDetectedAndRestoredOnTheirOwnTimes() {
        rig.commit(PfcWatchdogIntent.DEFAULT.withDefaults(new WatchdogSettings(300, 500, StormAction.DROP)));
        // Host 5 + i sends only to host i: a storm held back by one storm's pauses never starves another.
        for (int to = 1; to <= 5; to++) {
            rig.send(to + 5, to, StormRig.RDMA, 0.002);
        }
        var began = new ArrayList<Instant>();
        var ended = new ArrayList<Instant>();
        var storms = new ArrayList<PfcStorm>();
        // Storms start 130 ms apart and last 0.6 to 1.4 s: they overlap.
        for (int i = 0; i < 5; i++) {
            rig.runUntil(rig.poll(3 + i).plusMillis(37 + 5L * i));
            began.add(rig.now());
            storms.add(rig.storm(i + 1, 2));
        }
        for (int i = 4; i >= 0; i--) {
            rig.runUntil(rig.poll(15 + 2 * (4 - i)).plusMillis(11 + 7L * i));
            ended.add(0, rig.now());
            storms.get(i).stop();
        }
        rig.run(Duration.ofSeconds(2));

        for (int i = 0; i < 5; i++) {
            String port = StormRig.port(i + 1);
            List<Event> mine = rig.seen.stream().filter(e -> e.type() == EventType.PFC_STORM && e.port().orElseThrow().equals(port)).toList();
            assertThat(mine).as(port).extracting(Event::raised).containsExactly(true, false);
            assertThat(Duration.between(began.get(i), mine.get(0).time())).as(port + " detection")
                    .isGreaterThan(Duration.ofMillis(300)).isLessThanOrEqualTo(Duration.ofMillis(400));
            assertThat(Duration.between(ended.get(i), mine.get(1).time())).as(port + " restoration")
                    .isGreaterThan(Duration.ofMillis(500)).isLessThanOrEqualTo(Duration.ofMillis(600));
            assertThat(rig.watchdog.state().queue(port, 2).orElseThrow().packetsDropped()).as(port).isPositive();
        }
        assertThat(rig.watchdog.state().queues().values()).filteredOn(q -> q.stormsDetected() > 0).hasSize(5);
    }

    @Test
    void theBigRedSwitchPutsEveryLosslessQueueInItsActionAndTakesEveryOneOut() {
        rig.commit(PfcWatchdogIntent.DEFAULT);
        rig.send(0, 1, StormRig.RDMA, 0.01);
        rig.run(Duration.ofMillis(300));
        int objects = rig.sw.store().size();

        rig.commit(PfcWatchdogIntent.DEFAULT.withBigRedSwitch(true));
        rig.run(Duration.ofMillis(300));

        assertThat(rig.watchdog.state().queues()).hasSize(22);
        assertThat(rig.watchdog.state().queues().values()).allSatisfy(q -> {
            assertThat(q.status()).isEqualTo(QueueState.Status.STORMED);
            assertThat(q.forced()).isTrue();
        });
        assertThat(rig.actions.appliedQueues()).hasSize(22);
        // 2 tables; per port its ingress and egress groups with a member each; per queue (one TC each) an
        // ingress and an egress entry, each with a counter.
        long ports = rig.watchdog.state().queues().keySet().stream().map(QueueRef::port).distinct().count();
        assertThat(rig.sw.store().size()).isEqualTo(objects + 2 + ports * 4 + 22 * 4);
        long delivered = rig.hosts.get(1).receivedPackets();
        rig.run(Duration.ofMillis(200));
        assertThat(rig.hosts.get(1).receivedPackets()).as("queue 2 towards host 1 drops").isEqualTo(delivered);

        rig.commit(PfcWatchdogIntent.DEFAULT);
        rig.run(Duration.ofMillis(300));

        assertThat(rig.watchdog.state().queues().values()).allSatisfy(q -> {
            assertThat(q.status()).isEqualTo(QueueState.Status.OPERATIONAL);
            assertThat(q.forced()).isFalse();
        });
        assertThat(rig.actions.appliedQueues()).isEmpty();
        assertThat(rig.sw.store().size()).isEqualTo(objects);
        assertThat(rig.hosts.get(1).receivedPackets()).as("flowing again").isGreaterThan(delivered + 100);
    }

    @Test
    void aQueueLeavesTheWatchWhenQosTurnsItsPfcOffAndAStormedOneLeavesItsAction() {
        rig.commit(PfcWatchdogIntent.DEFAULT);
        rig.send(0, 1, StormRig.RDMA, 0.01);
        rig.storm(1, 2);
        rig.run(Duration.ofMillis(600));
        assertThat(rig.actions.appliedQueues()).containsExactly(new QueueRef(StormRig.port(1), 2));

        rig.pfc(1, 1 << 3); // QoS makes priority 2 lossy on that port, in some later commit
        rig.recommit();

        assertThat(rig.watchdog.state().queues().keySet()).doesNotContain(new QueueRef(StormRig.port(1), 2))
                .contains(new QueueRef(StormRig.port(1), 3));
        assertThat(rig.actions.appliedQueues()).isEmpty();
    }
}
