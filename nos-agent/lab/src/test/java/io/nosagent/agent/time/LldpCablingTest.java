package io.nosagent.agent.time;

import io.nosagent.agent.AgentOptions;
import io.nosagent.config.intent.ExpectedPeer;
import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.control.ControlPlaneFeature;
import io.nosagent.control.lldp.CablingCheck;
import io.nosagent.control.lldp.LldpNeighbor;
import io.nosagent.lab.traffic.SimulatedFaults;
import io.nosagent.lab.traffic.SimulatedHosts;
import io.nosagent.sai.vasic.traffic.TrafficPattern;
import io.nosagent.watchdog.WatchdogFeature;
import io.nosagent.watchdog.alarm.Alarm;
import io.nosagent.watchdog.event.Severity;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * LLDP and the cabling check in the whole agent, in simulation mode on the default RTSW with its sixteen simulated
 * hosts (each NIC's lldpd names itself as its port's expected peer): every downlink shows its host; two cables
 * swapped ({@code sim miswire}) raise one alarm per port naming what was expected and what LLDP sees, and putting
 * them back clears both.
 */
class LldpCablingTest {

    private record Rig(SimulatedAgent sw, SimulatedHosts hosts) implements AutoCloseable {
        static Rig start(long seed, Path state) throws Exception {
            var sw = SimulatedAgent.start(seed, AgentOptions.virtual("rtsw", state));
            var hosts = SimulatedHosts.start(sw.asic(), sw.agent().intent().current(), TrafficPattern.NONE, sw.sim());
            return new Rig(sw, hosts);
        }

        Map<String, LldpNeighbor> lldp() {
            return sw.agent().feature(ControlPlaneFeature.class).lldp().get().neighbors();
        }

        List<Alarm> miswired() {
            return sw.agent().feature(WatchdogFeature.class).watchdog().alarms().active().stream()
                    .filter(a -> a.typeId().equals(CablingCheck.TYPE)).toList();
        }

        ExpectedPeer expected(String port) {
            return sw.agent().intent().current().interfaceNamed(port).flatMap(InterfaceIntent::expectedPeer).orElseThrow();
        }

        @Override
        public void close() {
            hosts.close();
            sw.close();
        }
    }

    private static String downlink(int i) {
        return "eth1/" + (i + 1) + "/1";
    }

    @Test
    void everyDownlinkShowsItsHostAsItsExpectedPeer(@TempDir Path state) throws Exception {
        try (var rig = Rig.start(41, state)) {
            rig.sw().time().runFor(Duration.ofSeconds(6));

            assertThat(rig.lldp()).as("16 hosts and 18 spine peers").hasSize(34);
            for (int j = 17; j <= 34; j++) {
                String uplink = "eth1/" + j + "/1";
                assertThat(rig.lldp().get(uplink).lldpdu().systemName()).as(uplink).contains(rig.expected(uplink).systemName());
            }
            for (int i = 0; i < 16; i++) {
                LldpNeighbor n = rig.lldp().get(downlink(i));
                ExpectedPeer e = rig.expected(downlink(i));
                assertThat(n.lldpdu().systemName()).as(downlink(i)).contains(e.systemName());
                assertThat(n.lldpdu().portId()).as(downlink(i)).isEqualTo(e.portId().orElseThrow());
                assertThat(n.lldpdu().chassisId()).isEqualTo(rig.hosts().host(downlink(i)).orElseThrow().mac().toString());
                assertThat(rig.hosts().host(downlink(i)).orElseThrow().lldpReceived()).as("the host hears the switch").isPositive();
            }
            assertThat(rig.miswired()).isEmpty();
        }
    }

    @Test
    void swappedCablesRaiseOneAlarmPerPortNamingExpectedAndSeenAndPuttingThemBackClearsThem(@TempDir Path state) throws Exception {
        try (var rig = Rig.start(42, state)) {
            var faults = new SimulatedFaults(rig.hosts());
            rig.sw().time().runFor(Duration.ofSeconds(6));
            String a = downlink(0);
            String b = downlink(9);

            faults.swapCables(a, b);
            rig.sw().time().runFor(Duration.ofSeconds(6));

            List<Alarm> alarms = rig.miswired();
            assertThat(alarms).hasSize(2).allSatisfy(alarm -> assertThat(alarm.severity()).isEqualTo(Severity.MAJOR));
            assertThat(alarms).extracting(Alarm::text).containsExactlyInAnyOrder(
                    a + " is cabled to " + rig.expected(b) + " (LLDP), expected " + rig.expected(a),
                    b + " is cabled to " + rig.expected(a) + " (LLDP), expected " + rig.expected(b));
            assertThat(alarms).extracting(Alarm::resource).containsExactlyInAnyOrder(
                    "/openconfig-interfaces:interfaces/interface[name=" + a + "]",
                    "/openconfig-interfaces:interfaces/interface[name=" + b + "]");
            assertThat(faults.state().get(a).swappedWith()).contains(b);

            faults.unswapCables(b);
            rig.sw().time().runFor(Duration.ofSeconds(6));

            assertThat(rig.miswired()).isEmpty();
            assertThat(rig.lldp().get(a).lldpdu().portId()).isEqualTo(rig.expected(a).portId().orElseThrow());
            assertThat(faults.state()).as("no fault left on either port").doesNotContainKeys(a, b);
        }
    }

    @Test
    void aLinkDownCaseNamesThePeerTheCableReallyReachedNotTheExpectedOne(@TempDir Path state) throws Exception {
        try (var rig = Rig.start(43, state)) {
            var faults = new SimulatedFaults(rig.hosts());
            String a = downlink(0);
            String b = downlink(9);
            faults.swapCables(a, b);
            rig.sw().time().runFor(Duration.ofSeconds(6));

            // The cable of a's host, now in port b, is cut: b goes down, and LLDP last heard a's host there.
            faults.link(a, false);
            rig.sw().time().runFor(Duration.ofSeconds(6));

            var cases = rig.sw().agent().feature(WatchdogFeature.class).watchdog().correlator().cases();
            assertThat(cases).as("the link-down case of " + b).filteredOn(c -> c.ports().contains(b)).singleElement()
                    .satisfies(c -> assertThat(c.rootCause())
                            .contains("to " + rig.expected(a).systemName() + ": " + rig.expected(a).systemName() + " or the cable")
                            .doesNotContain(rig.expected(b).systemName()));
        }
    }
}
