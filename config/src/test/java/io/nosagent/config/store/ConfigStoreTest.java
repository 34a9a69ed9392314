package io.nosagent.config.store;

import io.nosagent.config.ConfigException;
import io.nosagent.config.Rtsw;
import io.nosagent.config.codec.IntentCodec;
import io.nosagent.config.intent.InterfaceAddress;
import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.config.intent.SwitchIntent;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.NoSuchElementException;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ConfigStoreTest {

    private final IntentCodec codec = new IntentCodec();
    private final SwitchIntent base = Rtsw.exampleIntent();
    private final TickingClock clock = new TickingClock();

    @TempDir
    Path state;

    private ConfigStore open() {
        return open(ConfigStore.DEFAULT_HISTORY);
    }

    private ConfigStore open(int history) {
        return ConfigStore.open(state, codec, Rtsw.context(), history, clock);
    }

    /** The example with eth1/1/1's MTU set to {@code mtu}: a distinct intent per number. */
    private SwitchIntent withMtu(int mtu) {
        return base.withInterface(base.interfaces().get("eth1/1/1").withMtu(mtu));
    }

    @Test
    void anEmptyStateDirectoryHasNoRunningConfig() {
        try (var store = open()) {
            assertThat(store.current()).isEmpty();
            assertThat(store.history()).isEmpty();
            assertThat(store.startupProblems()).isEmpty();
        }
    }

    @Test
    void commitsAreNumberedAndSurviveARestart() {
        try (var store = open()) {
            assertThat(store.commit(base, "startup file").version()).isEqualTo(1);
            assertThat(store.commit(withMtu(4200), "gnmi:alice mtu eth1/1/1").version()).isEqualTo(2);
        }

        try (var store = open()) {
            Commit current = store.current().orElseThrow();
            assertThat(current.version()).isEqualTo(2);
            assertThat(current.note()).isEqualTo("gnmi:alice mtu eth1/1/1");
            assertThat(current.committedAt()).isEqualTo(TickingClock.START.plusSeconds(1));
            assertThat(current.intent()).isEqualTo(withMtu(4200));
            assertThat(store.commit(base, "back").version()).isEqualTo(3);
        }
    }

    @Test
    void theRunningFileIsTheJsonIetfDocumentWithCommitMetadata() throws IOException {
        try (var store = open()) {
            store.commit(base, "startup file");
        }

        String running = Files.readString(state.resolve("running.json"));
        assertThat(running).contains("\"version\":1", "\"note\":\"startup file\"", "\"openconfig-interfaces:interfaces\"");
        assertThat(Files.readString(state.resolve("history/v1.json"))).isEqualTo(running);
    }

    @Test
    void historyKeepsOnlyTheLastNCommits() {
        try (var store = open(3)) {
            for (int mtu = 9001; mtu <= 9006; mtu++) {
                store.commit(withMtu(mtu), "mtu " + mtu);
            }

            assertThat(store.history()).extracting(Commit::version).containsExactly(6L, 5L, 4L);
            assertThatThrownBy(() -> store.rollback(3)).isInstanceOf(NoSuchElementException.class)
                    .hasMessage("version 3 is not in the history (kept: 4..6)");
        }
        try (var store = open(3)) {
            assertThat(store.history()).extracting(Commit::version).containsExactly(6L, 5L, 4L);
            for (int mtu = 9007; mtu <= 9010; mtu++) {
                store.commit(withMtu(mtu), "mtu " + mtu);
            }
        }
        // Versions 8..10 are rebuilt from the snapshot of 6 and the journal after it: what went before is gone.
        assertThat(historyFiles()).containsExactlyInAnyOrder("v6.json", "v10.json");
        assertThat(files("journal")).containsExactlyInAnyOrder("after-v6.log", "after-v10.log");
        try (var store = open(3)) {
            assertThat(store.history()).extracting(Commit::version).containsExactly(10L, 9L, 8L);
            assertThat(store.rollback(8)).isEqualTo(withMtu(9008));
        }
    }

    @Test
    void rollbackReturnsTheOldIntentWithoutChangingAnything() {
        try (var store = open()) {
            store.commit(base, "startup");
            store.commit(withMtu(4200), "mtu");

            SwitchIntent old = store.rollback(1);

            assertThat(old).isEqualTo(base);
            assertThat(store.current().orElseThrow().version()).isEqualTo(2);
            assertThat(store.commit(old, "rollback to v1").version()).isEqualTo(3);
            assertThat(store.current().orElseThrow().intent()).isEqualTo(base);
        }
    }

    @Test
    void anInvalidIntentIsNotCommittedAndNothingChanges() throws IOException {
        try (var store = open()) {
            store.commit(base, "startup");
            String before = Files.readString(state.resolve("running.json"));
            var bad = base.withInterface(InterfaceIntent.named("eth1/99/1")
                    .withAddress(InterfaceAddress.parse("10.0.1.9/24")));

            assertThatThrownBy(() -> store.commit(bad, "typo")).isInstanceOf(ConfigException.class)
                    .hasMessageContaining("unknown interface 'eth1/99/1'")
                    .hasMessageContaining("overlaps 10.0.1.1/24 on eth1/1/1");

            assertThat(store.current().orElseThrow().version()).isEqualTo(1);
            assertThat(Files.readString(state.resolve("running.json"))).isEqualTo(before);
            assertThat(store.commit(withMtu(4200), "next").version()).isEqualTo(2);
        }
    }

    @Test
    void aTempFileLeftByACrashIsIgnoredAndRemoved() throws IOException {
        try (var store = open()) {
            store.commit(base, "startup");
        }
        // A crash mid-write leaves a partial temp file beside the untouched running.json.
        String full = codec.print(withMtu(4200));
        Files.writeString(state.resolve(".running.json.123456.tmp"), full.substring(0, full.length() / 2));
        Files.writeString(state.resolve("history/.v2.json.777.tmp"), "{\"version\": 2");

        try (var store = open()) {
            assertThat(store.current().orElseThrow().version()).isEqualTo(1);
            assertThat(store.current().orElseThrow().intent()).isEqualTo(base);
            assertThat(store.startupProblems()).isEmpty();
            assertThat(store.commit(withMtu(4200), "after crash").version()).isEqualTo(2);
        }
        try (Stream<Path> files = Files.walk(state)) {
            assertThat(files.map(p -> p.getFileName().toString())).noneMatch(n -> n.endsWith(".tmp"));
        }
    }

    @Test
    void aTruncatedRunningFileIsSetAsideAndTheNewestGoodHistoryEntryTakesOver() throws IOException {
        try (var store = open()) {
            store.commit(base, "startup");
            store.commit(withMtu(4200), "mtu");
        }
        Path running = state.resolve("running.json");
        String text = Files.readString(running);
        Files.writeString(running, text.substring(0, text.length() / 3));

        try (var store = open()) {
            assertThat(store.current().orElseThrow().version()).isEqualTo(2);
            assertThat(store.current().orElseThrow().intent()).isEqualTo(withMtu(4200));
            assertThat(store.startupProblems()).singleElement().asString()
                    .startsWith(running + ": line ")
                    .contains("moved to running.json.corrupt-")
                    .endsWith("recovered version 2 from history/v2.json");
        }
        assertThat(Files.readString(running)).isEqualTo(text);
        try (Stream<Path> files = Files.list(state)) {
            assertThat(files.map(p -> p.getFileName().toString())).anyMatch(n -> n.startsWith("running.json.corrupt-"));
        }
        try (var store = open()) {
            assertThat(store.startupProblems()).isEmpty();
        }
    }

    @Test
    void whenTheNewestSnapshotsAreCorruptTheJournalStillRebuildsTheLastCommit() throws IOException {
        try (var store = open()) {
            store.commit(base, "startup");
            store.commit(withMtu(4200), "mtu");
        }
        Files.writeString(state.resolve("running.json"), "");
        Files.writeString(state.resolve("history/v2.json"), "{\"version\": 2, \"committed-at\": \"x\"}");

        try (var store = open()) {
            assertThat(store.current().orElseThrow().version()).isEqualTo(2);
            assertThat(store.current().orElseThrow().intent()).isEqualTo(withMtu(4200));
            assertThat(store.startupProblems()).hasSize(2);
            assertThat(store.startupProblems().getFirst()).contains("history/v2.json").contains("not a commit file");
            assertThat(store.startupProblems().getLast()).endsWith("recovered version 2 from journal/after-v1.log");
        }
    }

    @Test
    void whenTheNewestHistoryEntryAndItsJournalAreLostTheOneBeforeIsUsed() throws IOException {
        try (var store = open()) {
            store.commit(base, "startup");
            store.commit(withMtu(4200), "mtu");
        }
        Files.writeString(state.resolve("running.json"), "");
        Files.writeString(state.resolve("history/v2.json"), "{\"version\": 2, \"committed-at\": \"x\"}");
        Files.delete(state.resolve("journal/after-v1.log"));

        try (var store = open()) {
            assertThat(store.current().orElseThrow().version()).isEqualTo(1);
            assertThat(store.current().orElseThrow().intent()).isEqualTo(base);
            assertThat(store.startupProblems()).hasSize(2);
            assertThat(store.startupProblems().getFirst()).contains("history/v2.json").contains("not a commit file");
            // Versions never go backwards, even past a lost one.
            assertThat(store.commit(withMtu(4300), "next").version()).isEqualTo(3);
        }
    }

    @Test
    void aRunningFileThatNoLongerValidatesCountsAsBad() throws IOException {
        try (var store = open()) {
            store.commit(base, "startup");
        }
        Path running = state.resolve("running.json");
        Files.writeString(running, Files.readString(running).replace("\"mtu\":9100", "\"mtu\":99999"));

        try (var store = open()) {
            assertThat(store.startupProblems()).singleElement().asString()
                    .contains("/openconfig-interfaces:interfaces/interface[name=eth1/1/1]/config/mtu: 99999 is out of range 0..65535");
            assertThat(store.current().orElseThrow().intent()).isEqualTo(base);
        }
    }

    @Test
    void whenNothingStoredCanBeReadTheStoreIsEmptySaysWhyAndKeepsEveryFileForTriage() throws IOException {
        try (var store = open()) {
            store.commit(base, "startup");
            store.commit(withMtu(4200), "mtu");
        }
        Files.writeString(state.resolve("running.json"), "{");
        Files.writeString(state.resolve("history/v1.json"), "garbage");
        Files.writeString(state.resolve("history/v2.json"), "");

        try (var store = open()) {
            assertThat(store.current()).isEmpty();
            assertThat(store.startupProblems()).hasSize(4)
                    .anySatisfy(p -> assertThat(p).contains("history/v1.json").contains("kept as history/v1.json.corrupt-"))
                    .anySatisfy(p -> assertThat(p).contains("journal/after-v1.log").contains("continues version 1, which is not available"))
                    .anySatisfy(p -> assertThat(p).contains("running.json").contains("no good history entry"));
            // Versions go on past what was lost.
            assertThat(store.commit(base, "recovered").version()).isEqualTo(3);
        }
        try (Stream<Path> files = Files.walk(state)) {
            assertThat(files.map(p -> p.getFileName().toString()).filter(n -> n.contains(".corrupt-")))
                    .as("every unreadable file kept, even after a commit pruned the history")
                    .hasSize(4).anyMatch(n -> n.startsWith("v1.json")).anyMatch(n -> n.startsWith("v2.json"))
                    .anyMatch(n -> n.startsWith("after-v1.log"))
                    .anyMatch(n -> n.startsWith("running.json"));
        }
    }

    @Test
    void aHistoryCopyLostInACrashIsRepaired() throws IOException {
        try (var store = open()) {
            store.commit(base, "startup");
            store.commit(withMtu(4200), "mtu");
        }
        Files.delete(state.resolve("history/v2.json"));

        try (var store = open()) {
            assertThat(store.history()).extracting(Commit::version).containsExactly(2L, 1L);
        }
        assertThat(state.resolve("history/v2.json")).exists();
    }

    @Test
    void oneStateDirectoryServesOneStoreAtATime() {
        try (var store = open()) {
            assertThatThrownBy(this::open).isInstanceOf(IllegalStateException.class).hasMessageContaining("in use");
            assertThat(store.current()).isEmpty();
        }
        try (var again = open()) {
            assertThat(again.current()).isEmpty();
        }
    }

    private java.util.List<String> historyFiles() {
        return files("history");
    }

    private java.util.List<String> files(String under) {
        try (Stream<Path> files = Files.list(state.resolve(under))) {
            return files.map(p -> p.getFileName().toString()).toList();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** A clock that moves one second per reading, so every commit has its own time. */
    private static final class TickingClock extends Clock {
        static final Instant START = Instant.parse("2025-06-01T00:00:00Z");
        private Instant now = START.minusSeconds(1);

        @Override
        public ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            now = now.plus(Duration.ofSeconds(1));
            return now;
        }
    }
}
