package io.nosagent.agent.snapshot;

import io.nosagent.feature.SnapshotTrigger;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.nosagent.sai.stats.CounterSnapshot;
import io.nosagent.sai.stats.PortCounters;
import io.nosagent.sai.vasic.sim.SimulatedTime;
import io.nosagent.sai.vasic.sim.Simulation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.zip.GZIPInputStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The snapshot directory under the rules an operator relies on: one snapshot per trigger and resource per
 * rate-limit period and a few across resources, the oldest dropped first when the directory is full (by count or by bytes), and a
 * writer killed between write and rename (or between rename and index) leaving no corrupt snapshot and a
 * readable index.
 */
class SnapshotServiceTest {

    @TempDir
    Path dir;

    private final SimulatedTime time = new SimulatedTime(new Simulation(1));

    /** A small moment: two ports of counters, a log line, a fixed ASIC dump. */
    private Moment moment() {
        var ports = Map.of("eth1/1/1", PortCounters.zero("eth1/1/1"), "eth1/2/1", PortCounters.zero("eth1/2/1"));
        var snapshot = new CounterSnapshot(7, time.now(), 0, ports);
        return new Moment(Map.of("platform", "rtsw"), Optional.empty(), (c, out) -> out.writeNull(), snapshot, List.of(snapshot),
                List.of(new Moment.Part("routing", g -> g.writeString("a part"))), List.of("a log line"),
                g -> g.writeStringField("backend", "test"));
    }

    private SnapshotService service(SnapshotService.Settings settings) {
        return new SnapshotService(settings, time, this::moment);
    }

    private static SnapshotTrigger storm(String port) {
        return new SnapshotTrigger("pfc-storm", "/nosagent-pfcwd:pfc-watchdog/interfaces/interface[name=" + port + "]/queues/queue[index=2]",
                Optional.of("case-1"), "peer NIC on " + port + " sending a PFC storm", Set.of(port));
    }

    private static SnapshotEntry written(Optional<CompletableFuture<SnapshotEntry>> f) throws Exception {
        return f.orElseThrow().get(30, TimeUnit.SECONDS);
    }

    static JsonNode read(byte[] gz) throws IOException {
        try (var in = new GZIPInputStream(new ByteArrayInputStream(gz))) {
            return new ObjectMapper().readTree(in);
        }
    }

    @Test
    void aSnapshotIsCompressedJsonWithItsTriggerAndIsListedInTheIndex() throws Exception {
        try (var s = service(SnapshotService.Settings.defaults(dir))) {
            SnapshotEntry e = written(s.request(storm("eth1/3/1")));

            assertThat(s.index()).containsExactly(e);
            JsonNode doc = read(s.content(e.id()).orElseThrow());
            assertThat(doc.path("trigger").path("kind").asText()).isEqualTo("pfc-storm");
            assertThat(doc.path("trigger").path("case").asText()).isEqualTo("case-1");
            assertThat(doc.path("counter-history").path("polls").get(0).path("ports").has("eth1/3/1")).isFalse();
            assertThat(doc.path("counters").path("ports").has("eth1/2/1")).isTrue();
            assertThat(doc.path("log").get(0).asText()).isEqualTo("a log line");
            assertThat(Files.readString(dir.resolve("index.json"))).contains("\"file\" : \"snapshot-1.json.gz\"");
        }
    }

    @Test
    void hundredTriggersInAMinuteGiveOnePerTriggerAndResourceAndNoMore() throws Exception {
        try (var s = service(SnapshotService.Settings.defaults(dir))) {
            var futures = new ArrayList<CompletableFuture<SnapshotEntry>>();
            for (int i = 0; i < 100; i++) {
                s.request(storm(i % 2 == 0 ? "eth1/3/1" : "eth1/4/1")).ifPresent(futures::add);
                time.runFor(Duration.ofMillis(590));
            }
            for (var f : futures) {
                f.get(30, TimeUnit.SECONDS);
            }

            assertThat(s.index()).hasSize(2).extracting(SnapshotEntry::resource).allSatisfy(r -> assertThat(r).contains("eth1/"));
            assertThat(s.suppressed()).isEqualTo(98);

            time.runFor(Duration.ofSeconds(2)); // past 60 s since the first: one more each
            written(s.request(storm("eth1/3/1")));
            assertThat(s.index()).hasSize(3);
            assertThat(written(s.request(SnapshotTrigger.request("an operator asks")))).isNotNull();
            assertThat(written(s.request(SnapshotTrigger.request("and again")))).as("requests are not rate-limited").isNotNull();
        }
    }

    /** A port's own case, as a flap storm opens one per port. */
    private static SnapshotTrigger flapping(String port) {
        return new SnapshotTrigger("port", "/interfaces/interface[name=" + port + "]", Optional.of("case-" + port),
                port + " changed state 5 times in 60 s", Set.of(port));
    }

    @Test
    void aFlapStormOverFortyPortsGivesThreeSnapshotsInAMinuteNotOnePerPortAndTheOperatorStillGetsHis() throws Exception {
        try (var s = service(SnapshotService.Settings.defaults(dir))) {
            var futures = new ArrayList<CompletableFuture<SnapshotEntry>>();
            for (int i = 1; i <= 40; i++) { // a case every half second, each on a port of its own
                s.request(flapping("eth1/" + i + "/1")).ifPresent(futures::add);
                time.runFor(Duration.ofMillis(500));
            }
            for (var f : futures) {
                f.get(30, TimeUnit.SECONDS);
            }

            assertThat(s.index()).extracting(SnapshotEntry::resource).containsExactly("/interfaces/interface[name=eth1/1/1]",
                    "/interfaces/interface[name=eth1/2/1]", "/interfaces/interface[name=eth1/3/1]");
            assertThat(s.suppressed()).isEqualTo(37);
            assertThat(written(s.request(SnapshotTrigger.request("an operator asks during the storm"))))
                    .as("an operator's request is not bounded").isNotNull();

            time.runFor(Duration.ofSeconds(40)); // 60 s after the first: room for one more
            SnapshotEntry next = written(s.request(flapping("eth1/41/1")));
            assertThat(next.resource()).isEqualTo("/interfaces/interface[name=eth1/41/1]");
            assertThat(s.request(flapping("eth1/41/1"))).as("its resource's own limit still holds").isEmpty();
        }
    }

    @Test
    void aFullDirectoryDropsTheOldestFirstByCountAndByBytes() throws Exception {
        try (var s = service(SnapshotService.Settings.defaults(dir).withRetention(3, Long.MAX_VALUE))) {
            for (int i = 0; i < 5; i++) {
                written(s.request(SnapshotTrigger.request("n" + i)));
            }
            assertThat(s.index()).extracting(SnapshotEntry::id).containsExactly(3L, 4L, 5L);
            assertThat(Files.exists(dir.resolve("snapshot-1.json.gz"))).isFalse();
        }
        long oneSize = Files.size(dir.resolve("snapshot-5.json.gz"));
        try (var s = service(SnapshotService.Settings.defaults(dir).withRetention(100, 2 * oneSize + oneSize / 2))) {
            assertThat(s.index()).as("reopened under a smaller byte budget").extracting(SnapshotEntry::id).containsExactly(4L, 5L);
            written(s.request(SnapshotTrigger.request("n5")));
            assertThat(s.index()).extracting(SnapshotEntry::id).containsExactly(5L, 6L);
        }
    }

    @Test
    void aWriterKilledBetweenWriteAndRenameLeavesNoCorruptSnapshotAndAReadableIndex() throws Exception {
        try (var s = service(SnapshotService.Settings.defaults(dir))) {
            written(s.request(SnapshotTrigger.request("before")));
        }
        try (var dying = new SnapshotService(SnapshotService.Settings.defaults(dir), time, this::moment, stage -> {
            if (stage.equals("written")) {
                throw new IOException("killed");
            }
        })) {
            assertThatThrownBy(() -> written(dying.request(SnapshotTrigger.request("dies")))).hasMessageContaining("killed");
        }
        try (var partial = Files.newOutputStream(dir.resolve(".snapshot-9.json.gz.tmp"))) {
            partial.write(new byte[]{0x1f, (byte) 0x8b, 8}); // a temp file cut short, as a kill leaves it
        }

        try (var s = service(SnapshotService.Settings.defaults(dir))) {
            assertThat(s.index()).extracting(SnapshotEntry::reason).containsExactly("before");
            assertThat(Files.list(dir).map(p -> p.getFileName().toString())).doesNotContain(".snapshot-9.json.gz.tmp")
                    .noneMatch(n -> n.endsWith(".tmp"));
            SnapshotEntry next = written(s.request(SnapshotTrigger.request("after")));
            assertThat(read(s.content(next.id()).orElseThrow()).path("trigger").path("reason").asText()).isEqualTo("after");
        }
    }

    @Test
    void aWriterKilledAfterTheRenameHasItsSnapshotListedAtTheNextOpen() throws Exception {
        try (var dying = new SnapshotService(SnapshotService.Settings.defaults(dir), time, this::moment, stage -> {
            if (stage.equals("renamed")) {
                throw new IOException("killed");
            }
        })) {
            assertThatThrownBy(() -> written(dying.request(SnapshotTrigger.request("complete but not indexed"))));
            assertThat(dying.index()).isEmpty();
        }
        Files.write(dir.resolve("snapshot-7.json.gz"), new byte[]{1, 2, 3}); // garbage under a snapshot's name

        try (var s = service(SnapshotService.Settings.defaults(dir))) {
            assertThat(s.index()).extracting(SnapshotEntry::reason).containsExactly("complete but not indexed");
            assertThat(Files.exists(dir.resolve("snapshot-7.json.gz.corrupt"))).isTrue();
            assertThat(written(s.request(SnapshotTrigger.request("next"))).id()).as("ids never reused").isEqualTo(8);
        }
    }

    @Test
    void aSnapshotIsWrittenOnlyOnceUrgentWorkLetsItAndStepsAsideBetweenBlocks() throws Exception {
        var failoverDone = new java.util.concurrent.CountDownLatch(1);
        var steps = new java.util.concurrent.atomic.AtomicInteger();
        Runnable stepAside = () -> {
            steps.incrementAndGet();
            try {
                failoverDone.await(30, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        };
        try (var s = new SnapshotService(SnapshotService.Settings.defaults(dir), time, this::moment, stepAside)) {
            var pending = s.request(storm("eth1/3/1")).orElseThrow();
            Thread.sleep(100); // not a timing assert: time the writer would need to write the small snapshot
            assertThat(pending).as("written while failover runs").isNotDone();
            assertThat(s.index()).isEmpty();

            failoverDone.countDown();
            SnapshotEntry e = pending.get(30, TimeUnit.SECONDS);
            assertThat(s.index()).containsExactly(e);
            assertThat(steps.get()).as("steps aside at the start and between the blocks it writes").isGreaterThan(1);
        }
    }
}
