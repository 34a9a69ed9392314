package io.nosagent.watchdog.monitor;

import io.nosagent.config.intent.pfcwd.PfcWatchdogIntent;
import io.nosagent.config.intent.pfcwd.StormAction;
import io.nosagent.config.intent.pfcwd.WatchdogSettings;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.meta.BufferPoolAttr;
import io.nosagent.sai.meta.BufferProfileAttr;
import io.nosagent.sai.meta.IngressPriorityGroupAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.vasic.fault.PfcStorm;
import io.nosagent.sai.vasic.nic.FlowClass;
import io.nosagent.sai.vasic.packet.Ip;
import io.nosagent.sai.vasic.packet.Roce;
import io.nosagent.watchdog.StormRig;
import io.nosagent.watchdog.WatchdogRig;
import io.nosagent.watchdog.event.Event;
import io.nosagent.watchdog.event.EventType;
import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The monitors on real congestion of the virtual ASIC: a buffer pool filled past 80 % raises an event that
 * clears when it drains; packets dropped on a lossless priority group (a sender whose NIC does not obey
 * the switch's pauses) raise one.
 */
class MonitorsTest {

    private static final int FRAME = Roce.frameSize(4096, false);

    @Test
    void aPoolFilledPast80PercentRaisesAnEventThatClearsWhenItDrains() {
        try (var rig = new WatchdogRig(21, 2, 0, MonitorSettings.DEFAULT)) {
            // Host 0's priority group 2 draws from a pool of 200 KiB and may fill 170 KiB of it before XOFF.
            long pool = rig.rack.create(ObjectType.BUFFER_POOL, BufferPoolAttr.TYPE.s32(SaiEnums.BufferPoolType.INGRESS),
                    BufferPoolAttr.SIZE.u64(200 * 1024), BufferPoolAttr.THRESHOLD_MODE.s32(SaiEnums.BufferPoolThresholdMode.STATIC));
            long profile = rig.rack.create(ObjectType.BUFFER_PROFILE, BufferProfileAttr.POOL_ID.oid(pool),
                    BufferProfileAttr.RESERVED_BUFFER_SIZE.u64(0),
                    BufferProfileAttr.THRESHOLD_MODE.s32(SaiEnums.BufferProfileThresholdMode.STATIC),
                    BufferProfileAttr.SHARED_STATIC_TH.u64(170 * 1024), BufferProfileAttr.XOFF_TH.u64(4L * FRAME),
                    BufferProfileAttr.XON_TH.u64(2L * FRAME));
            rig.rack.set(ObjectType.INGRESS_PRIORITY_GROUP, rig.rack.priorityGroupOid(0, 2),
                    IngressPriorityGroupAttr.BUFFER_PROFILE.oid(profile));
            rig.collector.watchPools(java.util.Map.of(pool, 200L * 1024)); // as QoS does for the pools it programs
            rig.commit(PfcWatchdogIntent.DEFAULT.withDefaults(new WatchdogSettings(200, 200, StormAction.ALERT)));
            rig.send(rig.hosts.get(0), rig.hosts.get(1), StormRig.RDMA, 0.05);
            rig.run(Duration.ofMillis(300));

            PfcStorm storm = rig.storm(rig.hosts.get(1), 2);
            rig.run(Duration.ofSeconds(1));

            Event high = rig.seen.stream().filter(e -> e.type() == EventType.BUFFER_UTILISATION).findFirst().orElseThrow();
            assertThat(high.raised()).isTrue();
            assertThat(high.resource()).isEqualTo(BufferMonitor.path(pool));
            assertThat(high.counters().get("occupancy-bytes")).isGreaterThan(160L * 1024);

            storm.stop();
            rig.run(Duration.ofSeconds(1));

            assertThat(rig.seen).filteredOn(e -> e.type() == EventType.BUFFER_UTILISATION).extracting(Event::raised)
                    .containsExactly(true, false);
        }
    }

    @Test
    void dropsOnALosslessPriorityGroupRaiseAnEvent() {
        try (var rig = new WatchdogRig(22, 2, 0, MonitorSettings.DEFAULT)) {
            rig.commit(PfcWatchdogIntent.DEFAULT.withDefaults(new WatchdogSettings(200, 200, StormAction.ALERT)));
            // DSCP 50 (lossless TC 2) from a NIC that pauses priority 5 only: it ignores the switch's XOFF on 2.
            var deaf = new FlowClass(Ip.UDP, Roce.UDP_PORT, StormRig.RDMA_DSCP, 2, 5, 4096, 4);
            rig.send(rig.hosts.get(0), rig.hosts.get(1), deaf, 0.05);
            rig.run(Duration.ofMillis(300));
            assertThat(rig.seen).isEmpty();

            rig.storm(rig.hosts.get(1), 2);
            rig.run(Duration.ofMillis(500));

            assertThat(rig.seen).filteredOn(e -> e.type() == EventType.CONGESTION_DROP).first().satisfies(e -> {
                assertThat(e.resource()).isEqualTo(CongestionDropMonitor.priorityPath("eth1/1/1", 2));
                assertThat(e.counters().get("dropped-since-last-poll")).isPositive();
            });
        }
    }
}
