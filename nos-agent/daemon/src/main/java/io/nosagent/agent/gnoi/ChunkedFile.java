package io.nosagent.agent.gnoi;

import io.grpc.Status;
import io.nosagent.api.gnoi.types.HashType;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.function.Consumer;

/** Reads a file in chunks for a stream and hashes what it sent (SHA-256), as gNOI File and Healthz do. */
final class ChunkedFile {

    /** Under gRPC's default 4 MiB message limit with room to spare. */
    static final int CHUNK_BYTES = 64 * 1024;

    private ChunkedFile() {
    }

    /** The SHA-256 of the whole file. */
    static HashType hash(Path file) {
        return send(file, chunk -> { });
    }

    /** Passes the file's bytes to {@code chunk} in order and returns their SHA-256. */
    static HashType send(Path file, Consumer<byte[]> chunk) {
        MessageDigest sha = sha256();
        try (InputStream in = Files.newInputStream(file)) {
            byte[] buffer;
            while ((buffer = in.readNBytes(CHUNK_BYTES)).length > 0) {
                sha.update(buffer);
                chunk.accept(buffer);
            }
        } catch (IOException e) {
            throw Status.INTERNAL.withDescription("cannot read " + file.getFileName() + ": " + e.getMessage()).asRuntimeException();
        }
        return HashType.newBuilder().setMethod(HashType.HashMethod.SHA256)
                .setHash(com.google.protobuf.ByteString.copyFrom(sha.digest())).build();
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }
}
