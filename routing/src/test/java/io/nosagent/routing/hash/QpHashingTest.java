package io.nosagent.routing.hash;

import io.nosagent.config.intent.routing.LoadBalancing;
import io.nosagent.config.intent.routing.QpHashing;
import io.nosagent.config.intent.routing.RoutingIntent;
import io.nosagent.routing.groups.GroupAttributes;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiOperation;
import io.nosagent.sai.meta.HashAttr;
import io.nosagent.sai.meta.SaiEnums.NativeHashField;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.trace.SaiCall;
import io.nosagent.sai.vasic.nic.FlowClass;
import io.nosagent.sai.vasic.traffic.BulkTransfer;
import io.nosagent.sai.vasic.traffic.SourcePorts;
import io.nosagent.sai.vasic.traffic.TrafficOptions;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * E-ECMP on the virtual ASIC: given 16 hosts each talking to a rank behind the spines over 16 queue
 * pairs from one fixed UDP source port, when the destination QP is hashed (through a UDF or natively)
 * then the 256 flows spread over the 16 uplinks; when it is not, the queue pairs of a NIC pair share a
 * 5-tuple and pile onto one uplink.
 */
class QpHashingTest {

    private static final int QUEUE_PAIRS = 16;

    private RackWithSpines rack;
    private EcmpHashProgrammer hash;

    @AfterEach
    void close() {
        rack.close();
    }

    private void bringUp(QpHashing qp, boolean asicListsNativeDestQp) {
        rack = new RackWithSpines(7);
        var sw = rack.sw();
        var capabilities = asicListsNativeDestQp ? sw.sai() : new WithoutNativeDestQp(sw.sai());
        hash = new EcmpHashProgrammer(sw.store(), new QpHashCapability(capabilities, sw.handle().switchId()));
        rack.wire(List.of(hash), GroupAttributes.NONE);
        rack.bringUp(RoutingIntent.NONE.withLoadBalancing(LoadBalancing.DEFAULT.withQp(qp)));
    }

    private static QpHashing on(QpHashing.Mode mode) {
        return QpHashing.OFF.withEnabled(true).withMode(mode);
    }

    /** Host i opens 16 queue pairs to the rank behind spine i, all from one UDP source port; one packet each. */
    private int[] flowsPerUplink() {
        var pairs = new ArrayList<BulkTransfer.Pair>();
        for (int i = 0; i < RackWithSpines.HOSTS; i++) {
            pairs.add(new BulkTransfer.Pair(rack.hosts().get(i), rack.spines().get(i)));
        }
        var job = BulkTransfer.start(rack.sw().simulation(), pairs, TrafficOptions.DEFAULT.withFlowClass(FlowClass.ROCE)
                .withQueuePairs(QUEUE_PAIRS).withSourcePorts(SourcePorts.FIXED).withMessageBytes(QUEUE_PAIRS * 4096L));
        rack.sw().run(Duration.ofMillis(1));
        assertThat(job.isDone()).as("every queue pair's message arrived").isTrue();
        int[] flows = rack.flowsPerUplink();
        assertThat(Arrays.stream(flows).sum()).isEqualTo(RackWithSpines.HOSTS * QUEUE_PAIRS);
        return flows;
    }

    private static void assertWithinThirtyPercentOfTheMean(int[] flows) {
        double mean = Arrays.stream(flows).average().orElseThrow();
        assertThat(Arrays.stream(flows).boxed()).allSatisfy(n -> assertThat((double) n).isBetween(0.7 * mean, 1.3 * mean));
    }

    @Test
    void theDestinationQpReadThroughAUdfSpreadsTheQueuePairsOverTheUplinks() {
        bringUp(on(QpHashing.Mode.UDF), true);

        int[] flows = flowsPerUplink();

        System.out.printf("QP hashing by UDF: flows per uplink %s, MMR %.3f%n", Arrays.toString(flows), RackWithSpines.mmr(flows));
        assertWithinThirtyPercentOfTheMean(flows);
        assertThat(hash.qpHashMode()).contains(QpHashing.Mode.UDF);
    }

    @Test
    void theNativeDestinationQpFieldSpreadsTheQueuePairsOverTheUplinks() {
        bringUp(on(QpHashing.Mode.NATIVE), true);

        int[] flows = flowsPerUplink();

        System.out.printf("QP hashing native: flows per uplink %s, MMR %.3f%n", Arrays.toString(flows), RackWithSpines.mmr(flows));
        assertWithinThirtyPercentOfTheMean(flows);
        assertThat(rack.sw().asic().objects(ObjectType.UDF)).isEmpty();
    }

    @Test
    void withoutQpHashingTheQueuePairsOfANicPairCollideOnOneUplink() {
        bringUp(QpHashing.OFF, true);
        int[] off = flowsPerUplink();
        rack.close();
        bringUp(on(QpHashing.Mode.UDF), true);
        int[] udf = flowsPerUplink();

        double offMmr = RackWithSpines.mmr(off);
        double udfMmr = RackWithSpines.mmr(udf);
        System.out.printf("QP hashing off: flows per uplink %s, MMR %.3f (UDF: %.3f)%n", Arrays.toString(off), offMmr, udfMmr);
        assertThat(Arrays.stream(off).boxed()).as("whole NIC pairs: multiples of 16 queue pairs").allSatisfy(n -> assertThat(n % QUEUE_PAIRS).isZero());
        assertThat(offMmr).isGreaterThan(2.0).isGreaterThan(1.5 * udfMmr);
        assertThat(hash.qpHashMode()).contains(QpHashing.Mode.UDF);
    }
}
