package io.nosagent.agent.gnmi;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.nosagent.api.access.AgentCredentials;
import io.nosagent.api.gnmi.GnmiClient;
import io.nosagent.api.gnmi.proto.SetRequest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Optional;

import static io.nosagent.agent.gnmi.GnmiAgent.get;
import static io.nosagent.agent.gnmi.GnmiAgent.update;
import static io.nosagent.agent.gnmi.GnmiAgent.value;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * The agent's Unix domain socket for clients on its host: the same services behind the same
 * authentication and roles as TCP, no TLS, mode 0660, gone when the agent stops.
 */
class LocalSocketTest {

    static final String MTU = "/interfaces/interface[name=eth1/1/1]/config/mtu";

    @TempDir
    Path state;

    private GnmiClient local(GnmiAgent sw, String user, String password) {
        var options = new GnmiClient.Options("127.0.0.1:" + sw.port(), false, Optional.empty(), Optional.empty(),
                Optional.empty(), Optional.of(user), Optional.of(password), Optional.of(state), java.time.Duration.ofSeconds(30));
        return GnmiClient.connectLocal(GnmiClient.localSocket(options).orElseThrow(), options);
    }

    private static Status.Code codeOf(Runnable call) {
        var e = catchThrowableOfType(StatusRuntimeException.class, call::run);
        return e == null ? Status.Code.OK : e.getStatus().getCode();
    }

    @Test
    void theSocketServesTheUsersWithTheirRolesAndIsRemovedWhenTheAgentStops() throws Exception {
        Path socket;
        try (var sw = GnmiAgent.start(state, "rtsw", g -> g.withInsecure(false))) {
            socket = AgentCredentials.localSocket(state, sw.port());
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(socket))).isEqualTo("rw-rw----");
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(socket.getParent())))
                    .as("the socket's directory: no way in for others, even before the socket's chmod").isEqualTo("rwxr-x---");

            try (var viewer = local(sw, GnmiAgent.VIEWER, GnmiAgent.VIEWER_PASSWORD);
                 var admin = local(sw, GnmiAgent.ADMIN, GnmiAgent.ADMIN_PASSWORD);
                 var stranger = local(sw, GnmiAgent.ADMIN, "not-the-password")) {
                assertThat(value(viewer.get(get(MTU)).getNotification(0).getUpdate(0).getVal()).asInt()).isEqualTo(9100);
                var set = SetRequest.newBuilder().addUpdate(update(MTU, "9000")).build();

                assertThat(codeOf(() -> viewer.set(set))).isEqualTo(Status.Code.PERMISSION_DENIED);
                assertThat(codeOf(() -> stranger.get(get(MTU)))).isEqualTo(Status.Code.UNAUTHENTICATED);
                assertThat(value(viewer.get(get(MTU)).getNotification(0).getUpdate(0).getVal()).asInt()).isEqualTo(9100);
                assertThat(codeOf(() -> admin.set(set))).isEqualTo(Status.Code.OK);
                assertThat(value(viewer.get(get(MTU)).getNotification(0).getUpdate(0).getVal()).asInt()).isEqualTo(9000);
            }
        }
        assertThat(socket).doesNotExist();
    }

    @Test
    void aSocketLeftByAnAgentThatDidNotStopIsReplaced() throws Exception {
        int port;
        try (var first = GnmiAgent.start(state, "rtsw", g -> g)) {
            port = first.port();
        }
        Path stale = AgentCredentials.localSocket(state, port);
        Files.createDirectories(stale.getParent());
        Files.writeString(stale, "left over");

        try (var sw = GnmiAgent.start(state, "rtsw", g -> g.withAddress(new java.net.InetSocketAddress("127.0.0.1", port)));
             var viewer = local(sw, GnmiAgent.VIEWER, GnmiAgent.VIEWER_PASSWORD)) {
            assertThat(value(viewer.get(get(MTU)).getNotification(0).getUpdate(0).getVal()).asInt()).isEqualTo(9100);
        }
    }
}
