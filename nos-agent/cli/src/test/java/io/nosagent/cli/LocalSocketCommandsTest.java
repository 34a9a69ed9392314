package io.nosagent.cli;

import io.nosagent.agent.gnmi.GnmiAgent;
import io.nosagent.api.access.AgentCredentials;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * On the switch a command reaches its agent through the agent's Unix domain socket, without TLS, as the
 * same user with the same role; without the socket it uses TLS as from anywhere else. A state directory
 * holding only a link to the agent's socket, and no certificate, is what proves the socket was used: TLS
 * from there has nothing to trust the agent's self-signed certificate with.
 */
class LocalSocketCommandsTest {

    @TempDir
    static Path state;
    @TempDir
    static Path socketOnly;
    @TempDir
    static Path certificateOnly;
    static GnmiAgent sw;

    @BeforeAll
    static void start() throws Exception {
        sw = GnmiAgent.start(state, "rtsw", g -> g.withInsecure(false));
        Path socket = AgentCredentials.localSocket(state, sw.port());
        Files.createDirectories(AgentCredentials.localSocket(socketOnly, sw.port()).getParent());
        Files.createSymbolicLink(AgentCredentials.localSocket(socketOnly, sw.port()), socket);
        Path certificate = AgentCredentials.selfSignedCertificate(certificateOnly);
        Files.createDirectories(certificate.getParent());
        Files.copy(AgentCredentials.selfSignedCertificate(state), certificate);
    }

    @AfterAll
    static void stop() {
        sw.close();
    }

    @Test
    void theAgentsSocketIsInItsStateDirectoryForItsUserAndGroupOnly() throws Exception {
        Path socket = AgentCredentials.localSocket(state, sw.port());

        assertThat(socket).isEqualTo(state.resolve("gnmi").resolve("gnmi-" + sw.port() + ".sock"));
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(socket))).isEqualTo("rw-rw----");
    }

    @Test
    void aCommandOnTheSwitchReachesTheAgentThroughItsLocalSocket() {
        var local = ClientCommandsTest.run(sw.port(), socketOnly, GnmiAgent.ADMIN, GnmiAgent.ADMIN_PASSWORD, "show", "system");
        assertThat(local.exit()).as(local.err()).isZero();
        assertThat(local.out()).contains("rtsw001");

        // the same command over TCP has no certificate to trust the agent with: TLS refuses it
        var tcp = ClientCommandsTest.run(sw.port(), socketOnly, GnmiAgent.ADMIN, GnmiAgent.ADMIN_PASSWORD, "show", "system", "--tcp");
        assertThat(tcp.exit()).isNotZero();
        assertThat(tcp.out()).doesNotContain("rtsw001");
    }

    @Test
    void aReadOnlyUserStillCannotSetThroughTheLocalSocket() {
        String mtu = "/interfaces/interface[name=eth1/5/1]/config/mtu";

        var set = ClientCommandsTest.run(sw.port(), socketOnly, GnmiAgent.VIEWER, GnmiAgent.VIEWER_PASSWORD,
                "set", "--update", mtu + "=9000");

        assertThat(set.exit()).isEqualTo(3);
        assertThat(set.err()).contains("PERMISSION_DENIED", "read-only");
        var get = ClientCommandsTest.run(sw.port(), socketOnly, GnmiAgent.VIEWER, GnmiAgent.VIEWER_PASSWORD, "get", mtu);
        assertThat(get.exit()).as(get.err()).isZero();
        assertThat(get.out()).contains("= 9100");
    }

    @Test
    void aWrongPasswordIsRefusedThroughTheLocalSocket() {
        var r = ClientCommandsTest.run(sw.port(), socketOnly, GnmiAgent.ADMIN, "not-the-password", "show", "system");

        assertThat(r.exit()).isEqualTo(3);
        assertThat(r.err()).contains("UNAUTHENTICATED");
    }

    @Test
    void withoutTheSocketACommandUsesTlsTrustingTheAgentsCertificate() {
        assertThat(AgentCredentials.localSocket(certificateOnly, sw.port())).doesNotExist();

        var r = ClientCommandsTest.run(sw.port(), certificateOnly, GnmiAgent.ADMIN, GnmiAgent.ADMIN_PASSWORD, "show", "system");

        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("rtsw001");
    }

    @Test
    void theSocketOfAnotherPortIsNotUsed() {
        // a client of another port must not reach this agent through its socket: it tries TCP on that port
        var r = ClientCommandsTest.run(freePort(), socketOnly, GnmiAgent.ADMIN, GnmiAgent.ADMIN_PASSWORD, "show", "system",
                "--timeout", "5s");

        assertThat(r.exit()).isNotZero();
        assertThat(r.out()).doesNotContain("rtsw001");
    }

    private static int freePort() {
        try (var s = new java.net.ServerSocket(0)) {
            return s.getLocalPort();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
