package io.nosagent.config.store;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import io.nosagent.config.ConfigError;
import io.nosagent.config.ConfigException;
import io.nosagent.config.codec.IntentCodec;
import io.nosagent.config.codec.JsonText;
import io.nosagent.config.codec.ValidIntent;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.validate.ValidationContext;

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
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The persisted running config in a state directory:
 * <pre>
 *   running.json        the current commit (the commit point)
 *   history/v&lt;N&gt;.json   the last N commits, current included (default 20)
 *   .lock               held while the store is open: one agent per directory
 * </pre>
 * Each file holds {@code {"version", "committed-at", "note", "config": <JSON_IETF document>}} and is
 * replaced atomically ({@link AtomicFile}), so a crash leaves the old or the new file, never a half
 * one; temp files left by a crash are deleted at open.
 *
 * <p>At open, a {@code running.json} that cannot be read, parsed or validated is moved aside to
 * {@code running.json.corrupt-<epoch-millis>} (kept for triage), the newest good history entry
 * becomes current and is written back as {@code running.json}; each such problem is logged as a
 * warning naming the file and returned by {@link #startupProblems()}. An unreadable history entry is
 * kept the same way ({@code history/v<N>.json.corrupt-<epoch-millis>}). With no good state at all the
 * store is empty and {@link #startupProblems()} says why: the agent then runs a minimal safe config
 * rather than any example.
 *
 * <p>Thread-safe; commits are serialized.
 */
public final class ConfigStore implements AutoCloseable {

    /** History length when none is given. */
    public static final int DEFAULT_HISTORY = 20;

    static final String CURRENT = "running.json";
    static final String HISTORY = "history";
    private static final Pattern HISTORY_FILE = Pattern.compile("v([0-9]{1,18})\\.json");
    private static final System.Logger LOG = System.getLogger(ConfigStore.class.getName());

    private final Path dir;
    private final IntentCodec codec;
    private final ValidationContext context;
    private final int historyLimit;
    private final Clock clock;
    private final FileChannel lockChannel;
    private final FileLock lock;
    private final List<String> startupProblems = new ArrayList<>();

    /** Kept commits by version, current included. */
    private final TreeMap<Long, Commit> history = new TreeMap<>();
    private Commit current;
    private long lastVersion;

    private ConfigStore(Path dir, IntentCodec codec, ValidationContext context, int historyLimit, Clock clock)
            throws IOException {
        this.dir = dir;
        this.codec = codec;
        this.context = context;
        this.historyLimit = historyLimit;
        this.clock = clock;
        Files.createDirectories(dir.resolve(HISTORY));
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
                store.close();
                throw e;
            }
            return store;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open config state directory " + stateDir, e);
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
     * store's context: nothing is checked again. The document is streamed to the file as it is encoded.
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
        private final AtomicFile.Staged file;

        private Staged(Commit commit, AtomicFile.Staged file) {
            this.commit = commit;
            this.file = file;
        }

        /** The commit it becomes when installed. */
        public Commit commit() {
            return commit;
        }
    }

    /** Writes {@code valid} as the next version beside the running config; {@link UncheckedIOException} when it cannot. */
    public Staged stage(ValidIntent valid, String note) {
        return begin(valid, note).write();
    }

    /**
     * The first half of {@link #stage}: the next version's file created beside the running config, so a
     * state directory that cannot take it refuses the commit now ({@link UncheckedIOException}); its
     * {@link Staging#write} then writes it, from any one thread (the agent writes it while it programs).
     */
    public synchronized Staging begin(ValidIntent valid, String note) {
        if (!valid.context().equals(context)) {
            throw new IllegalArgumentException("the intent was validated against another context than this store's");
        }
        var commit = new Commit(lastVersion + 1, clock.instant(), note, valid.intent());
        Path running = dir.resolve(CURRENT);
        try {
            return new Staging(commit, running, AtomicFile.open(running));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + running, e);
        }
    }

    /** A commit whose file is created but not written: {@link #write} it (then install or discard it), or {@link #discard} it. */
    public final class Staging {
        private final Commit commit;
        private final Path running;
        private final AtomicFile.Opened file;

        private Staging(Commit commit, Path running, AtomicFile.Opened file) {
            this.commit = commit;
            this.running = running;
            this.file = file;
        }

        /** Writes and syncs the commit's file (outside the store's lock: it only reads the immutable intent). */
        public Staged write() {
            try {
                return new Staged(commit, file.write(content(commit)));
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write " + running, e);
            }
        }

        /** Forgets the commit unwritten; the running config is untouched. */
        public void discard() {
            try {
                file.discard();
            } catch (IOException e) {
                LOG.log(System.Logger.Level.WARNING, "cannot remove a discarded commit's file (removed at next open): " + e);
            }
        }
    }

    /** Forgets a staged commit; the running config is untouched. */
    public synchronized void discard(Staged staged) {
        try {
            staged.file.discard();
        } catch (IOException e) {
            LOG.log(System.Logger.Level.WARNING, "cannot remove a discarded commit's file (removed at next open): " + e);
        }
    }

    /** Makes a staged commit the running config (an atomic rename) and records it in the history. */
    public synchronized Commit install(Staged staged) {
        var commit = staged.commit;
        if (commit.version() != lastVersion + 1) {
            throw new IllegalStateException("staged version " + commit.version() + " is not the next (" + (lastVersion + 1) + ")");
        }
        Path running = dir.resolve(CURRENT);
        try {
            staged.file.install();
        } catch (IOException e) {
            discard(staged);
            throw new UncheckedIOException("cannot replace " + running, e);
        }
        lastVersion = commit.version();
        current = commit;
        history.put(commit.version(), commit);
        // The commit stands once running.json is replaced; a missing history copy is repaired at open.
        writeHistoryCopy(commit);
        prune();
        return commit;
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

    @Override
    public synchronized void close() {
        try {
            if (lock != null && lock.isValid()) {
                lock.release();
            }
            lockChannel.close();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot release " + dir.resolve(".lock"), e);
        }
    }

    // --- open --------------------------------------------------------------------------------

    private void load() throws IOException {
        deleteLeftovers(dir);
        deleteLeftovers(dir.resolve(HISTORY));
        for (Path file : historyFiles()) {
            long version = versionOf(file);
            lastVersion = Math.max(lastVersion, version);
            try {
                Commit commit = readCommit(file);
                if (commit.version() != version) {
                    throw new UnreadableCommit(file + ": holds version " + commit.version());
                }
                history.put(version, commit);
            } catch (UnreadableCommit e) {
                // Kept for triage under a name the history no longer reads (or prunes).
                Path aside = file.resolveSibling(file.getFileName() + ".corrupt-" + clock.millis());
                Files.move(file, aside, StandardCopyOption.REPLACE_EXISTING);
                problem(e.getMessage() + "; skipped, kept as " + HISTORY + "/" + aside.getFileName());
            }
        }
        Path current = dir.resolve(CURRENT);
        if (Files.exists(current)) {
            try {
                Commit commit = readCommit(current);
                lastVersion = Math.max(lastVersion, commit.version());
                this.current = commit;
                if (!history.containsKey(commit.version())) {
                    // The history copy is written after running.json: repair one lost to a crash.
                    history.put(commit.version(), commit);
                    writeHistoryCopy(commit);
                }
            } catch (UnreadableCommit e) {
                Path aside = dir.resolve(CURRENT + ".corrupt-" + clock.millis());
                Files.move(current, aside, StandardCopyOption.REPLACE_EXISTING);
                problem(e.getMessage() + "; moved to " + aside.getFileName() + recovery());
                restoreCurrent();
            }
        } else if (!history.isEmpty()) {
            problem(current + ": missing" + recovery());
            restoreCurrent();
        }
        prune();
    }

    private String recovery() {
        return history.isEmpty() ? "; no good history entry: starting without a running config"
                : "; recovered version " + history.lastKey() + " from " + HISTORY + "/v" + history.lastKey() + ".json";
    }

    private void restoreCurrent() throws IOException {
        if (!history.isEmpty()) {
            current = history.lastEntry().getValue();
            AtomicFile.copy(historyFile(current.version()), dir.resolve(CURRENT));
        }
    }

    private void problem(String message) {
        startupProblems.add(message);
        LOG.log(System.Logger.Level.WARNING, message);
    }

    private List<Path> historyFiles() throws IOException {
        try (Stream<Path> files = Files.list(dir.resolve(HISTORY))) {
            return files.filter(f -> HISTORY_FILE.matcher(f.getFileName().toString()).matches())
                    .sorted(Comparator.comparingLong(ConfigStore::versionOf))
                    .toList();
        }
    }

    private static long versionOf(Path historyFile) {
        Matcher m = HISTORY_FILE.matcher(historyFile.getFileName().toString());
        if (!m.matches()) {
            throw new IllegalArgumentException(historyFile + " is not a history file");
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

    /** Copies running.json, which holds {@code commit}, into the history. */
    private void writeHistoryCopy(Commit commit) {
        Path file = historyFile(commit.version());
        try {
            AtomicFile.copy(dir.resolve(CURRENT), file);
        } catch (IOException e) {
            LOG.log(System.Logger.Level.WARNING, "cannot write " + file + " (repaired at next open): " + e);
        }
    }

    private Path historyFile(long version) {
        return dir.resolve(HISTORY).resolve("v" + version + ".json");
    }

    /** Drops commits beyond the history limit, oldest first. */
    private void prune() {
        while (history.size() > historyLimit) {
            long oldest = history.pollFirstEntry().getKey();
            Path file = dir.resolve(HISTORY).resolve("v" + oldest + ".json");
            try {
                Files.deleteIfExists(file);
            } catch (IOException e) {
                LOG.log(System.Logger.Level.WARNING, "cannot delete " + file + ": " + e);
            }
        }
        // Unreadable history files older than everything kept go too, so they stop being reported.
        try {
            long keepFrom = history.isEmpty() ? Long.MAX_VALUE : history.firstKey();
            for (Path f : historyFiles()) {
                if (versionOf(f) < keepFrom) {
                    Files.deleteIfExists(f);
                }
            }
        } catch (IOException e) {
            LOG.log(System.Logger.Level.WARNING, "cannot prune " + dir.resolve(HISTORY) + ": " + e);
        }
    }

    /** A commit file: compact JSON, the config member streamed from the intent. */
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
