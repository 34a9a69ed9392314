package io.nosagent.cli;

import org.junit.jupiter.api.Test;

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
}
