package io.nosagent.config.store;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import io.nosagent.config.ConfigException;
import io.nosagent.config.codec.EditScope;
import io.nosagent.config.codec.IntentCodec;
import io.nosagent.config.codec.JsonText;
import io.nosagent.config.codec.ValidIntent;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.validate.ValidationContext;
import io.nosagent.net.Cidr;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Clock;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The persisted running config in a state directory:
 * <pre>
 *   running.json               the newest snapshot
 *   history/v&lt;N&gt;.json          snapshots: version N's whole commit
 *   journal/after-v&lt;N&gt;.log     the commits after version N, each as what it changed ({@link CommitJournal} records)
 *   .lock                      held while the store is open: one agent per directory
 * </pre>
 * A snapshot holds {@code {"version", "committed-at", "note", "config": <JSON_IETF document>}} and is
 * replaced atomically ({@link AtomicFile}). A commit costs what it changes: it is appended to the
 * journal as the sections it changed (of the route table, the routes), synced, before it is programmed,
 * and a second small record marks it installed once programming succeeded; a commit without that mark
 * is not applied at open. The first commit, and one after the journal could not be written, is written
 * whole as today. Once the journal since the last snapshot outgrows that snapshot
 * ({@link #JOURNAL_PER_SNAPSHOT} times, at least {@link #MIN_JOURNAL_BYTES}), a new journal starts and
 * the running commit is written as a snapshot on a thread of the store's, off the commit path; a clean
 * {@link #close} writes one too, so a restart after it reads one file. History and rollback cover the
 * last N versions (default 20): a restart rebuilds them from the newest snapshot at or before the oldest
 * kept version and the journals after it; older files are deleted.
 *
 * <p>At open, temp files left by a crash are deleted. A journal's last record cut short by a crash
 * (found by its length or checksum) is discarded with a log line, never applied in part. A snapshot or
 * journal that cannot be read, parsed or validated is kept for triage under a {@code .corrupt-<epoch-millis>}
 * name, logged as a warning naming the file and returned by {@link #startupProblems()}; the newest
 * version that can be rebuilt becomes current and is written back as {@code running.json}. With no good
 * state at all the store is empty and {@link #startupProblems()} says why: the agent then runs a minimal
 * safe config rather than any example.
 *
 * <p>Thread-safe; commits are serialized.
 */
public final class ConfigStore implements AutoCloseable {

    /** History length when none is given. */
    public static final int DEFAULT_HISTORY = 20;
    /**
     * How many times the last snapshot's size the journal after it may grow before the next snapshot: a
     * snapshot of T bytes follows at least that many journal bytes, so writing it costs each commit a
     * share in proportion to what it changed, and a restart replays at most that much.
     */
    static final int JOURNAL_PER_SNAPSHOT = 4;
    /** Below this a journal never triggers a snapshot: replaying a megabyte is quick. */
    static final long MIN_JOURNAL_BYTES = 1 << 20;

    static final String CURRENT = "running.json";
    static final String HISTORY = "history";
    static final String JOURNAL = "journal";
    private static final Pattern HISTORY_FILE = Pattern.compile("v([0-9]{1,18})\\.json");
    private static final Pattern JOURNAL_FILE = Pattern.compile("after-v([0-9]{1,18})\\.log");
    private static final System.Logger LOG = System.getLogger(ConfigStore.class.getName());

    private final Path dir;
    private final IntentCodec codec;
    private final ValidationContext context;
    private final int historyLimit;
    private final Clock clock;
    private final FileChannel lockChannel;
    private final FileLock lock;
    private final List<String> startupProblems = new ArrayList<>();
    /** Writes snapshots off the commit path. */
    private final ExecutorService snapshotWriter;

    /** Kept commits by version, current included. */
    private final TreeMap<Long, Commit> history = new TreeMap<>();
    private Commit current;
    private long lastVersion;
    /** Snapshot files known good, by version, with their size. */
    private final TreeMap<Long, Long> snapshots = new TreeMap<>();
    /** The version running.json holds; 0 when none. */
    private long runningVersion;
    /** Journal files in use, by the version they start after. */
    private final TreeSet<Long> journals = new TreeSet<>();
    /** The journal commits are appended to; null until there is a snapshot to start it from, or after it failed. */
    private CommitJournal journal;
    private long journalBase;
    private Future<?> snapshotInFlight;
    /** Journal bytes that trigger a snapshot whatever the snapshot's size; -1: as the class comment says (tests set it). */
    private long fixedJournalBytes = -1;

    private ConfigStore(Path dir, IntentCodec codec, ValidationContext context, int historyLimit, Clock clock)
            throws IOException {
        this.dir = dir;
        this.codec = codec;
        this.context = context;
        this.historyLimit = historyLimit;
        this.clock = clock;
        Files.createDirectories(dir.resolve(HISTORY));
        Files.createDirectories(dir.resolve(JOURNAL));
        this.lockChannel = FileChannel.open(dir.resolve(".lock"), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        FileLock held;
        try {
            held = lockChannel.tryLock();
        } catch (OverlappingFileLockException e) {
            held = null;
        }
        if (held == null) {
            lockChannel.close();
            throw new IllegalStateException("state directory " + dir + " is in use by another config store");
        }
        this.lock = held;
        this.snapshotWriter = Executors.newSingleThreadExecutor(Thread.ofPlatform().daemon().name("config-snapshot").factory());
    }

    /** Opens {@code stateDir} (created if absent) with {@link #DEFAULT_HISTORY} and the system clock. */
    public static ConfigStore open(Path stateDir, IntentCodec codec, ValidationContext context) {
        return open(stateDir, codec, context, DEFAULT_HISTORY, Clock.systemUTC());
    }

    /**
     * Opens {@code stateDir}, recovering as described in the class comment.
     *
     * @param historyLimit how many commits to keep, at least 1
     * @param clock        stamps commits and quarantined files
     */
    public static ConfigStore open(Path stateDir, IntentCodec codec, ValidationContext context, int historyLimit,
                                   Clock clock) {
        if (historyLimit < 1) {
            throw new IllegalArgumentException("historyLimit " + historyLimit + " < 1");
        }
        try {
            var store = new ConfigStore(stateDir, codec, context, historyLimit, clock);
            try {
                store.load();
            } catch (IOException | RuntimeException e) {
                store.release();
                throw e;
            }
            return store;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open config state directory " + stateDir, e);
        }
    }

    /** Lets a test see snapshots taken without writing megabytes. */
    synchronized void snapshotAfterJournalBytes(long bytes) {
        fixedJournalBytes = bytes;
    }

    /** Waits for a snapshot being written (tests). */
    void awaitSnapshot() throws Exception {
        Future<?> f;
        synchronized (this) {
            f = snapshotInFlight;
        }
        if (f != null) {
            f.get(1, TimeUnit.MINUTES);
        }
    }

    /**
     * The commit a restart would run if the agent died now: the config directory copied (this store's files
     * and lock untouched) and opened the way a restart opens it, journal replay included. Empty without a
     * running config. For checks that must see what is really on disk.
     */
    public Optional<Commit> restartCommit() {
        Path copy = null;
        try {
            copy = Files.createTempDirectory("nos-agent-restart-view-");
            synchronized (this) {
                copyForRestart(dir, copy);
            }
            try (var store = open(copy, codec, context)) {
                return store.current();
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + dir + " as a restart would", e);
        } finally {
            if (copy != null) {
                deleteTree(copy);
            }
        }
    }

    /** {@link #restartCommit} as running.json would hold it. */
    public Optional<String> restartView() {
        return restartCommit().map(commit -> {
            var out = new ByteArrayOutputStream();
            try {
                content(commit).writeTo(out);
            } catch (IOException e) {
                throw new UncheckedIOException(e); // in memory: not expected
            }
            return out.toString(StandardCharsets.UTF_8);
        });
    }

    private static void copyForRestart(Path from, Path to) throws IOException {
        try (var files = Files.walk(from)) {
            for (Path f : files.toList()) {
                Path target = to.resolve(from.relativize(f).toString());
                try {
                    if (Files.isDirectory(f)) {
                        Files.createDirectories(target);
                    } else if (!f.getFileName().toString().equals(".lock")) {
                        Files.copy(f, target);
                    }
                } catch (java.nio.file.NoSuchFileException gone) {
                    // a snapshot's temp file renamed or removed while copying: no restart reads it
                }
            }
        }
    }

    private static void deleteTree(Path root) {
        try (var files = Files.walk(root)) {
            for (Path f : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(f);
            }
        } catch (IOException e) {
            LOG.log(System.Logger.Level.WARNING, "cannot remove " + root + ": " + e);
        }
    }

    /** The current commit; empty before the first. */
    public synchronized Optional<Commit> current() {
        return Optional.ofNullable(current);
    }

    /** Kept commits, newest first. */
    public synchronized List<Commit> history() {
        return List.copyOf(history.descendingMap().values());
    }

    /** What open found wrong and how it recovered, one line per problem naming the file; empty when clean. */
    public synchronized List<String> startupProblems() {
        return List.copyOf(startupProblems);
    }

    /**
     * Validates {@code intent} and persists it as the next version. On any failure nothing changes:
     * invalid intent is a {@link ConfigException}, an I/O failure an {@link UncheckedIOException}.
     */
    public synchronized Commit commit(SwitchIntent intent, String note) {
        return commit(codec.validated(intent, "commit", context), note);
    }

    /**
     * Persists an intent the caller has already validated ({@link IntentCodec#validated}) against this
     * store's context: nothing is checked again.
     */
    public synchronized Commit commit(ValidIntent valid, String note) {
        return install(stage(valid, note));
    }

    /**
     * A commit written to disk (synced) but not yet the running config: the agent stages a commit before
     * it programs the ASIC, so a state directory it cannot write refuses the commit before anything is
     * programmed, then {@linkplain #install installs} it once programming succeeded or
     * {@linkplain #discard discards} it. A crash in between leaves the previous running config.
     */
    public static final class Staged {
        private final Commit commit;
        /** The whole commit beside running.json; null when it went to the journal. */
        private final AtomicFile.Staged file;
        /** The journal's length before the commit's record; -1 for a whole commit. */
        private final long journalMark;

        private Staged(Commit commit, AtomicFile.Staged file, long journalMark) {
            this.commit = commit;
            this.file = file;
            this.journalMark = journalMark;
        }

        /** The commit it becomes when installed. */
        public Commit commit() {
            return commit;
        }
    }

    /**
     * Writes {@code valid} as the next version: what it changes of the running commit to the journal, or,
     * with no journal to append to, the whole commit beside the running config. {@link UncheckedIOException}
     * when it cannot.
     */
    public Staged stage(ValidIntent valid, String note) {
        return begin(valid, note).write();
    }

    /**
     * The first half of {@link #stage}: the next version numbered and, when it is to be written whole, its
     * file created beside the running config, so a state directory that cannot take it refuses the commit
     * now ({@link UncheckedIOException}); {@link Staging#write} then writes it, from any one thread (the
     * agent writes it while it programs).
     */
    public synchronized Staging begin(ValidIntent valid, String note) {
        if (!valid.context().equals(context)) {
            throw new IllegalArgumentException("the intent was validated against another context than this store's");
        }
        var commit = new Commit(lastVersion + 1, clock.instant(), note, valid.intent());
        if (journal != null && current != null) {
            try {
                // Checked now so a state directory gone from under the agent refuses the commit before it is programmed.
                journal.checkInPlace();
                return new Staging(commit, current, null);
            } catch (IOException e) {
                journalFailed(e); // and the commit is written whole, below
            }
        }
        Path running = dir.resolve(CURRENT);
        try {
            return new Staging(commit, null, AtomicFile.open(running));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + running, e);
        }
    }

    /** A numbered commit not yet written: {@link #write} it (then install or discard it), or {@link #discard} it. */
    public final class Staging {
        private final Commit commit;
        /** The running commit the journal record is a change of; null for a whole commit. */
        private final Commit base;
        /** The whole commit's file, created; null for a journal record. */
        private final AtomicFile.Opened file;

        private Staging(Commit commit, Commit base, AtomicFile.Opened file) {
            this.commit = commit;
            this.base = base;
            this.file = file;
        }

        /** Writes and syncs the commit: its record to the journal, or its whole file. */
        public Staged write() {
            if (file == null) {
                return appendOrWriteWhole(commit, base);
            }
            Path running = dir.resolve(CURRENT);
            try {
                return new Staged(commit, file.write(content(commit)), -1);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write " + running, e);
            }
        }

        /** Forgets the commit unwritten; the running config is untouched. */
        public void discard() {
            if (file == null) {
                return;
            }
            try {
                file.discard();
            } catch (IOException e) {
                LOG.log(System.Logger.Level.WARNING, "cannot remove a discarded commit's file (removed at next open): " + e);
            }
        }
    }

    private synchronized Staged appendOrWriteWhole(Commit commit, Commit base) {
        if (journal != null) {
            EditScope scope = codec.changeScope(base.intent(), commit.intent());
            long mark = journal.size();
            try {
                journal.append(commitRecord(commit, base.version(), scope));
                return new Staged(commit, null, mark);
            } catch (IOException e) {
                journalFailed(e); // and the commit is written whole, below
            }
        }
        Path running = dir.resolve(CURRENT);
        try {
            return new Staged(commit, AtomicFile.stage(running, content(commit)), -1);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + running, e);
        }
    }

    /** Forgets a staged commit; the running config is untouched. */
    public synchronized void discard(Staged staged) {
        try {
            if (staged.file != null) {
                staged.file.discard();
            } else if (journal != null && journal.size() > staged.journalMark) {
                // Not needed for correctness (a record without its mark is never applied), but keeps the journal short.
                journal.truncate(staged.journalMark);
            }
        } catch (IOException e) {
            LOG.log(System.Logger.Level.WARNING, "cannot remove a discarded commit (never applied): " + e);
        }
    }

    /**
     * Makes a staged commit the running config, and records it in the history: the journal's mark that
     * it is installed (synced), or for a whole commit an atomic rename over running.json.
     */
    public synchronized Commit install(Staged staged) {
        var commit = staged.commit;
        if (commit.version() != lastVersion + 1) {
            throw new IllegalStateException("staged version " + commit.version() + " is not the next (" + (lastVersion + 1) + ")");
        }
        if (staged.file == null) {
            if (journal == null) {
                throw new IllegalStateException("version " + commit.version() + " was staged in a journal that has since failed");
            }
            try {
                journal.append(installedRecord(commit.version()));
            } catch (IOException e) {
                Path file = journal(journalBase);
                journalFailed(e);
                throw new UncheckedIOException("cannot write " + file, e);
            }
            accept(commit);
            long limit = fixedJournalBytes >= 0 ? fixedJournalBytes : Math.max(MIN_JOURNAL_BYTES, JOURNAL_PER_SNAPSHOT * lastSnapshotBytes());
            if (journal.size() > limit
                    && (snapshotInFlight == null || snapshotInFlight.isDone())) {
                snapshotSoon(commit);
            }
            return commit;
        }
        Path running = dir.resolve(CURRENT);
        try {
            staged.file.install();
        } catch (IOException e) {
            discard(staged);
            throw new UncheckedIOException("cannot replace " + running, e);
        }
        runningVersion = commit.version();
        accept(commit);
        // The commit stands once running.json is replaced; a missing history copy is repaired at open.
        if (writeHistoryCopy(commit)) {
            startJournal(commit.version());
        }
        return commit;
    }

    private void accept(Commit commit) {
        lastVersion = commit.version();
        current = commit;
        history.put(commit.version(), commit);
        prune();
    }

    /**
     * The intent committed as {@code version}, to re-apply. This changes nothing: the caller programs
     * it and commits it again (as a new version, noting the rollback), so versions never go backwards.
     *
     * @throws NoSuchElementException if the version is not (or no longer) kept
     */
    public synchronized SwitchIntent rollback(long version) {
        Commit commit = history.get(version);
        if (commit == null) {
            throw new NoSuchElementException("version " + version + " is not in the history (kept: "
                    + (history.isEmpty() ? "none" : history.firstKey() + ".." + history.lastKey()) + ")");
        }
        return commit.intent();
    }

    /** Finishes a snapshot being written and, if the journal holds commits, writes the running one as a snapshot. */
    @Override
    public void close() {
        snapshotWriter.shutdown();
        try {
            if (!snapshotWriter.awaitTermination(1, TimeUnit.MINUTES)) {
                LOG.log(System.Logger.Level.WARNING, "a snapshot still being written at close: the journal has every commit");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        synchronized (this) {
            if (journal != null && current != null && current.version() > journalBase) {
                try {
                    writeSnapshot(current);
                    startJournal(current.version());
                    prune();
                } catch (IOException | RuntimeException e) {
                    LOG.log(System.Logger.Level.WARNING, "cannot write a snapshot at close (the journal has every commit): " + e);
                }
            }
            release();
        }
    }

    private synchronized void release() {
        snapshotWriter.shutdownNow();
        try {
            if (journal != null) {
                journal.close();
                journal = null;
            }
            if (lock != null && lock.isValid()) {
                lock.release();
            }
            lockChannel.close();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot release " + dir.resolve(".lock"), e);
        }
    }

    // --- snapshots and journals ----------------------------------------------------------------

    /** Starts a new journal after {@code version}, and writes that version's snapshot off the commit path. */
    private void snapshotSoon(Commit commit) {
        if (!startJournal(commit.version())) {
            return;
        }
        snapshotInFlight = snapshotWriter.submit(() -> {
            try {
                Path file = historyFile(commit.version());
                AtomicFile.write(file, content(commit));
                // running.json holds the same bytes: copied, not serialized a second time (128k routes are ~90 MB of JSON).
                AtomicFile.Staged running = AtomicFile.stageCopy(file, dir.resolve(CURRENT));
                synchronized (this) {
                    snapshots.put(commit.version(), Files.size(file));
                    if (commit.version() > runningVersion) {
                        running.install();
                        runningVersion = commit.version();
                    } else {
                        running.discard();
                    }
                    prune();
                }
            } catch (IOException | RuntimeException e) {
                // The journals still hold every commit: nothing is lost, a restart replays a little more.
                LOG.log(System.Logger.Level.WARNING, "cannot write the snapshot of version " + commit.version() + ": " + e);
            }
        });
    }

    /** Writes {@code commit} as history/v&lt;N&gt;.json and running.json, now. */
    private void writeSnapshot(Commit commit) throws IOException {
        Path file = historyFile(commit.version());
        AtomicFile.write(file, content(commit));
        snapshots.put(commit.version(), Files.size(file));
        if (commit.version() >= runningVersion) {
            AtomicFile.copy(file, dir.resolve(CURRENT));
            runningVersion = commit.version();
        }
    }

    /**
     * Makes journal/after-v&lt;version&gt;.log the one commits go to; false (logged) when it cannot be
     * created, and then the next commit is written whole.
     */
    private boolean startJournal(long version) {
        try {
            if (journal != null) {
                journal.close();
                journal = null;
            }
            Path file = journal(version);
            long keep = 0;
            if (Files.exists(file)) {
                keep = CommitJournal.read(file).validLength(); // only at open: what replay found whole is kept
            }
            journal = CommitJournal.open(file, keep);
            journalBase = version;
            journals.add(version);
            return true;
        } catch (IOException e) {
            journalFailed(e);
            return false;
        }
    }

    /** After a journal write failed: the next commit is written whole and starts a new journal. */
    private void journalFailed(IOException cause) {
        LOG.log(System.Logger.Level.WARNING, "the config journal cannot be written (" + cause
                + "); the next commit is written whole");
        if (journal != null) {
            try {
                journal.close();
            } catch (IOException ignored) {
                // closing a channel that failed; nothing more to do
            }
            journal = null;
        }
    }

    private long lastSnapshotBytes() {
        var last = snapshots.lastEntry();
        return last == null ? 0 : last.getValue();
    }

    /** One commit as a journal record (streamed to the journal): its version, the version it changes, and its part of the document. */
    private AtomicFile.Content commitRecord(Commit commit, long base, EditScope scope) {
        return out -> {
            try (JsonGenerator json = JsonText.generator(out)) {
                json.writeStartObject();
                json.writeStringField("kind", "commit");
                json.writeNumberField("version", commit.version());
                json.writeNumberField("base", base);
                json.writeStringField("committed-at", commit.committedAt().toString());
                json.writeStringField("note", commit.note());
                json.writeArrayFieldStart("members");
                for (String m : scope.members().orElseThrow()) {
                    json.writeString(m);
                }
                json.writeEndArray();
                if (scope.routes().isPresent()) {
                    json.writeArrayFieldStart("routes");
                    char[] text = new char[Cidr.MAX_TEXT];
                    for (Cidr prefix : scope.routes().get()) {
                        json.writeString(text, 0, prefix.formatTo(text, 0));
                    }
                    json.writeEndArray();
                }
                json.writeFieldName("config");
                codec.write(commit.intent(), scope, json);
                json.writeEndObject();
            }
        };
    }

    private static byte[] installedRecord(long version) {
        return ("{\"kind\":\"installed\",\"version\":" + version + "}").getBytes(StandardCharsets.UTF_8);
    }

    // --- open --------------------------------------------------------------------------------

    private void load() throws IOException {
        deleteLeftovers(dir);
        deleteLeftovers(dir.resolve(HISTORY));
        deleteLeftovers(dir.resolve(JOURNAL));
        var read = new TreeMap<Long, Commit>();
        var from = new TreeMap<Long, String>();
        for (Path file : files(HISTORY, HISTORY_FILE)) {
            long version = number(file, HISTORY_FILE);
            lastVersion = Math.max(lastVersion, version);
            try {
                Commit commit = readCommit(file);
                if (commit.version() != version) {
                    throw new UnreadableCommit(file + ": holds version " + commit.version());
                }
                read.put(version, commit);
                from.put(version, HISTORY + "/" + file.getFileName());
                snapshots.put(version, Files.size(file));
            } catch (UnreadableCommit e) {
                problem(e.getMessage() + "; skipped, kept as " + HISTORY + "/" + quarantine(file).getFileName());
            }
        }
        Path running = dir.resolve(CURRENT);
        String runningProblem = null;
        if (Files.exists(running)) {
            try {
                Commit commit = readCommit(running);
                lastVersion = Math.max(lastVersion, commit.version());
                read.putIfAbsent(commit.version(), commit);
                from.putIfAbsent(commit.version(), CURRENT);
                runningVersion = commit.version();
            } catch (UnreadableCommit e) {
                runningProblem = e.getMessage() + "; moved to " + quarantine(running).getFileName();
            }
        } else if (!read.isEmpty()) {
            runningProblem = running + ": missing";
        }
        history.putAll(read);

        // The chain: each journal continues the version it is named after, from a snapshot or the journal before.
        Commit state = null;
        String stateFrom = null;
        for (Path file : files(JOURNAL, JOURNAL_FILE)) {
            long base = number(file, JOURNAL_FILE);
            var snapshot = read.floorEntry(base);
            if (snapshot != null && (state == null || snapshot.getKey() >= state.version())) {
                state = snapshot.getValue();
                stateFrom = from.get(snapshot.getKey());
            }
            if (state == null || state.version() != base) {
                if (Files.size(file) == 0) {
                    Files.delete(file); // started, never written: nothing to keep
                    continue;
                }
                problem(file + ": continues version " + base + ", which is not available; not replayed, kept as "
                        + JOURNAL + "/" + quarantine(file).getFileName());
                continue;
            }
            journals.add(base);
            Commit replayed = replay(file, state);
            if (replayed != state) {
                state = replayed;
                stateFrom = JOURNAL + "/" + file.getFileName();
            }
        }
        var newest = read.lastEntry();
        if (newest != null && (state == null || newest.getKey() > state.version())) {
            state = newest.getValue();
            stateFrom = from.get(newest.getKey());
        }
        current = state;
        if (state != null) {
            lastVersion = Math.max(lastVersion, state.version());
        }
        if (runningProblem != null) {
            problem(runningProblem + (state == null ? "; no good history entry: starting without a running config"
                    : "; recovered version " + state.version() + " from " + stateFrom));
        }
        if (current != null) {
            // The next open reads the current version from one file, and commits go on in a journal after it.
            if (!snapshots.containsKey(current.version())) {
                if (runningVersion == current.version()) {
                    AtomicFile.copy(running, historyFile(current.version())); // a history copy lost to a crash
                    snapshots.put(current.version(), Files.size(running));
                } else {
                    writeSnapshot(current);
                }
            }
            if (runningVersion != current.version()) {
                AtomicFile.copy(historyFile(current.version()), running);
                runningVersion = current.version();
            }
            startJournal(current.version());
        }
        prune();
    }

    /**
     * Applies the installed commits of a journal to {@code base}, adding each to the history; returns the
     * last. A commit without its installed mark was never the running config and is skipped; a torn
     * last record is discarded; a bad record stops the replay there and the file is kept for triage.
     */
    private Commit replay(Path file, Commit base) throws IOException {
        String name = JOURNAL + "/" + file.getFileName();
        CommitJournal.Scan scan = CommitJournal.read(file);
        Commit state = base;
        JsonNode pending = null;
        String bad = null;
        for (CommitJournal.Entry entry : scan.entries()) {
            try {
                JsonNode record = JsonText.parse(new String(entry.payload(), StandardCharsets.UTF_8), name);
                String kind = record.path("kind").asText();
                long version = record.path("version").asLong(-1);
                if (kind.equals("commit")) {
                    pending = record;
                } else if (kind.equals("installed") && pending != null && pending.path("version").asLong() == version) {
                    state = apply(pending, state, name);
                    history.put(state.version(), state);
                    lastVersion = Math.max(lastVersion, state.version());
                    pending = null;
                } else {
                    throw new UnreadableCommit(name + ": a record ending at byte " + entry.end() + " is neither a commit nor"
                            + " the installed mark of the commit before it");
                }
            } catch (ConfigException | UnreadableCommit e) {
                bad = e instanceof UnreadableCommit u ? u.getMessage() : summary((ConfigException) e);
                break;
            }
        }
        if (bad == null && pending != null) {
            LOG.log(System.Logger.Level.INFO, name + ": version " + pending.path("version").asLong() + " was written but never"
                    + " installed (the agent stopped before its programming finished): not applied");
        }
        if (bad == null && !scan.clean() && scan.torn()) {
            LOG.log(System.Logger.Level.WARNING, name + ": " + scan.damage() + ", the last write cut short by a crash;"
                    + " discarded, version " + state.version() + " is the last whole one");
        } else if (bad != null || !scan.clean()) {
            // The commits before the damage stand (open writes a snapshot of the result); the rest cannot be trusted.
            journals.remove(base.version());
            problem((bad != null ? bad : name + ": " + scan.damage()) + "; replayed up to version " + state.version()
                    + ", the file kept as " + JOURNAL + "/" + quarantine(file).getFileName());
        }
        return state;
    }

    private Commit apply(JsonNode record, Commit base, String name) throws UnreadableCommit {
        long version = record.path("version").asLong(-1);
        long on = record.path("base").asLong(-1);
        if (on != base.version()) {
            throw new UnreadableCommit(name + ": version " + version + " changes version " + on + ", but the one before it is "
                    + base.version());
        }
        JsonNode at = record.path("committed-at");
        JsonNode note = record.path("note");
        JsonNode config = record.path("config");
        JsonNode members = record.path("members");
        if (version < 1 || !at.isTextual() || !note.isTextual() || !config.isObject() || !members.isArray()) {
            throw new UnreadableCommit(name + ": version " + version + " is not a commit record (needs version, base,"
                    + " committed-at, note, members, config)");
        }
        var reached = new HashSet<String>();
        members.forEach(m -> reached.add(m.asText()));
        Set<Cidr> routes = null;
        if (record.has("routes")) {
            routes = new HashSet<>();
            for (JsonNode p : record.path("routes")) {
                routes.add(Cidr.parse(p.asText()));
            }
        }
        try {
            SwitchIntent intent = codec.decode(base.intent(), config, EditScope.reaching(reached, routes),
                    name + " version " + version, context);
            return new Commit(version, Instant.parse(at.asText()), note.asText(), intent);
        } catch (IllegalArgumentException | DateTimeParseException e) {
            throw new UnreadableCommit(name + ": version " + version + ": " + e.getMessage());
        }
    }

    private void problem(String message) {
        startupProblems.add(message);
        LOG.log(System.Logger.Level.WARNING, message);
    }

    /** Moves an unreadable file to a name nothing reads (or prunes), kept for triage. */
    private Path quarantine(Path file) throws IOException {
        Path aside = file.resolveSibling(file.getFileName() + ".corrupt-" + clock.millis());
        Files.move(file, aside, StandardCopyOption.REPLACE_EXISTING);
        return aside;
    }

    private List<Path> files(String under, Pattern name) throws IOException {
        try (Stream<Path> files = Files.list(dir.resolve(under))) {
            return files.filter(f -> name.matcher(f.getFileName().toString()).matches())
                    .sorted(Comparator.comparingLong((Path f) -> number(f, name)))
                    .toList();
        }
    }

    private static long number(Path file, Pattern name) {
        Matcher m = name.matcher(file.getFileName().toString());
        if (!m.matches()) {
            throw new IllegalArgumentException(file + " is not named " + name);
        }
        return Long.parseLong(m.group(1));
    }

    private static void deleteLeftovers(Path directory) throws IOException {
        try (Stream<Path> files = Files.list(directory)) {
            for (Path f : files.filter(AtomicFile::isLeftover).toList()) {
                LOG.log(System.Logger.Level.INFO, "deleting " + f + ": left by an interrupted write");
                Files.deleteIfExists(f);
            }
        }
    }

    // --- files -------------------------------------------------------------------------------

    /** Copies running.json, which holds {@code commit}, into the history as its snapshot; false (logged) when it cannot. */
    private boolean writeHistoryCopy(Commit commit) {
        Path file = historyFile(commit.version());
        try {
            AtomicFile.copy(dir.resolve(CURRENT), file);
            snapshots.put(commit.version(), Files.size(file));
            return true;
        } catch (IOException e) {
            LOG.log(System.Logger.Level.WARNING, "cannot write " + file + " (repaired at next open): " + e);
            return false;
        }
    }

    private Path historyFile(long version) {
        return dir.resolve(HISTORY).resolve("v" + version + ".json");
    }

    private Path journal(long version) {
        return dir.resolve(JOURNAL).resolve("after-v" + version + ".log");
    }

    /**
     * Drops commits beyond the history limit, oldest first, and the files no kept version needs: those
     * before the newest snapshot at or before the oldest kept version.
     */
    private void prune() {
        while (history.size() > historyLimit) {
            history.pollFirstEntry();
        }
        if (history.isEmpty()) {
            return;
        }
        Long from = snapshots.floorKey(history.firstKey());
        if (from == null) {
            return;
        }
        try {
            for (Path f : files(HISTORY, HISTORY_FILE)) {
                long version = number(f, HISTORY_FILE);
                if (version < from) {
                    Files.deleteIfExists(f);
                    snapshots.remove(version);
                }
            }
            for (Path f : files(JOURNAL, JOURNAL_FILE)) {
                long version = number(f, JOURNAL_FILE);
                if (version < from && version != journalBase) {
                    Files.deleteIfExists(f);
                    journals.remove(version);
                }
            }
        } catch (IOException e) {
            LOG.log(System.Logger.Level.WARNING, "cannot prune " + dir + ": " + e);
        }
    }

    /** A snapshot file: compact JSON, the config member streamed from the intent. */
    private AtomicFile.Content content(Commit commit) {
        return out -> {
            try (JsonGenerator json = JsonText.generator(out)) {
                json.writeStartObject();
                json.writeNumberField("version", commit.version());
                json.writeStringField("committed-at", commit.committedAt().toString());
                json.writeStringField("note", commit.note());
                json.writeFieldName("config");
                codec.write(commit.intent(), json);
                json.writeEndObject();
                json.writeRaw('\n');
            }
        };
    }

    private Commit readCommit(Path file) throws UnreadableCommit {
        try {
            JsonNode root = JsonText.parse(Files.readString(file, StandardCharsets.UTF_8), file.toString());
            JsonNode version = root.path("version");
            JsonNode at = root.path("committed-at");
            JsonNode note = root.path("note");
            JsonNode config = root.path("config");
            if (!version.canConvertToExactIntegral() || version.asLong() < 1 || !at.isTextual() || !note.isTextual()
                    || !config.isObject()) {
                throw new UnreadableCommit(file + ": not a commit file (needs version, committed-at, note, config)");
            }
            return new Commit(version.asLong(), Instant.parse(at.asText()), note.asText(),
                    codec.decode(config, file.toString(), context));
        } catch (IOException e) {
            throw new UnreadableCommit(file + ": cannot be read: " + e.getMessage());
        } catch (ConfigException e) {
            throw new UnreadableCommit(summary(e));
        } catch (DateTimeParseException e) {
            throw new UnreadableCommit(file + ": " + e.getMessage());
        }
    }

    /** One log line for a rejected file: the first few errors, then how many more. */
    private static String summary(ConfigException e) {
        var errors = e.errors();
        var sb = new StringBuilder(e.source()).append(": ");
        for (int i = 0; i < Math.min(3, errors.size()); i++) {
            sb.append(i == 0 ? "" : "; ").append(errors.get(i));
        }
        if (errors.size() > 3) {
            sb.append("; and ").append(errors.size() - 3).append(" more");
        }
        return sb.toString();
    }

    /** A committed file that cannot be used; the message names the file and why. */
    private static final class UnreadableCommit extends Exception {
        UnreadableCommit(String message) {
            super(message);
        }
    }
}
