package io.nosagent.platform.gnmi;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.nosagent.agent.AgentOptions;
import io.nosagent.agent.security.ServerCertificate;
import io.nosagent.api.gnmi.GnmiClient;
import io.nosagent.api.gnmi.proto.SetRequest;
import io.nosagent.api.gnsi.CertzRotation;
import io.nosagent.api.gnsi.RotateRequests;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;

import static io.nosagent.platform.gnmi.GnmiSwitch.update;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * gNSI certz, as a credential manager rotates a switch's gNMI certificate: after Rotate and Finalize a
 * client trusting only the new CA connects, also after the agent restarts, and the old certificate is
 * gone; without Finalize the switch rolls back and the old CA works again; a subscription opened before
 * the rotation keeps receiving through it.
 */
class GnsiCertzScenarioTest {

    static final String MTU = "/interfaces/interface[name=eth1/1/1]/config/mtu";

    /** Capabilities over a fresh connection that trusts only {@code ca}, as admin. */
    static Status.Code connect(GnmiSwitch sw, Path ca) {
        try (var client = GnmiClient.connect(GnmiClient.Options.tls(sw.target(), ca, GnmiSwitch.ADMIN, GnmiSwitch.ADMIN_PASSWORD))) {
            client.capabilities();
            return Status.Code.OK;
        } catch (StatusRuntimeException e) {
            return e.getStatus().getCode();
        }
    }

    /** A new certificate for the switch, self-signed: the only thing a client of the new CA trusts. */
    private static ServerCertificate newCertificate(Path dir) {
        return ServerCertificate.selfSigned(dir.resolve("credential-manager"), "localhost", List.of());
    }

    private static CertzRotation rotation(GnmiSwitch sw) {
        return CertzRotation.open(sw.admin().channel(), Duration.ofSeconds(30));
    }

    @Test
    void certz_afterRotateAndFinalizeOnlyTheNewCaConnects_acrossARestart_andAnOpenSubscriptionKeepsReceiving(
            @TempDir Path dir) {
        ServerCertificate rotated = newCertificate(dir);
        AgentOptions options = AgentOptions.virtual("rtsw", dir.resolve("state"));
        Path oldCa = ServerCertificate.selfSignedCertificate(options.stateDir());
        try (var sw = GnmiSwitch.start(options, UnaryOperator.identity())) {
            var watch = new Watch(sw.viewer(), MTU);

            var rotation = rotation(sw);
            assertThat(rotation.upload(RotateRequests.upload(rotated.certificate(), rotated.privateKey(), Optional.empty(), "2026-11-v2")))
                    .isTrue();
            assertThat(connect(sw, rotated.certificate())).as("new CA, before finalize").isEqualTo(Status.Code.OK);
            assertThat(rotation.finalizeRotation().getCode()).isEqualTo(Status.Code.OK);
            assertThat(connect(sw, rotated.certificate())).isEqualTo(Status.Code.OK);
            assertThat(connect(sw, oldCa)).as("old CA").isEqualTo(Status.Code.UNAVAILABLE);

            try (var admin = GnmiClient.connect(GnmiClient.Options.tls(sw.target(), rotated.certificate(),
                    GnmiSwitch.ADMIN, GnmiSwitch.ADMIN_PASSWORD))) {
                admin.set(SetRequest.newBuilder().addUpdate(update(MTU, "4200")).build());
            }
            assertThat(watch.nextChanges()).as("the subscription opened before the rotation")
                    .singleElement().asString().endsWith("= 4200");
            assertThat(watch.ended).isNotDone();
        }
        try (var again = GnmiSwitch.start(options, UnaryOperator.identity())) {
            assertThat(connect(again, rotated.certificate())).as("after a restart").isEqualTo(Status.Code.OK);
            assertThat(connect(again, oldCa)).as("old CA after a restart").isEqualTo(Status.Code.UNAVAILABLE);
        }
    }

    @Test
    void certz_withoutFinalizeTheSwitchRollsBackAndTheOldCaWorksAgain(@TempDir Path dir) {
        ServerCertificate rotated = newCertificate(dir);
        try (var sw = GnmiSwitch.rtsw(dir)) {
            Path oldCa = ServerCertificate.selfSignedCertificate(sw.stateDir);
            var rotation = rotation(sw);
            assertThat(rotation.upload(RotateRequests.upload(rotated.certificate(), rotated.privateKey(), Optional.empty(), "v2")))
                    .isTrue();
            assertThat(connect(sw, rotated.certificate())).isEqualTo(Status.Code.OK);
            assertThat(connect(sw, oldCa)).isEqualTo(Status.Code.UNAVAILABLE);

            assertThat(rotation.abandon().getCode()).isEqualTo(Status.Code.ABORTED);
            assertThat(connect(sw, oldCa)).as("rolled back").isEqualTo(Status.Code.OK);
            assertThat(connect(sw, rotated.certificate())).isEqualTo(Status.Code.UNAVAILABLE);
        }
    }

    @Test
    void certz_aReadOnlyUserMayNotRotate(@TempDir Path dir) {
        ServerCertificate rotated = newCertificate(dir);
        try (var sw = GnmiSwitch.rtsw(dir)) {
            var rotation = CertzRotation.open(sw.viewer().channel(), Duration.ofSeconds(30));
            assertThat(rotation.upload(RotateRequests.upload(rotated.certificate(), rotated.privateKey(), Optional.empty(), "v2")))
                    .isFalse();
            assertThat(rotation.end().getCode()).isEqualTo(Status.Code.PERMISSION_DENIED);
            assertThat(connect(sw, ServerCertificate.selfSignedCertificate(sw.stateDir))).isEqualTo(Status.Code.OK);
        }
    }
}
