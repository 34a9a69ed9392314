package io.nosagent.sai.ffm;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The library reads the profile through the service table's two upcalls: profile_get_value
 * answers keys (NULL for unknown ones), and profile_get_next_value enumerates every entry,
 * restarts on a NULL variable and answers -1 at the end, every time.
 */
class NativeSaiProfileUpcallTest {

    @Test
    void theLibraryReadsValuesAndEnumeratesTheWholeProfile() {
        var profile = new LinkedHashMap<String, String>();
        profile.put("SAI_INIT_CONFIG_FILE", "/etc/sai/rtsw.bcm");
        profile.put("SAI_TEST_PORTS", "4");
        profile.put("SAI_BOOT_TYPE", "0");
        var ordered = SaiProfile.parse("test", profile.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).toList());
        Path lib = TestSaiLibrary.full();

        try (var hooks = new TestSaiLibrary(lib); var sai = NativeSai.open(lib, ordered.values())) {
            assertThat(hooks.profileEntries()).as("entries counted by sai_api_initialize").isEqualTo(3);
            assertThat(hooks.profileValue("SAI_TEST_PORTS")).isEqualTo("4");
            assertThat(hooks.profileValue("SAI_INIT_CONFIG_FILE")).isEqualTo("/etc/sai/rtsw.bcm");
            assertThat(hooks.profileValue("SAI_NOT_SET")).isNull();

            var dump = hooks.profileDump();
            assertThat(dump.count()).as("enumeration, sticky end and restart").isEqualTo(3);
            assertThat(dump.text().lines().toList()).as("profile order").containsExactlyElementsOf(List.of(
                    "SAI_INIT_CONFIG_FILE=/etc/sai/rtsw.bcm", "SAI_TEST_PORTS=4", "SAI_BOOT_TYPE=0"));
            assertThat(hooks.profileDump()).as("a second enumeration sees the same").isEqualTo(dump);
        }
    }

    @Test
    void anEmptyProfileEndsAtOnce() {
        Path lib = TestSaiLibrary.full();
        try (var hooks = new TestSaiLibrary(lib); var sai = NativeSai.open(lib, java.util.Map.of())) {
            assertThat(hooks.profileEntries()).isZero();
            assertThat(hooks.profileDump()).isEqualTo(new TestSaiLibrary.ProfileDump(0, ""));
        }
    }
}
