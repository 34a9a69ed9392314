package io.nosagent.agent.security;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class PasswordHashTest {

    @Test
    void theRightPasswordMatchesAndAWrongOneDoesNot() {
        var hash = PasswordHash.of("s3cret".toCharArray(), 1000);

        assertThat(hash.matches("s3cret".toCharArray())).isTrue();
        assertThat(hash.matches("s3cret ".toCharArray())).isFalse();
    }

    @Test
    void theStoredFormCarriesSaltAndIterationsButNeverThePassword() {
        var hash = PasswordHash.of("s3cret".toCharArray(), 1000);
        String stored = hash.toString();

        assertThat(stored).startsWith("pbkdf2-sha256$1000$").doesNotContain("s3cret");
        assertThat(PasswordHash.parse(stored).matches("s3cret".toCharArray())).isTrue();
    }

    @Test
    void twoHashesOfOnePasswordDifferByTheirSalt() {
        assertThat(PasswordHash.of("x".toCharArray(), 1000).toString())
                .isNotEqualTo(PasswordHash.of("x".toCharArray(), 1000).toString());
    }

    @Test
    void defaultsToTheRecommendedWorkFactor() {
        assertThat(PasswordHash.DEFAULT_ITERATIONS).isGreaterThanOrEqualTo(600_000);
    }

    @Test
    void aMalformedStoredHashIsRefusedWithTheExpectedForm() {
        assertThatThrownBy(() -> PasswordHash.parse("plaintext")).hasMessageContaining("pbkdf2-sha256$iterations$salt$hash");
    }
}
