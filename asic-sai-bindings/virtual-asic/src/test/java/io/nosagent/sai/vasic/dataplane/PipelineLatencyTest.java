package io.nosagent.sai.vasic.dataplane;

import io.nosagent.sai.meta.QueueStat;
import io.nosagent.sai.platform.Platform;
import io.nosagent.sai.platform.PlatformLoader;
import io.nosagent.sai.vasic.nic.Flow;
import io.nosagent.sai.vasic.nic.FlowClass;
import io.nosagent.sai.vasic.testkit.TestQos;
import io.nosagent.sai.vasic.testkit.TestRack;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A switch's pipeline latency (its platform's): every packet it forwards leaves no earlier than that long
 * after it arrived, whatever the queues; the latency adds delay, not simulator events; and the queue WRED
 * sees holds only what is out of the pipeline, so a stream that never queues is never marked. (The shipped
 * RTSW's on an unloaded packet's way: {@code SimNicTest}.)
 */
class PipelineLatencyTest {

    private static final Platform RTSW = new PlatformLoader().load("rtsw");
    private static final long MESSAGE = 256 * 1024;

    @Test
    void aMessageThroughTheSwitchTakesItsPipelineLatencyOnceAndTheSameEventsAsWithout() {
        Run slow = transfer(RTSW.withLatency(new Platform.Latency(5_000, 0, 0)));
        Run fast = transfer(RTSW.withLatency(Platform.Latency.NONE));

        System.out.printf("256 KiB through an RTSW: %d ns with a 5 us pipeline, %d ns without; %d vs %d events%n",
                slow.completionNs(), fast.completionNs(), slow.events(), fast.events());
        assertThat(slow.completionNs() - fast.completionNs()).as("the pipeline, once: packets cross it one behind the other")
                .isEqualTo(5_000);
        assertThat(slow.events()).as("latency adds delay, not events").isEqualTo(fast.events());
    }

    @Test
    void aLineRateStreamThatNeverQueuesIsNotMarkedHoweverLongThePipeline() {
        try (TestRack rack = TestRack.of(RTSW.withLatency(new Platform.Latency(20_000, 0, 0)), 3)) {
            var qos = new TestQos(rack);
            var a = rack.host(0);
            var b = rack.host(1);
            qos.dscpToTc(0, 50, 2);
            qos.wred(1, 2, 20_000, 200_000, 100, false); // a 20 us pipeline holds 1 MB at 400G
            Flow f = a.openFlow(b, FlowClass.ROCE, 50000, 1, 0);

            f.post(8L << 20, 0, rack.sim.now());
            rack.runMicros(300);

            assertThat(f.receivedBytes()).isEqualTo(8L << 20);
            assertThat(rack.queueStat(1, 2, QueueStat.WRED_ECN_MARKED_PACKETS)).isZero();
        }
    }

    private record Run(long completionNs, long events) {
    }

    private static Run transfer(Platform platform) {
        try (TestRack rack = TestRack.of(platform, 11)) {
            var a = rack.host(0);
            var b = rack.host(1);
            Flow f = a.openFlow(b, FlowClass.ROCE, 50000, 1, 0);
            rack.runMicros(1);
            long events = rack.sim.eventsRun();
            f.post(MESSAGE, 0, rack.sim.now());
            rack.runMicros(100);
            return new Run(f.stats().lastCompletionNs(), rack.sim.eventsRun() - events);
        }
    }

    @Test
    void aStrictPacketStillInThePipelineDoesNotHoldBackTheReadyPacketsOfAnotherQueue() {
        long slow = streamBesideStrictPackets(RTSW.withLatency(new Platform.Latency(5_000, 0, 0)));
        long fast = streamBesideStrictPackets(RTSW.withLatency(Platform.Latency.NONE));

        System.out.printf("4 MiB beside a strict 64-byte packet every microsecond: %d ns with a 5 us pipeline, %d ns without%n",
                slow, fast);
        assertThat(slow - fast).as("the pipeline once, not once per strict packet").isBetween(4_900L, 5_200L);
    }

    /** Completion of 4 MiB from host 0 to host 1 (queue 0) while host 2 sends it a 64-byte write each microsecond (strict queue 7). */
    private static long streamBesideStrictPackets(Platform platform) {
        try (TestRack rack = TestRack.of(platform, 11)) {
            var qos = new TestQos(rack);
            var a = rack.host(0);
            var b = rack.host(1);
            var c = rack.host(2);
            for (int port : new int[]{0, 2}) {
                qos.dscpToTc(port, 0, 0, 46, 7);
            }
            qos.scheduler(1, 7, io.nosagent.sai.meta.SaiEnums.SchedulingType.STRICT, 1);
            Flow bulk = a.openFlow(b, FlowClass.ROCE.withDscp(0), 50000, 1, 0);
            Flow control = c.openFlow(b, FlowClass.ROCE.withDscp(46).withPayload(64), 50001, 2, 0);
            rack.runMicros(1);
            bulk.post(4L << 20, 0, rack.sim.now());
            for (int i = 0; i < 120; i++) {
                control.post(64, i, rack.sim.now());
                rack.runMicros(1);
            }
            rack.runMicros(100);
            return bulk.stats().lastCompletionNs();
        }
    }
}
