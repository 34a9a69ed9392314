package io.nosagent.platform.gnmi;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.nosagent.api.gnmi.proto.GetRequest;
import io.nosagent.api.gnmi.proto.ModelData;
import io.nosagent.api.gnmi.proto.SetRequest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * featureprofiles gNMI-1.10 (Telemetry: Basic Check), each criterion as an operator's client checks it
 * over gNMI on the RTSW with its shipped config. The LACP criterion is reported as not supported:
 * Capabilities does not announce the LAG models and the member path holds no data.
 */
class Gnmi1_10TelemetryBasicCheckScenarioTest {

    private static final String ETH = "/interfaces/interface[name=eth1/1/1]";
    private static final String TYPES = "openconfig-platform-types:";

    private static String text(GnmiSwitch sw, String path) {
        return sw.read(path).asText();
    }

    /** Component name -> type, of every component. */
    private static Map<String, String> types(GnmiSwitch sw) {
        return sw.readAll("/components/component/state/type").entrySet().stream().collect(Collectors.toMap(
                e -> e.getKey().replaceAll(".*component\\[name=(.*)]/state/type", "$1"), e -> e.getValue().asText()));
    }

    @Test
    void ethernetMacAddressAndPortSpeed(@TempDir Path dir) {
        try (var sw = GnmiSwitch.rtsw(dir)) {
            String mac = text(sw, ETH + "/ethernet/state/mac-address");

            assertThat(mac).matches("([0-9a-f]{2}:){5}[0-9a-f]{2}").isEqualTo(text(sw, ETH + "/ethernet/state/hw-mac-address"));
            assertThat(text(sw, ETH + "/ethernet/state/port-speed")).isEqualTo("openconfig-if-ethernet:SPEED_400GB");
        }
    }

    @Test
    void interfaceHardwarePortIsAPortComponentOfTheChassis(@TempDir Path dir) {
        try (var sw = GnmiSwitch.rtsw(dir)) {
            var types = types(sw);
            String port = text(sw, ETH + "/state/hardware-port");
            String chassis = text(sw, "/components/component[name=" + port + "]/state/parent");

            assertThat(types.get(port)).isEqualTo(TYPES + "PORT");
            assertThat(types.get(chassis)).isEqualTo(TYPES + "CHASSIS");
            assertThat(types.values().stream().filter((TYPES + "PORT")::equals)).as("a PORT per front-panel port").hasSize(34);
            // every interface names its own port
            assertThat(sw.readAll("/interfaces/interface/state/hardware-port").values()).extracting(v -> v.asText())
                    .doesNotHaveDuplicates().hasSize(34).allSatisfy(p -> assertThat(types.get(p)).isEqualTo(TYPES + "PORT"));
        }
    }

    @Test
    void componentIntegratedCircuitNodeIdAndEveryParentIsAComponent(@TempDir Path dir) {
        try (var sw = GnmiSwitch.rtsw(dir)) {
            var types = types(sw);
            var nodeIds = sw.readAll("/components/component/integrated-circuit/state/node-id");

            assertThat(nodeIds).hasSize(1);
            String asic = nodeIds.keySet().iterator().next().replaceAll(".*component\\[name=(.*)]/integrated-circuit.*", "$1");
            assertThat(types.get(asic)).isEqualTo(TYPES + "INTEGRATED_CIRCUIT");
            assertThat(Long.parseLong(nodeIds.values().iterator().next().asText())).isPositive();
            var parents = sw.readAll("/components/component/state/parent");
            assertThat(parents).hasSize(types.size() - 1); // all but the chassis
            assertThat(parents.values()).extracting(v -> v.asText()).allSatisfy(p -> assertThat(types).containsKey(p));
        }
    }

    @Test
    void cpuComponentStateDescriptionAndMfgName(@TempDir Path dir) {
        try (var sw = GnmiSwitch.rtsw(dir)) {
            String cpu = only(types(sw), "CPU");

            assertThat(text(sw, "/components/component[name=" + cpu + "]/state/description")).isNotBlank();
            assertThat(text(sw, "/components/component[name=" + cpu + "]/state/mfg-name")).isNotBlank();
        }
    }

    @Test
    void controllerCardLastRebootTimeAndReason(@TempDir Path dir) throws Exception {
        String card;
        long firstBoot;
        try (var sw = GnmiSwitch.rtsw(dir)) {
            card = only(types(sw), "CONTROLLER_CARD");
            firstBoot = Long.parseLong(text(sw, "/components/component[name=" + card + "]/state/last-reboot-time"));
            assertThat(firstBoot).isEqualTo(Long.parseLong(text(sw, "/system/state/boot-time")));
            assertThat(text(sw, "/components/component[name=" + card + "]/state/last-reboot-reason"))
                    .isEqualTo(TYPES + "REBOOT_USER_INITIATED");
        }
        Thread.sleep(5);
        try (var sw = GnmiSwitch.rtsw(dir)) { // stopped as asked, started again
            assertThat(Long.parseLong(text(sw, "/components/component[name=" + card + "]/state/last-reboot-time"))).isGreaterThan(firstBoot);
            assertThat(text(sw, "/components/component[name=" + card + "]/state/last-reboot-reason"))
                    .isEqualTo(TYPES + "REBOOT_USER_INITIATED");
        }
        // a run that ended without stopping (killed, lost power) leaves its mark in the state directory
        Files.writeString(dir.resolve("state/agent.running"), "1\n");
        try (var sw = GnmiSwitch.rtsw(dir)) {
            assertThat(text(sw, "/components/component[name=" + card + "]/state/last-reboot-reason"))
                    .isEqualTo(TYPES + "REBOOT_CRITICAL_ERROR");
        }
    }

    @Test
    void softwareVersionOfTheOperatingSystemOnTheControllerCard(@TempDir Path dir) {
        try (var sw = GnmiSwitch.rtsw(dir)) {
            var types = types(sw);
            String os = only(types, "OPERATING_SYSTEM");

            assertThat(text(sw, "/components/component[name=" + os + "]/state/software-version"))
                    .isEqualTo(text(sw, "/system/state/software-version")).isNotBlank();
            assertThat(types.get(text(sw, "/components/component[name=" + os + "]/state/parent"))).isEqualTo(TYPES + "CONTROLLER_CARD");
        }
    }

    @Test
    void interfaceIdSetOnConfigIsReportedOnStateAndADuplicateIsRefused(@TempDir Path dir) {
        try (var sw = GnmiSwitch.rtsw(dir)) {
            String other = "/interfaces/interface[name=eth1/2/1]";
            assertThat(absent(sw, ETH + "/state/id")).as("no id until one is configured").isTrue();

            sw.admin().set(SetRequest.newBuilder().addUpdate(GnmiSwitch.update(ETH + "/config/id", "7")).build());

            assertThat(sw.read(ETH + "/state/id").asLong()).isEqualTo(7);
            assertThat(sw.read(ETH + "/config/id").asLong()).isEqualTo(7);
            String before = sw.persisted();
            var e = catchThrowableOfType(StatusRuntimeException.class, () -> sw.admin().set(SetRequest.newBuilder()
                    .addUpdate(GnmiSwitch.update(other + "/config/id", "7")).build()));
            assertThat(e.getStatus().getCode()).isIn(Status.Code.ABORTED, Status.Code.INVALID_ARGUMENT);
            assertThat(e.getStatus().getDescription()).contains("eth1/2/1").contains("id").contains("eth1/1/1");
            assertThat(sw.persisted()).isEqualTo(before);
            assertThat(absent(sw, other + "/state/id")).isTrue();
        }
    }

    @Test
    void lacpIsReportedAsNotSupported(@TempDir Path dir) {
        try (var sw = GnmiSwitch.rtsw(dir)) {
            assertThat(sw.viewer().capabilities().getSupportedModelsList()).extracting(ModelData::getName)
                    .contains("openconfig-platform").doesNotContain("openconfig-lacp", "openconfig-if-aggregate");

            var e = catchThrowableOfType(StatusRuntimeException.class, () -> sw.viewer().get(GetRequest.newBuilder()
                    .addPath(GnmiSwitch.path("/lacp/interfaces/interface/members/member/interface")).build()));

            assertThat(e.getStatus().getCode()).as("no LAG members, not an unknown path").isEqualTo(Status.Code.NOT_FOUND);
        }
    }

    /** Whether {@code path} holds no data: an empty answer, or NOT_FOUND. */
    private static boolean absent(GnmiSwitch sw, String path) {
        try {
            return sw.readAll(path).isEmpty();
        } catch (StatusRuntimeException e) {
            assertThat(e.getStatus().getCode()).as(path).isEqualTo(Status.Code.NOT_FOUND);
            return true;
        }
    }

    private static String only(Map<String, String> types, String type) {
        var names = types.entrySet().stream().filter(e -> e.getValue().equals(TYPES + type)).map(Map.Entry::getKey).toList();
        assertThat(names).as("components of type " + type).hasSize(1);
        return names.getFirst();
    }

    @Test
    void ethernetInBlockErrorsCountTheFramesALossyLinkCorrupted(@TempDir Path dir) throws Exception {
        try (var sw = GnmiSwitch.rtsw(dir);
             var hosts = io.nosagent.lab.traffic.SimulatedHosts.start(sw.asic(), sw.agent.intent().current(),
                     io.nosagent.sai.vasic.traffic.TrafficPattern.ALLREDUCE, 3)) {
            String blockErrors = ETH + "/ethernet/state/counters/in-block-errors";
            assertThat(Long.parseLong(text(sw, blockErrors))).isZero();

            var link = hosts.host("eth1/1/1").orElseThrow().link();
            hosts.inject(faults -> {
                faults.lossy(link, link.a(), 0.2);
                faults.lossy(link, link.b(), 0.2);
            });

            long deadline = System.nanoTime() + java.time.Duration.ofSeconds(20).toNanos();
            while (Long.parseLong(text(sw, blockErrors)) == 0) {
                assertThat(System.nanoTime()).as("in-block-errors counts within 20 s").isLessThan(deadline);
                Thread.sleep(50);
            }
            // every errored block was a frame lost to the port: in-errors counts them too
            assertThat(Long.parseLong(text(sw, ETH + "/state/counters/in-errors"))).isPositive();
        }
    }
}
