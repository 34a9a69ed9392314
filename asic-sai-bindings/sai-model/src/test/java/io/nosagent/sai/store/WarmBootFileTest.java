package io.nosagent.sai.store;

import io.nosagent.net.IpAddresses;
import io.nosagent.sai.IpPrefix;
import io.nosagent.sai.NeighborEntry;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.RouteEntry;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class WarmBootFileTest {

    @Test
    void stateSurvivesTheRoundTripThroughTheFile(@TempDir Path dir) throws Exception {
        var state = new WarmBootState(
                List.of(new WarmBootState.AdoptedObject(new SaiKey(ObjectType.ROUTER_INTERFACE, "eth1/1/1"), 0x6000000000001L),
                        new WarmBootState.AdoptedObject(new SaiKey(ObjectType.NEXT_HOP, "10.0.0.1@eth1/1/1"), 0x4000000000002L)),
                List.of(new RouteEntry(0x21000000000001L, 0x3000000000001L, IpPrefix.parse("2001:db8::/64")),
                        new NeighborEntry(0x21000000000001L, 0x6000000000001L, IpAddresses.parse("10.0.0.1"))));
        var file = new WarmBootFile(dir.resolve("warmboot.json"));

        file.write(state);

        assertThat(file.read()).contains(state);
    }

    @Test
    void noFileMeansColdBoot(@TempDir Path dir) {
        assertThat(new WarmBootFile(dir.resolve("absent.json")).read()).isEmpty();
    }

    @Test
    void aDamagedFileIsAnErrorNamingIt(@TempDir Path dir) throws Exception {
        Path p = dir.resolve("warmboot.json");
        Files.writeString(p, "{\"format\":1,\"objects\":[{\"type\":\"NOT_A_TYPE\"");

        assertThatThrownBy(() -> new WarmBootFile(p).read())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining(p.toString());
    }
}
