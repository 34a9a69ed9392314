package io.nosagent.platform.gnmi;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.nosagent.agent.security.LoginThrottle;
import io.nosagent.api.gnmi.GnmiClient;
import io.nosagent.api.gnmi.proto.CapabilityRequest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A source guessing passwords is slowed down: after {@link LoginThrottle#FREE_FAILURES} failures its
 * next attempts are refused unchecked (so they cost the agent no PBKDF2), even with the right password,
 * until its wait has passed; then the right password gets in again.
 */
class LoginBackoffScenarioTest {

    @TempDir
    Path dir;

    private static Status refusal(GnmiClient client) {
        try {
            client.blocking().capabilities(CapabilityRequest.getDefaultInstance());
            return Status.OK;
        } catch (StatusRuntimeException e) {
            return e.getStatus();
        }
    }

    @Test
    void aSourceGuessingPasswordsWaitsEvenWithTheRightOneAndGetsInOnceItsWaitHasPassed() throws InterruptedException {
        try (var sw = GnmiSwitch.rtsw(dir)) {
            for (int i = 0; i < LoginThrottle.FREE_FAILURES; i++) {
                String who = i % 2 == 0 ? GnmiSwitch.ADMIN : "user-" + i;
                assertThat(refusal(sw.client(who, "guess-" + i)).getCode()).as("guess %d", i).isEqualTo(Status.Code.UNAUTHENTICATED);
            }

            Status blocked = refusal(sw.client(GnmiSwitch.ADMIN, GnmiSwitch.ADMIN_PASSWORD));
            assertThat(blocked.getCode()).isEqualTo(Status.Code.UNAUTHENTICATED);
            assertThat(blocked.getDescription()).startsWith("too many failed logins from 127.0.0.1; try again in");

            Thread.sleep(1_100); // the first wait is one second of the agent's clock
            assertThat(refusal(sw.client(GnmiSwitch.ADMIN, GnmiSwitch.ADMIN_PASSWORD)).getCode())
                    .as("the right password after the wait").isEqualTo(Status.Code.OK);
        }
    }
}
