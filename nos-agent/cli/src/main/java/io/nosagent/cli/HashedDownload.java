package io.nosagent.cli;

import com.google.protobuf.ByteString;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.HexFormat;

/** A file streamed in chunks to a local path, hashed as it is written and checked against the sender's hash. */
final class HashedDownload implements AutoCloseable {

    private final OutputStream file;
    private final MessageDigest digest;
    private long bytes;

    HashedDownload(Path output, String algorithm) throws IOException {
        try {
            this.digest = MessageDigest.getInstance(algorithm);
        } catch (NoSuchAlgorithmException e) {
            throw new IOException("this JDK has no " + algorithm, e);
        }
        this.file = Files.newOutputStream(output);
    }

    void write(ByteString chunk) throws IOException {
        chunk.writeTo(file);
        digest.update(chunk.asReadOnlyByteBuffer());
        bytes += chunk.size();
    }

    long bytes() {
        return bytes;
    }

    /**
     * The hash of what was written, in hex.
     *
     * @throws IOException when it is not {@code expected} (null: the sender sent none)
     */
    String verify(String what, byte[] expected) throws IOException {
        byte[] got = digest.digest();
        if (expected == null || !Arrays.equals(expected, got)) {
            throw new IOException(what + ": " + digest.getAlgorithm() + " " + HexFormat.of().formatHex(got)
                    + " does not match the sender's " + (expected == null ? "(none)" : HexFormat.of().formatHex(expected)));
        }
        return HexFormat.of().formatHex(got);
    }

    @Override
    public void close() throws IOException {
        file.close();
    }
}
