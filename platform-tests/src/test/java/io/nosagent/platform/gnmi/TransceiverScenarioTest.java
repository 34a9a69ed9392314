package io.nosagent.platform.gnmi;

import io.nosagent.api.gnmi.proto.ModelData;
import io.nosagent.api.gnmi.proto.SetRequest;
import io.grpc.StatusRuntimeException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static io.nosagent.platform.gnmi.GnmiSwitch.update;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The optics as an operator qualifies and watches them on the RTSW: a TRANSCEIVER per front-panel port under
 * its PORT, with per-lane powers and bias the interface points at; {@code nos-agent sim optic-degrade} fades a
 * lane, which alarms (WARNING, then CRITICAL) and turns the transceiver UNHEALTHY over ON_CHANGE, and
 * {@code sim optic-repair} clears both.
 */
class TransceiverScenarioTest {

    private static final String PORT = "eth1/3/1";
    private static final String TRANSCEIVER = "/components/component[name=transceiver-" + PORT + "]";

    private static double dbm(GnmiSwitch sw, int lane) {
        return Double.parseDouble(sw.read(TRANSCEIVER + "/transceiver/physical-channels/channel[index=" + lane
                + "]/state/input-power/instant").asText());
    }

    @Test
    void everyFrontPanelPortHoldsATransceiverWithReadingsPerLaneThatItsInterfaceNames(@TempDir Path dir) {
        try (var sw = GnmiSwitch.rtsw(dir)) {
            var types = sw.readAll("/components/component/state/type");
            long transceivers = types.values().stream().filter(v -> v.asText().equals("openconfig-platform-types:TRANSCEIVER")).count();
            assertThat(transceivers).isEqualTo(sw.agent.switchHandle().portsByName().size());

            String name = sw.read("/interfaces/interface[name=" + PORT + "]/state/transceiver").asText();
            var channels = sw.read("/interfaces/interface[name=" + PORT + "]/state/physical-channel");
            String component = "/components/component[name=" + name + "]";
            assertThat(sw.read(component + "/state/parent").asText())
                    .isEqualTo(sw.read("/interfaces/interface[name=" + PORT + "]/state/hardware-port").asText());
            String state = component + "/transceiver/state/";
            assertThat(sw.read(state + "present").asText()).isEqualTo("PRESENT");
            assertThat(sw.read(state + "form-factor").asText()).isEqualTo("openconfig-transport-types:QSFP56_DD");
            assertThat(sw.read(state + "vendor").asText()).isNotBlank();
            assertThat(sw.read(state + "serial-no").asText()).isNotBlank();
            assertThat(Double.parseDouble(sw.read(component + "/state/temperature/instant").asText())).isBetween(30.0, 60.0);

            var lanes = sw.readAll(component + "/transceiver/physical-channels/channel/state/input-power/instant");
            assertThat(lanes).hasSize(channels.size());
            lanes.values().forEach(v -> assertThat(Double.parseDouble(v.asText())).isBetween(-2.0, 0.0));
            sw.readAll(component + "/transceiver/physical-channels/channel/state/output-power/instant").values()
                    .forEach(v -> assertThat(Double.parseDouble(v.asText())).isBetween(0.0, 2.0));
            sw.readAll(component + "/transceiver/physical-channels/channel/state/laser-bias-current/instant").values()
                    .forEach(v -> assertThat(Double.parseDouble(v.asText())).isBetween(6.0, 9.0));
            assertThat(sw.read(component + "/transceiver/thresholds/threshold[severity=openconfig-alarm-types:WARNING]/state/input-power-lower")
                    .asText()).isEqualTo("-9.00");
            assertThat(sw.viewer().capabilities().getSupportedModelsList()).extracting(ModelData::getName)
                    .contains("openconfig-platform-transceiver", "openconfig-transport-types");
        }
    }

    @Test
    void aFadingLaneAlarmsWarningThenCriticalMarksTheTransceiverUnhealthyAndClearsOnRepair(@TempDir Path dir) {
        try (var sw = GnmiSwitch.rtsw(dir)) {
            double lane1 = dbm(sw, 1);
            var alarms = new Watch(sw.viewer(), "/system/alarms/alarm");
            var health = new Watch(sw.viewer(), TRANSCEIVER + "/healthz/state/status");

            CliRun degrade = CliRun.of(sw, "sim", "optic-degrade", PORT, "--lane", "2");
            assertThat(degrade.exit()).as(degrade.err()).isZero();
            assertThat(degrade.out()).contains(PORT + ": lane 2 of its optic fading");
            assertThat(dbm(sw, 2)).as("a step down at once").isLessThan(-2.0);

            List<String> warning = alarms.nextChanges();
            assertThat(warning).anySatisfy(c -> assertThat(c).endsWith("/state/type-id = \"OPTIC_RX_POWER_LOW\""));
            assertThat(warning).anySatisfy(c -> assertThat(c).endsWith("/state/severity = \"openconfig-alarm-types:WARNING\""));
            assertThat(warning).anySatisfy(c -> assertThat(c).endsWith("/state/resource = \"" + TRANSCEIVER + "\""));
            assertThat(warning).anySatisfy(c -> assertThat(c).contains("lane 2"));
            assertThat(health.nextChanges()).containsExactly(TRANSCEIVER + "/healthz/state/status = \"UNHEALTHY\"");

            List<String> critical = alarms.nextChanges();
            assertThat(critical).anySatisfy(c -> assertThat(c).endsWith("/state/severity = \"openconfig-alarm-types:CRITICAL\""));
            assertThat(dbm(sw, 2)).isLessThan(-12.0);
            assertThat(dbm(sw, 1)).as("the other lanes keep their power").isBetween(lane1 - 0.25, lane1 + 0.25);

            CliRun table = CliRun.of(sw, "show", "platform", "--type", "TRANSCEIVER");
            assertThat(table.exit()).as(table.err()).isZero();
            assertThat(table.out()).containsPattern("transceiver-" + PORT + "[ |]+TRANSCEIVER[ |]+ACTIVE[ |]+UNHEALTHY[ |]+\\d+\\.\\d[ |]+-\\d+\\.\\d\\d");
            assertThat(table.out()).containsPattern("transceiver-eth1/1/1[ |]+TRANSCEIVER[ |]+ACTIVE[ |]+HEALTHY");
            assertThat(table.out()).doesNotContain("FAN");

            CliRun repair = CliRun.of(sw, "sim", "optic-repair", PORT);
            assertThat(repair.exit()).as(repair.err()).isZero();
            var cleared = new ArrayList<String>();
            while (cleared.stream().noneMatch(c -> c.endsWith(" deleted"))) {
                cleared.addAll(alarms.nextChanges());
            }
            assertThat(cleared).anySatisfy(c -> assertThat(c).contains("OPTIC_RX_POWER_LOW " + PORT).endsWith(" deleted"));
            assertThat(health.nextChanges()).containsExactly(TRANSCEIVER + "/healthz/state/status = \"HEALTHY\"");
            assertThat(dbm(sw, 2)).isGreaterThan(-2.0);
        }
    }

    @Test
    void aLaneTheOpticDoesNotHaveIsRefusedByNameAndDegradesNothing(@TempDir Path dir) {
        try (var sw = GnmiSwitch.rtsw(dir)) {
            int lanes = sw.read("/interfaces/interface[name=" + PORT + "]/state/physical-channel").size();

            assertThatThrownBy(() -> sw.admin().set(SetRequest.newBuilder().addUpdate(update(
                    "nosagent:/sim/interfaces/interface[name=" + PORT + "]/config/optic-degraded-lane", Integer.toString(lanes))).build()))
                    .isInstanceOf(StatusRuntimeException.class)
                    .hasMessageContaining("INVALID_ARGUMENT").hasMessageContaining("optic-degraded-lane");
            CliRun unknown = CliRun.of(sw, "sim", "optic-degrade", "eth9/9/9");
            assertThat(unknown.exit()).isNotZero();
            assertThat(unknown.err()).contains("eth9/9/9");

            for (int lane = 0; lane < lanes; lane++) {
                assertThat(dbm(sw, lane)).isGreaterThan(-2.0);
            }
        }
    }
}
