package io.nosagent.watchdog.correlate;

import io.nosagent.config.intent.pfcwd.PfcWatchdogIntent;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.vasic.fault.PfcStorm;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.watchdog.StormRig;
import io.nosagent.watchdog.WatchdogRig;
import io.nosagent.watchdog.alarm.Alarm;
import io.nosagent.watchdog.event.EventType;
import io.nosagent.watchdog.event.Severity;
import io.nosagent.watchdog.monitor.MonitorSettings;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Correlation on the virtual ASIC: a storm from one NIC and the pauses it spreads to the uplinks collapse
 * into one case naming that NIC's port; eight ports of one ASIC going down together are one case; links
 * to one peer lost together are one case naming the peer; each case is one alarm, cleared when it ends.
 */
class CorrelationTest {

    @Test
    void aNicsStormAndThePausesItSpreadsToTheUplinksAreOneCaseNamingThatNicsPort() {
        try (var rig = new WatchdogRig(3, 4, 4, MonitorSettings.DEFAULT)) {
            rig.commit(PfcWatchdogIntent.DEFAULT);
            SimNic stormer = rig.hosts.get(1);
            for (SimNic spine : rig.spines) {
                rig.send(spine, stormer, StormRig.RDMA, 0.05);
            }
            rig.run(Duration.ofMillis(500));
            List<List<Alarm>> alarmHistory = new CopyOnWriteArrayList<>();
            rig.watchdog.alarms().changes().subscribe(alarmHistory::add);

            PfcStorm storm = rig.storm(stormer, 2);
            rig.run(Duration.ofSeconds(3));

            assertThat(rig.seen).as("the uplinks paused their spines before the storm was declared")
                    .filteredOn(e -> e.type() == EventType.PFC_BACKPRESSURE && e.raised()).hasSizeGreaterThanOrEqualTo(2)
                    .allSatisfy(e -> assertThat(e.port().orElseThrow()).isIn(WatchdogRig.uplink(0), WatchdogRig.uplink(1),
                            WatchdogRig.uplink(2), WatchdogRig.uplink(3)));
            var cases = rig.watchdog.correlator().cases();
            assertThat(cases).hasSize(1);
            Case c = cases.getFirst();
            assertThat(c.kind()).isEqualTo(Case.Kind.PFC_STORM);
            assertThat(c.rootCause()).isEqualTo("peer NIC on eth1/2/1 sending a PFC storm");
            assertThat(c.ports()).contains("eth1/2/1", WatchdogRig.uplink(0), WatchdogRig.uplink(3));
            assertThat(alarmHistory).allSatisfy(list -> assertThat(list).hasSizeLessThanOrEqualTo(1));
            assertThat(rig.watchdog.alarms().active()).singleElement().satisfies(a -> {
                assertThat(a.id()).isEqualTo(c.id());
                assertThat(a.text()).isEqualTo(c.rootCause());
                assertThat(a.typeId()).isEqualTo("PFC_STORM");
                assertThat(a.resource()).endsWith("interface[name=eth1/2/1]/queues/queue[index=2]");
                assertThat(a.severity()).isEqualTo(Severity.MAJOR);
            });

            storm.stop();
            rig.run(Duration.ofSeconds(2));

            assertThat(rig.watchdog.alarms().active()).isEmpty();
            assertThat(rig.watchdog.correlator().cases()).singleElement().satisfies(closed -> assertThat(closed.isOpen()).isFalse());
        }
    }

    @Test
    void eightPortsOfOneAsicGoingDownTogetherAreOneCase() {
        try (var rig = new WatchdogRig(3, 10, 0, MonitorSettings.DEFAULT)) {
            rig.commit(PfcWatchdogIntent.DEFAULT);
            rig.run(Duration.ofMillis(200));
            var opened = new ArrayList<Case>();
            rig.watchdog.correlator().opened().subscribe(opened::add);

            for (int i = 0; i < 8; i++) {
                rig.sw.faults().linkDown(rig.hosts.get(i).link());
            }
            rig.run(Duration.ofSeconds(2));

            assertThat(rig.seen).filteredOn(e -> e.type() == EventType.LINK_DOWN).hasSize(8);
            assertThat(opened).singleElement().satisfies(c -> {
                assertThat(c.kind()).isEqualTo(Case.Kind.ASIC_PORTS_DOWN);
                assertThat(c.ports()).hasSize(8);
                assertThat(c.rootCause()).startsWith("8 ports of the ASIC of linecard 1 down together");
            });
            assertThat(rig.watchdog.alarms().active()).hasSize(1);

            for (int i = 0; i < 8; i++) {
                rig.sw.faults().linkUp(rig.hosts.get(i).link());
            }
            rig.run(Duration.ofSeconds(1));
            assertThat(rig.watchdog.alarms().active()).isEmpty();
        }
    }

    @Test
    void linksToOnePeerLostTogetherAreOneCaseNamingThePeerAndAnotherPortStaysItsOwnNamingItsPeerWhereKnown() {
        try (var rig = new WatchdogRig(3, 2, 4, MonitorSettings.DEFAULT)) {
            var peers = new TreeMap<String, String>();
            for (int j = 0; j < 3; j++) {
                peers.put(WatchdogRig.uplink(j), "ctsw007");
            }
            peers.put(WatchdogRig.uplink(3), "ctsw008");
            rig.setTopology(rig.topology().withPeers(peers));
            rig.commit(PfcWatchdogIntent.DEFAULT);
            rig.run(Duration.ofMillis(200));

            for (int j = 0; j < 3; j++) {
                rig.sw.faults().linkDown(rig.spines.get(j).link());
            }
            rig.run(Duration.ofSeconds(5));
            rig.sw.faults().linkDown(rig.hosts.get(0).link());
            rig.run(Duration.ofSeconds(2));
            rig.sw.faults().linkDown(rig.spines.get(3).link());
            rig.run(Duration.ofSeconds(2));

            assertThat(rig.watchdog.correlator().cases()).extracting(Case::rootCause).containsExactlyInAnyOrder(
                    "3 links to ctsw007 lost: ctsw007 suspected (eth1/17/1, eth1/18/1, eth1/19/1)",
                    "eth1/1/1 lost its link",
                    "eth1/20/1 lost its link to ctsw008: ctsw008 or the cable suspected");
            assertThat(rig.watchdog.alarms().active()).extracting(Alarm::typeId)
                    .containsExactlyInAnyOrder("PEER_LOST", "LINK_DOWN", "LINK_DOWN");
        }
    }

    @Test
    void aPortTakenDownByTheOperatorRaisesNothingAndAFlappingPortRaisesOneAlarm() {
        try (var rig = new WatchdogRig(3, 3, 0, MonitorSettings.DEFAULT.withFlaps(4, Duration.ofSeconds(10)))) {
            rig.commit(PfcWatchdogIntent.DEFAULT);
            rig.run(Duration.ofMillis(200));

            rig.rack.setPort(0, PortAttr.ADMIN_STATE.bool(false));
            rig.run(Duration.ofSeconds(2));
            rig.rack.setPort(0, PortAttr.ADMIN_STATE.bool(true));
            rig.run(Duration.ofSeconds(2));
            assertThat(rig.seen).as("admin down and up").isEmpty();

            var link = rig.hosts.get(2).link();
            for (int i = 0; i < 6; i++) {
                rig.sw.faults().linkDown(link);
                rig.run(Duration.ofMillis(300));
                rig.sw.faults().linkUp(link);
                rig.run(Duration.ofMillis(300));
            }
            rig.run(Duration.ofSeconds(2));

            assertThat(rig.seen).filteredOn(e -> e.type() == EventType.LINK_FLAP && e.raised()).singleElement()
                    .satisfies(e -> assertThat(e.port()).contains("eth1/3/1"));
            assertThat(rig.watchdog.alarms().active()).extracting(Alarm::typeId).containsExactly("LINK_FLAP");

            rig.run(Duration.ofSeconds(12));
            assertThat(rig.watchdog.alarms().active()).as("stable for a window").isEmpty();
        }
    }

    @Test
    void aLinkFlapStormIsOneFlapEventNotAnEventPerChangeAndTheLinkStateIsSettledWhenItEnds() {
        try (var rig = new WatchdogRig(3, 3, 0, MonitorSettings.DEFAULT.withFlaps(4, Duration.ofSeconds(10)))) {
            rig.commit(PfcWatchdogIntent.DEFAULT);
            rig.run(Duration.ofMillis(200));

            var link = rig.hosts.get(2).link();
            for (int i = 0; i < 600; i++) { // 1,200 changes in a minute
                rig.sw.faults().linkDown(link);
                rig.run(Duration.ofMillis(50));
                rig.sw.faults().linkUp(link);
                rig.run(Duration.ofMillis(50));
            }
            rig.sw.faults().linkDown(link); // the storm ends with the link down
            rig.run(Duration.ofSeconds(2));

            assertThat(rig.seen).filteredOn(e -> e.type() == EventType.LINK_FLAP).as("one flap event for the storm").hasSize(1);
            assertThat(rig.seen).as("events during the storm: the first changes, then the flap alone").hasSizeLessThanOrEqualTo(10);
            int during = rig.seen.size();

            rig.run(Duration.ofSeconds(12));
            assertThat(rig.seen.subList(during, rig.seen.size())).as("after a quiet window")
                    .extracting(e -> e.type() + (e.raised() ? " raised" : " cleared"))
                    .containsExactlyInAnyOrder("LINK_FLAP cleared", "LINK_DOWN raised");
            assertThat(rig.watchdog.alarms().active()).extracting(Alarm::typeId).containsExactly("LINK_DOWN");
        }
    }
}
