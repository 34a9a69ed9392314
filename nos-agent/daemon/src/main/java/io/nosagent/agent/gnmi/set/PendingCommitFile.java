package io.nosagent.agent.gnmi.set;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.nosagent.config.store.AtomicFile;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

/**
 * The commit waiting for confirmation, on disk beside the config, so that a restart (clean or kill -9)
 * does not make an unconfirmed change permanent: written before the change is programmed, removed
 * once it is confirmed or rolled back. A file that cannot be read is moved aside for triage, never
 * deleted.
 */
final class PendingCommitFile {

    /**
     * What a restart needs to finish the commit's story.
     *
     * @param id                the commit's id
     * @param rollbackToVersion the config version it rolls back to (kept in the config history)
     * @param deadline          when it rolls back unless confirmed
     * @param rollbackAfter     the rollback duration it was given (bounds the wait when the clock moved back)
     */
    record Saved(String id, long rollbackToVersion, Instant deadline, Duration rollbackAfter) {
    }

    /** Why the file could not be read, and where it was moved. */
    static final class Unreadable extends Exception {
        Unreadable(String message, Throwable cause) {
            super(message, cause);
        }
    }

    private static final ObjectMapper JSON = new ObjectMapper();

    private final Path file;

    PendingCommitFile(Path file) {
        this.file = file;
    }

    Path path() {
        return file;
    }

    void write(Saved saved) {
        var node = JSON.createObjectNode()
                .put("id", saved.id())
                .put("rollback-to-version", saved.rollbackToVersion())
                .put("deadline", saved.deadline().toString())
                .put("rollback-after-ms", saved.rollbackAfter().toMillis());
        try {
            Files.createDirectories(file.getParent());
            AtomicFile.write(file, JSON.writerWithDefaultPrettyPrinter().writeValueAsBytes(node));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }

    /** The saved commit, if a file is there; a file that cannot be read is moved to {@code .corrupt} and reported. */
    Optional<Saved> read() throws Unreadable {
        if (!Files.exists(file)) {
            return Optional.empty();
        }
        try {
            JsonNode node = JSON.readTree(file.toFile());
            String id = text(node, "id");
            long version = node.path("rollback-to-version").asLong(0);
            long afterMs = node.path("rollback-after-ms").asLong(-1);
            if (id.isEmpty() || version < 1 || afterMs < 0) {
                throw new IOException("missing or bad member: id, rollback-to-version (>= 1) and rollback-after-ms (>= 0) are needed");
            }
            return Optional.of(new Saved(id, version, Instant.parse(text(node, "deadline")), Duration.ofMillis(afterMs)));
        } catch (IOException | RuntimeException e) {
            Path aside = file.resolveSibling(file.getFileName() + ".corrupt");
            try {
                Files.move(file, aside, StandardCopyOption.REPLACE_EXISTING);
            } catch (IOException moveFailed) {
                e.addSuppressed(moveFailed);
            }
            throw new Unreadable(file + " cannot be read (" + e.getMessage() + "); kept as " + aside, e);
        }
    }

    void delete() {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot remove " + file, e);
        }
    }

    private static String text(JsonNode node, String member) {
        return node.path(member).asText("");
    }
}
