package io.nosagent.cli;

import io.nosagent.api.access.AgentCredentials;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** Which command lines get the connection warm-up: those that will connect to an agent, and no others. */
class ConnectionWarmupTest {

    @Test
    void aCommandThatConnectsIsWarmedUpAndHelpTheVersionOrABareGroupAreNot() {
        assertThat(ConnectionWarmup.connects(new String[]{"show", "interfaces", "--target", "sw1:9339"})).isTrue();
        assertThat(ConnectionWarmup.connects(new String[]{"get", "/system/state"})).isTrue();
        assertThat(ConnectionWarmup.connects(new String[]{"snapshot", "list", "--insecure"})).isTrue();

        assertThat(ConnectionWarmup.connects(new String[]{"show", "interfaces", "--help"})).isFalse();
        assertThat(ConnectionWarmup.connects(new String[]{"show", "-h"})).isFalse();
        assertThat(ConnectionWarmup.connects(new String[]{"--version"})).isFalse();
        assertThat(ConnectionWarmup.connects(new String[]{"show"})).isFalse();
        assertThat(ConnectionWarmup.connects(new String[]{"help", "show"})).isFalse();
        assertThat(ConnectionWarmup.connects(new String[]{})).isFalse();
    }

    @Test
    void noTlsIsWarmedUpForACommandThatWillUseTheAgentsLocalSocket(@TempDir Path state) throws Exception {
        Path socket = AgentCredentials.localSocket(state, 9400);
        Files.createDirectories(socket.getParent());
        Files.createFile(socket); // only its presence matters to the guess
        String dir = state.toString();

        assertThat(ConnectionWarmup.likelyLocalSocket(new String[]{"show", "ecmp", "--target", "127.0.0.1:9400", "--state-dir", dir})).isTrue();
        assertThat(ConnectionWarmup.likelyLocalSocket(new String[]{"show", "ecmp", "--target=localhost:9400", "--state-dir=" + dir})).isTrue();

        assertThat(ConnectionWarmup.likelyLocalSocket(new String[]{"show", "ecmp", "--target", "127.0.0.1:9339", "--state-dir", dir})).isFalse();
        assertThat(ConnectionWarmup.likelyLocalSocket(new String[]{"show", "ecmp", "--target", "127.0.0.1:9400", "--state-dir", dir, "--tcp"})).isFalse();
        assertThat(ConnectionWarmup.likelyLocalSocket(new String[]{"show", "ecmp", "--target", "127.0.0.1:9400", "--state-dir", dir, "--ca", "ca.pem"})).isFalse();
        assertThat(ConnectionWarmup.likelyLocalSocket(new String[]{"show", "ecmp", "--target", "rtsw001", "--state-dir", dir})).isFalse();
    }
}
