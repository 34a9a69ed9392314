package io.nosagent.config.store;

import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;

/**
 * A journal record's bytes as they are written, in chunks that are never copied: a 128k-route commit
 * record (~90 MB) grows without the doubling copies, and the 64 and 128 MB arrays, a
 * {@code ByteArrayOutputStream} would make on the commit's writer thread, beside the programming.
 */
final class RecordBytes extends OutputStream {

    /** Small records (an installed mark) stay one small array; large ones add chunks of this size. */
    private static final int FIRST = 4096;
    private static final int CHUNK = 1 << 20;

    private final List<byte[]> full = new ArrayList<>();
    private byte[] current = new byte[FIRST];
    private int used;
    private long size;

    @Override
    public void write(int b) {
        if (used == current.length) {
            next();
        }
        current[used++] = (byte) b;
        size++;
    }

    @Override
    public void write(byte[] b, int off, int len) {
        while (len > 0) {
            if (used == current.length) {
                next();
            }
            int n = Math.min(len, current.length - used);
            System.arraycopy(b, off, current, used, n);
            used += n;
            off += n;
            len -= n;
            size += n;
        }
    }

    private void next() {
        full.add(current);
        current = new byte[CHUNK];
        used = 0;
    }

    long size() {
        return size;
    }

    /** The bytes written, in order, as buffers over the chunks (no copy). */
    ByteBuffer[] buffers() {
        var out = new ByteBuffer[full.size() + 1];
        for (int i = 0; i < full.size(); i++) {
            out[i] = ByteBuffer.wrap(full.get(i));
        }
        out[full.size()] = ByteBuffer.wrap(current, 0, used);
        return out;
    }
}
