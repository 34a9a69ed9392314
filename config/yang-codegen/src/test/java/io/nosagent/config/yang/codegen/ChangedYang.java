package io.nosagent.config.yang.codegen;

import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaFileObject;
import javax.tools.ToolProvider;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * A copy of the project's YANG that a test changes, the schema generated from it, and sources compiled against
 * that schema: how a test shows that a change in a YANG file breaks the build where code uses what changed.
 * Shared with the platform tests (yang-codegen's test jar).
 */
public final class ChangedYang {

    private final Path yang;
    private final Path work;
    private final List<Path> libraries;

    private ChangedYang(Path yang, Path work, List<Path> libraries) {
        this.yang = yang;
        this.work = work;
        this.libraries = libraries;
    }

    /** The OpenConfig folders the generator reads (release models, third-party modules), when {@code shared} has them. */
    public static Optional<List<Path>> openConfigLibraries(Path shared) {
        Path openconfig = shared.resolve("openconfig");
        if (!Files.isDirectory(openconfig.resolve("release/models"))) {
            return Optional.empty();
        }
        return Optional.of(List.of(openconfig.resolve("release/models"), openconfig.resolve("third_party")));
    }

    /** A copy of {@code projectYang} (config's {@code src/main/yang}) under {@code work}. */
    public static ChangedYang copyOf(Path projectYang, Path work, List<Path> libraries) throws IOException {
        Path yang = work.resolve("yang");
        try (Stream<Path> files = Files.walk(projectYang)) {
            for (Path p : files.toList()) {
                Path to = yang.resolve(projectYang.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(to);
                } else {
                    Files.copy(p, to);
                }
            }
        }
        return new ChangedYang(yang, work, libraries);
    }

    /** The copy's folder. */
    public Path yang() {
        return yang;
    }

    /**
     * Replaces {@code from} by {@code to} in the copy's {@code file}.
     *
     * @throws IllegalArgumentException when the file does not hold {@code from}
     */
    public ChangedYang rename(String file, String from, String to) throws IOException {
        Path p = yang.resolve(file);
        String text = Files.readString(p);
        if (!text.contains(from)) {
            throw new IllegalArgumentException(file + " does not declare '" + from + "'");
        }
        Files.writeString(p, text.replace(from, to));
        return this;
    }

    /**
     * Generates the schema from the YANG as it is now and compiles the {@code .java} files under
     * {@code sourceRoots} with it (the rest from this JVM's class path); the compilation errors.
     */
    public List<Diagnostic<? extends JavaFileObject>> compileWith(List<Path> sourceRoots) throws Exception {
        Path generated = Files.createTempDirectory(work, "generated");
        Generate.write(Generate.sources(yang, libraries), generated);
        var compiler = ToolProvider.getSystemJavaCompiler();
        var diagnostics = new DiagnosticCollector<JavaFileObject>();
        try (var fileManager = compiler.getStandardFileManager(diagnostics, Locale.ROOT, null)) {
            var sources = new java.util.ArrayList<Path>();
            for (Path root : Stream.concat(sourceRoots.stream(), Stream.of(generated)).toList()) {
                try (Stream<Path> files = Files.walk(root)) {
                    files.filter(p -> p.toString().endsWith(".java")).forEach(sources::add);
                }
            }
            Path classes = Files.createTempDirectory(work, "classes");
            var options = List.of("-d", classes.toString(), "-proc:none", "-classpath", System.getProperty("java.class.path"));
            compiler.getTask(null, fileManager, diagnostics, options, null,
                    fileManager.getJavaFileObjectsFromPaths(sources)).call();
        }
        return diagnostics.getDiagnostics().stream().filter(d -> d.getKind() == Diagnostic.Kind.ERROR).toList();
    }

    /** The names of the files the errors are in. */
    public static Set<String> fileNames(List<Diagnostic<? extends JavaFileObject>> errors) {
        var names = new TreeSet<String>();
        errors.forEach(e -> names.add(Path.of(e.getSource().toUri()).getFileName().toString()));
        return names;
    }
}
