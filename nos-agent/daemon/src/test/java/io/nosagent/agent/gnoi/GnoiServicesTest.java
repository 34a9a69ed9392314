package io.nosagent.agent.gnoi;

import com.google.protobuf.ByteString;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.nosagent.agent.gnmi.GnmiAgent;
import io.nosagent.agent.snapshot.SnapshotEntry;
import io.nosagent.api.gnmi.GnmiClient;
import io.nosagent.api.gnoi.ComponentPath;
import io.nosagent.api.gnoi.file.FileGrpc;
import io.nosagent.api.gnoi.file.GetResponse;
import io.nosagent.api.gnoi.file.RemoveRequest;
import io.nosagent.api.gnoi.file.StatRequest;
import io.nosagent.api.gnoi.healthz.AcknowledgeRequest;
import io.nosagent.api.gnoi.healthz.ArtifactRequest;
import io.nosagent.api.gnoi.healthz.ArtifactResponse;
import io.nosagent.api.gnoi.healthz.CheckRequest;
import io.nosagent.api.gnoi.healthz.GetRequest;
import io.nosagent.api.gnoi.healthz.HealthzGrpc;
import io.nosagent.api.gnoi.healthz.ListRequest;
import io.nosagent.api.gnoi.system.PingRequest;
import io.nosagent.api.gnoi.system.RebootMethod;
import io.nosagent.api.gnoi.system.RebootRequest;
import io.nosagent.api.gnoi.system.SystemGrpc;
import io.nosagent.api.gnoi.system.TimeRequest;
import io.nosagent.feature.SnapshotTrigger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * gNOI on the agent's gRPC port, through the generated clients: a watchdog case's snapshot is a
 * Healthz event of the PORT it names, its artifact streams with a matching hash, acknowledging it
 * needs read-write; File stays inside the snapshot and log folders; System answers Time and refuses
 * Ping with its reason.
 */
class GnoiServicesTest {

    static final String PORT = "eth1/1/1";
    static final String STORM = "/interfaces/interface[name=" + PORT + "]/nosagent-qos:queues/queue[id=3]";

    @TempDir
    Path state;
    GnmiAgent sw;

    @BeforeEach
    void start() {
        sw = GnmiAgent.start(state);
    }

    @AfterEach
    void stop() {
        sw.close();
    }

    private SnapshotEntry pfcStorm() throws Exception {
        return sw.agent.snapshots().request(new SnapshotTrigger("pfc-storm", STORM, Optional.of("case-7"),
                "PFC storm on " + PORT + " queue 3", Set.of(PORT))).orElseThrow().get(30, TimeUnit.SECONDS);
    }

    private static HealthzGrpc.HealthzBlockingStub healthz(GnmiClient c) {
        return HealthzGrpc.newBlockingStub(c.channel()).withDeadlineAfter(30, TimeUnit.SECONDS);
    }

    private static FileGrpc.FileBlockingStub files(GnmiClient c) {
        return FileGrpc.newBlockingStub(c.channel()).withDeadlineAfter(30, TimeUnit.SECONDS);
    }

    private static Status.Code codeOf(Runnable call) {
        var e = catchThrowableOfType(StatusRuntimeException.class, call::run);
        return e == null ? Status.Code.OK : e.getStatus().getCode();
    }

    @Test
    void aPfcStormMakesThePortUnhealthyWithItsSnapshotAsTheArtifactUntilAcknowledged() throws Exception {
        var port = ComponentPath.of("port-" + PORT);
        var viewer = healthz(sw.viewer());
        assertThat(viewer.get(GetRequest.newBuilder().setPath(port).build()).getComponent().getStatus())
                .isEqualTo(io.nosagent.api.gnoi.healthz.Status.STATUS_HEALTHY);

        SnapshotEntry snapshot = pfcStorm();

        var get = viewer.get(GetRequest.newBuilder().setPath(port).build()).getComponent();
        assertThat(get.getStatus()).isEqualTo(io.nosagent.api.gnoi.healthz.Status.STATUS_UNHEALTHY);
        var listed = viewer.list(ListRequest.newBuilder().setPath(port).build()).getStatusesList();
        assertThat(listed).hasSize(1);
        String id = listed.getFirst().getId();
        assertThat(listed.getFirst().getArtifacts(0).getFile().getName()).isEqualTo(snapshot.file());
        assertThat(viewer.list(ListRequest.newBuilder().setPath(ComponentPath.of("asic0")).build()).getStatusesList())
                .as("the ASIC has no event").isEmpty();

        var received = new ByteArrayOutputStream();
        var responses = viewer.artifact(ArtifactRequest.newBuilder().setId(id).build());
        ArtifactResponse header = responses.next();
        assertThat(header.hasHeader()).isTrue();
        ArtifactResponse last = header;
        while (responses.hasNext()) {
            last = responses.next();
            if (last.hasBytes()) {
                received.write(last.getBytes().toByteArray());
            }
        }
        assertThat(last.hasTrailer()).isTrue();
        byte[] onDisk = Files.readAllBytes(sw.agent.snapshots().dir().resolve(snapshot.file()));
        assertThat(received.toByteArray()).isEqualTo(onDisk);
        assertThat(header.getHeader().getFile().getHash().getHash())
                .isEqualTo(ByteString.copyFrom(MessageDigest.getInstance("SHA-256").digest(received.toByteArray())));

        assertThat(codeOf(() -> viewer.acknowledge(AcknowledgeRequest.newBuilder().setPath(port).setId(id).build())))
                .isEqualTo(Status.Code.PERMISSION_DENIED);
        assertThat(viewer.list(ListRequest.newBuilder().setPath(port).build()).getStatusesList()).as("still open").hasSize(1);

        var ack = healthz(sw.admin()).acknowledge(AcknowledgeRequest.newBuilder().setPath(port).setId(id).build());
        assertThat(ack.getStatus().getAcknowledged()).isTrue();
        assertThat(viewer.list(ListRequest.newBuilder().setPath(port).build()).getStatusesList()).isEmpty();
        assertThat(viewer.list(ListRequest.newBuilder().setPath(port).setIncludeAcknowledged(true).build())
                .getStatuses(0).getAcknowledged()).isTrue();
        assertThat(viewer.get(GetRequest.newBuilder().setPath(port).build()).getComponent().getStatus())
                .isEqualTo(io.nosagent.api.gnoi.healthz.Status.STATUS_HEALTHY);
    }

    @Test
    void checkTakesAFreshSnapshotForReadWriteUsersOnly() {
        var port = ComponentPath.of("port-" + PORT);
        assertThat(codeOf(() -> healthz(sw.viewer()).check(CheckRequest.newBuilder().setPath(port).build())))
                .isEqualTo(Status.Code.PERMISSION_DENIED);
        int before = sw.agent.snapshots().index().size();

        var checked = healthz(sw.admin()).check(CheckRequest.newBuilder().setPath(port).build()).getStatus();

        assertThat(sw.agent.snapshots().index()).hasSize(before + 1);
        String artifact = checked.getArtifacts(0).getId();
        assertThat(healthz(sw.viewer()).artifact(ArtifactRequest.newBuilder().setId(artifact).build()).next().getHeader().getId())
                .isEqualTo(artifact);
        assertThat(healthz(sw.viewer()).list(ListRequest.newBuilder().setPath(port).build()).getStatusesList())
                .as("a check is no unhealthy event").isEmpty();
    }

    @Test
    void badHealthzRequestsAreRefusedByName() {
        var viewer = healthz(sw.viewer());
        var unknown = catchThrowableOfType(StatusRuntimeException.class,
                () -> viewer.artifact(ArtifactRequest.newBuilder().setId("snapshot-999").build()).next());
        assertThat(unknown.getStatus().getCode()).isEqualTo(Status.Code.NOT_FOUND);
        assertThat(unknown.getStatus().getDescription()).contains("snapshot-999");
        var noComponent = catchThrowableOfType(StatusRuntimeException.class,
                () -> viewer.get(GetRequest.newBuilder().setPath(ComponentPath.of("port-eth9/9/9")).build()));
        assertThat(noComponent.getStatus().getCode()).isEqualTo(Status.Code.NOT_FOUND);
        assertThat(noComponent.getStatus().getDescription()).contains("port-eth9/9/9");
    }

    @Test
    void fileServesTheSnapshotFolderWithAHashAndRefusesWhatLeavesIt() throws Exception {
        SnapshotEntry snapshot = pfcStorm();
        Path dir = sw.agent.snapshots().dir();
        var viewer = files(sw.viewer());

        var received = new ByteArrayOutputStream();
        ByteString hash = ByteString.EMPTY;
        for (var it = viewer.get(io.nosagent.api.gnoi.file.GetRequest.newBuilder().setRemoteFile(dir.resolve(snapshot.file()).toString()).build());
             it.hasNext(); ) {
            GetResponse r = it.next();
            if (r.hasContents()) {
                received.write(r.getContents().toByteArray());
            } else {
                hash = r.getHash().getHash();
            }
        }
        assertThat(received.toByteArray()).isEqualTo(Files.readAllBytes(dir.resolve(snapshot.file())));
        assertThat(hash).isEqualTo(ByteString.copyFrom(MessageDigest.getInstance("SHA-256").digest(received.toByteArray())));
        assertThat(viewer.stat(StatRequest.newBuilder().setPath(dir.toString()).build()).getStatsList())
                .anySatisfy(s -> assertThat(s.getPath()).endsWith(snapshot.file()));

        Path users = state.resolve("users.json");
        assertThat(users).exists();
        Files.createSymbolicLink(dir.resolve("users-link"), users);
        for (String outside : new String[]{dir.resolve("../users.json").toString(), "../users.json", users.toString(),
                dir.resolve("users-link").toString()}) {
            var e = catchThrowableOfType(StatusRuntimeException.class, () -> viewer.get(
                    io.nosagent.api.gnoi.file.GetRequest.newBuilder().setRemoteFile(outside).build()).next());
            assertThat(e.getStatus().getCode()).as(outside).isEqualTo(Status.Code.PERMISSION_DENIED);
            assertThat(e.getStatus().getDescription()).contains(outside);
        }
        assertThat(codeOf(() -> files(sw.admin()).remove(RemoveRequest.newBuilder().setRemoteFile(dir.resolve("users-link").toString()).build())))
                .isEqualTo(Status.Code.PERMISSION_DENIED);
        assertThat(users).exists();

        String file = dir.resolve(snapshot.file()).toString();
        assertThat(codeOf(() -> viewer.remove(RemoveRequest.newBuilder().setRemoteFile(file).build())))
                .isEqualTo(Status.Code.PERMISSION_DENIED);
        assertThat(Path.of(file)).exists();
        files(sw.admin()).remove(RemoveRequest.newBuilder().setRemoteFile(file).build());
        assertThat(Path.of(file)).doesNotExist();
    }

    @Test
    void systemAnswersTimeAPingToAnAddressNobodyHasAndRefusesARebootByAReadOnlyUser() {
        var viewer = SystemGrpc.newBlockingStub(sw.viewer().channel()).withDeadlineAfter(30, TimeUnit.SECONDS);
        long before = System.currentTimeMillis() * 1_000_000L;
        long time = viewer.time(TimeRequest.getDefaultInstance()).getTime();
        assertThat(time).isBetween(before - 5_000_000_000L, System.currentTimeMillis() * 1_000_000L + 5_000_000_000L);

        // Ping goes out through the switch's own data plane; nothing answers for an address on no host.
        var pings = new java.util.ArrayList<io.nosagent.api.gnoi.system.PingResponse>();
        viewer.ping(PingRequest.newBuilder().setDestination("10.0.3.99").setCount(1).setWait(200_000_000L).build())
                .forEachRemaining(pings::add);
        assertThat(pings).hasSize(1);
        assertThat(pings.getFirst().getSent()).isEqualTo(1);
        assertThat(pings.getFirst().getReceived()).isZero();

        assertThat(codeOf(() -> viewer.reboot(RebootRequest.newBuilder().setMethod(RebootMethod.COLD).build())))
                .isEqualTo(Status.Code.PERMISSION_DENIED);
    }
}
