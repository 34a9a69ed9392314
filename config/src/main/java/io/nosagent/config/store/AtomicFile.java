package io.nosagent.config.store;

import java.io.IOException;
import java.nio.ByteBuffer;
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
final class AtomicFile {

    private static final String TEMP_SUFFIX = ".tmp";

    private AtomicFile() {
    }

    static void write(Path target, byte[] content) throws IOException {
        Path dir = target.toAbsolutePath().getParent();
        Path temp = Files.createTempFile(dir, "." + target.getFileName() + ".", TEMP_SUFFIX);
        try {
            try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE)) {
                ByteBuffer buffer = ByteBuffer.wrap(content);
                while (buffer.hasRemaining()) {
                    channel.write(buffer);
                }
                channel.force(true);
            }
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
