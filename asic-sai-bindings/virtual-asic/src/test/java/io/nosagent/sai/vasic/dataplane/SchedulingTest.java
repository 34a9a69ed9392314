package io.nosagent.sai.vasic.dataplane;

import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.vasic.testkit.TestQos;
import io.nosagent.sai.vasic.testkit.TestRack;
import io.nosagent.sai.vasic.nic.Flow;
import io.nosagent.sai.vasic.nic.FlowClass;
import io.nosagent.sai.vasic.nic.SimNic;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Egress scheduling when two hosts send to a third at twice its line rate: a strict queue is served
 * before DWRR queues; DWRR queues share by weight.
 */
class SchedulingTest {

    private static final int RECEIVER = 1;

    private final TestRack rack = TestRack.rtsw(13);
    private final TestQos qos = new TestQos(rack);
    private SimNic a;
    private SimNic b;
    private SimNic receiver;

    @BeforeEach
    void hosts() {
        a = rack.host(0);
        receiver = rack.host(RECEIVER);
        b = rack.host(2);
        for (int port : new int[]{0, 2}) {
            qos.dscpToTc(port, 0, 0, 10, 1, 12, 2, 46, 7);
        }
    }

    @AfterEach
    void close() {
        rack.close();
    }

    @Test
    void aStrictQueueIsServedBeforeDwrrQueues() {
        qos.scheduler(RECEIVER, 7, SaiEnums.SchedulingType.STRICT, 1);
        Flow bestEffort = a.openFlow(receiver, FlowClass.ROCE.withDscp(0), 50000, 1, 0);
        Flow control = b.openFlow(receiver, FlowClass.ROCE.withDscp(46), 50001, 2, 0);
        bestEffort.post(40 * 4096, 0, 0);
        control.post(40 * 4096, 0, 0);

        rack.runMicros(30);

        // Both cross the same pipeline: compare the time each spends beyond it.
        long pipeline = rack.pipelineNs();
        assertThat(control.stats().lastCompletionNs() - pipeline)
                .as("strict queue 7 finishes its 40 packets while best effort waits")
                .isLessThan((bestEffort.stats().lastCompletionNs() - pipeline) * 6 / 10);
    }

    @Test
    void equalDwrrWeightsFinishTogether() {
        Flow one = a.openFlow(receiver, FlowClass.ROCE.withDscp(0), 50000, 1, 0);
        Flow other = b.openFlow(receiver, FlowClass.ROCE.withDscp(46), 50001, 2, 0);
        one.post(40 * 4096, 0, 0);
        other.post(40 * 4096, 0, 0);

        rack.runMicros(30);

        double ratio = one.stats().lastCompletionNs() / (double) other.stats().lastCompletionNs();
        assertThat(ratio).isBetween(0.85, 1.15);
    }

    @Test
    void dwrrQueuesShareTheLinkByWeight() {
        qos.scheduler(RECEIVER, 1, SaiEnums.SchedulingType.DWRR, 3);
        qos.scheduler(RECEIVER, 2, SaiEnums.SchedulingType.DWRR, 1);
        Flow heavy = a.openFlow(receiver, FlowClass.ROCE.withDscp(10), 50000, 1, 0);
        Flow light = b.openFlow(receiver, FlowClass.ROCE.withDscp(12), 50001, 2, 0);
        heavy.post(2000L * 4096, 0, 0);
        light.post(2000L * 4096, 0, 0);

        rack.runMicros(60);

        double ratio = heavy.receivedBytes() / (double) light.receivedBytes();
        assertThat(ratio).isBetween(2.6, 3.4);
    }
}
