package io.nosagent.sai.vasic.nic;

import io.nosagent.sai.meta.PortStat;
import io.nosagent.sai.meta.QueueStat;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.platform.Platform;
import io.nosagent.sai.platform.PlatformLoader;
import io.nosagent.sai.vasic.packet.PacketKind;
import io.nosagent.sai.vasic.packet.QueueingDelays;
import io.nosagent.sai.vasic.testkit.TestQos;
import io.nosagent.sai.vasic.testkit.TestRack;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * RoCE responders acknowledge with real RC Acknowledge packets (BTH opcode 17) on the reverse path:
 * the switch forwards, counts and queues them like any packet, an ingress ACL can re-mark them by
 * opcode (the ACL's BTH opcode field, or a UDF at L4 offset 8 where the ASIC lacks it), and the time
 * each spent queued is recorded.
 */
class RoceAckTest {

    private static final long MESSAGE = 256 * 1024;
    private static final int PACKETS = (int) (MESSAGE / 4096);
    private static final int ACK_DSCP = 48;

    private TestRack rack = TestRack.rtsw(41);

    @AfterEach
    void close() {
        rack.close();
    }

    @Test
    void theResponderAcksEverySixteenPacketsAndTheLastOfAMessageBackThroughTheSwitch() {
        SimNic requester = rack.host(0);
        SimNic responder = rack.host(1);
        Flow f = requester.openFlow(responder, FlowClass.ROCE, 50000, 7, 0);

        f.post(MESSAGE, 0, rack.sim.now());
        f.post(4096 * 3, 1, rack.sim.now());
        rack.runMicros(50);

        long acks = PACKETS / SimNic.DEFAULT_ACK_EVERY + 1;
        assertThat(f.acksSent()).isEqualTo(acks);
        assertThat(requester.receivedPackets(PacketKind.ACK)).isEqualTo(acks);
        assertThat(requester.receivedPackets(FlowClass.ROCE.dscp())).as("marked like the data by default").isEqualTo(acks);
        assertThat(rack.portStat(1, PortStat.IF_IN_UCAST_PKTS)).as("the ACKs entered the switch from the responder").isEqualTo(acks);
        assertThat(rack.portStat(0, PortStat.IF_OUT_UCAST_PKTS)).isEqualTo(acks);
        assertThat(rack.portStat(0, PortStat.IF_OUT_OCTETS)).as("66-byte frames: BTH + AETH, no payload").isEqualTo(acks * 66);
        assertThat(f.stats().receivedPackets()).as("ACKs are not data").isEqualTo(PACKETS + 3);
        assertThat(responder.receivedPackets(PacketKind.ACK)).isZero();
    }

    @Test
    void acksRemarkedByAUdfAtL4OffsetEightLeaveInTheQueueOfTheirNewDscpAndDataKeepsItsMarking() {
        assertThat(rack.asic.platform().features().aclBthOpcode()).as("the shipped RTSW reads the opcode with a UDF").isFalse();

        remarkedAcksLeaveInQueueSeven();
    }

    @Test
    void acksRemarkedByTheAclsBthOpcodeFieldWhereTheAsicHasIt() {
        rack.close();
        rack = TestRack.of(new PlatformLoader().load("rtsw").withFeatures(new Platform.Features(true, Optional.empty())), 41);

        remarkedAcksLeaveInQueueSeven();
    }

    private void remarkedAcksLeaveInQueueSeven() {
        var qos = new TestQos(rack);
        SimNic requester = rack.host(0);
        SimNic responder = rack.host(1);
        qos.dscpToTc(1, 50, 2, ACK_DSCP, 7);
        qos.dscpToTc(0, 50, 2, ACK_DSCP, 7);
        qos.remarkAcks(1, ACK_DSCP);
        Flow f = requester.openFlow(responder, FlowClass.ROCE, 50000, 7, 0);

        f.post(MESSAGE, 0, rack.sim.now());
        rack.runMicros(50);

        long acks = f.acksSent();
        assertThat(acks).isEqualTo(PACKETS / SimNic.DEFAULT_ACK_EVERY);
        assertThat(requester.receivedPackets(ACK_DSCP)).as("every ACK re-marked").isEqualTo(acks);
        assertThat(rack.queueStat(0, 7, QueueStat.PACKETS)).as("re-classified by the new DSCP: TC 7, queue 7").isEqualTo(acks);
        assertThat(rack.queueStat(0, 2, QueueStat.PACKETS)).isZero();
        assertThat(responder.receivedPackets(FlowClass.ROCE.dscp())).as("other opcodes keep theirs").isEqualTo(PACKETS);
        assertThat(rack.queueStat(1, 2, QueueStat.PACKETS)).isEqualTo(PACKETS);
    }

    @Test
    void aNicConfiguredWithAnAckMarkingSendsItsAcksThatWay() {
        SimNic requester = rack.host(0);
        SimNic responder = rack.host(1);
        responder.setAckMarking(new Marking(46, 6));
        Flow f = requester.openFlow(responder, FlowClass.ROCE, 50000, 7, 0);

        f.post(MESSAGE, 0, rack.sim.now());
        rack.runMicros(50);

        assertThat(requester.receivedPackets(46)).isEqualTo(f.acksSent()).isPositive();
    }

    @Test
    void acksQueueBehindRdmaDataAndAStrictQueueForThemCutsTheirDelay() {
        QueueingDelays shared = ackDelaysUnderIncastTowardsTheRequester(false);
        rack.close();
        rack = TestRack.rtsw(41);
        QueueingDelays strict = ackDelaysUnderIncastTowardsTheRequester(true);

        System.out.printf("ACK queueing delay behind 2:1 RDMA incast: p50 %d ns / p90 %d ns shared, p50 %d ns / p90 %d ns strict queue%n",
                shared.p50Ns(), shared.p90Ns(), strict.p50Ns(), strict.p90Ns());
        assertThat(shared.count()).as("ACKs that made it back in 100 us").isGreaterThan(20);
        assertThat(strict.count()).isGreaterThan(shared.count());
        assertThat(shared.p90Ns()).as("behind a growing RDMA queue").isGreaterThan(10_000);
        assertThat(strict.p90Ns()).as("at most one frame in the way").isLessThan(200);
    }

    /** Hosts 2 and 3 stream RDMA into host 0 while host 0 writes to host 1, whose ACKs go back through host 0's queue. */
    private QueueingDelays ackDelaysUnderIncastTowardsTheRequester(boolean strictAckQueue) {
        var qos = new TestQos(rack);
        SimNic requester = rack.host(0);
        SimNic responder = rack.host(1);
        SimNic[] senders = {rack.host(2), rack.host(3)};
        if (strictAckQueue) {
            qos.dscpToTc(1, 50, 2, ACK_DSCP, 6);
            qos.remarkAcks(1, ACK_DSCP);
            qos.scheduler(0, 6, SaiEnums.SchedulingType.STRICT, 1);
        }
        Flow f = requester.openFlow(responder, FlowClass.ROCE, 50000, 7, 0);
        for (int i = 0; i < senders.length; i++) {
            senders[i].openFlow(requester, FlowClass.ROCE, 50001 + i, 8 + i, 0).post(8L << 20, 0, rack.sim.now());
        }
        f.post(8L << 20, 0, rack.sim.now());
        rack.runMicros(100);
        return requester.queueingDelays(PacketKind.ACK);
    }

    @Test
    void anUnloadedWriteIsAcknowledgedARoundTripAfterItWasPosted() {
        SimNic requester = rack.host(0);
        SimNic responder = rack.host(1);
        Flow f = requester.openFlow(responder, FlowClass.ROCE.withPayload(64), 50000, 7, 0);
        rack.runMicros(1);

        long posted = rack.sim.now();
        f.post(64, 0, posted);
        rack.runMicros(20);

        long propagation = rack.fabric.links().getFirst().propagationNs();
        long roundTrip = 4 * propagation + 2 * rack.pipelineNs();
        assertThat(f.lastAckAt() - posted).as("four cable crossings and the switch twice, besides serialisation")
                .isBetween(roundTrip, roundTrip + 100);
    }
}
