package io.nosagent.agent.restart;

import io.nosagent.config.rib.Rib;
import io.nosagent.config.rib.RouteOrigin;
import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The learned routes a warm stop leaves for the next start: kept whole, consumed with the store's state, never fatal. */
class WarmRestartLearnedRoutesTest {

    private static Rib twoRoutes() {
        return Rib.EMPTY.learn(RouteOrigin.BGP, Map.of(
                Cidr.parse("10.1.2.0/23"), List.of(IpAddresses.parse("172.16.0.1"), IpAddresses.parse("172.16.0.129")),
                Cidr.parse("2001:db8:1::/48"), List.of(IpAddresses.parse("fe80::1"))));
    }

    @Test
    void theRoutesAWarmStopLearnedComeBackWholeAndGoOnceAdopted(@TempDir Path state) {
        var warm = new WarmRestart(state);
        warm.saveLearned(twoRoutes());

        var back = warm.takeLearned();
        assertThat(back).as("same prefixes, next hops and origin").isEqualTo(twoRoutes());
        assertThat(back.routes().get(Cidr.parse("10.1.2.0/23")).nextHops()).hasSize(2);

        warm.consumed();
        assertThat(warm.takeLearned().routes()).as("a later start adopts nothing stale").isEmpty();
    }

    @Test
    void noFileMeansNothingLearnedAndADamagedOneIsKeptAsideNotFatal(@TempDir Path state) throws Exception {
        var warm = new WarmRestart(state);
        assertThat(warm.takeLearned().routes()).as("a warm stop that learned nothing").isEmpty();

        Path file = state.resolve(WarmRestart.LEARNED);
        Files.createDirectories(file.getParent());
        Files.writeString(file, "{\"routes\":[{\"prefix\":\"10.1.0.0/33\",\"origin\":\"BGP\",\"next-hops\":[\"172.16.0.1\"]}]}");
        assertThat(warm.takeLearned().routes()).as("the protocol re-sends its routes anyway").isEmpty();
        assertThat(file.resolveSibling(file.getFileName() + ".bad")).as("kept for whoever looks into it").exists();
        assertThat(file).doesNotExist();
    }
}
