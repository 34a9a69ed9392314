package io.nosagent.platform.gnmi;

import io.grpc.Status;
import io.nosagent.agent.AgentOptions;
import io.nosagent.agent.security.ServerCertificate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.function.UnaryOperator;

import static io.nosagent.platform.gnmi.GnsiCertzScenarioTest.connect;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code nos-agent certz rotate} through the CLI's entry point: it uploads the new certificate, checks a fresh
 * connection trusting it, and finalizes, after which only clients trusting the new certificate get in; with
 * {@code --try} the switch rolls back; a key that is not the certificate's is refused and changes nothing.
 */
class CertzCommandScenarioTest {

    private static ServerCertificate newCertificate(Path dir, String name) {
        return ServerCertificate.selfSigned(dir.resolve(name), "localhost", List.of());
    }

    @Test
    void rotateFinalizesOnceANewConnectionGetsInAndThenOnlyTheNewCertificateIsTrusted(@TempDir Path dir) {
        ServerCertificate rotated = newCertificate(dir, "credential-manager");
        AgentOptions options = AgentOptions.virtual("rtsw", dir.resolve("state"));
        Path oldCa = ServerCertificate.selfSignedCertificate(options.stateDir());
        try (var sw = GnmiSwitch.start(options, UnaryOperator.identity())) {
            CliRun rotate = CliRun.of(sw, "certz", "rotate", "--new-cert", rotated.certificate().toString(),
                    "--new-key", rotated.privateKey().toString(), "--version", "2026-11-v2");

            assertThat(rotate.exit()).as(rotate.err()).isZero();
            assertThat(rotate.out()).contains("uploaded 2026-11-v2").contains("got in").contains("finalized");
            assertThat(connect(sw, rotated.certificate())).isEqualTo(Status.Code.OK);
            assertThat(connect(sw, oldCa)).as("old certificate").isEqualTo(Status.Code.UNAVAILABLE);
            CliRun show = CliRun.of(sw, "show", "platform", "--type", "CHASSIS", "--ca", rotated.certificate().toString());
            assertThat(show.exit()).as(show.err()).isZero();
            assertThat(show.out()).contains("chassis");
        }
    }

    @Test
    void rotateWithTryChecksTheNewCertificateThenRollsBack(@TempDir Path dir) {
        ServerCertificate rotated = newCertificate(dir, "credential-manager");
        AgentOptions options = AgentOptions.virtual("rtsw", dir.resolve("state"));
        Path oldCa = ServerCertificate.selfSignedCertificate(options.stateDir());
        try (var sw = GnmiSwitch.start(options, UnaryOperator.identity())) {
            CliRun rehearsal = CliRun.of(sw, "certz", "rotate", "--new-cert", rotated.certificate().toString(),
                    "--new-key", rotated.privateKey().toString(), "--try");

            assertThat(rehearsal.exit()).as(rehearsal.err()).isZero();
            assertThat(rehearsal.out()).contains("got in").contains("rolled back").doesNotContain("finalized");
            assertThat(connect(sw, oldCa)).as("old certificate, after the rollback").isEqualTo(Status.Code.OK);
            assertThat(connect(sw, rotated.certificate())).isEqualTo(Status.Code.UNAVAILABLE);
        }
    }

    @Test
    void aKeyThatIsNotTheCertificatesIsRefusedAndTheSwitchKeepsItsCertificate(@TempDir Path dir) {
        ServerCertificate rotated = newCertificate(dir, "credential-manager");
        ServerCertificate other = newCertificate(dir, "other");
        AgentOptions options = AgentOptions.virtual("rtsw", dir.resolve("state"));
        Path oldCa = ServerCertificate.selfSignedCertificate(options.stateDir());
        try (var sw = GnmiSwitch.start(options, UnaryOperator.identity())) {
            CliRun wrong = CliRun.of(sw, "certz", "rotate", "--new-cert", rotated.certificate().toString(),
                    "--new-key", other.privateKey().toString());

            assertThat(wrong.exit()).isNotZero();
            assertThat(wrong.err()).contains("refused").containsIgnoringCase("key");
            assertThat(connect(sw, oldCa)).isEqualTo(Status.Code.OK);
            assertThat(connect(sw, rotated.certificate())).isEqualTo(Status.Code.UNAVAILABLE);
        }
    }
}
