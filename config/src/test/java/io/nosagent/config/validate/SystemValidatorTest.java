package io.nosagent.config.validate;

import io.nosagent.config.ConfigErrors;
import io.nosagent.config.Rtsw;
import io.nosagent.config.intent.SystemIntent;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.assertj.core.api.Assertions.assertThat;

class SystemValidatorTest {

    private static ConfigErrors check(String hostname) {
        var errors = new ConfigErrors();
        new SystemValidator().validate(SystemIntent.named(hostname), Rtsw.context(), errors);
        return errors;
    }

    @ParameterizedTest
    @ValueSource(strings = {"rtsw001", "ctsw-a1-018", "R1", "a"})
    void hostLabelsAreAccepted(String hostname) {
        assertThat(check(hostname).isEmpty()).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"rtsw001.example.net", "-rtsw", "rtsw-", "rtsw_001", "rtsw 001", ""})
    void otherNamesAreRefusedAtTheHostnamePath(String hostname) {
        assertThat(check(hostname).list()).singleElement().satisfies(e -> {
            assertThat(e.path()).hasToString("/openconfig-system:system/config/hostname");
            assertThat(e.message()).startsWith("'" + hostname + "' is not a host name");
        });
    }
}
