package io.nosagent.qos;

import io.nosagent.config.intent.qos.Headroom;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.meta.BufferPoolAttr;
import io.nosagent.sai.meta.BufferProfileAttr;
import io.nosagent.sai.meta.IngressPriorityGroupAttr;
import io.nosagent.sai.meta.IngressPriorityGroupStat;
import io.nosagent.sai.meta.PortStat;
import io.nosagent.sai.store.key.PriorityGroupKey;
import io.nosagent.sai.vasic.nic.Flow;
import io.nosagent.sai.vasic.nic.FlowClass;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.packet.Roce;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The XOFF trigger of a lossless priority group as programmed from the shipped profile: the host on
 * eth1/1/1 sends RDMA writes to the host on eth1/2/1, which storms PFC so nothing leaves the switch;
 * every frame stays charged to the sender's priority group 2. Its reservation, then its dynamic share
 * of the ingress pool (2^-3 of the pool's free bytes, read back from the ASIC) decide the trigger: one
 * frame short of it no PFC goes out, one more and the port sends XOFF. After XOFF the computed headroom
 * takes what is still in flight, without a drop.
 */
class XoffTriggerTest {

    private static final int SENDER = 0;
    private static final int RECEIVER = 1;
    private static final int FRAME = Roce.frameSize(4096, false);

    private final QosRack rack = QosRack.rtsw(3);
    private SimNic sender;
    private Flow flow;

    @BeforeEach
    void lossless() {
        sender = rack.host(SENDER);
        SimNic receiver = rack.host(RECEIVER);
        rack.commit(rack.shippedProfile());
        rack.sw().faults().pfcStorm(receiver, 2);
        rack.sw().run(Duration.ofNanos(1000));
        flow = sender.openFlow(receiver, FlowClass.ROCE, 50000, 7, 0);
    }

    @AfterEach
    void close() {
        rack.close();
    }

    private long attr(ObjectType type, long oid, io.nosagent.sai.AttrSpec spec) {
        return switch (rack.sw().asic().get(type, oid, spec)) {
            case AttrValue.U64 v -> v.value();
            case AttrValue.S8 v -> v.value();
            case AttrValue.Oid v -> v.value();
            default -> throw new AssertionError(spec.name());
        };
    }

    /**
     * Frames the group admits before the trigger, from what the ASIC holds: the reservation first, then
     * shared bytes while the group's shared bytes stay within 2^threshold of the pool's free bytes.
     */
    private int framesBeforeTrigger() {
        long group = rack.sw().store().oidOf(new PriorityGroupKey(QosRack.port(SENDER), 2)).orElseThrow();
        long profile = attr(ObjectType.INGRESS_PRIORITY_GROUP, group, IngressPriorityGroupAttr.BUFFER_PROFILE);
        long reserved = attr(ObjectType.BUFFER_PROFILE, profile, BufferProfileAttr.RESERVED_BUFFER_SIZE);
        int threshold = (int) attr(ObjectType.BUFFER_PROFILE, profile, BufferProfileAttr.SHARED_DYNAMIC_TH);
        long pool = attr(ObjectType.BUFFER_PROFILE, profile, BufferProfileAttr.POOL_ID);
        long poolSize = attr(ObjectType.BUFFER_POOL, pool, BufferPoolAttr.SIZE);
        long held = 0;
        long shared = 0;
        int frames = 0;
        while (true) {
            long fromReserved = Math.min(FRAME, Math.max(0, reserved - held));
            long rest = FRAME - fromReserved;
            long limit = threshold >= 0 ? (poolSize - shared) << threshold : (poolSize - shared) >> -threshold;
            if (rest > 0 && shared + rest > limit) {
                return frames;
            }
            held += fromReserved;
            shared += rest;
            frames++;
        }
    }

    private void send(int frames) {
        flow.post((long) frames * 4096, frames, rack.sw().simulation().now());
        rack.sw().run(Duration.ofNanos(frames * 100L + 5_000));
    }

    @Test
    void oneFrameShortOfTheXoffTriggerSendsNoPfcAndOneMoreSendsOne() {
        int n = framesBeforeTrigger();
        assertThat(n).as("about 1/9 of the ~47 MB shared pool").isBetween(1000, 1400);

        send(n);
        long atThreshold = rack.portStat(SENDER, PortStat.PFC_2_TX_PKTS);
        send(1);

        assertThat(atThreshold).isZero();
        assertThat(rack.portStat(SENDER, PortStat.PFC_2_TX_PKTS)).isEqualTo(1);
        assertThat(sender.isPaused(2)).isTrue();
        assertThat(rack.pgStat(SENDER, 2, IngressPriorityGroupStat.XOFF_ROOM_CURR_OCCUPANCY_BYTES)).isEqualTo(FRAME);
    }

    @Test
    void theComputedHeadroomTakesWhatIsInFlightAfterXoffWithoutADrop() {
        // the sender streams far past the trigger: only PFC stops it
        flow.post(64L << 20, 1, rack.sw().simulation().now());
        rack.sw().run(Duration.ofMillis(2));

        long headroom = Headroom.xoffBytes(400_000, 3, 9100, 254);
        long used = rack.pgStat(SENDER, 2, IngressPriorityGroupStat.XOFF_ROOM_WATERMARK_BYTES);
        assertThat(used).isPositive().isLessThanOrEqualTo(headroom);
        assertThat(rack.pgStat(SENDER, 2, IngressPriorityGroupStat.DROPPED_PACKETS)).isZero();
        assertThat(sender.isPaused(2)).isTrue();
    }
}
