package io.nosagent.agent.security;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class UserStoreTest {

    @TempDir
    Path dir;

    @Test
    void aMissingFileMeansNobody() {
        assertThat(new UserStore(dir.resolve("users.json")).users()).isEmpty();
    }

    @Test
    void usersAreWrittenReadableOnlyByTheAgentAndWithoutPlaintext() throws Exception {
        var store = new UserStore(dir.resolve("users.json"));
        store.put(new User("alice", Role.READ_WRITE, Optional.of(PasswordHash.of("pw-alice".toCharArray(), 1000))));

        Path file = dir.resolve("users.json");
        assertThat(Files.getPosixFilePermissions(file))
                .containsExactlyInAnyOrder(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE);
        assertThat(Files.readString(file)).contains("\"alice\"", "read-write", "pbkdf2-sha256$").doesNotContain("pw-alice");
    }

    @Test
    void aRunningAgentSeesUsersAddedByAnotherProcess() {
        var agentView = new UserStore(dir.resolve("users.json"));
        assertThat(agentView.user("bob")).isEmpty();

        new UserStore(dir.resolve("users.json")).put(new User("bob", Role.READ_ONLY, Optional.empty()));

        assertThat(agentView.user("bob")).map(User::role).contains(Role.READ_ONLY);
    }

    @Test
    void removingAUserTakesItsAccessAway() {
        var store = new UserStore(dir.resolve("users.json"));
        store.put(new User("carol", Role.READ_ONLY, Optional.empty()));

        assertThat(store.remove("carol")).isTrue();
        assertThat(store.remove("carol")).isFalse();
        assertThat(store.user("carol")).isEmpty();
    }

    @Test
    void aBadFileNamesTheUserAndWhy() throws Exception {
        Files.writeString(dir.resolve("users.json"), "{\"users\": [{\"name\": \"dave\", \"role\": \"god\"}]}");

        assertThatThrownBy(() -> new UserStore(dir.resolve("users.json")).users())
                .hasMessageContaining("dave").hasMessageContaining("god");
    }
}
