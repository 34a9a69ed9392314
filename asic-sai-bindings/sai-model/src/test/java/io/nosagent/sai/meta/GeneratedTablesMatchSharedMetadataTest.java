package io.nosagent.sai.meta;

import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The committed SAI tables are exactly what the shared SAI 1.18.1 metadata generates. Runs when
 * {@code ../shared} is present; with {@code -Dsai.regenerate=true} it rewrites the tables instead.
 */
class GeneratedTablesMatchSharedMetadataTest {

    private static final Path SOURCES = Path.of("src/main/java");

    @Test
    void committedTablesAreTheGeneratedOnes() throws Exception {
        Path metadata = Path.of(System.getProperty("nosagent.shared.dir", "../../shared"), "sai", "sai-1.18.1-metadata.json");
        assumeTrue(Files.isRegularFile(metadata), "../shared/sai not present: cross-check skipped");

        var generator = new SaiTablesGenerator(metadata);
        if (Boolean.getBoolean("sai.regenerate")) {
            generator.writeTo(SOURCES);
        }
        var stale = new ArrayList<String>();
        for (var e : generator.generate().entrySet()) {
            Path p = SOURCES.resolve(e.getKey());
            if (!Files.isRegularFile(p) || !Files.readString(p).equals(e.getValue())) {
                stale.add(e.getKey());
            }
        }
        assertThat(stale)
                .as("generated SAI tables differ from the shared metadata; regenerate with -Dsai.regenerate=true")
                .isEmpty();
    }
}
