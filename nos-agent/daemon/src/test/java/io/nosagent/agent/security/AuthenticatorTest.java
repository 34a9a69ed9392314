package io.nosagent.agent.security;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

class AuthenticatorTest {

    @TempDir
    Path dir;

    /** The median CPU time of the calling thread over five runs of {@code login}, in nanoseconds. */
    private static long medianCpuNanos(Runnable login) {
        var threads = ManagementFactory.getThreadMXBean();
        long[] runs = new long[5];
        for (int i = 0; i < runs.length; i++) {
            long before = threads.getCurrentThreadCpuTime();
            login.run();
            runs[i] = threads.getCurrentThreadCpuTime() - before;
        }
        Arrays.sort(runs);
        return runs[runs.length / 2];
    }

    @Test
    void anUnknownUserCostsTheSameWorkAsAWrongPasswordSoNamesCannotBeEnumeratedByTime() {
        var store = new UserStore(dir.resolve("users.json"));
        store.put(new User("ops", Role.READ_WRITE, Optional.of(PasswordHash.of("correct horse battery".toCharArray()))));
        store.put(new User("collector", Role.READ_ONLY, Optional.empty()));
        var authenticator = new Authenticator(store);

        assertThat(authenticator.authenticate("ops", "wrong password here")).isEmpty();
        assertThat(authenticator.authenticate("nobody", "wrong password here")).isEmpty();
        assertThat(authenticator.authenticate("collector", "wrong password here")).as("certificate-only").isEmpty();
        assertThat(authenticator.authenticate("ops", "correct horse battery")).isPresent();

        long wrongPassword = medianCpuNanos(() -> authenticator.authenticate("ops", "wrong password here"));
        long unknownUser = medianCpuNanos(() -> authenticator.authenticate("nobody", "wrong password here"));
        long certificateOnly = medianCpuNanos(() -> authenticator.authenticate("collector", "wrong password here"));
        // Both refusals run one PBKDF2 of the default cost; without the decoy an unknown user took ~2% of it.
        assertThat((double) unknownUser / wrongPassword).as("unknown user / wrong password CPU").isGreaterThan(0.5);
        assertThat((double) certificateOnly / wrongPassword).as("certificate-only user / wrong password CPU").isGreaterThan(0.5);
    }
}
