package io.nosagent.config.yang.codegen;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ManifestTest {

    @TempDir
    Path work;

    @Test
    void bracesStandForOneLineEachAndNest() {
        assertThat(Manifest.expand("/m:a/{b,c/{d,e}}/f"))
                .containsExactly("/m:a/b/f", "/m:a/c/d/f", "/m:a/c/e/f");
        assertThat(Manifest.expand("/m:a/x:{b,c}")).containsExactly("/m:a/x:b", "/m:a/x:c");
    }

    @Test
    void aManifestGivesItsPathsInOrderItsIdentitiesAndTheModulesItNames() throws Exception {
        Path file = work.resolve("served.txt");
        Files.writeString(file, """
                # comment
                /m:top/{config,state}/leaf
                identities /m:top/config/kind other:ONE TWO
                """);

        Manifest m = Manifest.read(file);

        assertThat(m.paths()).extracting(Object::toString).containsExactly("/m:top/config/leaf", "/m:top/state/leaf");
        assertThat(m.paths()).allSatisfy(p -> assertThat(p.line()).isEqualTo(2));
        assertThat(m.identities()).containsEntry("/m:top/config/kind", java.util.List.of("other:ONE", "TWO"));
        assertThat(m.modules()).containsExactly("m", "other");
    }

    @Test
    void aPathWithoutItsModuleOrABadLineIsRefusedAtItsLine() throws Exception {
        Path file = work.resolve("served.txt");
        Files.writeString(file, "\n/top/config\n");
        assertThatThrownBy(() -> Manifest.read(file)).hasMessageContaining("served.txt:2").hasMessageContaining("module");
        Files.writeString(file, "/m:top extra words\n");
        assertThatThrownBy(() -> Manifest.read(file)).hasMessageContaining("served.txt:1");
        Files.writeString(file, "/m:top/{a,b\n");
        assertThatThrownBy(() -> Manifest.read(file)).hasMessageContaining("unbalanced");
    }
}
