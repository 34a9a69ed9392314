package io.nosagent.sai.platform;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A platform description may say which SAI counters its ASIC lacks; a name SAI does not have is refused at its path. */
class UnsupportedStatsTest {

    @TempDir
    Path dir;

    private Path withUnsupported(String... names) throws Exception {
        var json = new ObjectMapper();
        ObjectNode root;
        try (InputStream in = PlatformLoader.class.getResourceAsStream("rtsw.json")) {
            root = (ObjectNode) json.readTree(in);
        }
        var list = root.putArray("unsupportedStats");
        for (String n : names) {
            list.add(n);
        }
        Path file = dir.resolve("p.json");
        Files.writeString(file, json.writeValueAsString(root));
        return file;
    }

    @Test
    void theListedCountersAreKnownAsMissing() throws Exception {
        var p = new PlatformLoader().load(withUnsupported("SAI_PORT_STAT_PFC_7_RX_PAUSE_DURATION_US").toString());

        assertThat(p.unsupportedStats()).isEqualTo(Set.of("SAI_PORT_STAT_PFC_7_RX_PAUSE_DURATION_US"));
        assertThat(new PlatformLoader().load("rtsw").unsupportedStats()).isEmpty();
    }

    @Test
    void aNameThatIsNoSaiStatIsRefusedAtItsPath() throws Exception {
        Path file = withUnsupported("SAI_PORT_STAT_IF_IN_OCTETS", "SAI_PORT_STAT_NO_SUCH_THING");

        assertThatThrownBy(() -> new PlatformLoader().load(file.toString())).isInstanceOf(PlatformException.class)
                .hasMessageContaining("/unsupportedStats/1").hasMessageContaining("SAI_PORT_STAT_NO_SUCH_THING");
    }
}
