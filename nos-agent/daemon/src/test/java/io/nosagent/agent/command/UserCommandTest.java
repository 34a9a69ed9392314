package io.nosagent.agent.command;

import io.nosagent.agent.DaemonMain;
import io.nosagent.agent.security.Role;
import io.nosagent.agent.security.UserStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class UserCommandTest {

    @TempDir
    Path state;

    private int run(String stdin, String... args) {
        InputStream before = System.in;
        try {
            System.setIn(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)));
            return new CommandLine(new DaemonMain()).execute(args);
        } finally {
            System.setIn(before);
        }
    }

    @Test
    void addStoresAHashedPasswordAndTheRole() throws Exception {
        int exit = run("correct horse\n", "user", "add", "ops", "--role", "read-write", "--state-dir", state.toString());

        assertThat(exit).isZero();
        var user = new UserStore(state.resolve("users.json")).user("ops").orElseThrow();
        assertThat(user.role()).isEqualTo(Role.READ_WRITE);
        assertThat(user.password().orElseThrow().matches("correct horse".toCharArray())).isTrue();
        assertThat(Files.readString(state.resolve("users.json"))).doesNotContain("correct horse");
    }

    @Test
    void certificateOnlyUsersHaveNoPasswordAndUnknownRolesAreRefused() {
        assertThat(run("", "user", "add", "collector", "--role", "read-only", "--cert-only", "--state-dir", state.toString()))
                .isZero();
        assertThat(new UserStore(state.resolve("users.json")).user("collector").orElseThrow().password()).isEmpty();

        assertThat(run("pw\n", "user", "add", "x", "--role", "admin", "--state-dir", state.toString())).isEqualTo(2);
    }

    @Test
    void aShortPasswordOrOneBuiltFromTheUserNameIsRefusedAndNothingIsSaved() {
        assertThat(run("x\n", "user", "add", "ops", "--role", "read-write", "--state-dir", state.toString()))
                .as("a one-character password").isEqualTo(2);
        assertThat(run("ops-password-1\n", "user", "add", "ops", "--role", "read-write", "--state-dir", state.toString()))
                .as("the user name inside").isEqualTo(2);
        assertThat(run("aaaaaaaaaaaaaaaa\n", "user", "add", "ops", "--role", "read-write", "--state-dir", state.toString()))
                .as("one character repeated").isEqualTo(2);

        assertThat(Files.exists(state.resolve("users.json")) ? new UserStore(state.resolve("users.json")).user("ops") : java.util.Optional.empty())
                .isEmpty();
    }

    @Test
    void removeTakesTheUserAway() {
        run("", "user", "add", "temp", "--role", "read-only", "--cert-only", "--state-dir", state.toString());

        assertThat(run("", "user", "remove", "temp", "--state-dir", state.toString())).isZero();
        assertThat(run("", "user", "remove", "temp", "--state-dir", state.toString())).isEqualTo(1);
    }
}
