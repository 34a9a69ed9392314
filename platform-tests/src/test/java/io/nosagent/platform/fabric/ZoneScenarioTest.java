package io.nosagent.platform.fabric;

import io.nosagent.watchdog.WatchdogFeature;
import io.nosagent.routing.RoutingFeature;
import io.nosagent.config.intent.routing.RoutingIntent;
import io.nosagent.agent.NosAgent;
import io.nosagent.lab.fabric.VirtualZone;
import io.nosagent.lab.fabric.ZonePlan;
import io.nosagent.api.gnmi.proto.Encoding;
import io.nosagent.api.gnmi.proto.GetRequest;
import io.nosagent.api.gnmi.proto.SetRequest;
import io.nosagent.config.intent.routing.Flowlets;
import io.nosagent.config.intent.routing.QpHashing;
import io.nosagent.net.Cidr;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiOperation;
import io.nosagent.sai.meta.PortStat;
import io.nosagent.sai.meta.QueueStat;
import io.nosagent.sai.trace.SaiCall;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.traffic.MaxMeanRatio;
import io.nosagent.sai.vasic.traffic.RingAllReduce;
import io.nosagent.sai.vasic.traffic.SourcePorts;
import io.nosagent.sai.vasic.traffic.TrafficJob;
import io.nosagent.sai.vasic.traffic.TrafficOptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The zone's acceptance: a 2-rack x 4-CTSW zone (16 NICs per rack) booted from a template, every switch a
 * full agent serving gNMI, RoCE collectives across the racks.
 */
class ZoneScenarioTest {

    private static final String TEMPLATE = """
            # the acceptance zone: 2 racks, 4 CTSWs, 2 hosts x 8 NICs per rack
            racks = 2
            ctsws = 4
            hosts-per-rack = 2
            nics-per-host = 8
            uplink-cable = 30m
            """;
    private static final String QP_HASH = "/nosagent-routing:routing/load-balancing/roce-qp-hash/config";

    /** A ring across the racks, 16 QPs per NIC pair, one fixed UDP source port: only the QP tells flows apart. */
    private static TrafficJob ring(VirtualZone zone, int iterations) {
        return RingAllReduce.start(zone.time().simulation(), zone.crossRackNics(), TrafficOptions.DEFAULT.withQueuePairs(16)
                .withSourcePorts(SourcePorts.FIXED).withMessageBytes(256 * 1024).withIterations(iterations));
    }

    private static VirtualZone.Edits qpHashingOnEveryRtsw() {
        return VirtualZone.Edits.rtsws(i -> i.with(RoutingIntent.SECTION, RoutingIntent.of(i).withLoadBalancing(RoutingIntent.of(i).loadBalancing()
                .withQp(RoutingIntent.of(i).loadBalancing().qp().withEnabled(true).withMode(QpHashing.Mode.UDF)))));
    }

    /**
     * QP hashing without the flowlets the zone's configs also have: flowlets move flows off a loaded uplink
     * once they pause, evening out what the hash alone leaves uneven, so the effect of QP hashing is measured
     * with them off.
     */
    private static VirtualZone.Edits qpHashingAloneOnEveryRtsw() {
        return VirtualZone.Edits.rtsws(i -> qpHashingOnEveryRtsw().rtsw().apply(i.with(RoutingIntent.SECTION, RoutingIntent.of(i).withFlowlets(Flowlets.OFF))));
    }

    private static long nicDrops(VirtualZone zone) {
        return zone.crossRackNics().stream().mapToLong(n -> n.receiveDrops() + n.receiveErrors()).sum();
    }

    private static long[] minus(long[] a, long[] b) {
        long[] out = new long[a.length];
        for (int i = 0; i < a.length; i++) {
            out[i] = a[i] - b[i];
        }
        return out;
    }

    @Test
    void theZoneBootsFromTheTemplateEverySwitchAnswersGnmiAndAnAllReduceAcrossTheRacksCompletesWithoutDrops(@TempDir Path dir) {
        try (var z = Zone.start(dir, TEMPLATE, 7, VirtualZone.Edits.NONE)) {
            var zone = z.zone;
            assertThat(zone.agents()).hasSize(6);
            for (NosAgent agent : zone.agents()) {
                String name = agent.platform().name();
                var client = z.client(agent);
                var response = z.whileRunning(() -> client.get(GetRequest.newBuilder().setEncoding(Encoding.JSON_IETF)
                        .addPath(Zone.path("/interfaces/interface[name=eth1/1/1]/config/description")).build()));
                String description = response.getNotification(0).getUpdate(0).getVal().getJsonIetfVal().toStringUtf8();
                assertThat(description).as("%s answers on its own port", name)
                        .contains(name.startsWith("rtsw") ? "downlink: GPU NIC 1" : "downlink: rtsw001");
            }

            var job = ring(zone, 3);
            zone.run(Duration.ofMillis(60));
            assertThat(job.isDone()).as("the AllReduce across the racks completed").isTrue();
            assertThat(job.stats().iterationsCompleted()).isEqualTo(3);
            assertThat(job.stats().iterationsTimedOut()).isZero();
            assertThat(Arrays.stream(z.uplinkOctets(0)).min().orElseThrow()).as("rack 1 traffic crossed every CTSW").isPositive();
            assertThat(z.losslessQueueEverywhere(QueueStat.PACKETS)).as("RDMA rode the lossless queue of the shipped profile")
                    .isPositive();
            assertThat(z.losslessQueueEverywhere(QueueStat.DROPPED_PACKETS, QueueStat.WRED_DROPPED_PACKETS))
                    .as("drops on the lossless queue of every port of every switch").isZero();
            assertThat(z.discardsEverywhere()).as("discards and errors on every port of every switch").isZero();
            assertThat(nicDrops(zone)).isZero();
        }
    }

    @Test
    void aGnmiSetTurningQpHashingOffOnOneRtswWorsensTheUplinkMmrOfThatRackOnly(@TempDir Path dir) {
        try (var z = Zone.start(dir, TEMPLATE, 3, qpHashingAloneOnEveryRtsw())) {
            var zone = z.zone;
            ring(zone, 1_000_000);
            zone.run(Duration.ofMillis(5));
            long[] r0 = z.uplinkOctets(0);
            long[] r1 = z.uplinkOctets(1);
            zone.run(Duration.ofMillis(30));
            double before0 = MaxMeanRatio.of(minus(z.uplinkOctets(0), r0));
            double before1 = MaxMeanRatio.of(minus(z.uplinkOctets(1), r1));

            var client = z.client(zone.rtsw(0));
            z.whileRunning(() -> client.set(SetRequest.newBuilder().addUpdate(Zone.update(QP_HASH, "{\"enabled\": false}")).build()));
            assertThat(RoutingIntent.of(zone.rtsw(0).intent().current()).loadBalancing().qp().enabled()).isFalse();
            assertThat(RoutingIntent.of(zone.rtsw(1).intent().current()).loadBalancing().qp().enabled()).isTrue();

            zone.run(Duration.ofMillis(5));
            r0 = z.uplinkOctets(0);
            r1 = z.uplinkOctets(1);
            zone.run(Duration.ofMillis(30));
            long[] after0Octets = minus(z.uplinkOctets(0), r0);
            double after0 = MaxMeanRatio.of(after0Octets);
            double after1 = MaxMeanRatio.of(minus(z.uplinkOctets(1), r1));
            System.out.printf("uplink MMR: rtsw001 %.3f -> %.3f %s (QP hashing off by gNMI), rtsw002 %.3f -> %.3f%n",
                    before0, after0, Arrays.toString(after0Octets), before1, after1);

            assertThat(after0).as("rtsw001's uplink MMR after QP hashing went off").isGreaterThan(before0 + 0.1);
            assertThat(after1).as("rtsw002's uplink MMR, its hashing unchanged").isCloseTo(before1, org.assertj.core.data.Offset.offset(0.03));
        }
    }

    @Test
    void aCtswDownShrinksTheGroupsOnEveryRtswTheTrafficContinuesOverTheOthersAndEachRtswHasOneCaseNamingIt(@TempDir Path dir) {
        try (var z = Zone.start(dir, TEMPLATE, 5, qpHashingOnEveryRtsw())) {
            var zone = z.zone;
            // A packet in flight on a failed link is lost: the iteration it belongs to times out and the ring goes on.
            var job = RingAllReduce.start(zone.time().simulation(), zone.crossRackNics(), TrafficOptions.DEFAULT.withQueuePairs(16)
                    .withSourcePorts(SourcePorts.FIXED).withMessageBytes(256 * 1024).withIterations(1_000_000).withTimeoutNs(5_000_000));
            zone.run(Duration.ofMillis(20));
            long before = job.stats().iterationsCompleted();
            assertThat(before).isPositive();

            zone.ctswDown(2);
            zone.run(Duration.ofMillis(5));
            for (int r = 0; r < 2; r++) {
                var group = zone.rtsw(r).feature(RoutingFeature.class).state().current().groupOf(Cidr.parse(zone.plan().rackPrefix(1 - r))).orElseThrow();
                assertThat(group.forwarding()).as("rtsw%03d's group towards the other rack", r + 1).hasSize(3)
                        .noneMatch(m -> m.interfaceName().equals(ZonePlan.rtswUplink(2)));
            }
            long[] atFailure = z.uplinkOctets(0);
            long completedAtFailure = job.stats().iterationsCompleted();
            zone.run(Duration.ofMillis(30));
            long[] since = minus(z.uplinkOctets(0), atFailure);
            System.out.printf("after ctsw003 failed: rtsw001 uplink packets %s, iterations %d -> %d%n",
                    Arrays.toString(since), completedAtFailure, job.stats().iterationsCompleted());
            assertThat(since[2]).as("nothing more to the failed CTSW").isZero();
            assertThat(since[0] + since[1] + since[3]).isPositive();
            assertThat(job.stats().iterationsCompleted()).as("the collective goes on").isGreaterThan(completedAtFailure + 2);

            // The correlator lets a lost link settle for 1 s before it forms a case; the traffic has made its point.
            job.stop();
            zone.run(Duration.ofMillis(1_500));
            for (int r = 0; r < 2; r++) {
                assertThat(zone.rtsw(r).feature(WatchdogFeature.class).watchdog().correlator().openCases().values()).as("rtsw%03d's open cases", r + 1)
                        .singleElement().satisfies(c -> {
                            assertThat(c.rootCause()).contains("ctsw003");
                            assertThat(c.ports()).containsExactly(ZonePlan.rtswUplink(2));
                        });
            }
            var alarms = z.whileRunning(() -> z.client(zone.rtsw(0)).get(GetRequest.newBuilder().setEncoding(Encoding.JSON_IETF)
                    .addPath(Zone.path("/system/alarms/alarm/state/text")).build()));
            assertThat(alarms.getNotificationList()).flatExtracting(n -> n.getUpdateList()).singleElement()
                    .satisfies(u -> assertThat(u.getVal().getJsonIetfVal().toStringUtf8()).as("rtsw001's alarm over gNMI")
                            .contains("lost its link to ctsw003"));
        }
    }

    /** The text of every update a Get of {@code path} on {@code agent} answers. */
    private static List<String> getTexts(Zone z, NosAgent agent, String path) {
        var client = z.client(agent);
        var response = z.whileRunning(() -> client.get(GetRequest.newBuilder().setEncoding(Encoding.JSON_IETF)
                .addPath(Zone.path(path)).build()));
        return response.getNotificationList().stream().flatMap(n -> n.getUpdateList().stream())
                .map(u -> u.getVal().getJsonIetfVal().toStringUtf8()).toList();
    }

    @Test
    void faultsSetOverGnmiOnOneSwitchActOnItsOwnCablesAndItsWatchdogRaisesTheAlarm(@TempDir Path dir) {
        try (var z = Zone.start(dir, "racks = 2\nctsws = 2\nhosts-per-rack = 1\nnics-per-host = 2\n", 17, VirtualZone.Edits.NONE)) {
            var zone = z.zone;
            // Light traffic: the watchdog needs 200 ms of simulated time to declare a storm.
            zone.crossRackNics().forEach(n -> n.setLoad(0.02));
            zone.startTraffic(io.nosagent.sai.vasic.traffic.TrafficPattern.ALLREDUCE, TrafficOptions.continuous());
            zone.run(Duration.ofMillis(50));

            // The NIC on rtsw001's first downlink storms PFC on the lossless priority.
            var rtsw1 = z.client(zone.rtsw(0));
            String stormed = ZonePlan.downlink(0);
            z.whileRunning(() -> rtsw1.set(SetRequest.newBuilder().addUpdate(Zone.update(
                    "nosagent:/sim/interfaces/interface[name=" + stormed + "]/pfc-storms/pfc-storm[priority=2]/config",
                    "{\"duration\": 0}")).build()));
            zone.run(Duration.ofMillis(1));
            assertThat(getTexts(z, zone.rtsw(0), "nosagent:/sim/interfaces/interface[name=" + stormed + "]/state/storm-priorities"))
                    .as("rtsw001's injected faults").singleElement().asString().contains("2");
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> getTexts(z, zone.rtsw(1), "nosagent:/sim/interfaces"))
                    .as("rtsw002 has no fault injected").hasMessageContaining("NOT_FOUND");
            zone.run(Duration.ofMillis(500));

            assertThat(getTexts(z, zone.rtsw(0), "/system/alarms/alarm/state/type-id")).as("rtsw001's alarms over gNMI")
                    .anySatisfy(t -> assertThat(t).contains("PFC_STORM"));
            assertThat(getTexts(z, zone.rtsw(0), "/system/alarms/alarm/state/text"))
                    .anySatisfy(t -> assertThat(t).contains("peer rack001-host01 on " + stormed + " sending a PFC storm"));
            assertThat(zone.rtsw(0).feature(WatchdogFeature.class).watchdog().pfc().state().queue(stormed, Zone.LOSSLESS_QUEUE).orElseThrow().status())
                    .as("rtsw001's queue towards the storming NIC").isEqualTo(io.nosagent.watchdog.pfc.QueueState.Status.STORMED);
            assertThat(zone.rtsw(1).feature(WatchdogFeature.class).watchdog().correlator().cases()).as("rtsw002's cases: the other rack")
                    .noneMatch(c -> c.kind() == io.nosagent.watchdog.correlate.Case.Kind.PFC_STORM);
            // rtsw001's drop action (beside its ACK re-marking table) drops the stormed queue's traffic and stops
            // obeying the storm, so the pause does not spread up: no CTSW sees a storm.
            assertThat(zone.rtsw(0).feature(WatchdogFeature.class).watchdog().pfc().state().queue(stormed, Zone.LOSSLESS_QUEUE).orElseThrow().settings().action())
                    .isEqualTo(io.nosagent.config.intent.pfcwd.StormAction.DROP);
            for (var ctsw : List.of(zone.ctsw(0), zone.ctsw(1))) {
                assertThat(ctsw.feature(WatchdogFeature.class).watchdog().correlator().cases()).as("%s's cases", ctsw.platform().name())
                        .noneMatch(c -> c.kind() == io.nosagent.watchdog.correlate.Case.Kind.PFC_STORM);
            }

            // rtsw002 cuts its uplink to ctsw001: the same cable goes down at ctsw001's end, rtsw002's group shrinks.
            String uplink = ZonePlan.rtswUplink(0);
            z.whileRunning(() -> z.client(zone.rtsw(1)).set(SetRequest.newBuilder().addUpdate(Zone.update(
                    "nosagent:/sim/interfaces/interface[name=" + uplink + "]/config/link-up", "false")).build()));
            zone.run(Duration.ofMillis(5));
            assertThat(zone.rtsw(1).feature(RoutingFeature.class).state().current().groupOf(Cidr.parse(zone.plan().rackPrefix(0))).orElseThrow().forwarding())
                    .as("rtsw002's group towards rack 1").singleElement()
                    .satisfies(m -> assertThat(m.interfaceName()).isEqualTo(ZonePlan.rtswUplink(1)));
            assertThat(getTexts(z, zone.ctsw(0), "/interfaces/interface[name=" + ZonePlan.ctswDownlink(1) + "]/state/oper-status"))
                    .as("ctsw001's end of the cable").singleElement().asString().contains("DOWN");
        }
    }

    @Test
    void aWarmRestartOfOneRtswAgentDuringAnAllReduceLosesNoPacketAndMakesNoSaiCreateOrRemove(@TempDir Path dir) {
        try (var z = Zone.start(dir, TEMPLATE, 11, qpHashingOnEveryRtsw())) {
            var zone = z.zone;
            var job = ring(zone, 1_000_000);
            zone.run(Duration.ofMillis(20));
            long received = zone.crossRackNics().stream().mapToLong(SimNic::receivedBytes).sum();
            long completed = job.stats().iterationsCompleted();

            List<SaiCall> writes = new ArrayList<>();
            var restarted = zone.restartRtswWarm(0, c -> {
                if (c.isWrite()) {
                    writes.add(c);
                }
            });
            zone.run(Duration.ofMillis(30));

            assertThat(writes).as("nothing created or removed but the switch connect (INIT_SWITCH=false)")
                    .filteredOn(c -> c.operation() != SaiOperation.SET)
                    .singleElement().satisfies(c -> assertThat(c.objectType()).isEqualTo(ObjectType.SWITCH));
            assertThat(writes).as("the same config: nothing to set either").filteredOn(c -> c.operation() == SaiOperation.SET).isEmpty();
            assertThat(restarted.gnmi()).as("the restarted agent serves gNMI again").isPresent();
            assertThat(zone.crossRackNics().stream().mapToLong(SimNic::receivedBytes).sum()).isGreaterThan(received);
            assertThat(job.stats().iterationsCompleted()).isGreaterThan(completed);
            assertThat(job.stats().iterationsTimedOut()).as("iterations lost").isZero();
            assertThat(job.stats().outOfOrderPackets()).isZero();
            assertThat(z.discardsEverywhere()).as("packets dropped anywhere in the zone").isZero();
            assertThat(nicDrops(zone)).isZero();
        }
    }

    @Test
    void aWarmRestartOfOneCtswAgentDuringAnAllReduceLosesNoPacketAndMakesNoSaiCreateOrRemove(@TempDir Path dir) {
        try (var z = Zone.start(dir, TEMPLATE, 13, qpHashingOnEveryRtsw())) {
            var zone = z.zone;
            var job = ring(zone, 1_000_000);
            zone.run(Duration.ofMillis(20));
            long through = z.ctswOctets(1);
            long completed = job.stats().iterationsCompleted();

            List<SaiCall> writes = new ArrayList<>();
            var restarted = zone.restartCtswWarm(1, c -> {
                if (c.isWrite()) {
                    writes.add(c);
                }
            });
            zone.run(Duration.ofMillis(30));

            assertThat(writes).as("nothing created or removed but the switch connect (INIT_SWITCH=false)")
                    .filteredOn(c -> c.operation() != SaiOperation.SET)
                    .singleElement().satisfies(c -> assertThat(c.objectType()).isEqualTo(ObjectType.SWITCH));
            assertThat(writes).as("the same config: nothing to set either").filteredOn(c -> c.operation() == SaiOperation.SET).isEmpty();
            assertThat(restarted.gnmi()).as("the restarted agent serves gNMI again").isPresent();
            assertThat(z.ctswOctets(1)).as("traffic kept crossing ctsw002").isGreaterThan(through);
            assertThat(job.stats().iterationsCompleted()).isGreaterThan(completed);
            assertThat(job.stats().iterationsTimedOut()).as("iterations lost").isZero();
            assertThat(job.stats().outOfOrderPackets()).isZero();
            assertThat(z.discardsEverywhere()).as("packets dropped anywhere in the zone").isZero();
            assertThat(nicDrops(zone)).isZero();
        }
    }

    @Test
    void theSameSeedAndTemplateGiveTheSameCountersOnEverySwitch(@TempDir Path dir) {
        var first = countersAfterARun(dir.resolve("a"));
        var second = countersAfterARun(dir.resolve("b"));
        assertThat(first).isNotEmpty().isEqualTo(second);
        assertThat(first.values()).anySatisfy(v -> assertThat(v).isPositive());
    }

    private static TreeMap<String, Long> countersAfterARun(Path dir) {
        try {
            java.nio.file.Files.createDirectories(dir);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        try (var z = Zone.start(dir, "racks = 2\nctsws = 2\nhosts-per-rack = 1\nnics-per-host = 4\n", 42, qpHashingOnEveryRtsw())) {
            var job = z.zone.startTraffic(io.nosagent.sai.vasic.traffic.TrafficPattern.ALLREDUCE, TrafficOptions.continuous());
            assertThat(job).isPresent();
            z.zone.run(Duration.ofMillis(10));
            var counters = new TreeMap<String, Long>();
            for (var agent : z.zone.agents()) {
                for (String port : agent.switchHandle().portsByName().keySet()) {
                    counters.put(agent.platform().name() + " " + port + " out", Zone.portStat(agent, port, PortStat.IF_OUT_UCAST_PKTS));
                    counters.put(agent.platform().name() + " " + port + " in", Zone.portStat(agent, port, PortStat.IF_IN_OCTETS));
                }
            }
            return counters;
        }
    }
}
