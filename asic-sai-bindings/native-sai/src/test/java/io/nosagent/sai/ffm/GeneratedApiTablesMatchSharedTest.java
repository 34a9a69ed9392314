package io.nosagent.sai.ffm;

import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The committed method-slot table ({@code SaiApiTable}) and the C test library's {@code sai_facts.h}
 * are exactly what the shared SAI 1.18.1 api tables generate. Runs when {@code ../shared} is
 * present; with {@code -Dsai.regenerate=true} it rewrites them instead.
 */
class GeneratedApiTablesMatchSharedTest {

    private static final Path JAVA_SOURCES = Path.of("src/main/java");
    private static final Path C_SOURCES = Path.of("src/test/c");

    @Test
    void committedSlotTablesAreTheGeneratedOnes() throws Exception {
        Path sai = Path.of(System.getProperty("nosagent.shared.dir", "../../shared"), "sai");
        Path tables = sai.resolve("sai-1.18.1-api-tables.json");
        Path metadata = sai.resolve("sai-1.18.1-metadata.json");
        assumeTrue(Files.isRegularFile(tables) && Files.isRegularFile(metadata), "../shared/sai not present: cross-check skipped");

        var generated = new SaiApiTablesGenerator(tables, metadata).generate();
        var stale = new ArrayList<String>();
        for (var e : generated.entrySet()) {
            Path p = (e.getKey().endsWith(".h") ? C_SOURCES : JAVA_SOURCES).resolve(e.getKey());
            if (Boolean.getBoolean("sai.regenerate")) {
                Files.createDirectories(p.getParent());
                Files.writeString(p, e.getValue());
            }
            if (!Files.isRegularFile(p) || !Files.readString(p).equals(e.getValue())) {
                stale.add(e.getKey());
            }
        }
        assertThat(stale)
                .as("generated SAI api tables differ from the shared JSON; regenerate with -Dsai.regenerate=true")
                .isEmpty();
    }
}
