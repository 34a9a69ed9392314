package io.nosagent.config.yang.codegen;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaFileObject;
import javax.tools.ToolProvider;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * A leaf renamed in a YANG file fails the build where code names it: config's codec and validator of
 * that leaf no longer compile against the schema the changed YANG generates; a renamed OpenConfig leaf
 * that served.txt names fails the generation, at its line. Needs the OpenConfig models
 * ({@code ../shared/openconfig}); skipped without them.
 */
class RenamedLeafBreaksTheBuildTest {

    private static final Path CONFIG = Path.of("..");

    private List<Path> libraries;

    @TempDir
    Path work;

    @BeforeEach
    void needsTheOpenConfigModels() {
        Path openconfig = Path.of(System.getProperty("nosagent.shared.dir", "../../../shared"), "openconfig");
        assumeTrue(Files.isDirectory(openconfig.resolve("release/models")), "no " + openconfig + ": nothing to generate from");
        libraries = List.of(openconfig.resolve("release/models"), openconfig.resolve("third_party"));
    }

    @Test
    void aLeafRenamedInTheProjectsYangFailsCompilationAtTheCodecAndTheValidatorThatUseIt() throws Exception {
        Path yang = copyOfTheYang();
        rename(yang.resolve("nosagent-pfcwd.yang"), "leaf poll-interval {", "leaf poll-period {");
        Path generated = work.resolve("generated");
        Generate.write(Generate.sources(yang, libraries), generated);

        List<Diagnostic<? extends JavaFileObject>> errors = compileConfigAgainst(generated);

        assertThat(errors).isNotEmpty();
        assertThat(fileNames(errors)).contains("PfcWatchdogCodec.java", "PfcWatchdogValidator.java");
        assertThat(errors).allSatisfy(e -> assertThat(e.getMessage(Locale.ROOT)).contains("POLL_INTERVAL"));
    }

    @Test
    void anOpenConfigLeafTheManifestNamesFailsTheGenerationAtItsLine() throws Exception {
        Path yang = copyOfTheYang();
        Path models = work.resolve("models");
        Files.createDirectories(models);
        Path system = libraries.getFirst().resolve("system/openconfig-system.yang");
        Files.copy(system, models.resolve("openconfig-system.yang"));
        rename(models.resolve("openconfig-system.yang"), "leaf motd-banner {", "leaf motd-text {");
        var searchFirstTheChangedModel = Stream.concat(Stream.of(models), libraries.stream()).toList();

        assertThatThrownBy(() -> Generate.sources(yang, searchFirstTheChangedModel))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("served.txt:")
                .hasMessageContaining("'motd-banner' is not in the YANG under /openconfig-system:system/config")
                .hasMessageContaining("motd-text");
    }

    private Path copyOfTheYang() throws IOException {
        Path yang = work.resolve("yang");
        Path from = CONFIG.resolve("src/main/yang");
        try (Stream<Path> files = Files.walk(from)) {
            for (Path p : files.toList()) {
                Path to = yang.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(to);
                } else {
                    Files.copy(p, to);
                }
            }
        }
        return yang;
    }

    private static void rename(Path file, String from, String to) throws IOException {
        String text = Files.readString(file);
        assertThat(text).as(file + " declares '" + from + "'").contains(from);
        Files.writeString(file, text.replace(from, to));
    }

    /** Compiles config's main sources with the schema in {@code generated}; the errors found. */
    private List<Diagnostic<? extends JavaFileObject>> compileConfigAgainst(Path generated) throws IOException {
        var compiler = ToolProvider.getSystemJavaCompiler();
        var diagnostics = new DiagnosticCollector<JavaFileObject>();
        try (var fileManager = compiler.getStandardFileManager(diagnostics, Locale.ROOT, null);
             Stream<Path> main = Files.walk(CONFIG.resolve("src/main/java"));
             Stream<Path> schema = Files.walk(generated)) {
            List<Path> sources = Stream.concat(main, schema).filter(p -> p.toString().endsWith(".java")).toList();
            Path classes = Files.createDirectories(work.resolve("classes"));
            var options = List.of("-d", classes.toString(), "-proc:none", "-classpath", System.getProperty("java.class.path"));
            compiler.getTask(null, fileManager, diagnostics, options, null,
                    fileManager.getJavaFileObjectsFromPaths(sources)).call();
        }
        return diagnostics.getDiagnostics().stream().filter(d -> d.getKind() == Diagnostic.Kind.ERROR).toList();
    }

    private static Set<String> fileNames(List<Diagnostic<? extends JavaFileObject>> errors) {
        var names = new TreeSet<String>();
        errors.forEach(e -> names.add(Path.of(e.getSource().toUri()).getFileName().toString()));
        return names;
    }
}
