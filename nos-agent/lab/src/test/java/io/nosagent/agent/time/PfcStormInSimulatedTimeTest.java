package io.nosagent.agent.time;

import io.nosagent.watchdog.WatchdogFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.nosagent.agent.AgentOptions;
import io.nosagent.agent.snapshot.SnapshotEntry;
import io.nosagent.watchdog.alarm.Alarm;
import io.nosagent.watchdog.correlate.Case;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayInputStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.zip.GZIPInputStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The whole agent in simulation mode with a host storming PFC: the watchdog acts, the case raises one
 * alarm, the case produces exactly one snapshot holding everything a snapshot should, and the alarm
 * clears after restoration; a hundred storms in a minute produce only what the rate limit allows.
 */
class PfcStormInSimulatedTimeTest {

    @Test
    void aStormCaseRaisesOneAlarmAndExactlyOneSnapshotWithEveryPartThenClears(@TempDir Path state) throws Exception {
        try (var rig = LosslessHosts.start(SimulatedAgent.start(3, AgentOptions.virtual("rtsw", state)), 4)) {
            var agent = rig.sw().agent();
            rig.send(0, 1, 0.01);
            rig.send(2, 1, 0.01);
            rig.sw().time().runFor(Duration.ofMillis(500));
            // The example config is lossless (the shipped QoS profile): every port's RDMA queue is watched.
            assertThat(agent.feature(WatchdogFeature.class).watchdog().pfc().state().queues()).hasSize(34);

            rig.faults().startStorm("eth1/2/1", 2, Optional.empty());
            rig.sw().time().runFor(Duration.ofSeconds(1));

            assertThat(agent.feature(WatchdogFeature.class).watchdog().pfc().state().queue("eth1/2/1", 2).orElseThrow().status().yangName()).isEqualTo("stormed");
            List<Alarm> alarms = agent.feature(WatchdogFeature.class).watchdog().alarms().active();
            assertThat(alarms).singleElement().satisfies(a -> {
                assertThat(a.typeId()).isEqualTo("PFC_STORM");
                // The peer's name comes from the port's description in the example config.
                assertThat(a.text()).as("the expected peer of eth1/2/1, host0").isEqualTo("peer host0 on eth1/2/1 sending a PFC storm");
            });
            SnapshotEntry entry = awaitSnapshots(agent, 1).getFirst();
            assertThat(entry.trigger()).isEqualTo("pfc-storm");
            assertThat(entry.caseId()).contains(alarms.getFirst().id());

            JsonNode doc = read(agent.snapshots().content(entry.id()).orElseThrow());
            // The stormed port, and the senders' ports the switch paused meanwhile (the case took them in).
            var involved = new ArrayList<String>();
            doc.path("trigger").path("ports").forEach(p -> involved.add(p.asText()));
            assertThat(involved).contains("eth1/2/1").isSubsetOf("eth1/1/1", "eth1/2/1", "eth1/3/1");
            assertThat(doc.path("counter-history").path("polls").size()).as("every poll since boot, 0.9 s ago").isGreaterThanOrEqualTo(8);
            assertThat(doc.path("counter-history").path("polls").get(0).path("ports").fieldNames()).toIterable()
                    .containsExactlyInAnyOrderElementsOf(involved);
            assertThat(doc.path("counters").path("ports").size()).as("every port's counters").isEqualTo(34);
            assertThat(doc.path("counters").path("ports").path("eth1/2/1").path("pfc-rx-frames").get(2).asLong()).isPositive();
            assertThat(doc.path("config").path("version").asLong()).isEqualTo(agent.intent().version());
            assertThat(doc.path("config").path("document").has("openconfig-interfaces:interfaces")).isTrue();
            assertThat(doc.path("pfc-watchdog").path("queues").size()).as("every watched queue").isEqualTo(34);
            assertThat(doc.path("routing").has("groups")).isTrue();
            assertThat(doc.path("neighbors").size()).as("the hosts the switch learned").isEqualTo(16);
            assertThat(doc.path("neighbors").get(0).path("origin").asText()).isEqualTo("DYNAMIC");
            assertThat(doc.path("copp").path("queues").size()).as("the shipped CoPP's CPU queues").isEqualTo(6);
            assertThat(doc.path("copp").path("traps").size()).isEqualTo(13);
            assertThat(doc.path("alarms").get(0).path("id").asText()).isEqualTo(alarms.getFirst().id());
            assertThat(doc.path("cases").get(0).path("root-cause").asText()).contains("PFC storm");
            var eventTypes = new ArrayList<String>();
            doc.path("events").forEach(e -> eventTypes.add(e.path("type").asText()));
            assertThat(eventTypes).contains("PFC_STORM");
            assertThat(doc.path("facts").path("platform").asText()).isEqualTo("rtsw");
            assertThat(doc.path("log").size()).isPositive();
            assertThat(doc.path("asic").path("objects").size()).as("the virtual ASIC's objects").isGreaterThan(500);
            assertThat(doc.path("asic").path("entries").size()).as("its routes and neighbors").isPositive();

            rig.faults().stopStorm("eth1/2/1", 2);
            rig.sw().time().runFor(Duration.ofSeconds(1));

            assertThat(agent.feature(WatchdogFeature.class).watchdog().alarms().active()).isEmpty();
            assertThat(agent.feature(WatchdogFeature.class).watchdog().correlator().cases()).singleElement().extracting(Case::isOpen).isEqualTo(false);
            assertThat(agent.snapshots().index()).as("still exactly one").hasSize(1);
        }
    }

    @Test
    void aHundredStormsInAMinuteGiveOneSnapshotPerStormedQueueAndNoMore(@TempDir Path state) throws Exception {
        try (var rig = LosslessHosts.start(SimulatedAgent.start(4, AgentOptions.virtual("rtsw", state)), 4)) {
            var agent = rig.sw().agent();
            rig.send(0, 1, 0.01);
            rig.send(3, 2, 0.01);
            rig.sw().time().runFor(Duration.ofMillis(537)); // storm edges between polls
            var opened = new ArrayList<Case>();
            agent.feature(WatchdogFeature.class).watchdog().correlator().opened().subscribe(opened::add);

            // 50 storms on each of two ports inside 50 s: 400 ms on, 600 ms off (restoration 300 ms plus
            // two polls), the ports half a second apart.
            for (int i = 0; i < 50; i++) {
                rig.faults().startStorm("eth1/2/1", 2, Optional.of(Duration.ofMillis(400)));
                rig.sw().time().runFor(Duration.ofMillis(500));
                rig.faults().startStorm("eth1/3/1", 2, Optional.of(Duration.ofMillis(400)));
                rig.sw().time().runFor(Duration.ofMillis(500));
            }
            rig.sw().time().runFor(Duration.ofSeconds(1));

            assertThat(opened).as("every storm was detected, each its own case").hasSize(100);
            awaitSnapshots(agent, 2);
            Thread.sleep(200); // a third would have been written by now
            assertThat(agent.snapshots().index()).extracting(SnapshotEntry::resource).containsExactlyInAnyOrder(
                    "/nosagent-pfcwd:pfc-watchdog/interfaces/interface[name=eth1/2/1]/queues/queue[index=2]",
                    "/nosagent-pfcwd:pfc-watchdog/interfaces/interface[name=eth1/3/1]/queues/queue[index=2]");
            assertThat(agent.snapshots().suppressed()).isEqualTo(98);
        }
    }

    /** Snapshots are written on their own thread, in real time: waits (up to 30 s) for {@code n}. */
    private static List<SnapshotEntry> awaitSnapshots(io.nosagent.agent.NosAgent agent, int n) throws InterruptedException {
        for (int i = 0; i < 600 && agent.snapshots().index().size() < n; i++) {
            Thread.sleep(50);
        }
        assertThat(agent.snapshots().index()).hasSize(n);
        return agent.snapshots().index();
    }

    private static JsonNode read(byte[] gz) throws Exception {
        try (var in = new GZIPInputStream(new ByteArrayInputStream(gz))) {
            return new ObjectMapper().readTree(in);
        }
    }
}
