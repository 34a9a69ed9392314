package io.nosagent.agent.gnoi;

import com.google.protobuf.ByteString;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.stub.StreamObserver;
import io.nosagent.api.gnoi.file.FileGrpc;
import io.nosagent.api.gnoi.file.GetRequest;
import io.nosagent.api.gnoi.file.GetResponse;
import io.nosagent.api.gnoi.file.RemoveRequest;
import io.nosagent.api.gnoi.file.RemoveResponse;
import io.nosagent.api.gnoi.file.StatInfo;
import io.nosagent.api.gnoi.file.StatRequest;
import io.nosagent.api.gnoi.file.StatResponse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Set;
import java.util.stream.Stream;

/** gNOI File: Get (chunks, then the SHA-256), Stat (a file, or a folder's entries) and Remove (files only), inside {@link AllowedFolders}. */
public final class FileRpc extends FileGrpc.FileImplBase {

    private final AllowedFolders folders;

    public FileRpc(AllowedFolders folders) {
        this.folders = folders;
    }

    @Override
    public void get(GetRequest request, StreamObserver<GetResponse> out) {
        try {
            Path file = regularFile(request.getRemoteFile());
            var hash = ChunkedFile.send(file, chunk -> out.onNext(GetResponse.newBuilder().setContents(ByteString.copyFrom(chunk)).build()));
            out.onNext(GetResponse.newBuilder().setHash(hash).build());
            out.onCompleted();
        } catch (StatusRuntimeException e) {
            out.onError(e);
        }
    }

    @Override
    public void stat(StatRequest request, StreamObserver<StatResponse> out) {
        try {
            Path path = folders.resolve(request.getPath());
            var response = StatResponse.newBuilder();
            if (Files.isDirectory(path)) {
                try (Stream<Path> entries = Files.list(path)) {
                    for (Path p : entries.sorted().toList()) {
                        if (!Files.isSymbolicLink(p)) {
                            response.addStats(info(p));
                        }
                    }
                }
            } else {
                response.addStats(info(path));
            }
            out.onNext(response.build());
            out.onCompleted();
        } catch (StatusRuntimeException e) {
            out.onError(e);
        } catch (IOException e) {
            out.onError(Status.INTERNAL.withDescription("path '" + request.getPath() + "': " + e.getMessage()).asRuntimeException());
        }
    }

    @Override
    public void remove(RemoveRequest request, StreamObserver<RemoveResponse> out) {
        try {
            Path file = regularFile(request.getRemoteFile());
            Files.delete(file);
            out.onNext(RemoveResponse.getDefaultInstance());
            out.onCompleted();
        } catch (StatusRuntimeException e) {
            out.onError(e);
        } catch (IOException e) {
            out.onError(Status.INTERNAL.withDescription("remote_file '" + request.getRemoteFile() + "': " + e.getMessage()).asRuntimeException());
        }
    }

    private Path regularFile(String requested) {
        Path file = folders.resolve(requested);
        if (!Files.isRegularFile(file)) {
            throw Status.INVALID_ARGUMENT.withDescription("remote_file '" + requested + "' is not a regular file").asRuntimeException();
        }
        return file;
    }

    private static StatInfo info(Path p) throws IOException {
        var info = StatInfo.newBuilder().setPath(p.toString()).setSize(Files.isDirectory(p) ? 0 : Files.size(p))
                .setLastModified(Files.getLastModifiedTime(p).toInstant().toEpochMilli() * 1_000_000L);
        try {
            info.setPermissions(octal(Files.getPosixFilePermissions(p)));
        } catch (UnsupportedOperationException e) {
            // not a POSIX file system: permissions stay 0
        }
        return info.build();
    }

    /** The permissions as their octal digits read in decimal (0644 as 644), the way gNOI StatInfo carries them. */
    private static int octal(Set<PosixFilePermission> perms) {
        int owner = 0, group = 0, other = 0;
        for (PosixFilePermission p : perms) {
            switch (p) {
                case OWNER_READ -> owner += 4;
                case OWNER_WRITE -> owner += 2;
                case OWNER_EXECUTE -> owner += 1;
                case GROUP_READ -> group += 4;
                case GROUP_WRITE -> group += 2;
                case GROUP_EXECUTE -> group += 1;
                case OTHERS_READ -> other += 4;
                case OTHERS_WRITE -> other += 2;
                case OTHERS_EXECUTE -> other += 1;
            }
        }
        return owner * 100 + group * 10 + other;
    }
}
