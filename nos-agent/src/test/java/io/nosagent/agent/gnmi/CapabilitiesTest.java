package io.nosagent.agent.gnmi;

import io.nosagent.agent.gnmi.paths.ServedPaths;
import io.nosagent.agent.gnmi.proto.CapabilityResponse;
import io.nosagent.agent.gnmi.proto.Encoding;
import io.nosagent.agent.gnmi.proto.ModelData;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** Capabilities: models with their versions, encodings, gNMI version. */
class CapabilitiesTest {

    @TempDir
    Path state;
    GnmiAgent sw;
    CapabilityResponse capabilities;

    @BeforeEach
    void start() {
        sw = GnmiAgent.start(state);
        capabilities = sw.viewer().capabilities();
    }

    @AfterEach
    void stop() {
        sw.close();
    }

    @Test
    void announcesGnmi0100AndTheThreeEncodingsItServes() {
        assertThat(capabilities.getGNMIVersion()).isEqualTo("0.10.0");
        assertThat(capabilities.getSupportedEncodingsList())
                .containsExactlyInAnyOrder(Encoding.JSON, Encoding.JSON_IETF, Encoding.PROTO);
    }

    @Test
    void listsEveryServedModelWithOrganizationAndVersion() {
        assertThat(capabilities.getSupportedModelsList()).extracting(ModelData::getName)
                .contains("openconfig-interfaces", "openconfig-if-ethernet", "openconfig-if-ip", "openconfig-system",
                        "openconfig-network-instance", "openconfig-aft", "openconfig-local-routing",
                        "openconfig-policy-types", "nosagent-interfaces", "nosagent-agent", "nosagent-routing");
        assertThat(capabilities.getSupportedModelsList()).allSatisfy(m -> {
            assertThat(m.getOrganization()).isNotBlank();
            assertThat(m.getVersion()).isNotBlank();
        });
    }

    @Test
    void theProjectModelsVersionsAreTheRevisionsOfTheirYangFiles() throws Exception {
        for (ServedPaths.Model m : ServedPaths.PROJECT_MODELS) {
            String yang = Files.readString(Path.of("../config/src/main/yang", m.name() + ".yang"));
            var revision = Pattern.compile("revision \"([0-9-]+)\"").matcher(yang);
            assertThat(revision.find()).as(m.name() + " has a revision").isTrue();
            assertThat(m.version()).isEqualTo(revision.group(1));
        }
    }

    @Test
    void theOpenConfigVersionsAreThoseOfTheModelsTheOutputIsValidatedAgainst() throws Exception {
        String shared = System.getProperty("nosagent.shared.dir");
        assumeTrue(shared != null && Files.isDirectory(Path.of(shared, "openconfig")), "no ../shared/openconfig");
        Path models = Path.of(shared, "openconfig", "release", "models");
        for (ServedPaths.Model m : ServedPaths.OPENCONFIG_MODELS) {
            if (!m.name().startsWith("openconfig-")) {
                continue;
            }
            try (var files = Files.walk(models)) {
                Path file = files.filter(f -> f.getFileName().toString().equals(m.name() + ".yang")).findFirst().orElseThrow();
                var version = Pattern.compile("openconfig-version \"([0-9.]+)\"").matcher(Files.readString(file));
                assertThat(version.find()).isTrue();
                assertThat(m.version()).as(m.name()).isEqualTo(version.group(1));
            }
        }
    }
}
