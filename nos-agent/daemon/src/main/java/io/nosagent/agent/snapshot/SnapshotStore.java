package io.nosagent.agent.snapshot;

import io.nosagent.feature.SnapshotTrigger;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.zip.GZIPInputStream;

/**
 * The snapshot directory: {@code snapshot-<id>.json.gz} files and {@code index.json}. Every file is
 * written to a temporary name, forced to disk, renamed into place and the directory synced; the index is
 * rewritten the same way after each change. Opening deletes temporary leftovers (a writer killed before
 * its rename), drops index entries whose file is gone, and adds files the index lacks (a writer killed
 * after its rename) when their header reads; a file that does not read is set aside as
 * {@code .corrupt}. So a crash at any point leaves no corrupt snapshot listed and a readable index.
 * Retention keeps at most {@code maxCount} snapshots and {@code maxBytes} bytes, dropping the oldest.
 */
final class SnapshotStore {

    private static final Logger log = LoggerFactory.getLogger(SnapshotStore.class);
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String INDEX = "index.json";
    private static final String TEMP = ".tmp";

    /** A point between the steps of a write, for tests that kill a writer there. */
    interface Step {
        Step NONE = stage -> {
        };

        void reached(String stage) throws IOException;
    }

    /** What the writer produces into the temporary file. */
    @FunctionalInterface
    interface Content {
        void write(OutputStream out) throws IOException;
    }

    private final Path dir;
    private final int maxCount;
    private final long maxBytes;
    private final Step step;
    private final List<SnapshotEntry> entries = new ArrayList<>();
    private long nextId = 1;

    SnapshotStore(Path dir, int maxCount, long maxBytes, Step step) {
        this.dir = dir;
        this.maxCount = maxCount;
        this.maxBytes = maxBytes;
        this.step = step;
        try {
            Files.createDirectories(dir);
            open();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open the snapshot directory " + dir, e);
        }
    }

    Path dir() {
        return dir;
    }

    synchronized long takeId() {
        return nextId++;
    }

    synchronized List<SnapshotEntry> entries() {
        return List.copyOf(entries);
    }

    /** The compressed bytes of snapshot {@code id}, if it is held. */
    Optional<byte[]> read(long id) {
        Optional<SnapshotEntry> e;
        synchronized (this) {
            e = entries.stream().filter(x -> x.id() == id).findFirst();
        }
        if (e.isEmpty()) {
            return Optional.empty();
        }
        try {
            return Optional.of(Files.readAllBytes(dir.resolve(e.get().file())));
        } catch (IOException ex) {
            return Optional.empty();
        }
    }

    /** Writes snapshot {@code id} atomically, lists it, then applies retention. */
    SnapshotEntry write(long id, Instant time, SnapshotTrigger trigger, Content content) throws IOException {
        String name = fileName(id);
        Path target = dir.resolve(name);
        Path temp = dir.resolve("." + name + TEMP);
        try (FileChannel ch = FileChannel.open(temp, StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING,
                StandardOpenOption.WRITE)) {
            OutputStream out = Channels.newOutputStream(ch);
            content.write(new java.io.FilterOutputStream(out) {
                @Override
                public void write(byte[] b, int off, int len) throws IOException {
                    out.write(b, off, len);
                }

                @Override
                public void close() {
                    // the channel is forced and closed below
                }
            });
            ch.force(true);
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(temp);
            throw e;
        }
        step.reached("written");
        Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE);
        syncDirectory();
        step.reached("renamed");
        var entry = new SnapshotEntry(id, time, trigger.kind(), trigger.resource(), trigger.caseId(), trigger.reason(), name,
                Files.size(target));
        synchronized (this) {
            entries.add(entry);
            entries.sort(Comparator.comparingLong(SnapshotEntry::id));
            retain();
            writeIndex();
        }
        return entry;
    }

    private static String fileName(long id) {
        return "snapshot-" + id + ".json.gz";
    }

    private void retain() throws IOException {
        long bytes = entries.stream().mapToLong(SnapshotEntry::size).sum();
        while (!entries.isEmpty() && (entries.size() > maxCount || bytes > maxBytes)) {
            SnapshotEntry oldest = entries.removeFirst();
            bytes -= oldest.size();
            Files.deleteIfExists(dir.resolve(oldest.file()));
            log.info("snapshot {} removed (retention: {} snapshots, {} bytes)", oldest.id(), maxCount, maxBytes);
        }
    }

    private void writeIndex() throws IOException {
        ObjectNode root = JSON.createObjectNode();
        root.put("next-id", nextId);
        ArrayNode list = root.putArray("snapshots");
        for (SnapshotEntry e : entries) {
            ObjectNode n = list.addObject();
            n.put("id", e.id());
            n.put("time", e.time().toString());
            n.put("trigger", e.trigger());
            n.put("resource", e.resource());
            e.caseId().ifPresent(c -> n.put("case", c));
            n.put("reason", e.reason());
            n.put("file", e.file());
            n.put("size", e.size());
        }
        Path temp = dir.resolve("." + INDEX + TEMP);
        try (FileChannel ch = FileChannel.open(temp, StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING,
                StandardOpenOption.WRITE)) {
            ch.write(java.nio.ByteBuffer.wrap(JSON.writerWithDefaultPrettyPrinter().writeValueAsBytes(root)));
            ch.force(true);
        }
        Files.move(temp, dir.resolve(INDEX), StandardCopyOption.ATOMIC_MOVE);
        syncDirectory();
    }

    private void open() throws IOException {
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir, "." + "*" + TEMP)) {
            for (Path leftover : files) {
                Files.delete(leftover);
                log.info("removed {}, left by a writer that stopped before finishing", leftover.getFileName());
            }
        }
        Path index = dir.resolve(INDEX);
        if (Files.isRegularFile(index)) {
            try {
                JsonNode root = JSON.readTree(index.toFile());
                nextId = root.path("next-id").asLong(1);
                for (JsonNode n : root.path("snapshots")) {
                    var e = new SnapshotEntry(n.path("id").asLong(), Instant.parse(n.path("time").asText()),
                            n.path("trigger").asText(), n.path("resource").asText(),
                            n.has("case") ? Optional.of(n.get("case").asText()) : Optional.empty(), n.path("reason").asText(),
                            n.path("file").asText(), n.path("size").asLong());
                    if (Files.isRegularFile(dir.resolve(e.file()))) {
                        entries.add(e);
                    }
                }
            } catch (IOException | RuntimeException e) {
                log.warn("snapshot index {} unreadable ({}); rebuilding it from the files", index, e.getMessage());
                entries.clear();
            }
        }
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir, "snapshot-*.json.gz")) {
            for (Path f : files) {
                String name = f.getFileName().toString();
                if (entries.stream().noneMatch(e -> e.file().equals(name))) {
                    adopt(f);
                }
            }
        }
        entries.sort(Comparator.comparingLong(SnapshotEntry::id));
        for (SnapshotEntry e : entries) {
            nextId = Math.max(nextId, e.id() + 1);
        }
        // A number any file carries (one set aside as corrupt too) is never given again.
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir, "snapshot-*")) {
            for (Path f : files) {
                var m = java.util.regex.Pattern.compile("snapshot-(\\d+)\\..*").matcher(f.getFileName().toString());
                if (m.matches()) {
                    nextId = Math.max(nextId, Long.parseLong(m.group(1)) + 1);
                }
            }
        }
        retain();
        writeIndex();
    }

    /** Lists a complete snapshot the index lacks, from its header; sets aside one that does not read. */
    private void adopt(Path f) throws IOException {
        try (InputStream in = new GZIPInputStream(Files.newInputStream(f));
             JsonParser p = JSON.getFactory().createParser(in)) {
            long id = -1;
            String time = null;
            JsonNode trigger = null;
            if (p.nextToken() != JsonToken.START_OBJECT) {
                throw new IOException("not a JSON object");
            }
            while (p.nextToken() == JsonToken.FIELD_NAME && (id < 0 || time == null || trigger == null)) {
                String field = p.currentName();
                p.nextToken();
                switch (field) {
                    case "id" -> id = p.getLongValue();
                    case "time" -> time = p.getText();
                    case "trigger" -> trigger = JSON.readTree(p);
                    default -> p.skipChildren();
                }
            }
            // The whole file must read: a snapshot cut short is not listed.
            while (p.nextToken() != null) {
                p.skipChildren();
            }
            if (id < 0 || time == null || trigger == null) {
                throw new IOException("no id, time or trigger");
            }
            entries.add(new SnapshotEntry(id, Instant.parse(time), trigger.path("kind").asText(),
                    trigger.path("resource").asText(), trigger.has("case") ? Optional.of(trigger.get("case").asText())
                    : Optional.empty(), trigger.path("reason").asText(), f.getFileName().toString(), Files.size(f)));
            log.info("snapshot {} was not in the index; listed it", id);
        } catch (IOException | RuntimeException e) {
            Path aside = f.resolveSibling(f.getFileName() + ".corrupt");
            Files.move(f, aside, StandardCopyOption.REPLACE_EXISTING);
            log.warn("snapshot file {} unreadable ({}); set aside as {}", f.getFileName(), e.getMessage(), aside.getFileName());
        }
    }

    private void syncDirectory() {
        try (FileChannel ch = FileChannel.open(dir, StandardOpenOption.READ)) {
            ch.force(true);
        } catch (IOException e) {
            log.debug("cannot sync directory {}: {}", dir, e.getMessage());
        }
    }
}
