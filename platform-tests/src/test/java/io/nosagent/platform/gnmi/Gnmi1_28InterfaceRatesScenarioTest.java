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
import static org.assertj.core.api.Assertions.within;

/**
 * featureprofiles gNMI-1.28 (interface rates, openconfig-if-rates), as an operator's client reads it on the RTSW
 * with the simulated hosts' collective running: the load interval is configurable and applied, and the bit and
 * packet rates are the counters' increase over it.
 */
class Gnmi1_28InterfaceRatesScenarioTest {

    private static final String PORT = "/interfaces/interface[name=eth1/1/1]";

    private static long number(GnmiSwitch sw, String path) {
        return Long.parseLong(sw.read(path).asText());
    }

    @Test
    void loadIntervalIsAppliedAndTheRatesAreTheCountersIncreaseOverIt(@TempDir Path dir) throws Exception {
        try (var sw = GnmiSwitch.rtsw(dir);
             var hosts = SimulatedHosts.start(sw.asic(), sw.agent.intent().current(), TrafficPattern.ALLREDUCE, 11)) {
            assertThat(number(sw, PORT + "/rates/state/load-interval")).as("openconfig-if-rates' default").isEqualTo(300);

            sw.admin().set(SetRequest.newBuilder().addUpdate(update(PORT + "/rates/config/load-interval", "2")).build());
            assertThat(number(sw, PORT + "/rates/config/load-interval")).isEqualTo(2);
            assertThat(number(sw, PORT + "/rates/state/load-interval")).isEqualTo(2);

            // the collective's traffic is steady: over one more load interval, the counters grow at the rate shown
            Thread.sleep(2_500);
            long octets0 = number(sw, PORT + "/state/counters/in-octets");
            long packets0 = number(sw, PORT + "/state/counters/in-pkts");
            long t0 = System.nanoTime();
            Thread.sleep(2_000);
            long octets1 = number(sw, PORT + "/state/counters/in-octets");
            long packets1 = number(sw, PORT + "/state/counters/in-pkts");
            double seconds = (System.nanoTime() - t0) / 1e9;
            long bitsRate = number(sw, PORT + "/rates/state/in-bits-rate");
            long pktsRate = number(sw, PORT + "/rates/state/in-pkts-rate");

            double measuredBits = (octets1 - octets0) * 8 / seconds;
            assertThat(measuredBits).isPositive();
            assertThat((double) bitsRate).isCloseTo(measuredBits, within(measuredBits * 0.3));
            assertThat((double) pktsRate).isCloseTo((packets1 - packets0) / seconds, within((packets1 - packets0) / seconds * 0.3));
            assertThat(number(sw, PORT + "/rates/state/out-bits-rate")).isPositive();
            assertThat(sw.persisted()).contains("\"load-interval\":2");
        }
    }

    @Test
    void ratesOfAPortWithoutTrafficAreZero(@TempDir Path dir) throws Exception {
        try (var sw = GnmiSwitch.rtsw(dir)) {
            sw.admin().set(SetRequest.newBuilder().addUpdate(update(PORT + "/rates/config/load-interval", "1")).build());
            Thread.sleep(Duration.ofMillis(1_200));

            assertThat(number(sw, PORT + "/rates/state/in-bits-rate")).isZero();
            assertThat(number(sw, PORT + "/rates/state/out-pkts-rate")).isZero();
        }
    }
}
