package io.nosagent.platform.gnmi;

import io.nosagent.api.gnmi.proto.SetRequest;
import io.nosagent.lab.traffic.SimulatedFaults;
import io.nosagent.lab.traffic.SimulatedHosts;
import io.nosagent.sai.vasic.traffic.TrafficPattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;

import static io.nosagent.platform.gnmi.GnmiSwitch.update;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * featureprofiles Health-1.1 (generic health check) over gNMI on the RTSW with hosts on its downlinks:
 * component states, the ASIC's pipeline drop counters, the agent's process and the boot time.
 */
class Health1_1GenericHealthCheckScenarioTest {

    private static final String ASIC_DROPS = "/components/component[name=asic0]/integrated-circuit/pipeline-counters/drop/state";

    private static long number(GnmiSwitch sw, String path) {
        return Long.parseLong(sw.read(path).asText());
    }

    @Test
    void everyComponentIsActiveExceptThePortsTheConfigLeavesDisabled(@TempDir Path dir) {
        try (var sw = GnmiSwitch.rtsw(dir)) {
            var status = sw.readAll("/components/component/state/oper-status");
            var enabled = sw.readAll("/interfaces/interface/config/enabled");

            assertThat(status).isNotEmpty();
            status.forEach((path, value) -> {
                String name = path.replaceAll(".*component\\[name=(.*)]/state/oper-status", "$1");
                if (name.startsWith("port-")) {
                    boolean on = enabled.get("/interfaces/interface[name=" + name.substring(5) + "]/config/enabled").asBoolean();
                    assertThat(value.asText()).as(name).isEqualTo("openconfig-platform-types:" + (on ? "ACTIVE" : "DISABLED"));
                } else {
                    assertThat(value.asText()).as(name).isEqualTo("openconfig-platform-types:ACTIVE");
                }
            });
        }
    }

    @Test
    void aPortComponentWhoseLinkIsCutTurnsInactiveOnChange(@TempDir Path dir) {
        try (var sw = GnmiSwitch.rtsw(dir);
             var hosts = SimulatedHosts.start(sw.asic(), sw.agent.intent().current(), TrafficPattern.NONE, 5)) {
            String port = sw.read("/interfaces/interface[name=eth1/5/1]/state/hardware-port").asText();
            var watch = new Watch(sw.viewer(), "/components/component[name=" + port + "]/state/oper-status");

            hosts.inject(faults -> faults.linkDown(hosts.host("eth1/5/1").orElseThrow().link()));

            assertThat(watch.nextChanges()).containsExactly(
                    "/components/component[name=" + port + "]/state/oper-status = \"openconfig-platform-types:INACTIVE\"");
        }
    }

    @Test
    void pipelineDropCountersAreZeroOnAHealthyFabricAndCountCorruptedFrames(@TempDir Path dir) throws Exception {
        try (var sw = GnmiSwitch.rtsw(dir);
             var hosts = SimulatedHosts.start(sw.asic(), sw.agent.intent().current(), TrafficPattern.ALLREDUCE, 9)) {
            sw.agent.acceptFaults(new SimulatedFaults(hosts));
            await(() -> number(sw, "/interfaces/interface[name=eth1/3/1]/state/counters/in-pkts") > 1000);

            assertThat(number(sw, ASIC_DROPS + "/adverse-aggregate")).isZero();
            assertThat(number(sw, ASIC_DROPS + "/congestion-aggregate")).as("lossless RoCE").isZero();

            sw.admin().set(SetRequest.newBuilder()
                    .addUpdate(update("nosagent:/sim/interfaces/interface[name=eth1/3/1]/config/loss-ppm", "20000")).build());
            await(() -> number(sw, "/interfaces/interface[name=eth1/3/1]/state/counters/in-errors") > 0);
            long portErrors = number(sw, "/interfaces/interface[name=eth1/3/1]/state/counters/in-errors");

            assertThat(number(sw, ASIC_DROPS + "/adverse-aggregate")).as("corrupted frames are adverse drops")
                    .isGreaterThanOrEqualTo(portErrors);
        }
    }

    @Test
    void theAgentsProcessWithItsCpuAndMemoryAndTheBootTime(@TempDir Path dir) {
        try (var sw = GnmiSwitch.rtsw(dir)) {
            var processes = sw.readAll("/system/processes/process/state/name");
            long pid = ProcessHandle.current().pid(); // the agent runs in this JVM here
            String state = "/system/processes/process[pid=" + pid + "]/state";

            assertThat(processes).containsOnlyKeys(state + "/name");
            assertThat(sw.read(state + "/name").asText()).isEqualTo("nos-agent");
            assertThat(number(sw, state + "/cpu-usage-user")).isPositive();
            assertThat(number(sw, state + "/memory-usage")).isGreaterThan(16L << 20);
            assertThat(sw.read(state + "/memory-utilization").asInt()).isBetween(0, 100);
            assertThat(number(sw, state + "/start-time")).isLessThanOrEqualTo(number(sw, "/system/state/boot-time"));
            assertThat(number(sw, "/components/component[name=controller]/state/memory/utilized"))
                    .isPositive().isLessThan(number(sw, "/components/component[name=controller]/state/memory/available"));
        }
    }

    private static void await(java.util.function.BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (!condition.getAsBoolean()) {
            assertThat(System.nanoTime()).as("within 20 s").isLessThan(deadline);
            Thread.sleep(50);
        }
    }
}
