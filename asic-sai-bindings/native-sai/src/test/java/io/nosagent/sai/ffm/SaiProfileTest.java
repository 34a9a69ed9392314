package io.nosagent.sai.ffm;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Reading a vendor SAI profile file: KEY=VALUE lines, comments, errors naming file and line. */
class SaiProfileTest {

    @TempDir
    Path dir;

    @Test
    void readsEntriesInFileOrderSkippingCommentsAndBlankLines() throws Exception {
        Path file = Files.writeString(dir.resolve("sai.profile"), """
                # Broadcom-style profile for an RTSW
                SAI_INIT_CONFIG_FILE=/usr/share/sai/rtsw.bcm

                  SAI_NUM_ECMP_MEMBERS = 128
                SAI_BOOT_TYPE=0
                SAI_EMPTY=
                """);

        var profile = SaiProfile.read(file);

        assertThat(profile.values()).containsExactly(
                org.assertj.core.api.Assertions.entry("SAI_INIT_CONFIG_FILE", "/usr/share/sai/rtsw.bcm"),
                org.assertj.core.api.Assertions.entry("SAI_NUM_ECMP_MEMBERS", "128"),
                org.assertj.core.api.Assertions.entry("SAI_BOOT_TYPE", "0"),
                org.assertj.core.api.Assertions.entry("SAI_EMPTY", ""));
    }

    @Test
    void aValueMayContainEqualsSigns() {
        assertThat(SaiProfile.parse("p", List.of("SAI_EXTRA=a=b")).values()).containsEntry("SAI_EXTRA", "a=b");
    }

    @Test
    void aLineWithoutEqualsIsNamedByFileAndLine() throws Exception {
        Path file = Files.writeString(dir.resolve("bad.profile"), "SAI_A=1\n# fine\nSAI_B 2\n");

        assertThatThrownBy(() -> SaiProfile.read(file))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith(file + ":3:")
                .hasMessageContaining("expected KEY=VALUE");
    }

    @Test
    void aRepeatedKeyNamesBothLines() {
        assertThatThrownBy(() -> SaiProfile.parse("sai.profile", List.of("SAI_A=1", "", "SAI_A=2")))
                .hasMessage("sai.profile:3: key 'SAI_A' already set on line 1");
    }

    @Test
    void emptyKeysAndKeysWithBlanksAreRefused() {
        assertThatThrownBy(() -> SaiProfile.parse("p", List.of("=1"))).hasMessageStartingWith("p:1: empty key");
        assertThatThrownBy(() -> SaiProfile.parse("p", List.of("SAI A=1"))).hasMessageStartingWith("p:1: key 'SAI A'");
    }

    @Test
    void aMissingFileIsNamed() {
        Path missing = dir.resolve("none.profile");
        assertThatThrownBy(() -> SaiProfile.read(missing)).hasMessageContaining(missing.toString());
    }
}
