package io.nosagent.agent.security;

import org.junit.jupiter.api.Test;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;

import static org.assertj.core.api.Assertions.assertThat;

class LoginThrottleTest {

    /** A clock the test moves. */
    private static final class TestClock extends Clock {
        Instant now = Instant.parse("2026-11-28T10:00:00Z");

        @Override
        public ZoneOffset getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(java.time.ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now;
        }
    }

    private final TestClock clock = new TestClock();
    private final LoginThrottle throttle = new LoginThrottle(clock);

    @Test
    void aSourceGuessingPasswordsWaitsLongerAfterEachFailureAndOtherSourcesDoNot() {
        for (int i = 0; i < LoginThrottle.FREE_FAILURES - 1; i++) {
            throttle.failed("192.0.2.7");
            assertThat(throttle.waiting("192.0.2.7")).as("failure %d", i + 1).isEmpty();
        }
        throttle.failed("192.0.2.7");
        assertThat(throttle.waiting("192.0.2.7")).hasValue(Duration.ofSeconds(1));
        clock.now = clock.now.plusSeconds(1);
        throttle.failed("192.0.2.7");
        assertThat(throttle.waiting("192.0.2.7")).hasValue(Duration.ofSeconds(2));
        for (int i = 0; i < 30; i++) {
            clock.now = clock.now.plus(Duration.ofMinutes(5));
            throttle.failed("192.0.2.7");
        }
        assertThat(throttle.waiting("192.0.2.7")).as("capped").hasValue(LoginThrottle.MAX_WAIT);
        assertThat(throttle.waiting("198.51.100.1")).as("another source").isEmpty();
    }

    @Test
    void aSuccessOrAQuietQuarterOfAnHourStartsTheSourceAgain() {
        for (int i = 0; i < 8; i++) {
            throttle.failed("192.0.2.7");
        }
        throttle.succeeded("192.0.2.7");
        assertThat(throttle.waiting("192.0.2.7")).isEmpty();

        for (int i = 0; i < 8; i++) {
            throttle.failed("192.0.2.8");
        }
        clock.now = clock.now.plus(Duration.ofMinutes(16));
        assertThat(throttle.failed("192.0.2.8")).as("counted from one again").isEqualTo(1);
        assertThat(throttle.waiting("192.0.2.8")).isEmpty();
    }
}
