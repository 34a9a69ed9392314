package io.nosagent.lab.fabric;

import io.nosagent.agent.NosAgent;
import io.nosagent.config.intent.ExpectedPeer;
import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.control.ControlPlaneFeature;
import io.nosagent.control.lldp.CablingCheck;
import io.nosagent.control.lldp.LldpNeighbor;
import io.nosagent.watchdog.WatchdogFeature;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * LLDP across a virtual zone of two racks and four spines: every cable, NIC to RTSW and RTSW to CTSW, shows at each
 * end the peer the zone template expects there (the switches announce their hostname and port names, the NICs their
 * host and rdma port), and no switch raises a cabling alarm.
 */
class ZoneLldpTest {

    private static final ZonePlan PLAN = ZonePlan.of(2, 4, 2, 8);

    @Test
    void everyLinkShowsTheTemplatesPeerAtBothEnds(@TempDir Path dir) {
        try (var zone = VirtualZone.start(PLAN, 11, dir)) {
            zone.run(Duration.ofSeconds(6));

            int links = 0;
            for (NosAgent agent : zone.agents()) {
                Map<String, LldpNeighbor> heard = agent.feature(ControlPlaneFeature.class).lldp().get().neighbors();
                for (InterfaceIntent i : agent.intent().current().interfaces().values()) {
                    if (i.expectedPeer().isEmpty()) {
                        continue;
                    }
                    ExpectedPeer expected = i.expectedPeer().get();
                    String where = agent.intent().current().system().hostname() + " " + i.name();
                    assertThat(heard).as(where).containsKey(i.name());
                    assertThat(heard.get(i.name()).lldpdu().systemName()).as(where).contains(expected.systemName());
                    assertThat(expected.portId()).as(where).contains(heard.get(i.name()).lldpdu().portId());
                    links++;
                }
                assertThat(agent.feature(WatchdogFeature.class).watchdog().alarms().active())
                        .noneMatch(a -> a.typeId().equals(CablingCheck.TYPE));
            }
            int uplinks = 0;
            for (int r = 0; r < PLAN.racks(); r++) {
                uplinks += PLAN.ctswsOf(r).size();
            }
            assertThat(links).as("NIC cables and both ends of every uplink").isEqualTo(PLAN.racks() * PLAN.nicsPerRack() + 2 * uplinks);
        }
    }
}
