package io.nosagent.cli;

import io.nosagent.agent.gnmi.GnmiAgent;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A command over TCP, as from another host, in a JVM of its own as {@code bin/nos-agent} starts it: TLS
 * with the agent's self-signed certificate, the key exchange x25519 alone (the JDK's own handshake log
 * shows what the client offered), and a user's own choice of groups is kept.
 */
class TlsKeyExchangeTest {

    /** A key share's group in the JDK's handshake log. */
    private static final Pattern KEY_SHARE = Pattern.compile("\"named group\"\\s*:\\s*(\\w+)");

    @TempDir
    static Path state;
    static GnmiAgent sw;

    @BeforeAll
    static void start() throws Exception {
        sw = GnmiAgent.start(state, "rtsw", g -> g.withInsecure(false));
    }

    @AfterAll
    static void stop() {
        sw.close();
    }

    /** {@code nos-agent show system --tcp} in a new JVM with {@code jvmOptions}: its exit code and everything it printed. */
    private static Run showSystemOverTcp(String... jvmOptions) throws Exception {
        var command = new java.util.ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        command.addAll(List.of(jvmOptions));
        command.addAll(List.of("-Djavax.net.debug=ssl:handshake", "-cp", System.getProperty("java.class.path"),
                CliMain.class.getName(), "show", "system", "--tcp", "--target", "127.0.0.1:" + sw.port(),
                "--state-dir", state.toString(), "-u", GnmiAgent.ADMIN));
        var builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().put(GnmiConnection.PASSWORD_ENV, GnmiAgent.ADMIN_PASSWORD);
        Process p = builder.start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        return new Run(p.exitValue(), output);
    }

    private record Run(int exit, String output) {
    }

    @Test
    void overTcpTheClientOffersX25519AloneAndTheAgentAcceptsIt() throws Exception {
        var r = showSystemOverTcp();

        assertThat(r.exit()).as(r.output()).isZero();
        assertThat(r.output()).contains("rtsw001");
        assertThat(r.output()).containsPattern("\"named groups\"\\s*:\\s*\\[x25519\\]");
        // the client's one key share and the one the agent answered with
        assertThat(KEY_SHARE.matcher(r.output()).results().map(m -> m.group(1)).toList())
                .hasSizeGreaterThanOrEqualTo(2).containsOnly("x25519");
    }

    @Test
    void aUsersOwnChoiceOfGroupsIsKept() throws Exception {
        var r = showSystemOverTcp("-Djdk.tls.namedGroups=secp384r1");

        assertThat(r.exit()).as(r.output()).isZero();
        assertThat(r.output()).contains("rtsw001");
        assertThat(r.output()).containsPattern("\"named groups\"\\s*:\\s*\\[secp384r1\\]");
    }
}
