package io.nosagent.platform.architecture;

import io.nosagent.config.yang.codegen.ChangedYang;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * YANG is the only schema: a leaf renamed in a YANG file fails compilation wherever code uses it, in config's
 * codec and validator, in the feature's gNMI state handler and in the CLI view, because all of them name it
 * through the constants generated from the YANG. Compiles config, the watchdog and the CLI from their sources
 * against the schema the changed YANG generates: the errors are in exactly the files that use the leaf, so
 * everything else compiles. Needs the OpenConfig models ({@code ../shared/openconfig}); skipped without them.
 */
class RenamedYangLeafBreaksEveryUseTest {

    private static final Path REPOSITORY = Path.of("..");
    private static final List<Path> SOURCES = List.of(REPOSITORY.resolve("config/src/main/java"),
            REPOSITORY.resolve("watchdog/src/main/java"), REPOSITORY.resolve("nos-agent/cli/src/main/java"));

    @TempDir
    Path work;

    private ChangedYang yang;

    @BeforeEach
    void copyTheYang() throws Exception {
        Path shared = Path.of(System.getProperty("nosagent.shared.dir", "../../shared"));
        var libraries = ChangedYang.openConfigLibraries(shared);
        assumeTrue(libraries.isPresent(), "no " + shared.resolve("openconfig") + ": nothing to generate from");
        yang = ChangedYang.copyOf(REPOSITORY.resolve("config/src/main/yang"), work, libraries.get());
    }

    @Test
    void aStateLeafRenamedFailsCompilationAtTheHandlerServingItAndTheCliViewShowingIt() throws Exception {
        yang.rename("nosagent-pfcwd.yang", "leaf stormed-queues {", "leaf queues-in-storm {");

        var errors = yang.compileWith(SOURCES);

        assertThat(ChangedYang.fileNames(errors)).containsExactlyInAnyOrder("PfcWatchdogStateHandler.java", "ShowCommand.java");
        assertThat(errors).allSatisfy(e -> assertThat(e.getMessage(Locale.ROOT)).contains("STORMED_QUEUES"));
    }

    @Test
    void aConfigLeafRenamedFailsCompilationAtTheCodecTheValidatorAndTheCliView() throws Exception {
        yang.rename("nosagent-pfcwd.yang", "leaf poll-interval {", "leaf poll-period {");

        var errors = yang.compileWith(SOURCES);

        assertThat(ChangedYang.fileNames(errors))
                .containsExactlyInAnyOrder("PfcWatchdogCodec.java", "PfcWatchdogValidator.java", "ShowCommand.java");
        assertThat(errors).allSatisfy(e -> assertThat(e.getMessage(Locale.ROOT)).contains("POLL_INTERVAL"));
    }
}
