package io.nosagent.platform.gnmi;

import com.fasterxml.jackson.databind.JsonNode;
import io.nosagent.agent.AgentOptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;
import java.util.TreeMap;
import java.util.function.UnaryOperator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * featureprofiles gNMI-1.4 (Telemetry: Inventory) for the chassis's simulated environment, read over gNMI as an
 * inventory collector does: every FAN, POWER_SUPPLY and temperature SENSOR is a component of the chassis with
 * its readings, and the enclosure follows the platform's role (the cluster switch has more fans and bigger
 * supplies than the rack switch).
 */
class Gnmi1_4TelemetryInventoryScenarioTest {

    private static final String TYPES = "openconfig-platform-types:";

    /** Component name -> type, of the components of {@code type}, by name. */
    private static TreeMap<String, String> ofType(GnmiSwitch sw, String type) {
        var out = new TreeMap<String, String>();
        sw.readAll("/components/component/state/type").forEach((path, value) -> {
            if (value.asText().equals(TYPES + type)) {
                out.put(path.replaceAll(".*component\\[name=(.*)]/state/type", "$1"), value.asText());
            }
        });
        return out;
    }

    /** openconfig-types ieeefloat32 as RFC 7951 writes it: base64 of the 4 bytes. */
    private static float ieeeFloat32(JsonNode value) {
        return ByteBuffer.wrap(Base64.getDecoder().decode(value.asText())).getFloat();
    }

    /** The leaves under container {@code path} by name, module prefixes left off, from one Get. */
    private static java.util.Map<String, JsonNode> leaves(GnmiSwitch sw, String path) {
        var out = new TreeMap<String, JsonNode>();
        var todo = new java.util.ArrayDeque<JsonNode>(List.of(sw.read(path)));
        while (!todo.isEmpty()) {
            todo.pop().properties().forEach(e -> {
                if (e.getValue().isObject()) {
                    todo.push(e.getValue());
                } else {
                    out.put(e.getKey().replaceAll(".*:", ""), e.getValue());
                }
            });
        }
        assertThat(out).as(path).isNotEmpty();
        return out;
    }

    private static String component(String name) {
        return "/components/component[name=" + name + "]";
    }

    @Test
    void fansPowerSuppliesAndTemperatureSensorsAreActiveComponentsOfTheChassisSizedByTheRole(@TempDir Path dir) {
        int rtswFans;
        try (var sw = GnmiSwitch.rtsw(dir.resolve("rtsw"))) {
            String chassis = ofType(sw, "CHASSIS").firstKey();
            var fans = ofType(sw, "FAN").keySet();
            var supplies = ofType(sw, "POWER_SUPPLY").keySet();
            var sensors = ofType(sw, "SENSOR").keySet();
            rtswFans = fans.size();

            assertThat(fans).isNotEmpty();
            assertThat(supplies).as("redundant supplies").hasSizeGreaterThanOrEqualTo(2);
            assertThat(sensors).hasSizeGreaterThanOrEqualTo(2);
            for (String name : concat(fans, supplies, sensors)) {
                assertThat(sw.read(component(name) + "/state/parent").asText()).as(name).isEqualTo(chassis);
                assertThat(sw.read(component(name) + "/state/oper-status").asText()).as(name).isEqualTo(TYPES + "ACTIVE");
                assertThat(sw.read(component(chassis) + "/subcomponents/subcomponent[name=" + name + "]/state/name").asText())
                        .as("the chassis lists " + name).isEqualTo(name);
            }
            for (String sensor : sensors) {
                assertThat(sw.read(component(sensor) + "/state/description").asText()).startsWith("temperature sensor");
            }

            CliRun table = CliRun.of(sw, "show", "platform", "--type", "FAN");
            assertThat(table.exit()).as(table.err()).isZero();
            assertThat(table.out()).containsPattern(fans.iterator().next() + "[ |]+FAN[ |]+ACTIVE")
                    .doesNotContain("POWER_SUPPLY").doesNotContain("TRANSCEIVER");
        }
        try (var sw = GnmiSwitch.start(AgentOptions.virtual("ctsw", dir.resolve("ctsw/state")), UnaryOperator.identity())) {
            assertThat(ofType(sw, "FAN")).as("the cluster switch's enclosure").hasSizeGreaterThan(rtswFans);
            String psu = ofType(sw, "POWER_SUPPLY").firstKey();
            assertThat(ieeeFloat32(sw.read(component(psu) + "/power-supply/state/capacity"))).isGreaterThan(2000f);
        }
    }

    @Test
    void fansSpinAndTheSuppliesShareTheLoadWithinTheirCapacity(@TempDir Path dir) {
        try (var sw = GnmiSwitch.rtsw(dir)) {
            for (String fan : ofType(sw, "FAN").keySet()) {
                assertThat(sw.read(component(fan) + "/fan/state/speed").asLong()).as(fan).isBetween(5_000L, 30_000L);
            }
            var supplies = ofType(sw, "POWER_SUPPLY").keySet();
            double total = 0;
            for (String psu : supplies) {
                var state = leaves(sw, component(psu) + "/power-supply/state");
                float out = ieeeFloat32(state.get("output-power"));
                float outVolts = ieeeFloat32(state.get("output-voltage"));
                float outAmps = ieeeFloat32(state.get("output-current"));
                float inVolts = ieeeFloat32(state.get("input-voltage"));
                float inAmps = ieeeFloat32(state.get("input-current"));

                assertThat(state.get("enabled").asBoolean()).isTrue();
                assertThat(out).as(psu + " output power is its volts times amps").isCloseTo(outVolts * outAmps, within(1f));
                assertThat(inVolts * inAmps).as(psu + " draws more than it delivers").isGreaterThan(out);
                assertThat(out).as(psu + " within its capacity").isPositive().isLessThan(ieeeFloat32(state.get("capacity")));
                total += out;
            }
            double mean = total / supplies.size();
            for (String psu : supplies) {
                assertThat((double) ieeeFloat32(sw.read(component(psu) + "/power-supply/state/output-power")))
                        .as(psu + " carries its share").isCloseTo(mean, within(mean * 0.05));
            }
        }
    }

    @Test
    void temperatureSensorsReadBetweenTheirMinimumAndMaximumBelowTheAlarmThreshold(@TempDir Path dir) {
        try (var sw = GnmiSwitch.rtsw(dir)) {
            for (String sensor : ofType(sw, "SENSOR").keySet()) {
                var t = leaves(sw, component(sensor) + "/state/temperature"); // one Get: one second's values
                double instant = t.get("instant").asDouble();
                double min = t.get("min").asDouble();
                double max = t.get("max").asDouble();

                assertThat(instant).as(sensor).isBetween(min, max).isBetween(10.0, 110.0);
                assertThat(t.get("avg").asDouble()).as(sensor).isBetween(min, max);
                assertThat(instant).as(sensor + " below its alarm threshold").isLessThan(t.get("alarm-threshold").asDouble());
                assertThat(t.get("alarm-status").asBoolean()).as(sensor).isFalse();
            }
        }
    }

    @SafeVarargs
    private static java.util.List<String> concat(java.util.Collection<String>... parts) {
        var all = new java.util.ArrayList<String>();
        for (var p : parts) {
            all.addAll(p);
        }
        return all;
    }
}
