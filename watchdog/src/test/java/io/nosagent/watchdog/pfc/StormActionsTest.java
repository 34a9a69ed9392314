package io.nosagent.watchdog.pfc;

import io.nosagent.config.intent.pfcwd.PfcWatchdogIntent;
import io.nosagent.config.intent.pfcwd.StormAction;
import io.nosagent.config.intent.pfcwd.WatchdogSettings;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.QueueStat;
import io.nosagent.sai.trace.SaiCall;
import io.nosagent.sai.vasic.fault.PfcStorm;
import io.nosagent.watchdog.StormRig;
import io.nosagent.watchdog.event.EventType;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Each action does what it says, on a peer storming priority 2 of eth1/2/1 while three hosts send it RDMA
 * on priority 2 and a second lossless class on priority 3: drop drops and counts the stormed queue's
 * traffic and leaves queue 3 alone (the port stops obeying the storm on priority 2, so what the paused
 * queue held drains and its senders are released); forward lets queue 2 send through the storm; alert changes nothing
 * but raises the event. Restoration puts back exactly what the action changed.
 */
class StormActionsTest {

    private static final String STORMED = StormRig.port(1);
    private final StormRig rig = new StormRig(5, 4);

    @AfterEach
    void close() {
        rig.close();
    }

    private void watch(StormAction action) {
        rig.commit(PfcWatchdogIntent.DEFAULT.withDefaults(new WatchdogSettings(200, 300, action)));
        for (int from : new int[]{0, 2, 3}) {
            rig.send(from, 1, StormRig.RDMA, 0.002);
            rig.send(from, 1, StormRig.SECOND, 0.002);
        }
        rig.run(Duration.ofMillis(300));
    }

    private long queueStat(int queue, io.nosagent.sai.StatId stat) {
        return rig.rack.queueStat(1, queue, stat);
    }

    private QueueState queue2() {
        return rig.watchdog.state().queue(STORMED, 2).orElseThrow();
    }

    @Test
    void onlyTheQueuesOfPfcEnabledPrioritiesAreWatched() {
        watch(StormAction.DROP);

        assertThat(rig.watchdog.state().queues().keySet()).containsExactly(
                new QueueRef("eth1/1/1", 2), new QueueRef("eth1/1/1", 3), new QueueRef("eth1/2/1", 2), new QueueRef("eth1/2/1", 3),
                new QueueRef("eth1/3/1", 2), new QueueRef("eth1/3/1", 3), new QueueRef("eth1/4/1", 2), new QueueRef("eth1/4/1", 3));
        assertThat(queue2().status()).isEqualTo(QueueState.Status.OPERATIONAL);
        assertThat(queue2().detection()).isEqualTo(QueueState.Detection.SOFTWARE);
    }

    @Test
    void dropDropsAndCountsTheStormedQueuesTrafficAndLeavesTheOtherLosslessQueueAlone() {
        watch(StormAction.DROP);
        long q3Before = queueStat(3, QueueStat.PACKETS);
        PfcStorm storm = rig.storm(1, 2);
        rig.run(Duration.ofMillis(400));
        assertThat(queue2().status()).isEqualTo(QueueState.Status.STORMED);
        long q2Sent = queueStat(2, QueueStat.PACKETS);

        rig.run(Duration.ofMillis(500));

        assertThat(queueStat(2, QueueStat.PACKETS)).as("queue 2 sends nothing while stormed").isEqualTo(q2Sent);
        assertThat(queueStat(3, QueueStat.PACKETS) - q3Before).as("queue 3 keeps sending").isGreaterThan(1000);
        assertThat(rig.rack.portStat(1, io.nosagent.sai.meta.PortStat.IF_OUT_DISCARDS)).as("dropped at egress")
                .isGreaterThan(1000);
        assertThat(rig.watchdog.state().queue(STORMED, 3).orElseThrow().status()).isEqualTo(QueueState.Status.OPERATIONAL);

        storm.stop();
        rig.run(Duration.ofMillis(500));

        assertThat(queue2().status()).isEqualTo(QueueState.Status.OPERATIONAL);
        assertThat(queue2().packetsDropped()).as("counted by the action's ACL counters").isGreaterThan(1000);
        long resumed = queueStat(2, QueueStat.PACKETS);
        rig.run(Duration.ofMillis(100));
        assertThat(queueStat(2, QueueStat.PACKETS)).as("queue 2 sends again").isGreaterThan(resumed + 100);
    }

    @Test
    void restorationRemovesExactlyWhatTheDropActionCreated() {
        watch(StormAction.DROP);
        int objects = rig.sw.store().size();
        PfcStorm storm = rig.storm(1, 2);
        rig.run(Duration.ofMillis(400));
        assertThat(rig.sw.store().size()).as("per direction a table, the port's group and the table's member in it, an entry and a counter")
                .isEqualTo(objects + 10);
        rig.sw.forgetCalls();

        storm.stop();
        rig.run(Duration.ofMillis(500));

        assertThat(rig.sw.store().size()).isEqualTo(objects);
        List<SaiCall> writes = rig.sw.writes();
        assertThat(writes).filteredOn(c -> c.operation() == io.nosagent.sai.SaiOperation.REMOVE)
                .extracting(SaiCall::objectType).containsExactlyInAnyOrder(ObjectType.ACL_ENTRY, ObjectType.ACL_ENTRY,
                        ObjectType.ACL_COUNTER, ObjectType.ACL_COUNTER, ObjectType.ACL_TABLE, ObjectType.ACL_TABLE,
                        ObjectType.ACL_TABLE_GROUP_MEMBER, ObjectType.ACL_TABLE_GROUP_MEMBER,
                        ObjectType.ACL_TABLE_GROUP, ObjectType.ACL_TABLE_GROUP);
        var portWrites = writes.stream().filter(c -> c.objectType() == ObjectType.PORT)
                .flatMap(c -> c.attributes().stream()).toList();
        // Unbound, and PFC back to QoS's combined mask before the watchdog's masks go back to their defaults.
        assertThat(portWrites).containsExactlyInAnyOrder(PortAttr.INGRESS_ACL.oid(0), PortAttr.EGRESS_ACL.oid(0),
                PortAttr.PRIORITY_FLOW_CONTROL_MODE.s32(0), PortAttr.PRIORITY_FLOW_CONTROL_TX.u8(0),
                PortAttr.PRIORITY_FLOW_CONTROL_RX.u8(0));
        assertThat(portWrites.indexOf(PortAttr.PRIORITY_FLOW_CONTROL_MODE.s32(0)))
                .isLessThan(portWrites.indexOf(PortAttr.PRIORITY_FLOW_CONTROL_RX.u8(0)));
    }

    @Test
    void forwardLetsTheStormedQueueSendAndTheCountersShowIt() {
        watch(StormAction.FORWARD);
        PfcStorm storm = rig.storm(1, 2);
        rig.run(Duration.ofMillis(400));
        assertThat(queue2().status()).isEqualTo(QueueState.Status.STORMED);
        long sent = queueStat(2, QueueStat.PACKETS);
        long received = rig.hosts.get(1).receivedPackets();

        rig.run(Duration.ofMillis(500));

        assertThat(queueStat(2, QueueStat.PACKETS) - sent).as("queue 2 sends through the storm").isGreaterThan(1000);
        assertThat(rig.hosts.get(1).receivedPackets() - received).isGreaterThan(1000);
        assertThat(rig.sw.sai().get(ObjectType.PORT, rig.sw.handle().portId(STORMED).orElseThrow(),
                PortAttr.PRIORITY_FLOW_CONTROL_RX)).as("the port ignores its peer on priority 2 only")
                .isEqualTo(new io.nosagent.sai.AttrValue.U8((1 << 3)));

        storm.stop();
        rig.run(Duration.ofMillis(500));

        assertThat(queue2().packetsForwarded()).isGreaterThan(1000);
        assertThat(rig.sw.sai().get(ObjectType.PORT, rig.sw.handle().portId(STORMED).orElseThrow(),
                PortAttr.PRIORITY_FLOW_CONTROL_MODE)).as("back to the combined mask QoS set")
                .isEqualTo(new io.nosagent.sai.AttrValue.S32(io.nosagent.sai.meta.SaiEnums.PortPriorityFlowControlMode.COMBINED));
        assertThat(rig.sw.sai().get(ObjectType.PORT, rig.sw.handle().portId(STORMED).orElseThrow(),
                PortAttr.PRIORITY_FLOW_CONTROL)).isEqualTo(new io.nosagent.sai.AttrValue.U8((1 << 2) | (1 << 3)));
    }

    @Test
    void alertChangesNothingButRaisesAndClearsTheEvent() {
        watch(StormAction.ALERT);
        PfcStorm storm = rig.storm(1, 2);
        rig.run(Duration.ofMillis(400));
        rig.sw.forgetCalls();
        long sent = queueStat(2, QueueStat.PACKETS);

        rig.run(Duration.ofMillis(500));
        storm.stop();
        rig.run(Duration.ofMillis(500));

        assertThat(rig.sw.writes()).as("no SAI write").isEmpty();
        assertThat(queue2().stormsDetected()).isEqualTo(1);
        assertThat(queue2().stormsRestored()).isEqualTo(1);
        assertThat(rig.seen).filteredOn(e -> e.type() == EventType.PFC_STORM).extracting(e -> e.raised())
                .containsExactly(true, false);
        assertThat(rig.seen.getFirst().resource())
                .isEqualTo("/nosagent-pfcwd:pfc-watchdog/interfaces/interface[name=eth1/2/1]/queues/queue[index=2]");
        assertThat(rig.seen.getFirst().counters()).containsKeys("pfc-rx-frames", "queue-occupancy-bytes");
        assertThat(sent).isPositive();
    }
}
