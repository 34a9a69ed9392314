package io.nosagent.qos;

import io.nosagent.qos.state.QosState;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.meta.QueueStat;
import io.nosagent.sai.platform.Platform;
import io.nosagent.sai.platform.PlatformLoader;
import io.nosagent.sai.vasic.nic.Flow;
import io.nosagent.sai.vasic.nic.FlowClass;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.packet.PacketKind;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * ACK re-marking on the RTSW with the shipped profile (ACKs to DSCP 46, the strict control queue 5):
 * RDMA writes from the host on eth1/1/1 to the host on eth1/2/1, which answers with RoCE RC Acknowledge
 * packets marked like the data (DSCP 50); the host on eth1/2/1 also writes back to the first. The ACKs
 * leave the switch with DSCP 46 in queue 5; the writes, either way, keep DSCP 50 and queue 2. The
 * shipped RTSW ASIC lacks the ACL's BTH opcode field, so the opcode is read by a UDF; an ASIC with the
 * field matches it natively, with no UDF.
 */
class AckRemarkTest {

    private static final long MESSAGE = 1 << 20;
    private QosRack rack;

    @AfterEach
    void close() {
        rack.close();
    }

    private void exchange() {
        SimNic a = rack.host(0);
        SimNic b = rack.host(1);
        rack.commit(rack.shippedProfile());
        Flow forward = a.openFlow(b, FlowClass.ROCE, 50000, 7, 0);
        Flow back = b.openFlow(a, FlowClass.ROCE, 50001, 9, 0);
        forward.post(MESSAGE, 1, rack.sw().simulation().now());
        back.post(MESSAGE, 1, rack.sw().simulation().now());
        rack.sw().run(Duration.ofMillis(1));

        long acks = forward.acksSent() + back.acksSent();
        assertThat(forward.acksSent()).isPositive();
        assertThat(forward.receivedBytes()).isEqualTo(MESSAGE);
        assertThat(back.receivedBytes()).isEqualTo(MESSAGE);
        assertThat(a.receivedPackets(PacketKind.ACK) + b.receivedPackets(PacketKind.ACK)).isEqualTo(acks);
        // every ACK with the configured DSCP; the writes, either way, with their own
        assertThat(a.receivedPackets(46) + b.receivedPackets(46)).isEqualTo(acks);
        assertThat(a.receivedPackets(50) + b.receivedPackets(50))
                .isEqualTo(a.receivedPackets(PacketKind.DATA) + b.receivedPackets(PacketKind.DATA)).isPositive();
        // in the configured queue, out of both ports
        assertThat(rack.queueStat(0, 5, QueueStat.PACKETS) + rack.queueStat(1, 5, QueueStat.PACKETS)).isEqualTo(acks);
        assertThat(rack.queueStat(0, 2, QueueStat.PACKETS) + rack.queueStat(1, 2, QueueStat.PACKETS))
                .isEqualTo(a.receivedPackets(PacketKind.DATA) + b.receivedPackets(PacketKind.DATA));
    }

    @Test
    void onTheRtswAUdfReadsTheOpcodeAndAcksLeaveWithTheConfiguredDscpInTheConfiguredQueue() {
        rack = QosRack.rtsw(31);

        exchange();

        assertThat(rack.programmer().states().current().ackMatch()).hasValue(QosState.AckMatch.UDF);
        assertThat(rack.sw().asic().objects(ObjectType.UDF)).hasSize(1);
    }

    @Test
    void anAsicWithTheBthOpcodeFieldMatchesItNativelyWithNoUdf() {
        Platform rtsw = new PlatformLoader().load("rtsw");
        rack = QosRack.of(rtsw.withFeatures(new Platform.Features(true, rtsw.features().voqCredits())), 31);

        exchange();

        assertThat(rack.programmer().states().current().ackMatch()).hasValue(QosState.AckMatch.ACL_FIELD);
        assertThat(rack.sw().asic().objects(ObjectType.UDF)).isEmpty();
    }

    @Test
    void turningReMarkingOffRemovesTheAclAndAcksKeepTheDataDscp() {
        rack = QosRack.rtsw(31);
        SimNic a = rack.host(0);
        SimNic b = rack.host(1);
        var shipped = rack.shippedProfile();
        rack.commit(shipped);
        rack.commit(shipped.withAckRemark(shipped.ackRemark().withEnabled(false)));
        Flow forward = a.openFlow(b, FlowClass.ROCE, 50000, 7, 0);
        forward.post(MESSAGE, 1, rack.sw().simulation().now());
        rack.sw().run(Duration.ofMillis(1));

        assertThat(rack.sw().asic().objects(ObjectType.ACL_TABLE)).isEmpty();
        assertThat(rack.sw().asic().objects(ObjectType.UDF_MATCH)).isEmpty();
        assertThat(a.receivedPackets(50)).isEqualTo(forward.acksSent()).isPositive();
        assertThat(rack.programmer().states().current().ackMatch()).isEmpty();
    }
}
