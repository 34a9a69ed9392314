package io.nosagent.config.store;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.CRC32C;

/**
 * An append-only file of records, each synced before {@link #append} returns:
 * <pre>
 *   length   4 bytes, big-endian: how many payload bytes follow the header
 *   crc32c   4 bytes, big-endian: CRC-32C of the length bytes and the payload
 *   payload  length bytes
 * </pre>
 * A crash can cut only the record being appended, and only at the end of the file: {@link #read} finds
 * it by its length or checksum and reports it as torn, never returning part of it. A bad record with
 * good bytes after it was not made by a crash, so it is reported as corrupt instead. A failed append
 * truncates the file back, so a later record never follows a partial one.
 */
final class CommitJournal implements AutoCloseable {

    static final int HEADER = 8;
    /** Larger than any commit record (a 128k-route table is ~25 MB); a length beyond it is damage, not a record. */
    static final int MAX_RECORD = 1 << 30;

    private final Path file;
    private final FileChannel channel;
    /** The file's identity when opened: an append must go where a restart will read it. */
    private final Object fileKey;
    private long size;

    private CommitJournal(Path file, FileChannel channel, long size) throws IOException {
        this.file = file;
        this.channel = channel;
        this.fileKey = Files.readAttributes(file, BasicFileAttributes.class).fileKey();
        this.size = size;
    }

    /** Opens {@code file} to append after its {@code validLength} bytes (created when absent); anything beyond is cut. */
    static CommitJournal open(Path file, long validLength) throws IOException {
        boolean created = !Files.exists(file);
        FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE, StandardOpenOption.READ);
        try {
            if (channel.size() > validLength) {
                channel.truncate(validLength);
                channel.force(true);
            }
            if (created) {
                AtomicFile.syncDirectory(file.toAbsolutePath().getParent());
            }
            return new CommitJournal(file, channel, validLength);
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
    }

    Path file() {
        return file;
    }

    /** Bytes in the file, every one of them in a whole record. */
    long size() {
        return size;
    }

    /** Appends {@code payload} as one record and syncs it; on failure the file is as it was. */
    void append(byte[] payload) throws IOException {
        append(ByteBuffer.wrap(payload));
    }

    /**
     * Appends what {@code payload} writes as one record and syncs it; on failure the file is as it was. The
     * payload is streamed to the file after the header's place, never held whole in memory (a 128k-route
     * commit is ~90 MB: as arrays, a garbage collection of the route table being programmed beside it), and
     * the header follows, its checksum read back from the file. A crash before the header reached the disk
     * leaves zeros where it goes, which {@link #read} takes for a record cut short.
     */
    void append(AtomicFile.Content payload) throws IOException {
        checkInPlace();
        long before = size;
        try (var out = new Streamed(channel, before + HEADER)) {
            payload.writeTo(out);
            out.flush();
            long length = out.position - (before + HEADER);
            if (length > MAX_RECORD) {
                throw new IOException("record of " + length + " bytes exceeds " + MAX_RECORD);
            }
            ByteBuffer header = ByteBuffer.allocate(HEADER).putInt((int) length)
                    .putInt(out.checksum(before + HEADER, (int) length)).flip();
            long at = before;
            while (header.hasRemaining()) {
                at += channel.write(header, at);
            }
            channel.force(false);
            size = before + HEADER + length;
        } catch (IOException | RuntimeException e) {
            cutBack(before, e);
            throw e;
        }
    }

    /** A record's payload written to the channel from a position on, through one direct buffer. */
    private static final class Streamed extends OutputStream {
        private static final int BUFFER = 1 << 20;

        private final FileChannel channel;
        private final ByteBuffer buffer = ByteBuffer.allocateDirect(BUFFER);
        private long position;

        Streamed(FileChannel channel, long position) {
            this.channel = channel;
            this.position = position;
        }

        @Override
        public void write(int b) throws IOException {
            if (!buffer.hasRemaining()) {
                flush();
            }
            buffer.put((byte) b);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            while (len > 0) {
                if (!buffer.hasRemaining()) {
                    flush();
                }
                int n = Math.min(len, buffer.remaining());
                buffer.put(b, off, n);
                off += n;
                len -= n;
            }
        }

        @Override
        public void flush() throws IOException {
            buffer.flip();
            while (buffer.hasRemaining()) {
                position += channel.write(buffer, position);
            }
            buffer.clear();
        }

        /** CRC-32C of the length bytes and the {@code length} payload bytes at {@code from}, read back through the buffer. */
        int checksum(long from, int length) throws IOException {
            var crc = new CRC32C();
            crc.update(ByteBuffer.allocate(4).putInt(length).flip());
            long at = from;
            long end = from + length;
            while (at < end) {
                buffer.clear().limit((int) Math.min(BUFFER, end - at));
                while (buffer.hasRemaining()) {
                    int n = channel.read(buffer, at + buffer.position());
                    if (n < 0) {
                        throw new IOException("the record being appended ends early");
                    }
                }
                at += buffer.flip().remaining();
                crc.update(buffer);
            }
            buffer.clear();
            return (int) crc.getValue();
        }
    }

    /** Appends the bytes of {@code parts}, in order, as one record and syncs it; on failure the file is as it was. */
    void append(ByteBuffer... parts) throws IOException {
        long length = 0;
        for (ByteBuffer p : parts) {
            length += p.remaining();
        }
        if (length > MAX_RECORD) {
            throw new IOException("record of " + length + " bytes exceeds " + MAX_RECORD);
        }
        checkInPlace();
        ByteBuffer header = ByteBuffer.allocate(HEADER).putInt((int) length).putInt(checksum((int) length, parts)).flip();
        long before = size;
        try {
            long at = before;
            while (header.hasRemaining()) {
                at += channel.write(header, at);
            }
            for (ByteBuffer p : parts) {
                ByteBuffer b = p.duplicate();
                while (b.hasRemaining()) {
                    at += channel.write(b, at);
                }
            }
            channel.force(false);
            size = at;
        } catch (IOException | RuntimeException e) {
            cutBack(before, e);
            throw e;
        }
    }

    /**
     * Fails unless the file is still where a restart reads it: a file moved or deleted under us (a state
     * directory unmounted, replaced) would take the record where no restart reads it.
     */
    void checkInPlace() throws IOException {
        Object now = Files.readAttributes(file, BasicFileAttributes.class).fileKey();
        if (fileKey != null && !fileKey.equals(now)) {
            throw new IOException(file + " is no longer the file this journal appends to");
        }
    }

    /** Drops every record after the first {@code length} bytes (a staged record no longer wanted). */
    void truncate(long length) throws IOException {
        channel.truncate(length);
        channel.force(false);
        size = length;
    }

    private void cutBack(long length, Exception cause) {
        try {
            channel.truncate(length);
            channel.force(false);
        } catch (IOException again) {
            cause.addSuppressed(again);
        }
    }

    @Override
    public void close() throws IOException {
        channel.close();
    }

    /** A whole record: its payload and where it ends in the file. */
    record Entry(byte[] payload, long end) {
    }

    /**
     * What {@link #read} found.
     *
     * @param entries    the whole records, in order
     * @param validLength bytes up to the end of the last whole record
     * @param damage     empty when the file ends with a whole record; else what is wrong after {@code validLength}
     * @param torn       whether the damage is a record cut short by a crash (the last one), not corruption
     */
    record Scan(List<Entry> entries, long validLength, String damage, boolean torn) {
        boolean clean() {
            return damage.isEmpty();
        }
    }

    /** Reads every whole record of {@code file}; stops at the first bad one and says why. */
    static Scan read(Path file) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        var entries = new ArrayList<Entry>();
        while (in.remaining() > 0) {
            int at = in.position();
            if (in.remaining() < HEADER) {
                return new Scan(entries, at, "a record header cut short at byte " + at, true);
            }
            int length = in.getInt();
            int crc = in.getInt();
            if (length == 0 && crc == 0) {
                // Where a streamed record's header goes until it is written last; a real record is never empty.
                return new Scan(entries, at, "a record at byte " + at + " whose header was never written", true);
            }
            if (length < 0 || length > MAX_RECORD) {
                return new Scan(entries, at, "a record at byte " + at + " with impossible length " + length, false);
            }
            if (length > in.remaining()) {
                return new Scan(entries, at, "a record at byte " + at + " cut short (" + in.remaining() + " of " + length
                        + " bytes)", true);
            }
            byte[] payload = new byte[length];
            in.get(payload);
            if (checksum(length, payload) != crc) {
                // The last record's bytes can be garbage after a crash (the file grew, its data never reached disk).
                boolean last = in.remaining() == 0 || allZero(bytes, in.position());
                return new Scan(entries, at, "a record at byte " + at + " whose checksum does not match", last);
            }
            entries.add(new Entry(payload, in.position()));
        }
        return new Scan(entries, bytes.length, "", false);
    }

    private static boolean allZero(byte[] bytes, int from) {
        for (int i = from; i < bytes.length; i++) {
            if (bytes[i] != 0) {
                return false;
            }
        }
        return true;
    }

    private static int checksum(int length, byte[] payload) {
        return checksum(length, ByteBuffer.wrap(payload));
    }

    private static int checksum(int length, ByteBuffer... parts) {
        var crc = new CRC32C();
        crc.update(ByteBuffer.allocate(4).putInt(length).flip());
        for (ByteBuffer p : parts) {
            crc.update(p.duplicate());
        }
        return (int) crc.getValue();
    }
}
