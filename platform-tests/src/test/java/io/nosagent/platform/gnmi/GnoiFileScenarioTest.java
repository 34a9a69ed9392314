package io.nosagent.platform.gnmi;

import com.google.protobuf.ByteString;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.nosagent.api.gnmi.GnmiClient;
import io.nosagent.api.gnoi.ComponentPath;
import io.nosagent.api.gnoi.file.FileGrpc;
import io.nosagent.api.gnoi.file.GetRequest;
import io.nosagent.api.gnoi.file.GetResponse;
import io.nosagent.api.gnoi.file.RemoveRequest;
import io.nosagent.api.gnoi.file.StatInfo;
import io.nosagent.api.gnoi.file.StatRequest;
import io.nosagent.api.gnoi.healthz.ArtifactHeader;
import io.nosagent.api.gnoi.healthz.ArtifactRequest;
import io.nosagent.api.gnoi.healthz.CheckRequest;
import io.nosagent.api.gnoi.healthz.FileArtifactType;
import io.nosagent.api.gnoi.healthz.HealthzGrpc;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * gNOI File with the generated client, as an operator copies debug files off the switch: Get streams a file of
 * the snapshot folder with its SHA-256, Stat describes it and lists the folder, Remove (read-write only) deletes
 * it. A path that leaves the snapshot and log folders is refused by Get, Stat and Remove alike, whether it
 * leaves by {@code ..} or through a symbolic link placed inside the folder, and the file outside is untouched.
 */
class GnoiFileScenarioTest {

    private static FileGrpc.FileBlockingStub files(GnmiClient client) {
        return FileGrpc.newBlockingStub(client.channel()).withDeadlineAfter(60, TimeUnit.SECONDS);
    }

    /** A fresh snapshot collected by a Healthz Check: its artifact id and where the switch keeps it. */
    private static ArtifactHeader snapshot(GnmiSwitch sw) {
        return HealthzGrpc.newBlockingStub(sw.admin().channel()).withDeadlineAfter(60, TimeUnit.SECONDS)
                .check(CheckRequest.newBuilder().setPath(ComponentPath.of("asic0")).build())
                .getStatus().getArtifacts(0);
    }

    /** The bytes File Get streams, after checking them against the hash it sends last. */
    private static byte[] get(FileGrpc.FileBlockingStub files, String remote) throws Exception {
        var bytes = new ByteArrayOutputStream();
        ByteString hash = ByteString.EMPTY;
        for (var it = files.get(GetRequest.newBuilder().setRemoteFile(remote).build()); it.hasNext(); ) {
            GetResponse r = it.next();
            assertThat(hash).as("the hash comes last").isEmpty();
            if (r.hasContents()) {
                bytes.write(r.getContents().toByteArray());
            } else {
                hash = r.getHash().getHash();
            }
        }
        assertThat(hash).isEqualTo(ByteString.copyFrom(MessageDigest.getInstance("SHA-256").digest(bytes.toByteArray())));
        return bytes.toByteArray();
    }

    private static StatusRuntimeException refusal(Runnable call) {
        var e = catchThrowableOfType(StatusRuntimeException.class, call::run);
        assertThat(e).as("refused").isNotNull();
        return e;
    }

    @Test
    void getStreamsASnapshotWithItsHashAndStatDescribesItAndListsItsFolder(@TempDir Path dir) throws Exception {
        try (var sw = GnmiSwitch.rtsw(dir)) {
            FileArtifactType snapshot = snapshot(sw).getFile();
            var viewer = files(sw.viewer());

            byte[] bytes = get(viewer, snapshot.getPath());
            assertThat((long) bytes.length).isEqualTo(snapshot.getSize()).isPositive();
            assertThat(bytes).as("the same file by its name, relative to the folder").isEqualTo(get(viewer, snapshot.getName()));
            assertThat(bytes[0] & 0xff).as("gzip magic").isEqualTo(0x1f);

            List<StatInfo> one = viewer.stat(StatRequest.newBuilder().setPath(snapshot.getPath()).build()).getStatsList();
            assertThat(one).singleElement().satisfies(s -> {
                assertThat(s.getSize()).isEqualTo(bytes.length);
                assertThat(s.getLastModified()).isPositive();
                assertThat(s.getPermissions()).as("read by its owner").isGreaterThanOrEqualTo(400);
            });
            String folder = Path.of(snapshot.getPath()).getParent().toString();
            assertThat(viewer.stat(StatRequest.newBuilder().setPath(folder).build()).getStatsList())
                    .extracting(StatInfo::getPath).contains(snapshot.getPath());
        }
    }

    @Test
    void removeIsForReadWriteUsersAndARemovedSnapshotIsGoneForFileAndHealthz(@TempDir Path dir) throws Exception {
        try (var sw = GnmiSwitch.rtsw(dir)) {
            ArtifactHeader header = snapshot(sw);
            String id = header.getId();
            FileArtifactType snapshot = header.getFile();
            var remove = RemoveRequest.newBuilder().setRemoteFile(snapshot.getPath()).build();

            assertThat(refusal(() -> files(sw.viewer()).remove(remove)).getStatus().getCode()).isEqualTo(Status.Code.PERMISSION_DENIED);
            assertThat(get(files(sw.viewer()), snapshot.getPath())).as("the viewer's remove changed nothing").hasSize((int) snapshot.getSize());

            files(sw.admin()).remove(remove);

            var stat = refusal(() -> files(sw.viewer()).stat(StatRequest.newBuilder().setPath(snapshot.getPath()).build()));
            assertThat(stat.getStatus().getCode()).isEqualTo(Status.Code.NOT_FOUND);
            var artifact = refusal(() -> HealthzGrpc.newBlockingStub(sw.viewer().channel())
                    .artifact(ArtifactRequest.newBuilder().setId(id).build()).next());
            assertThat(artifact.getStatus().getCode()).isEqualTo(Status.Code.NOT_FOUND);
            var folder = refusal(() -> files(sw.admin()).remove(RemoveRequest.newBuilder()
                    .setRemoteFile(Path.of(snapshot.getPath()).getParent().toString()).build()));
            assertThat(folder.getStatus().getCode()).as("a folder is not removed").isEqualTo(Status.Code.INVALID_ARGUMENT);
        }
    }

    @Test
    void pathsLeavingTheFoldersByDotDotOrASymbolicLinkAreRefusedByGetStatAndRemove(@TempDir Path dir) throws Exception {
        try (var sw = GnmiSwitch.rtsw(dir)) {
            Path folder = Path.of(snapshot(sw).getFile().getPath()).getParent();
            Path users = sw.stateDir.resolve("users.json");
            byte[] before = Files.readAllBytes(users);
            // links someone with a shell on the switch could leave in the folder: to a file and to a folder outside
            Files.createSymbolicLink(folder.resolve("users-link.json"), users);
            Files.createSymbolicLink(folder.resolve("state-link"), sw.stateDir);

            for (String outside : List.of(folder.resolve("../users.json").toString(), "../users.json", users.toString(),
                    folder.resolve("users-link.json").toString(), "users-link.json", folder.resolve("state-link/users.json").toString(),
                    folder.resolve("state-link").toString())) {
                var get = refusal(() -> files(sw.admin()).get(GetRequest.newBuilder().setRemoteFile(outside).build()).next());
                var stat = refusal(() -> files(sw.admin()).stat(StatRequest.newBuilder().setPath(outside).build()));
                var remove = refusal(() -> files(sw.admin()).remove(RemoveRequest.newBuilder().setRemoteFile(outside).build()));
                for (var e : List.of(get, stat, remove)) {
                    assertThat(e.getStatus().getCode()).as(outside).isEqualTo(Status.Code.PERMISSION_DENIED);
                    assertThat(e.getStatus().getDescription()).contains(outside);
                }
            }
            assertThat(Files.readAllBytes(users)).as("the file outside is untouched").isEqualTo(before);
            assertThat(folder.resolve("users-link.json")).isSymbolicLink();
            assertThat(files(sw.viewer()).stat(StatRequest.newBuilder().setPath(folder.toString()).build()).getStatsList())
                    .as("the folder's listing leaves the links out").extracting(StatInfo::getPath)
                    .noneMatch(p -> p.contains("link"));
        }
    }
}
