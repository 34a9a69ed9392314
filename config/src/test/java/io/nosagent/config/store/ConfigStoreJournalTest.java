package io.nosagent.config.store;

import io.nosagent.config.Rtsw;
import io.nosagent.config.codec.IntentCodec;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.routing.RoutingIntent;
import io.nosagent.config.intent.routing.StaticRoute;
import io.nosagent.config.intent.routing.PrefixOrder;
import io.nosagent.net.Cidr;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.TreeMap;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The journal a commit goes to: what an agent killed at any point (kill -9: no close, the files as the
 * last synced write left them) finds at its next start.
 */
class ConfigStoreJournalTest {

    private final IntentCodec codec = new IntentCodec();
    private final SwitchIntent base = Rtsw.exampleIntent();
    private final Clock clock = Clock.fixed(Instant.parse("2025-06-01T00:00:00Z"), ZoneOffset.UTC);

    @TempDir
    Path state;
    @TempDir
    Path afterKill;

    private ConfigStore open(Path dir) {
        return ConfigStore.open(dir, codec, Rtsw.context(), ConfigStore.DEFAULT_HISTORY, clock);
    }

    private SwitchIntent withMtu(int mtu) {
        return base.withInterface(base.interfaces().get("eth1/1/1").withMtu(mtu));
    }

    /** {@code intent} with {@code count} more static routes, 172.16.0.0/24 onwards, via eth1/1/1's neighbour. */
    private static SwitchIntent withRoutes(SwitchIntent intent, int from, int count) {
        var routes = new TreeMap<Cidr, StaticRoute>(PrefixOrder.INSTANCE);
        routes.putAll(RoutingIntent.of(intent).staticRoutes());
        for (int i = from; i < from + count; i++) {
            StaticRoute route = StaticRoute.of(String.format("172.%d.%d.0/24", 16 + i / 256, i % 256), "10.0.1.2");
            routes.put(route.prefix(), route);
        }
        return intent.with(RoutingIntent.SECTION, RoutingIntent.of(intent).withStaticRoutes(routes));
    }

    /** What kill -9 leaves: every file as it is now, the store never closed. */
    private Path kill() throws IOException {
        try (Stream<Path> files = Files.walk(state)) {
            for (Path f : files.toList()) {
                Path to = afterKill.resolve(state.relativize(f).toString());
                if (Files.isDirectory(f)) {
                    Files.createDirectories(to);
                } else if (!f.getFileName().toString().equals(".lock")) {
                    Files.copy(f, to);
                }
            }
        }
        return afterKill;
    }

    private Path journalOf(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir.resolve("journal"))) {
            return files.filter(f -> f.getFileName().toString().endsWith(".log"))
                    .max(java.util.Comparator.comparing(Path::toString)).orElseThrow();
        }
    }

    @Test
    void aCommitAfterTheFirstWritesWhatItChangedNotTheWholeConfig() throws IOException {
        SwitchIntent big = withRoutes(base, 0, 2000);
        try (var store = open(state)) {
            store.commit(big, "startup with 2000 routes");
            long snapshot = Files.size(state.resolve("running.json"));
            long journalBefore = Files.size(journalOf(state));

            store.commit(withRoutes(big, 5000, 1), "one more route");

            long record = Files.size(journalOf(state)) - journalBefore;
            assertThat(record).as("bytes persisted for a one-route commit onto a %d-byte config", snapshot)
                    .isLessThan(snapshot / 50);
        }
    }

    @Test
    void aWholeNewRouteTableIsJournaledAsItsSectionAndAnEditOfSomeRoutesNamesJustThose() throws IOException {
        SwitchIntent table = withRoutes(base, 0, 300);
        SwitchIntent oneMore = withRoutes(table, 5000, 1);
        SwitchIntent replaced = withRoutes(base, 1000, 300);
        try (var store = open(state)) {
            store.commit(base, "startup");
            store.commit(table, "a first table of 300 routes");
            store.commit(oneMore, "one more route");
            store.commit(replaced, "every route replaced");
            Path dir = kill();

            var records = CommitJournal.read(journalOf(dir)).entries().stream()
                    .map(e -> new String(e.payload(), java.nio.charset.StandardCharsets.UTF_8))
                    .filter(r -> r.contains("\"kind\":\"commit\"")).toList();
            assertThat(records).hasSize(3);
            assertThat(records.get(0)).as("a first table names no route list: the section is the change")
                    .doesNotContain("\"routes\":");
            assertThat(records.get(1)).contains("\"routes\":[\"172.35.136.0/24\"]");
            assertThat(records.get(2)).doesNotContain("\"routes\":");
            try (var restarted = open(dir)) {
                assertThat(restarted.startupProblems()).isEmpty();
                assertThat(restarted.current().orElseThrow().intent()).isEqualTo(replaced);
                assertThat(restarted.rollback(2)).isEqualTo(table);
                assertThat(restarted.rollback(3)).isEqualTo(oneMore);
            }
        }
    }

    @Test
    void everyCommitSurvivesAKillAndHistoryAndRollbackStillWork() throws IOException {
        try (var store = open(state)) {
            store.commit(base, "startup");
            store.commit(withMtu(4200), "mtu 4200");
            store.commit(withRoutes(withMtu(4200), 0, 50), "50 routes");
            store.commit(withMtu(4300), "mtu 4300, routes gone");
            Path dir = kill();

            try (var restarted = open(dir)) {
                assertThat(restarted.startupProblems()).isEmpty();
                assertThat(restarted.current().orElseThrow().version()).isEqualTo(4);
                assertThat(restarted.current().orElseThrow().intent()).isEqualTo(withMtu(4300));
                assertThat(restarted.history()).extracting(Commit::version).containsExactly(4L, 3L, 2L, 1L);
                assertThat(restarted.history()).extracting(Commit::note)
                        .containsExactly("mtu 4300, routes gone", "50 routes", "mtu 4200", "startup");
                assertThat(restarted.rollback(3)).isEqualTo(withRoutes(withMtu(4200), 0, 50));
                assertThat(restarted.commit(restarted.rollback(2), "rollback to v2").version()).isEqualTo(5);
            }
        }
    }

    @Test
    void aCommitStagedButNeverInstalledIsNotAppliedAfterAKill() throws IOException {
        try (var store = open(state)) {
            store.commit(base, "startup");
            store.commit(withMtu(4200), "mtu");
            // Written before programming; the agent dies before programming finished.
            store.stage(codec.validated(withMtu(4300), "t", Rtsw.context()), "never programmed");
            Path dir = kill();

            try (var restarted = open(dir)) {
                assertThat(restarted.startupProblems()).isEmpty();
                assertThat(restarted.current().orElseThrow().intent()).isEqualTo(withMtu(4200));
                assertThat(restarted.commit(withMtu(4400), "next").version()).isEqualTo(3);
            }
            try (var again = open(dir)) {
                assertThat(again.current().orElseThrow().intent()).isEqualTo(withMtu(4400));
            }
        }
    }

    @Test
    void aTornLastRecordIsDiscardedAndLaterCommitsAppendCleanly() throws IOException {
        // The next record's header and the start of its payload reached the disk, the rest did not.
        aTornTailIsDiscarded(ByteBuffer.allocate(18).putInt(5000).putInt(12345).put("{\"kind\":\"".getBytes()).array());
    }

    @Test
    void aRecordWhosePayloadReachedTheDiskButNotItsHeaderIsDiscardedAsTorn() throws IOException {
        // A record is streamed after its header's place and the header written last: a crash between the two
        // leaves eight zero bytes, then the payload.
        aTornTailIsDiscarded(ByteBuffer.allocate(8 + 29).putLong(0).put("{\"kind\":\"commit\",\"version\":3,".getBytes()).array());
    }

    /** {@code tail} after two commits, as a crash mid-append leaves it: discarded, and the next commit is number 3. */
    private void aTornTailIsDiscarded(byte[] tail) throws IOException {
        try (var store = open(state)) {
            store.commit(base, "startup");
            store.commit(withMtu(4200), "mtu");
            Path dir = kill();
            Files.write(journalOf(dir), tail, StandardOpenOption.APPEND);

            try (var restarted = open(dir)) {
                assertThat(restarted.startupProblems()).as("a crash artifact, logged, not a problem").isEmpty();
                assertThat(restarted.current().orElseThrow().intent()).isEqualTo(withMtu(4200));
                restarted.commit(withMtu(4300), "after the crash");
            }
        }
        try (var again = open(afterKill)) {
            assertThat(again.startupProblems()).isEmpty();
            assertThat(again.current().orElseThrow().version()).isEqualTo(3);
            assertThat(again.current().orElseThrow().intent()).isEqualTo(withMtu(4300));
        }
    }

    @Test
    void aCommitWhoseInstalledMarkWasCutShortIsNotApplied() throws IOException {
        try (var store = open(state)) {
            store.commit(base, "startup");
            store.commit(withMtu(4200), "mtu 4200");
            store.commit(withMtu(4300), "mtu 4300");
            Path dir = kill();
            Path journal = journalOf(dir);
            byte[] bytes = Files.readAllBytes(journal);
            Files.write(journal, java.util.Arrays.copyOf(bytes, bytes.length - 3));

            try (var restarted = open(dir)) {
                assertThat(restarted.startupProblems()).isEmpty();
                assertThat(restarted.current().orElseThrow().intent()).isEqualTo(withMtu(4200));
                assertThat(restarted.history()).extracting(Commit::version).containsExactly(2L, 1L);
            }
        }
    }

    @Test
    void aRecordWhoseChecksumDoesNotMatchStopsTheReplayThereAndTheFileIsKept() throws IOException {
        try (var store = open(state)) {
            store.commit(base, "startup");
            store.commit(withMtu(4200), "mtu 4200");
            store.commit(withMtu(4300), "mtu 4300");
            Path dir = kill();
            Path journal = journalOf(dir);
            byte[] bytes = Files.readAllBytes(journal);
            // Flip one byte of the first record's payload (version 2's change): good records follow it.
            bytes[CommitJournal.HEADER + 20] ^= 0x01;
            Files.write(journal, bytes);

            try (var restarted = open(dir)) {
                assertThat(restarted.startupProblems()).singleElement().asString()
                        .contains("journal/after-v1.log").contains("checksum does not match")
                        .contains("replayed up to version 1").contains("kept as journal/after-v1.log.corrupt-");
                assertThat(restarted.current().orElseThrow().intent()).isEqualTo(base);
                assertThat(restarted.commit(withMtu(4500), "next").version()).isEqualTo(2);
            }
            try (Stream<Path> files = Files.list(dir.resolve("journal"))) {
                assertThat(files.map(p -> p.getFileName().toString())).anyMatch(n -> n.startsWith("after-v1.log.corrupt-"));
            }
        }
    }

    @Test
    void aLargeJournalIsFoldedIntoASnapshotOffTheCommitPathAndReplaysTheSame() throws Exception {
        try (var store = open(state)) {
            store.snapshotAfterJournalBytes(1);
            store.commit(base, "startup");
            store.commit(withMtu(4200), "mtu 4200");
            store.awaitSnapshot();
            store.commit(withMtu(4300), "mtu 4300");
            store.awaitSnapshot();
            assertThat(Files.readString(state.resolve("running.json"))).contains("\"version\":3");
            assertThat(files(state, "history")).contains("v2.json", "v3.json");
            assertThat(Files.readAllBytes(state.resolve("running.json"))).isEqualTo(Files.readAllBytes(state.resolve("history/v3.json")));
            // The last commit stays in the journal only: no fold is running while the files are copied (a fold's
            // temporary file renamed between listing and copying failed the copy), and the restart must replay it.
            store.snapshotAfterJournalBytes(Long.MAX_VALUE);
            store.commit(withMtu(4400), "mtu 4400");
            assertThat(files(state, "history")).doesNotContain("v4.json");
            Path dir = kill();

            try (var restarted = open(dir)) {
                assertThat(restarted.startupProblems()).isEmpty();
                assertThat(restarted.current().orElseThrow().intent()).isEqualTo(withMtu(4400));
                assertThat(restarted.history()).extracting(Commit::version).containsExactly(4L, 3L, 2L, 1L);
                assertThat(restarted.rollback(2)).isEqualTo(withMtu(4200));
            }
        }
    }

    private static List<String> files(Path dir, String under) throws IOException {
        try (Stream<Path> files = Files.list(dir.resolve(under))) {
            return files.map(p -> p.getFileName().toString()).toList();
        }
    }
}
