package io.nosagent.sai.vasic.nic;

import io.nosagent.sai.AttrValue;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.meta.AclEntryAttr;
import io.nosagent.sai.meta.AclTableAttr;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.vasic.packet.PacketKind;
import io.nosagent.sai.vasic.packet.QueueingDelays;
import io.nosagent.sai.vasic.testkit.TestQos;
import io.nosagent.sai.vasic.testkit.TestRack;
import io.nosagent.sai.vasic.traffic.AllToAll;
import io.nosagent.sai.vasic.traffic.Incast;
import io.nosagent.sai.vasic.traffic.TrafficOptions;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Receiver-driven collectives: the receiver grants each chunk with a clear-to-send carrying its own
 * DSCP, the sender sends a chunk only once its CTS arrived, and the time CTS packets wait in switch
 * queues is recorded, so a strict CTS queue can be seen to cut it.
 */
class ClearToSendTest {

    private static final long MESSAGE = 256 * 1024;
    private static final int CTS_DSCP = 46;
    private static final ClearToSend ONE_CHUNK_AT_A_TIME = new ClearToSend(64 * 1024, 1, null);

    private TestRack rack = TestRack.rtsw(43);

    @AfterEach
    void close() {
        rack.close();
    }

    @Test
    void eachChunkWaitsForItsClearToSendSoTheMessageTakesARoundTripPerChunkLonger() {
        long streamed = completion(null);
        rack.close();
        rack = TestRack.rtsw(43);
        SimNic sender = rack.host(0);
        SimNic receiver = rack.host(1);
        Flow f = sender.openFlow(receiver, FlowClass.ROCE, 50000, 7, 0);
        f.receiverDriven(ONE_CHUNK_AT_A_TIME);

        f.post(MESSAGE, 0, rack.sim.now());
        rack.runMicros(100);

        assertThat(f.ctsSent()).isEqualTo(4);
        assertThat(f.ctsReceived()).isEqualTo(4);
        assertThat(sender.receivedPackets(PacketKind.CTS)).isEqualTo(4);
        assertThat(f.receivedBytes()).isEqualTo(MESSAGE);
        assertThat(f.stats().messagesCompleted()).isEqualTo(1);
        long ctsOneWay = 2 * rack.fabric.links().getFirst().propagationNs();
        assertThat(f.stats().lastCompletionNs()).as("streamed in %d ns; each of 4 chunks waits for its CTS", streamed)
                .isGreaterThan(streamed + 4 * ctsOneWay);
    }

    @Test
    void withoutItsClearToSendTheSenderSendsNothing() {
        SimNic sender = rack.host(0);
        SimNic receiver = rack.host(1);
        dropDscpEntering(1, CTS_DSCP);
        Flow f = sender.openFlow(receiver, FlowClass.ROCE, 50000, 7, 0);
        f.receiverDriven(ONE_CHUNK_AT_A_TIME.withMarking(CTS_DSCP, 6));

        f.post(MESSAGE, 0, rack.sim.now());
        rack.runMicros(100);

        assertThat(f.ctsSent()).isEqualTo(1);
        assertThat(f.ctsReceived()).isZero();
        assertThat(f.stats().sentBytes()).isZero();
        assertThat(receiver.receivedPackets(PacketKind.DATA)).isZero();
    }

    @Test
    void clearToSendsCarryTheirOwnDscpAndTheWindowBoundsWhatIsInFlight() {
        SimNic sender = rack.host(0);
        SimNic receiver = rack.host(1);
        Flow f = sender.openFlow(receiver, FlowClass.ROCE, 50000, 7, 0);
        f.receiverDriven(new ClearToSend(16 * 1024, 2, null).withMarking(CTS_DSCP, 6));

        f.post(MESSAGE, 0, rack.sim.now());
        rack.sim.runFor(2_000 + rack.pipelineNs()); // the CTS crossed the switch once

        assertThat(f.stats().sentBytes()).as("two 16 KiB chunks granted so far").isEqualTo(32 * 1024);
        rack.runMicros(100);
        assertThat(f.ctsSent()).isEqualTo(16);
        assertThat(sender.receivedPackets(CTS_DSCP)).isEqualTo(16);
        assertThat(f.receivedBytes()).isEqualTo(MESSAGE);
    }

    @Test
    void collectivesRunReceiverDrivenAndComplete() {
        List<SimNic> hosts = rack.hosts(6);
        var job = AllToAll.start(rack.sim, hosts, TrafficOptions.DEFAULT.withMessageBytes(MESSAGE).withIterations(2)
                .withClearToSend(ClearToSend.DEFAULT));

        rack.runMicros(1_000);

        assertThat(job.stats().iterationsCompleted()).isEqualTo(2);
        assertThat(job.stats().bytesReceived()).isEqualTo(2L * 6 * 5 * MESSAGE);
        assertThat(job.flows()).allSatisfy(f -> assertThat(f.ctsReceived()).isEqualTo(f.ctsSent()).isPositive());
    }

    @Test
    void clearToSendsToAHostUnderIncastQueueBehindItsRdmaUnlessTheyHaveAStrictQueue() {
        QueueingDelays shared = ctsDelaysToAHostUnderIncast(false);
        rack.close();
        rack = TestRack.rtsw(43);
        QueueingDelays strict = ctsDelaysToAHostUnderIncast(true);

        System.out.printf("CTS queueing delay towards a host under 7:1 RDMA incast: p90 %.2f us in the RDMA queue, %.2f us in a strict CTS queue (%d / %d CTS)%n",
                shared.p90Ns() / 1000.0, strict.p90Ns() / 1000.0, shared.count(), strict.count());
        assertThat(shared.count()).as("CTS held back by the queue grant less").isGreaterThan(10);
        assertThat(strict.count()).isGreaterThan(shared.count());
        assertThat(shared.p90Ns()).isGreaterThan(10_000);
        assertThat(strict.p90Ns() * 5).isLessThanOrEqualTo(shared.p90Ns());
    }

    /**
     * Hosts 1..7 stream RDMA into host 0 (a 7:1 incast); host 0 meanwhile sends a receiver-driven
     * collective's chunks to host 8, whose clear-to-sends come back through host 0's congested port.
     */
    private QueueingDelays ctsDelaysToAHostUnderIncast(boolean strictCtsQueue) {
        var qos = new TestQos(rack);
        List<SimNic> hosts = rack.hosts(9);
        ClearToSend cts = ClearToSend.DEFAULT.withMarking(CTS_DSCP, 6);
        for (int port = 0; port < hosts.size(); port++) {
            qos.dscpToTc(port, 50, 2, CTS_DSCP, strictCtsQueue ? 6 : 2);
            if (strictCtsQueue) {
                qos.scheduler(port, 6, SaiEnums.SchedulingType.STRICT, 1);
            }
        }
        Incast.start(rack.sim, hosts.subList(1, 8), hosts.get(0), TrafficOptions.DEFAULT.withMessageBytes(4L << 20));
        Incast.start(rack.sim, List.of(hosts.get(0)), hosts.get(8), TrafficOptions.DEFAULT.withMessageBytes(4L << 20)
                .withClearToSend(cts));
        rack.runMicros(200);
        return hosts.get(0).queueingDelays(PacketKind.CTS);
    }

    private long completion(ClearToSend cts) {
        SimNic sender = rack.host(0);
        SimNic receiver = rack.host(1);
        Flow f = sender.openFlow(receiver, FlowClass.ROCE, 50000, 7, 0);
        if (cts != null) {
            f.receiverDriven(cts);
        }
        f.post(MESSAGE, 0, rack.sim.now());
        rack.runMicros(100);
        return f.stats().lastCompletionNs();
    }

    private void dropDscpEntering(int port, int dscp) {
        long table = rack.create(ObjectType.ACL_TABLE, AclTableAttr.ACL_STAGE.s32(SaiEnums.AclStage.INGRESS),
                AclTableAttr.ACL_BIND_POINT_TYPE_LIST.s32s(SaiEnums.AclBindPointType.PORT), AclTableAttr.FIELD_DSCP.bool(true));
        rack.create(ObjectType.ACL_ENTRY, new Attribute[]{AclEntryAttr.TABLE_ID.oid(table), AclEntryAttr.PRIORITY.u32(1),
                AclEntryAttr.FIELD_DSCP.of(AttrValue.AclField.match(new AttrValue.U8(dscp), new AttrValue.U8(0x3F))),
                AclEntryAttr.ACTION_PACKET_ACTION.of(AttrValue.AclAction.of(new AttrValue.S32(SaiEnums.PacketAction.DROP)))});
        rack.setPort(port, PortAttr.INGRESS_ACL.oid(table));
    }

    @Test
    void theSenderWaitsForAChunksCtsOnlyWhenTheWindowRunsAheadOfItsGrants() {
        SimNic sender = rack.host(0);
        SimNic receiver = rack.host(1);
        Flow ahead = sender.openFlow(receiver, FlowClass.ROCE, 50000, 7, 0);
        ahead.receiverDriven(new ClearToSend(64 * 1024, 4, null));

        ahead.post(MESSAGE, 0, rack.sim.now());
        rack.runMicros(100);
        QueueingDelays windowOfFour = copy(sender.ctsWaits());

        SimNic slowSender = rack.host(2);
        Flow stepByStep = slowSender.openFlow(receiver, FlowClass.ROCE, 50001, 8, 0);
        stepByStep.receiverDriven(ONE_CHUNK_AT_A_TIME);
        stepByStep.post(MESSAGE, 0, rack.sim.now());
        rack.runMicros(100);

        long ctsOneWay = 2 * rack.fabric.links().getFirst().propagationNs() + rack.pipelineNs();
        assertThat(windowOfFour.count()).as("one wait per chunk").isEqualTo(4);
        assertThat(windowOfFour.maxNs()).as("the first chunk waits for its CTS to cross once").isBetween(ctsOneWay, ctsOneWay + 1_000);
        assertThat(windowOfFour.p50Ns()).as("the others were granted before they were wanted").isZero();
        QueueingDelays oneAtATime = slowSender.ctsWaits();
        assertThat(oneAtATime.count()).isEqualTo(4);
        assertThat(oneAtATime.p50Ns()).as("each later chunk waits a round trip: its data over, its CTS back")
                .isGreaterThan(2 * ctsOneWay);
    }

    private static QueueingDelays copy(QueueingDelays d) {
        var out = new QueueingDelays();
        out.add(d);
        return out;
    }
}
