package io.nosagent.config.store;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * Replaces a file so that readers, and the file system after a crash, see either the old content or
 * the new, never a mix: write a temp file in the same directory, fsync it, rename it over the target
 * (atomic within a file system), fsync the directory so the rename itself is durable.
 */
public final class AtomicFile {

    private static final String TEMP_SUFFIX = ".tmp";

    private AtomicFile() {
    }

    /** What a write puts in the file; it must not close the stream. */
    @FunctionalInterface
    public interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    public static void write(Path target, byte[] content) throws IOException {
        write(target, out -> out.write(content));
    }

    /** Writes {@code content} to a temp file beside {@code target}, syncs it, and renames it over {@code target}. */
    public static void write(Path target, Content content) throws IOException {
        replace(target, temp -> {
            try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE)) {
                var out = new BufferedOutputStream(Channels.newOutputStream(channel), 1 << 16);
                content.writeTo(out);
                out.flush();
                channel.force(true);
            }
        });
    }

    /** Makes {@code target} a durable copy of {@code source}, atomically as {@link #write} does. */
    static void copy(Path source, Path target) throws IOException {
        replace(target, temp -> {
            Files.copy(source, temp, StandardCopyOption.REPLACE_EXISTING);
            try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE)) {
                channel.force(true);
            }
        });
    }

    /** Content written and synced beside its target, not yet in place: {@link #install} or {@link #discard} it. */
    public static final class Staged {
        private final Path temp;
        private final Path target;

        private Staged(Path temp, Path target) {
            this.temp = temp;
            this.target = target;
        }

        /** Renames the staged file over the target, atomically, and makes the rename durable. */
        public void install() throws IOException {
            Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            syncDirectory(target.toAbsolutePath().getParent());
        }

        /** Forgets the staged content; the target is untouched. */
        public void discard() throws IOException {
            Files.deleteIfExists(temp);
        }
    }

    /**
     * Writes {@code content} to a synced temp file beside {@code target} without replacing it: what a
     * writer does when the new content must be safely on disk before it acts on it. A crash before
     * {@link Staged#install} leaves a leftover temp file ({@link #isLeftover}) and the old target.
     */
    public static Staged stage(Path target, Content content) throws IOException {
        return open(target).write(content);
    }

    /** {@link #stage} of a copy of {@code source}'s bytes. */
    static Staged stageCopy(Path source, Path target) throws IOException {
        return open(target).write(out -> Files.copy(source, out));
    }

    /**
     * The first half of {@link #stage}: the temp file beside {@code target}, created and open, so a
     * directory that cannot take a file says so now; {@link Opened#write} (from any one thread) then
     * fills and syncs it.
     */
    public static Opened open(Path target) throws IOException {
        Path dir = target.toAbsolutePath().getParent();
        Path temp = Files.createTempFile(dir, "." + target.getFileName() + ".", TEMP_SUFFIX);
        try {
            return new Opened(temp, target, FileChannel.open(temp, StandardOpenOption.WRITE));
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(temp);
            throw e;
        }
    }

    /** A temp file created beside its target and open, not yet written: {@link #write} or {@link #discard} it. */
    public static final class Opened {
        private final Path temp;
        private final Path target;
        private final FileChannel channel;

        private Opened(Path temp, Path target, FileChannel channel) {
            this.temp = temp;
            this.target = target;
            this.channel = channel;
        }

        /** Writes and syncs {@code content}; on failure the temp file is gone. */
        public Staged write(Content content) throws IOException {
            try (channel) {
                var out = new BufferedOutputStream(Channels.newOutputStream(channel), 1 << 16);
                content.writeTo(out);
                out.flush();
                channel.force(true);
            } catch (IOException | RuntimeException e) {
                Files.deleteIfExists(temp);
                throw e;
            }
            return new Staged(temp, target);
        }

        /** Forgets the file unwritten; the target is untouched. */
        public void discard() throws IOException {
            try (channel) {
                Files.deleteIfExists(temp);
            }
        }
    }

    private interface Fill {
        void into(Path temp) throws IOException;
    }

    private static void replace(Path target, Fill fill) throws IOException {
        Path dir = target.toAbsolutePath().getParent();
        Path temp = Files.createTempFile(dir, "." + target.getFileName() + ".", TEMP_SUFFIX);
        try {
            fill.into(temp);
            Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(temp);
            throw e;
        }
        syncDirectory(dir);
    }

    /** Whether {@code file} is a temp file left by a write that never finished. */
    static boolean isLeftover(Path file) {
        String name = file.getFileName().toString();
        return name.startsWith(".") && name.endsWith(TEMP_SUFFIX);
    }

    static void syncDirectory(Path dir) {
        try (FileChannel channel = FileChannel.open(dir, StandardOpenOption.READ)) {
            channel.force(true);
        } catch (IOException e) {
            // Some platforms cannot open or sync a directory; the rename is still atomic there.
        }
    }
}
