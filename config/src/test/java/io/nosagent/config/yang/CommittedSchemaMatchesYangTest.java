package io.nosagent.config.yang;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The committed schema ({@code src/generated/java}, what a build without the OpenConfig models compiles)
 * is exactly what the YANG generates. Runs when the build generated it from the YANG (the
 * {@code yang-from-shared} profile, on whenever {@code ../shared/openconfig} is present); with
 * {@code -Dyang.regenerate=true} it replaces the committed copy instead.
 */
class CommittedSchemaMatchesYangTest {

    private static final Path COMMITTED = Path.of("src/generated/java");
    private static final String PACKAGE = "io/nosagent/config/yang";

    @Test
    void theCommittedSchemaIsWhatTheYangGenerates() throws IOException {
        Path generated = Path.of(System.getProperty("nosagent.yang.sources", COMMITTED.toString()));
        assumeTrue(!generated.toAbsolutePath().normalize().equals(COMMITTED.toAbsolutePath().normalize())
                        && Files.isDirectory(generated.resolve(PACKAGE)),
                "this build compiled the committed schema (no ../shared/openconfig): nothing to compare");
        if (Boolean.getBoolean("yang.regenerate")) {
            replace(generated.resolve(PACKAGE), COMMITTED.resolve(PACKAGE));
        }
        var names = new TreeSet<String>();
        names.addAll(files(generated.resolve(PACKAGE)));
        names.addAll(files(COMMITTED.resolve(PACKAGE)));
        var stale = new ArrayList<String>();
        for (String name : names) {
            Path fresh = generated.resolve(PACKAGE).resolve(name);
            Path committed = COMMITTED.resolve(PACKAGE).resolve(name);
            if (!Files.isRegularFile(fresh) || !Files.isRegularFile(committed)
                    || !Files.readString(fresh).equals(Files.readString(committed))) {
                stale.add(name);
            }
        }
        assertThat(stale).as("config/src/generated/java is not what config/src/main/yang generates; regenerate it with"
                        + " ./mvnw -pl config -am test -Dtest=CommittedSchemaMatchesYangTest -Dyang.regenerate=true"
                        + " -Dsurefire.failIfNoSpecifiedTests=false, and commit it")
                .isEmpty();
    }

    private static List<String> files(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).toList();
        }
    }

    private static void replace(Path from, Path to) throws IOException {
        if (Files.isDirectory(to)) {
            try (Stream<Path> old = Files.walk(to)) {
                for (Path p : old.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(p);
                }
            }
        }
        Files.createDirectories(to);
        for (String name : files(from)) {
            Files.copy(from.resolve(name), to.resolve(name));
        }
    }
}
