package io.nosagent.agent.command;

import io.nosagent.agent.BgpOptions;
import io.nosagent.routing.bgp.frr.FrrDaemons;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import java.nio.file.Path;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** Which FRR {@code nos-agent run} drives: its own children ({@code --bgp}) or a running one ({@code --frr-vty DIR}). */
class FrrOptionsTest {

    private static Optional<BgpOptions> bgp(String... args) {
        var options = new RunOptions();
        new CommandLine(options).parseArgs(args);
        return options.agentOptions(Optional.empty()).bgp();
    }

    @Test
    void bothWaysAtOnceAreRefusedNamingBoth() {
        assertThatThrownBy(() -> bgp("--bgp", "--frr-vty", "/var/run/frr"))
                .hasMessageContaining("--bgp").hasMessageContaining("--frr-vty");
    }

    @Test
    void frrVtyDrivesTheFrrRunningWithItsSocketsThereAndNeitherOptionRunsNoBgp() {
        assumeTrue(FrrDaemons.installed(), "FRR is not installed");
        assertThat(bgp("--frr-vty", "/var/run/frr")).hasValueSatisfying(b -> {
            assertThat(b.runningVty()).contains(Path.of("/var/run/frr"));
            assertThat(b.namespace()).isEmpty();
        });
        assertThat(bgp("--bgp")).hasValueSatisfying(b -> assertThat(b.runningVty()).isEmpty());
        assertThat(bgp()).isEmpty();
    }
}
