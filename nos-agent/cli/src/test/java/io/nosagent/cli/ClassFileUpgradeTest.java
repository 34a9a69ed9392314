package io.nosagent.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.StringWriter;
import java.io.PrintWriter;
import java.lang.classfile.ClassFile;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.zip.ZipFile;

import static org.assertj.core.api.Assertions.assertThat;

/** The build step that makes picocli's old class files cacheable: same classes, newer version, still verifiable. */
class ClassFileUpgradeTest {

    @TempDir
    Path dir;

    @Test
    void picocliJarBecomesVersion52AndItsClassesStillVerifyAndRun() throws Exception {
        Path original = Path.of(CommandLine.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        Path jar = Files.copy(original, dir.resolve("picocli.jar"));
        assertThat(versions(jar)).contains(49);

        var report = ClassFileUpgrade.upgrade(jar);

        assertThat(report.keptOld()).isEmpty();
        assertThat(report.upgraded()).isGreaterThan(100);
        assertThat(versions(jar)).containsOnly(52);
        assertThat(entries(jar)).isEqualTo(entries(original));
        // loading and initialising every class makes the JVM verify it against the new stack maps
        try (var loader = new URLClassLoader(new URL[]{jar.toUri().toURL()}, ClassLoader.getPlatformClassLoader())) {
            for (String name : entries(jar)) {
                if (name.endsWith(".class") && !name.contains("module-info")) {
                    Class.forName(name.replace('/', '.').replace(".class", ""), true, loader);
                }
            }
            // and picocli from the rewritten jar still parses and prints usage
            Class<?> cl = loader.loadClass("picocli.CommandLine");
            Class<?> spec = loader.loadClass("picocli.CommandLine$Model$CommandSpec");
            Object command = spec.getMethod("create").invoke(null);
            spec.getMethod("name", String.class).invoke(command, "probe");
            Object line = cl.getConstructor(Object.class).newInstance(command);
            var usage = new StringWriter();
            cl.getMethod("usage", PrintWriter.class).invoke(line, new PrintWriter(usage, true));
            assertThat(usage.toString()).contains("Usage: probe");
        }
    }

    private static List<Integer> versions(Path jar) throws Exception {
        var versions = new ArrayList<Integer>();
        try (var zip = new ZipFile(jar.toFile())) {
            for (var e : Collections.list(zip.entries())) {
                if (e.getName().endsWith(".class") && !e.getName().startsWith("META-INF/")) {
                    versions.add(ClassFile.of().parse(zip.getInputStream(e).readAllBytes()).majorVersion());
                }
            }
        }
        return versions;
    }

    private static List<String> entries(Path jar) throws Exception {
        try (var zip = new ZipFile(jar.toFile())) {
            return Collections.list(zip.entries()).stream().map(e -> e.getName()).toList();
        }
    }
}
