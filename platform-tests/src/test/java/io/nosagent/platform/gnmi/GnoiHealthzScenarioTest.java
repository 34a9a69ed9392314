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
