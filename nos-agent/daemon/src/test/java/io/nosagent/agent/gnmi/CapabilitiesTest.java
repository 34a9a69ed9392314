package io.nosagent.agent.gnmi;

import io.nosagent.api.gnmi.proto.CapabilityResponse;
import io.nosagent.api.gnmi.proto.Encoding;
import io.nosagent.api.gnmi.proto.ModelData;
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
    void listsThePlatformModelsAndNotTheLagOnesTheAgentDoesNotSupport() {
        assertThat(capabilities.getSupportedModelsList()).extracting(ModelData::getName)
                .contains("openconfig-platform", "openconfig-platform-port", "openconfig-platform-pipeline-counters",
                        "openconfig-platform-transceiver", "openconfig-transport-types", "openconfig-p4rt", "openconfig-procmon")
                .doesNotContain("openconfig-lacp", "openconfig-if-aggregate");
    }

    @Test
    void theProjectModelsVersionsAreTheRevisionsOfTheirYangFiles() throws Exception {
        var project = capabilities.getSupportedModelsList().stream().filter(m -> m.getOrganization().equals("nos-agent")).toList();
        assertThat(project).extracting(ModelData::getName).contains("nosagent-qos", "nosagent-pfcwd", "nosagent-bgp");
        for (ModelData m : project) {
            String yang = Files.readString(Path.of("../../config/src/main/yang", m.getName() + ".yang"));
            var revision = Pattern.compile("revision \"([0-9-]+)\"").matcher(yang);
            assertThat(revision.find()).as(m.getName() + " has a revision").isTrue();
            assertThat(m.getVersion()).isEqualTo(revision.group(1));
        }
    }

    @Test
    void theOpenConfigVersionsAreThoseOfTheModelsTheOutputIsValidatedAgainst() throws Exception {
        String shared = System.getProperty("nosagent.shared.dir");
        assumeTrue(shared != null && Files.isDirectory(Path.of(shared, "openconfig")), "no ../shared/openconfig");
        Path models = Path.of(shared, "openconfig", "release", "models");
        for (ModelData m : capabilities.getSupportedModelsList()) {
            if (!m.getName().startsWith("openconfig-")) {
                continue;
            }
            try (var files = Files.walk(models)) {
                Path file = files.filter(f -> f.getFileName().toString().equals(m.getName() + ".yang")).findFirst().orElseThrow();
                var version = Pattern.compile("openconfig-version \"([0-9.]+)\"").matcher(Files.readString(file));
                assertThat(version.find()).isTrue();
                assertThat(m.getVersion()).as(m.getName()).isEqualTo(version.group(1));
            }
        }
    }
}
