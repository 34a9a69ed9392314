package io.nosagent.platform.gnmi;

import io.nosagent.api.gnmi.proto.SetRequest;
import io.nosagent.lab.traffic.SimulatedHosts;
import io.nosagent.sai.vasic.traffic.TrafficPattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;

import static io.nosagent.platform.gnmi.GnmiSwitch.update;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * featureprofiles gNMI-1.25 (interface last-change timestamp), as an operator's client reads it on the RTSW: the
 * routed subinterface of a port carries its own {@code state/last-change}, which moves with the port's when its
 * link is cut, and its {@code state/description}.
 */
class Gnmi1_25InterfaceLastChangeScenarioTest {

    private static final String PORT = "/interfaces/interface[name=eth1/5/1]";
    private static final String SUB = PORT + "/subinterfaces/subinterface[index=0]";

    private static long number(GnmiSwitch sw, String path) {
        return Long.parseLong(sw.read(path).asText());
    }

    @Test
    void theSubinterfaceLastChangeAdvancesWithThePortsWhenItsLinkIsCut(@TempDir Path dir) throws Exception {
        try (var sw = GnmiSwitch.rtsw(dir);
             var hosts = SimulatedHosts.start(sw.asic(), sw.agent.intent().current(), TrafficPattern.NONE, 5)) {
            long before = number(sw, SUB + "/state/last-change");
            assertThat(before).isEqualTo(number(sw, PORT + "/state/last-change"));

            hosts.inject(faults -> faults.linkDown(hosts.host("eth1/5/1").orElseThrow().link()));

            long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
            while (number(sw, SUB + "/state/last-change") == before) {
                assertThat(System.nanoTime()).as("last-change moves within 20 s").isLessThan(deadline);
                Thread.sleep(50);
            }
            assertThat(number(sw, SUB + "/state/last-change"))
                    .isGreaterThan(before)
                    .isEqualTo(number(sw, PORT + "/state/last-change"));
            assertThat(sw.read(SUB + "/state/oper-status").asText()).isEqualTo("DOWN");
        }
    }

    @Test
    void theSubinterfaceCarriesThePortsDescription(@TempDir Path dir) {
        try (var sw = GnmiSwitch.rtsw(dir)) {
            sw.admin().set(SetRequest.newBuilder()
                    .addUpdate(update(PORT + "/config/description", "\"to host h5\"")).build());

            assertThat(sw.read(SUB + "/state/description").asText()).isEqualTo("to host h5");
        }
    }
}
