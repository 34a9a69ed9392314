package io.nosagent.sai.vasic.dataplane;

import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.meta.IngressPriorityGroupStat;
import io.nosagent.sai.meta.PortStat;
import io.nosagent.sai.meta.QueueAttr;
import io.nosagent.sai.meta.QueueStat;
import io.nosagent.sai.vasic.testkit.TestQos;
import io.nosagent.sai.vasic.testkit.TestRack;
import io.nosagent.sai.vasic.fault.PfcStorm;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.packet.Packet;
import io.nosagent.sai.vasic.packet.Roce;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * PFC end to end: ingress priority-group accounting that asserts XOFF exactly at its threshold and XON
 * when it drains, headroom that absorbs in-flight data and drops beyond it, and received PFC pausing
 * only the queue of an enabled priority.
 */
class PfcTest {

    private static final int SENDER = 0;
    private static final int RECEIVER = 1;
    private static final int RDMA_DSCP = 26;
    private static final int BULK_DSCP = 10;
    private static final int FRAME = Roce.frameSize(4096, false);

    private final TestRack rack = TestRack.rtsw(3);
    private final TestQos qos = new TestQos(rack);
    private SimNic sender;
    private SimNic receiver;

    @BeforeEach
    void programLosslessPriority3() {
        sender = rack.host(SENDER);
        receiver = rack.host(RECEIVER);
        qos.dscpToTc(SENDER, RDMA_DSCP, 3, BULK_DSCP, 1, 34, 4);
        qos.pfc(SENDER, 1 << 3);
        qos.pfc(RECEIVER, 1 << 3);
        // 10 frames fit (no reservation, 10 frames of shared), then 3 frames of headroom.
        qos.losslessPriorityGroup(SENDER, 3, 0, 10L * FRAME, 3L * FRAME, 2L * FRAME);
    }

    @AfterEach
    void close() {
        rack.close();
    }

    @Test
    void onePacketShortOfTheXoffTriggerSendsNoPfcAndOneMoreSendsOne() {
        rack.fabric.faults().pfcStorm(receiver, 3);
        rack.runMicros(1);
        send(10, RDMA_DSCP);
        rack.runMicros(5);
        long atThreshold = rack.portStat(SENDER, PortStat.PFC_3_TX_PKTS);

        send(1, RDMA_DSCP);
        rack.runMicros(5);

        assertThat(atThreshold).isZero();
        assertThat(rack.portStat(SENDER, PortStat.PFC_3_TX_PKTS)).isEqualTo(1);
        assertThat(sender.pfcFramesReceived()).isEqualTo(1);
        assertThat(sender.isPaused(3)).isTrue();
    }

    @Test
    void headroomAbsorbsInFlightPacketsAndDropsBeyondItAreCounted() {
        rack.fabric.faults().pfcStorm(receiver, 3);
        rack.runMicros(1);
        send(10 + 3 + 2, RDMA_DSCP);
        rack.runMicros(5);

        assertThat(rack.pgStat(SENDER, 3, IngressPriorityGroupStat.DROPPED_PACKETS)).isEqualTo(2);
        assertThat(rack.portStat(SENDER, PortStat.IF_IN_DISCARDS)).isEqualTo(2);
        assertThat(rack.pgStat(SENDER, 3, IngressPriorityGroupStat.XOFF_ROOM_WATERMARK_BYTES)).isEqualTo(3L * FRAME);
        assertThat(rack.pgStat(SENDER, 3, IngressPriorityGroupStat.CURR_OCCUPANCY_BYTES)).isEqualTo(13L * FRAME);
    }

    @Test
    void whenThePauseEndsTheQueueDrainsAndThePriorityGroupSendsXon() {
        PfcStorm storm = rack.fabric.faults().pfcStorm(receiver, 3);
        rack.runMicros(1);
        send(12, RDMA_DSCP);
        rack.runMicros(20);
        storm.stop();
        // The storm's last XOFF (t=0) expires at ~84 us; our own XOFF (t~1 us, refreshed at ~43 us) would hold
        // the sender until ~127 us unless the drained priority group sends XON.
        rack.sim.runUntil(100_000);

        assertThat(receiver.receivedPackets()).isEqualTo(12);
        assertThat(rack.portStat(SENDER, PortStat.PFC_3_TX_PKTS)).as("XOFF, its refresh, XON").isEqualTo(3);
        assertThat(sender.isPaused(3)).isFalse();
        assertThat(rack.pgStat(SENDER, 3, IngressPriorityGroupStat.CURR_OCCUPANCY_BYTES)).isZero();
        assertThat(rack.portStat(SENDER, PortStat.PFC_3_TX_PAUSE_DURATION_US)).isBetween(80L, 90L);
    }

    @Test
    void aPeerStormOnPriority3StopsQueue3WhileOtherQueuesKeepForwarding() {
        rack.fabric.faults().pfcStorm(receiver, 3);
        rack.runMicros(1);
        send(5, RDMA_DSCP);
        send(20, BULK_DSCP);
        rack.runMicros(60);

        assertThat(receiver.receivedPackets()).as("only the TC1 packets").isEqualTo(20);
        assertThat(rack.queueStat(RECEIVER, 1, QueueStat.PACKETS)).isEqualTo(20);
        assertThat(rack.queueStat(RECEIVER, 3, QueueStat.PACKETS)).isZero();
        assertThat(rack.queueStat(RECEIVER, 3, QueueStat.CURR_OCCUPANCY_BYTES)).isEqualTo(5L * FRAME);
        assertThat(pauseStatus(RECEIVER, 3)).isTrue();
        assertThat(pauseStatus(RECEIVER, 1)).isFalse();
        assertThat(rack.portStat(RECEIVER, PortStat.PFC_3_RX_PKTS)).isEqualTo(2);
        assertThat(rack.portStat(RECEIVER, PortStat.PFC_3_ON2OFF_RX_PKTS)).isEqualTo(1);
        assertThat(rack.portStat(RECEIVER, PortStat.PFC_3_RX_PAUSE_DURATION_US)).isBetween(59L, 60L);
    }

    @Test
    void pfcOnAPriorityThePortDoesNotEnableIsCountedButPausesNothing() {
        rack.fabric.faults().pfcStorm(receiver, 4);
        rack.runMicros(1);
        send(8, 34);
        rack.runMicros(20);

        assertThat(receiver.receivedPackets()).isEqualTo(8);
        assertThat(rack.portStat(RECEIVER, PortStat.PFC_4_RX_PKTS)).isEqualTo(1);
        assertThat(rack.portStat(RECEIVER, PortStat.PFC_4_ON2OFF_RX_PKTS)).isZero();
        assertThat(pauseStatus(RECEIVER, 4)).isFalse();
    }

    private boolean pauseStatus(int port, int queue) {
        return ((AttrValue.Bool) rack.asic.get(ObjectType.QUEUE, rack.queueOid(port, queue), QueueAttr.PAUSE_STATUS)).value();
    }

    /** {@code n} packets from the sender to the receiver, back to back at line rate, starting now. */
    private void send(int n, int dscp) {
        long t = rack.sim.now();
        for (int i = 0; i < n; i++) {
            Packet p = rack.roce(SENDER, TestRack.hostIp(RECEIVER), 50000, 5);
            p.dscp = dscp;
            rack.inject(SENDER, p, t + i * 90L);
        }
    }
}
