package io.nosagent.config.yang.codegen;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * A leaf renamed in a YANG file fails the build where code names it: config's codec and validator of
 * that leaf no longer compile against the schema the changed YANG generates; a renamed OpenConfig leaf
 * that served.txt names fails the generation, at its line. Needs the OpenConfig models
 * ({@code ../shared/openconfig}); skipped without them. The state handlers and CLI views that use a leaf:
 * platform-tests' {@code RenamedYangLeafBreaksEveryUseTest}.
 */
class RenamedLeafBreaksTheBuildTest {

    private static final Path CONFIG = Path.of("..");

    private List<Path> libraries;

    @TempDir
    Path work;

    @BeforeEach
    void needsTheOpenConfigModels() {
        Path shared = Path.of(System.getProperty("nosagent.shared.dir", "../../../shared"));
        var found = ChangedYang.openConfigLibraries(shared);
        assumeTrue(found.isPresent(), "no " + shared.resolve("openconfig") + ": nothing to generate from");
        libraries = found.get();
    }

    @Test
    void aLeafRenamedInTheProjectsYangFailsCompilationAtTheCodecAndTheValidatorThatUseIt() throws Exception {
        var yang = ChangedYang.copyOf(CONFIG.resolve("src/main/yang"), work, libraries)
                .rename("nosagent-pfcwd.yang", "leaf poll-interval {", "leaf poll-period {");

        List<Diagnostic<? extends JavaFileObject>> errors = yang.compileWith(List.of(CONFIG.resolve("src/main/java")));

        assertThat(errors).isNotEmpty();
        assertThat(ChangedYang.fileNames(errors)).contains("PfcWatchdogCodec.java", "PfcWatchdogValidator.java");
        assertThat(errors).allSatisfy(e -> assertThat(e.getMessage(Locale.ROOT)).contains("POLL_INTERVAL"));
    }

    @Test
    void anOpenConfigLeafTheManifestNamesFailsTheGenerationAtItsLine() throws Exception {
        var yang = ChangedYang.copyOf(CONFIG.resolve("src/main/yang"), work, libraries);
        Path models = work.resolve("models");
        Files.createDirectories(models);
        Path system = libraries.getFirst().resolve("system/openconfig-system.yang");
        String text = Files.readString(system);
        assertThat(text).contains("leaf motd-banner {");
        Files.writeString(models.resolve("openconfig-system.yang"), text.replace("leaf motd-banner {", "leaf motd-text {"));
        var searchFirstTheChangedModel = Stream.concat(Stream.of(models), libraries.stream()).toList();

        assertThatThrownBy(() -> Generate.sources(yang.yang(), searchFirstTheChangedModel))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("served.txt:")
                .hasMessageContaining("'motd-banner' is not in the YANG under /openconfig-system:system/config")
                .hasMessageContaining("motd-text");
    }
}
