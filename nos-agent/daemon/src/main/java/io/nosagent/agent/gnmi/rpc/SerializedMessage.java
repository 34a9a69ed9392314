package io.nosagent.agent.gnmi.rpc;

import io.grpc.Drainable;
import io.grpc.KnownLength;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * A message already serialized, as gRPC's marshaller stream. Being {@link Drainable}, gRPC copies it
 * into its transport buffer in one write; a plain byte stream would be copied through an 8 KiB
 * scratch array allocated for every message, which for large samples sent to many streams was a
 * good part of the server's copying and garbage.
 */
final class SerializedMessage extends InputStream implements Drainable, KnownLength {

    private final byte[] bytes;
    private int position;

    SerializedMessage(byte[] bytes) {
        this.bytes = bytes;
    }

    @Override
    public int drainTo(OutputStream target) throws IOException {
        int n = bytes.length - position;
        target.write(bytes, position, n);
        position = bytes.length;
        return n;
    }

    @Override
    public int available() {
        return bytes.length - position;
    }

    @Override
    public int read() {
        return position < bytes.length ? bytes[position++] & 0xff : -1;
    }

    @Override
    public int read(byte[] b, int off, int len) {
        if (len == 0) {
            return 0;
        }
        int n = Math.min(len, bytes.length - position);
        if (n <= 0) {
            return -1;
        }
        System.arraycopy(bytes, position, b, off, n);
        position += n;
        return n;
    }
}
