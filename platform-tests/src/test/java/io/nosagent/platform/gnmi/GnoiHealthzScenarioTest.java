package io.nosagent.platform.gnmi;

import com.google.protobuf.ByteString;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.nosagent.api.gnmi.proto.SetRequest;
import io.nosagent.api.gnoi.ComponentPath;
import io.nosagent.api.gnoi.file.FileGrpc;
import io.nosagent.api.gnoi.healthz.AcknowledgeRequest;
import io.nosagent.api.gnoi.healthz.ArtifactRequest;
import io.nosagent.api.gnoi.healthz.ArtifactResponse;
import io.nosagent.api.gnoi.healthz.CheckRequest;
import io.nosagent.api.gnoi.healthz.GetRequest;
import io.nosagent.api.gnoi.healthz.HealthzGrpc;
import io.nosagent.api.gnoi.healthz.ListRequest;
import io.nosagent.api.gnoi.system.RebootMethod;
import io.nosagent.api.gnoi.system.RebootRequest;
import io.nosagent.api.gnoi.system.SystemGrpc;
import io.nosagent.lab.traffic.SimulatedHosts;
import io.nosagent.sai.vasic.traffic.TrafficPattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.security.MessageDigest;
import java.util.concurrent.TimeUnit;

import static io.nosagent.platform.gnmi.GnmiSwitch.update;
import static io.nosagent.platform.gnmi.PfcStormScenarioTest.STORMED;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * gNOI-5.3 / Health-1.2 style, with the generated gNOI clients: a PFC storm injected through the
 * simulator's fault path makes the stormed PORT UNHEALTHY; Healthz List and Get show the event, its
 * Artifact streams the fault snapshot with a SHA-256 that matches, Acknowledge (read-write only) marks it;
 * the OpenConfig {@code healthz/state} of the port is heard ON_CHANGE turning UNHEALTHY and, once the storm
 * stops and the watchdog restores the queue, HEALTHY again.
 * Check collects a fresh snapshot on demand (read-write only) without making an event of it; an event, its
 * artifact and its acknowledgement survive restarts of the agent.
 * Bad input: an unknown artifact, a File path leaving the allowed folders, a read-only Reboot.
 */
class GnoiHealthzScenarioTest {

    private static Status.Code codeOf(Runnable call) {
        var e = catchThrowableOfType(StatusRuntimeException.class, call::run);
        return e == null ? Status.Code.OK : e.getStatus().getCode();
    }

    @Test
    void health_1_2_aPfcStormMakesThePortUnhealthyAndItsSnapshotIsTheEventsArtifact(@TempDir java.nio.file.Path dir) throws Exception {
        try (var sw = GnmiSwitch.rtsw(dir);
             var hosts = SimulatedHosts.start(sw.asic(), sw.agent.intent().current(), TrafficPattern.NONE, 13)) {
            PfcStormScenarioTest.rdmaTowardsTheStormedPort(sw, hosts);
            sw.admin().set(SetRequest.newBuilder()
                    .addUpdate(update("/nosagent-pfcwd:pfc-watchdog/config", "{\"detection-time\": 200, \"restoration-time\": 300, \"action\": \"drop\"}"))
                    .build());
            var viewer = HealthzGrpc.newBlockingStub(sw.viewer().channel()).withDeadlineAfter(60, TimeUnit.SECONDS);
            var port = ComponentPath.of("port-" + STORMED);
            assertThat(viewer.get(GetRequest.newBuilder().setPath(port).build()).getComponent().getStatus())
                    .isEqualTo(io.nosagent.api.gnoi.healthz.Status.STATUS_HEALTHY);
            var index = new Watch(sw.viewer(), "nosagent:/snapshots/snapshot/state/trigger");
            String healthz = "/components/component[name=port-" + STORMED + "]/healthz/state";
            assertThat(sw.read(healthz + "/status").asText()).isEqualTo("HEALTHY");
            var health = new Watch(sw.viewer(), healthz + "/status", healthz + "/unhealthy-count");

            sw.admin().set(SetRequest.newBuilder()
                    .addUpdate(update("nosagent:/sim/interfaces/interface[name=" + STORMED + "]/pfc-storms/pfc-storm[priority=2]/config",
                            "{\"duration\": 0}"))
                    .build());
            assertThat(index.nextChanges()).singleElement().asString().endsWith("= \"pfc-storm\"");
            untilHeard(health, healthz + "/status = \"UNHEALTHY\"", healthz + "/unhealthy-count = \"1\"");
            assertThat(Long.parseLong(sw.read(healthz + "/last-unhealthy").asText())).isPositive();

            assertThat(viewer.get(GetRequest.newBuilder().setPath(port).build()).getComponent().getStatus())
                    .isEqualTo(io.nosagent.api.gnoi.healthz.Status.STATUS_UNHEALTHY);
            var events = viewer.list(ListRequest.newBuilder().setPath(port).build()).getStatusesList();
            assertThat(events).singleElement().satisfies(e -> assertThat(e.getArtifactsCount()).isEqualTo(1));
            String id = events.getFirst().getId();

            var bytes = new ByteArrayOutputStream();
            var stream = viewer.artifact(ArtifactRequest.newBuilder().setId(id).build());
            ArtifactResponse header = stream.next();
            ArtifactResponse last = header;
            while (stream.hasNext()) {
                last = stream.next();
                if (last.hasBytes()) {
                    bytes.write(last.getBytes().toByteArray());
                }
            }
            assertThat(last.hasTrailer()).isTrue();
            assertThat((long) bytes.size()).isEqualTo(header.getHeader().getFile().getSize());
            assertThat(header.getHeader().getFile().getHash().getHash())
                    .isEqualTo(ByteString.copyFrom(MessageDigest.getInstance("SHA-256").digest(bytes.toByteArray())));

            assertThat(codeOf(() -> viewer.acknowledge(AcknowledgeRequest.newBuilder().setPath(port).setId(id).build())))
                    .isEqualTo(Status.Code.PERMISSION_DENIED);
            var acknowledged = HealthzGrpc.newBlockingStub(sw.admin().channel()).withDeadlineAfter(60, TimeUnit.SECONDS)
                    .acknowledge(AcknowledgeRequest.newBuilder().setPath(port).setId(id).build());
            assertThat(acknowledged.getStatus().getAcknowledged()).isTrue();
            assertThat(viewer.list(ListRequest.newBuilder().setPath(port).setIncludeAcknowledged(true).build())
                    .getStatuses(0).getAcknowledged()).isTrue();
            assertThat(viewer.get(GetRequest.newBuilder().setPath(port).build()).getComponent().getStatus())
                    .as("acknowledged, but the storm goes on").isEqualTo(io.nosagent.api.gnoi.healthz.Status.STATUS_UNHEALTHY);

            sw.admin().set(SetRequest.newBuilder()
                    .addDelete(GnmiSwitch.path("nosagent:/sim/interfaces/interface[name=" + STORMED + "]/pfc-storms/pfc-storm[priority=2]"))
                    .build());
            untilHeard(health, healthz + "/status = \"HEALTHY\"");
            assertThat(viewer.get(GetRequest.newBuilder().setPath(port).build()).getComponent().getStatus())
                    .as("the storm stopped and the watchdog restored the queue").isEqualTo(io.nosagent.api.gnoi.healthz.Status.STATUS_HEALTHY);
            assertThat(sw.read(healthz + "/unhealthy-count").asText()).as("counted once").isEqualTo("1");
        }
    }

    /** The artifact {@code id} streamed: its header's SHA-256, after checking it against the bytes received. */
    static ByteString artifactHash(HealthzGrpc.HealthzBlockingStub healthz, String id) throws Exception {
        var bytes = new ByteArrayOutputStream();
        var stream = healthz.artifact(ArtifactRequest.newBuilder().setId(id).build());
        ArtifactResponse header = stream.next();
        assertThat(header.getHeader().getId()).isEqualTo(id);
        ArtifactResponse last = header;
        while (stream.hasNext()) {
            last = stream.next();
            if (last.hasBytes()) {
                bytes.write(last.getBytes().toByteArray());
            }
        }
        assertThat(last.hasTrailer()).isTrue();
        assertThat((long) bytes.size()).isEqualTo(header.getHeader().getFile().getSize()).isPositive();
        ByteString hash = header.getHeader().getFile().getHash().getHash();
        assertThat(hash).isEqualTo(ByteString.copyFrom(MessageDigest.getInstance("SHA-256").digest(bytes.toByteArray())));
        return hash;
    }

    @Test
    void health_1_2_checkCollectsAFreshSnapshotForReadWriteUsersOnlyAndMakesNoEvent(@TempDir java.nio.file.Path dir) throws Exception {
        try (var sw = GnmiSwitch.rtsw(dir)) {
            var port = ComponentPath.of("port-" + STORMED);
            var viewer = HealthzGrpc.newBlockingStub(sw.viewer().channel()).withDeadlineAfter(60, TimeUnit.SECONDS);
            var admin = HealthzGrpc.newBlockingStub(sw.admin().channel()).withDeadlineAfter(60, TimeUnit.SECONDS);
            var index = new Watch(sw.viewer(), "nosagent:/snapshots/snapshot/state/trigger");

            assertThat(codeOf(() -> viewer.check(CheckRequest.newBuilder().setPath(port).build()))).isEqualTo(Status.Code.PERMISSION_DENIED);
            var checked = admin.check(CheckRequest.newBuilder().setPath(port).build()).getStatus();
            assertThat(index.nextChanges()).as("the check's snapshot, the first since the viewer's was refused")
                    .singleElement().asString().endsWith("= \"request\"");
            var again = admin.check(CheckRequest.newBuilder().setPath(port).build()).getStatus();
            assertThat(index.nextChanges()).singleElement().asString().endsWith("= \"request\"");

            assertThat(checked.getStatus()).isEqualTo(io.nosagent.api.gnoi.healthz.Status.STATUS_HEALTHY);
            assertThat(checked.getArtifactsList()).singleElement();
            String artifact = checked.getArtifacts(0).getId();
            assertThat(again.getArtifacts(0).getId()).as("each check collects anew").isNotEqualTo(artifact);
            assertThat(artifactHash(viewer, artifact)).isNotEmpty();
            assertThat(viewer.list(ListRequest.newBuilder().setPath(port).setIncludeAcknowledged(true).build()).getStatusesList())
                    .as("a check is no unhealthy event").isEmpty();
            assertThat(viewer.get(GetRequest.newBuilder().setPath(port).build()).getComponent().getStatus())
                    .isEqualTo(io.nosagent.api.gnoi.healthz.Status.STATUS_HEALTHY);
            var unknown = catchThrowableOfType(StatusRuntimeException.class,
                    () -> admin.check(CheckRequest.newBuilder().setPath(ComponentPath.of("port-eth9/9/9")).build()));
            assertThat(unknown.getStatus().getCode()).isEqualTo(Status.Code.NOT_FOUND);
            assertThat(unknown.getStatus().getDescription()).contains("port-eth9/9/9");
        }
    }

    @Test
    void health_1_2_anEventItsArtifactAndItsAcknowledgementSurviveRestarts(@TempDir java.nio.file.Path dir) throws Exception {
        var port = ComponentPath.of("port-" + STORMED);
        String healthz = "/components/component[name=port-" + STORMED + "]/healthz/state/status";
        String id;
        ByteString hash;
        try (var sw = GnmiSwitch.rtsw(dir);
             var hosts = SimulatedHosts.start(sw.asic(), sw.agent.intent().current(), TrafficPattern.NONE, 13)) {
            PfcStormScenarioTest.rdmaTowardsTheStormedPort(sw, hosts);
            sw.admin().set(SetRequest.newBuilder()
                    .addUpdate(update("/nosagent-pfcwd:pfc-watchdog/config", "{\"detection-time\": 200, \"restoration-time\": 300, \"action\": \"drop\"}"))
                    .build());
            var health = new Watch(sw.viewer(), healthz);
            var index = new Watch(sw.viewer(), "nosagent:/snapshots/snapshot/state/trigger");
            sw.admin().set(SetRequest.newBuilder()
                    .addUpdate(update("nosagent:/sim/interfaces/interface[name=" + STORMED + "]/pfc-storms/pfc-storm[priority=2]/config",
                            "{\"duration\": 0}"))
                    .build());
            untilHeard(health, healthz + " = \"UNHEALTHY\"");
            assertThat(index.nextChanges()).singleElement().asString().endsWith("= \"pfc-storm\"");
            var viewer = HealthzGrpc.newBlockingStub(sw.viewer().channel()).withDeadlineAfter(60, TimeUnit.SECONDS);
            id = viewer.list(ListRequest.newBuilder().setPath(port).build()).getStatuses(0).getId();
            hash = artifactHash(viewer, id);
        } // stopped with the storm still on: its case never ends in this run

        try (var sw = GnmiSwitch.rtsw(dir)) {
            var viewer = HealthzGrpc.newBlockingStub(sw.viewer().channel()).withDeadlineAfter(60, TimeUnit.SECONDS);
            var events = viewer.list(ListRequest.newBuilder().setPath(port).build()).getStatusesList();
            assertThat(events).singleElement().satisfies(e -> {
                assertThat(e.getId()).isEqualTo(id);
                assertThat(e.getAcknowledged()).isFalse();
                assertThat(e.getArtifactsList()).singleElement().satisfies(a -> assertThat(a.getId()).isEqualTo(id));
            });
            assertThat(artifactHash(viewer, id)).as("the same snapshot").isEqualTo(hash);
            assertThat(viewer.get(GetRequest.newBuilder().setPath(port).build()).getComponent().getStatus())
                    .as("an event nobody acknowledged, whose case this run never saw end").isEqualTo(io.nosagent.api.gnoi.healthz.Status.STATUS_UNHEALTHY);
            assertThat(sw.read(healthz).asText()).isEqualTo("UNHEALTHY");

            HealthzGrpc.newBlockingStub(sw.admin().channel()).withDeadlineAfter(60, TimeUnit.SECONDS)
                    .acknowledge(AcknowledgeRequest.newBuilder().setPath(port).setId(id).build());
            assertThat(viewer.get(GetRequest.newBuilder().setPath(port).build()).getComponent().getStatus())
                    .isEqualTo(io.nosagent.api.gnoi.healthz.Status.STATUS_HEALTHY);
        }

        try (var sw = GnmiSwitch.rtsw(dir)) {
            var viewer = HealthzGrpc.newBlockingStub(sw.viewer().channel()).withDeadlineAfter(60, TimeUnit.SECONDS);
            assertThat(viewer.list(ListRequest.newBuilder().setPath(port).build()).getStatusesList())
                    .as("acknowledged before the restart").isEmpty();
            assertThat(viewer.list(ListRequest.newBuilder().setPath(port).setIncludeAcknowledged(true).build()).getStatusesList())
                    .singleElement().satisfies(e -> assertThat(e.getAcknowledged()).isTrue());
            assertThat(viewer.get(GetRequest.newBuilder().setPath(port).build()).getComponent().getStatus())
                    .isEqualTo(io.nosagent.api.gnoi.healthz.Status.STATUS_HEALTHY);
            assertThat(sw.read(healthz).asText()).isEqualTo("HEALTHY");
        }
    }

    /** Waits until {@code watch} heard every one of {@code changes} (it fails after 10 s of silence). */
    private static void untilHeard(Watch watch, String... changes) {
        var heard = new java.util.ArrayList<String>();
        while (!heard.containsAll(java.util.List.of(changes))) {
            heard.addAll(watch.nextChanges());
        }
    }

    @Test
    void badInput_unknownArtifactFileOutsideTheFoldersAndReadOnlyRebootAreRefused(@TempDir java.nio.file.Path dir) {
        try (var sw = GnmiSwitch.rtsw(dir)) {
            var unknown = catchThrowableOfType(StatusRuntimeException.class, () -> HealthzGrpc.newBlockingStub(sw.viewer().channel())
                    .artifact(ArtifactRequest.newBuilder().setId("snapshot-4242").build()).next());
            assertThat(unknown.getStatus().getCode()).isEqualTo(Status.Code.NOT_FOUND);

            String outside = sw.agent.snapshots().dir().resolve("../users.json").toString();
            var file = catchThrowableOfType(StatusRuntimeException.class, () -> FileGrpc.newBlockingStub(sw.admin().channel())
                    .get(io.nosagent.api.gnoi.file.GetRequest.newBuilder().setRemoteFile(outside).build()).next());
            assertThat(file.getStatus().getCode()).isEqualTo(Status.Code.PERMISSION_DENIED);
            assertThat(file.getStatus().getDescription()).contains(outside);

            assertThat(codeOf(() -> SystemGrpc.newBlockingStub(sw.viewer().channel())
                    .reboot(RebootRequest.newBuilder().setMethod(RebootMethod.COLD).build())))
                    .isEqualTo(Status.Code.PERMISSION_DENIED);
            assertThat(sw.admin().capabilities().getSupportedModelsCount()).as("still serving").isPositive();
        }
    }
}
