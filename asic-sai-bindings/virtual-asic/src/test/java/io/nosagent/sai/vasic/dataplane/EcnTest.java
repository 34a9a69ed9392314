package io.nosagent.sai.vasic.dataplane;

import io.nosagent.sai.meta.PortStat;
import io.nosagent.sai.meta.QueueStat;
import io.nosagent.sai.vasic.testkit.TestQos;
import io.nosagent.sai.vasic.testkit.TestRack;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.packet.Packet;
import io.nosagent.sai.vasic.packet.Roce;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * WRED/ECN on an egress queue: ECN-capable packets are marked only once the queue is deeper than the
 * minimum threshold, always beyond the maximum; other packets are dropped the same way only when
 * green WRED drop is enabled. The queue is held by a PFC storm from the receiver so it fills. Packets
 * are injected one pipeline latency apart, so each meets every packet before it in the queue.
 */
class EcnTest {

    private static final int FRAME = Roce.frameSize(4096, false);
    private static final int RECEIVER = 1;

    private final TestRack rack = TestRack.rtsw(9);
    private final TestQos qos = new TestQos(rack);

    @BeforeEach
    void holdQueue3() {
        rack.host(0);
        SimNic receiver = rack.host(RECEIVER);
        qos.dscpToTc(0, 26, 3);
        qos.pfc(RECEIVER, 1 << 3);
        rack.fabric.faults().pfcStorm(receiver, 3);
        rack.runMicros(1);
    }

    @AfterEach
    void close() {
        rack.close();
    }

    @Test
    void marksAppearOnlyAboveTheMinimumThresholdAndAlwaysAboveTheMaximum() {
        qos.wred(RECEIVER, 3, 10L * FRAME, 30L * FRAME, 100, false);

        send(10, 2);
        rack.runMicros(5);
        long belowMin = rack.queueStat(RECEIVER, 3, QueueStat.WRED_ECN_MARKED_PACKETS);
        send(30, 2);
        rack.runMicros(5);
        long marked = rack.queueStat(RECEIVER, 3, QueueStat.WRED_ECN_MARKED_PACKETS);

        assertThat(belowMin).as("queue never deeper than the minimum").isZero();
        assertThat(marked).as("the 10 packets that met a queue at or beyond the maximum, plus some of the 19 between")
                .isBetween(11L, 29L);
        assertThat(rack.portStat(RECEIVER, PortStat.ECN_MARKED_PACKETS)).isEqualTo(marked);
        assertThat(rack.queueStat(RECEIVER, 3, QueueStat.DROPPED_PACKETS)).isZero();
    }

    @Test
    void packetsThatAreNotEcnCapableAreNeitherMarkedNorDroppedUnlessWredDropIsOn() {
        qos.wred(RECEIVER, 3, 10L * FRAME, 30L * FRAME, 100, false);

        send(40, 0);
        rack.runMicros(5);

        assertThat(rack.queueStat(RECEIVER, 3, QueueStat.WRED_ECN_MARKED_PACKETS)).isZero();
        assertThat(rack.queueStat(RECEIVER, 3, QueueStat.CURR_OCCUPANCY_BYTES)).isEqualTo(40L * FRAME);
    }

    @Test
    void withWredDropOnPacketsThatAreNotEcnCapableAreDroppedWhereOthersWouldBeMarked() {
        qos.wred(RECEIVER, 3, 10L * FRAME, 30L * FRAME, 100, true);

        send(40, 0);
        rack.runMicros(5);

        long dropped = rack.queueStat(RECEIVER, 3, QueueStat.WRED_DROPPED_PACKETS);
        assertThat(dropped).isGreaterThanOrEqualTo(10);
        assertThat(rack.queueStat(RECEIVER, 3, QueueStat.DROPPED_PACKETS)).isEqualTo(dropped);
        assertThat(rack.portStat(RECEIVER, PortStat.WRED_DROPPED_PACKETS)).isEqualTo(dropped);
        assertThat(rack.queueStat(RECEIVER, 3, QueueStat.WRED_ECN_MARKED_PACKETS)).isZero();
    }

    @Test
    void aPacketMarkedByWredButDroppedAtItsIngressPriorityGroupIsNotCountedMarked() {
        qos.wred(RECEIVER, 3, 0, FRAME, 100, false);
        qos.losslessPriorityGroup(0, 3, 0, 10L * FRAME, 0, 0);

        send(30, 2);
        rack.runMicros(5);

        assertThat(rack.pgStat(0, 3, io.nosagent.sai.meta.IngressPriorityGroupStat.DROPPED_PACKETS)).isEqualTo(20);
        assertThat(rack.queueStat(RECEIVER, 3, QueueStat.CURR_OCCUPANCY_BYTES)).isEqualTo(10L * FRAME);
        assertThat(rack.queueStat(RECEIVER, 3, QueueStat.WRED_ECN_MARKED_PACKETS))
                .as("every queued packet but the first met a queue past the maximum; the dropped ones count nowhere").isEqualTo(9);
        assertThat(rack.portStat(RECEIVER, PortStat.ECN_MARKED_PACKETS)).isEqualTo(9);
    }

    @Test
    void aPacketMarkedByWredButTailDroppedByItsQueueIsNotCountedMarked() {
        qos.wred(RECEIVER, 3, 0, FRAME, 100, false);
        qos.queueLimit(RECEIVER, 3, 0, 10L * FRAME);

        send(30, 2);
        rack.runMicros(5);

        assertThat(rack.queueStat(RECEIVER, 3, QueueStat.DROPPED_PACKETS)).isEqualTo(20);
        assertThat(rack.queueStat(RECEIVER, 3, QueueStat.WRED_ECN_MARKED_PACKETS)).isEqualTo(9);
        assertThat(rack.queueStat(RECEIVER, 3, QueueStat.WRED_ECN_MARKED_BYTES)).isEqualTo(9L * FRAME);
        assertThat(rack.portStat(RECEIVER, PortStat.ECN_MARKED_PACKETS)).isEqualTo(9);
    }

    /** Injects {@code n} packets, each once the one before is out of the switch's pipeline, and runs until they are in. */
    private void send(int n, int ecn) {
        long t = rack.sim.now();
        long spacing = 90L + rack.pipelineNs();
        for (int i = 0; i < n; i++) {
            Packet p = rack.roce(0, TestRack.hostIp(RECEIVER), 50000, 5);
            p.dscp = 26;
            p.ecn = ecn;
            rack.inject(0, p, t + i * spacing);
        }
        rack.sim.runFor(n * spacing);
    }
}
