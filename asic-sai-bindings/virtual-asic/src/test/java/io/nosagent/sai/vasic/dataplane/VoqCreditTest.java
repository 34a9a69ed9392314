package io.nosagent.sai.vasic.dataplane;

import io.nosagent.sai.ObjectType;
import io.nosagent.sai.meta.PortStat;
import io.nosagent.sai.meta.QueueStat;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.platform.Platform;
import io.nosagent.sai.platform.PlatformLoader;
import io.nosagent.sai.vasic.dataplane.voq.CreditScheduler;
import io.nosagent.sai.vasic.nic.Flow;
import io.nosagent.sai.vasic.nic.FlowClass;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.packet.Roce;
import io.nosagent.sai.vasic.testkit.TestQos;
import io.nosagent.sai.vasic.testkit.TestRack;
import io.nosagent.sai.vasic.traffic.BulkTransfer;
import io.nosagent.sai.vasic.traffic.Incast;
import io.nosagent.sai.vasic.traffic.JobStats;
import io.nosagent.sai.vasic.traffic.TrafficOptions;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The CTSW's VOQs: packets wait at their ingress until the egress port grants credit; an idle VOQ
 * starts with the initial credit, gets its first grant a credit loop (request and grant) after its first
 * packet, and ramps its credit rate to line rate, initial credit and ramp set per egress port
 * through the vendor's custom attributes at the ids the platform description gives; the credit
 * watchdog deletes what a VOQ holds once no credit came for its timer.
 */
class VoqCreditTest {

    private static final Platform CTSW = new PlatformLoader().load("ctsw");
    private static final Platform.VoqCreditAttributes VOQ = CTSW.features().voqCredits().orElseThrow();
    private static final int FRAME = Roce.frameSize(4096, false);
    /** A tuned egress port: a small message's worth of initial credit, line rate within 2 us. */
    private static final long TUNED_INITIAL_CREDIT = 64 * 1024;
    private static final long TUNED_RAMP = 50;

    @Test
    void aTunedRampCompletesSmallMessagesFasterAndLargeOnesNoSlower() {
        long small = 64 * 1024;
        long large = 16L << 20;
        JobStats smallDefault = repeatedTransfers(small, 20, false);
        JobStats smallTuned = repeatedTransfers(small, 20, true);
        JobStats largeDefault = repeatedTransfers(large, 2, false);
        JobStats largeTuned = repeatedTransfers(large, 2, true);

        System.out.printf("CTSW VOQ completion, one sender, idle VOQ per message (mean over iterations):%n"
                        + "  message   default credit (4 KiB, 10%%/us)   tuned (64 KiB, 50%%/us)   gain%n"
                        + "  64 KiB    %8.2f us                      %8.2f us                %5.1f%%%n"
                        + "  16 MiB    %8.2f us                      %8.2f us                %5.1f%%%n",
                smallDefault.meanIterationNs() / 1e3, smallTuned.meanIterationNs() / 1e3, gain(smallDefault, smallTuned),
                largeDefault.meanIterationNs() / 1e3, largeTuned.meanIterationNs() / 1e3, gain(largeDefault, largeTuned));
        assertThat(smallDefault.iterationsCompleted()).isEqualTo(20);
        assertThat(smallTuned.iterationsCompleted()).isEqualTo(20);
        assertThat(gain(smallDefault, smallTuned)).as("small messages at least 10% faster").isGreaterThanOrEqualTo(10);
        assertThat(largeTuned.meanIterationNs()).as("large messages not slower").isLessThanOrEqualTo(largeDefault.meanIterationNs());
        assertThat(largeDefault.meanIterationNs()).as("a 16 MiB message runs at line rate but for the ramp")
                .isLessThan((long) (large / 4096.0 * (FRAME + 20) * 8 / 400 * 1.05));
    }

    @Test
    void anIdleVoqWaitsOneCreditLoopForItsFirstGrantUnlessItsInitialCreditCoversThePacket() {
        long requested = oneWrite(0);
        long covered = oneWrite(TUNED_INITIAL_CREDIT);

        System.out.printf("one 4 KiB write across the CTSW: %d ns from an idle VOQ without initial credit, %d ns with 64 KiB%n",
                requested, covered);
        assertThat(CTSW.latency().creditLoopNs()).isPositive();
        assertThat(requested - covered).as("credit request and grant").isEqualTo(CTSW.latency().creditLoopNs());
    }

    @Test
    void theSameSeedGivesTheSameCompletionTimes() {
        assertThat(repeatedTransfers(64 * 1024, 5, false)).isEqualTo(repeatedTransfers(64 * 1024, 5, false));
    }

    @Test
    void anIncastThroughVoqsKeepsTheEgressPortAtLineRate() {
        try (TestRack rack = TestRack.of(CTSW, 47)) {
            List<SimNic> hosts = rack.hosts(5);
            long message = 1 << 20;
            var job = Incast.start(rack.sim, hosts.subList(0, 4), hosts.get(4), TrafficOptions.DEFAULT.withMessageBytes(message));

            rack.runMicros(200);

            long lineRateNs = 4 * message / 4096 * (FRAME + 20) * 8 / 400;
            long unloaded = CTSW.latency().pipelineNs() + CTSW.latency().creditLoopNs(); // the first packet's way through
            assertThat(job.stats().iterationsCompleted()).isEqualTo(1);
            assertThat(job.stats().lastIterationNs()).isBetween(lineRateNs + unloaded, lineRateNs * 11 / 10 + unloaded);
            assertThat(rack.portStat(4, PortStat.OUT_WATERMARK_BYTES)).as("VOQ bytes count as the queue's").isGreaterThan(2 * message);
        }
    }

    @Test
    void packetsForAPausedEgressWaitAtIngressUntilTheCreditWatchdogDeletesThem() {
        try (TestRack rack = TestRack.of(CTSW, 47)) {
            var qos = new TestQos(rack);
            SimNic sender = rack.host(0);
            SimNic receiver = rack.host(1);
            qos.dscpToTc(0, 50, 2);
            qos.pfc(1, 1 << 2);
            rack.set(ObjectType.SWITCH, rack.switchId, SwitchAttr.CREDIT_WD_TIMER.u32(10));
            rack.fabric.faults().pfcStorm(receiver, 2);
            rack.runMicros(1);
            Flow f = sender.openFlow(receiver, FlowClass.ROCE, 50000, 7, 0);
            f.post(1 << 20, 0, rack.sim.now());

            rack.runMicros(1_000);
            long held = rack.queueStat(1, 2, QueueStat.CURR_OCCUPANCY_BYTES);
            long atIngress = rack.portStat(0, PortStat.IN_CURR_OCCUPANCY_BYTES);
            long inVoq = rack.port(1).credits().heldBytes();
            rack.runMicros(10_000);

            assertThat(held).as("the whole message, held for the paused queue").isEqualTo(256L * FRAME);
            long inPipeline = CTSW.latency().pipelineNs() * 400 / 8; // released at line rate while the first ones crossed it
            assertThat(inVoq).as("all but what egress keeps and what was on its way to it")
                    .isGreaterThanOrEqualTo(held - CreditScheduler.EGRESS_ROOM_BYTES - inPipeline - FRAME);
            assertThat(atIngress).as("charged to the ingress port's buffer").isEqualTo(held);
            assertThat(rack.port(1).credits().deletedPackets()).isEqualTo(inVoq / FRAME);
            assertThat(rack.queueStat(1, 2, QueueStat.DROPPED_PACKETS)).isEqualTo(inVoq / FRAME);
            assertThat(rack.portStat(1, PortStat.IF_OUT_DISCARDS)).isEqualTo(inVoq / FRAME);
            assertThat(rack.portStat(0, PortStat.IN_CURR_OCCUPANCY_BYTES)).as("the ingress buffer freed").isEqualTo(held - inVoq);
        }
    }

    @Test
    void withTheCreditWatchdogOffAPausedVoqKeepsItsPackets() {
        try (TestRack rack = TestRack.of(CTSW, 47)) {
            var qos = new TestQos(rack);
            SimNic sender = rack.host(0);
            SimNic receiver = rack.host(1);
            qos.dscpToTc(0, 50, 2);
            qos.pfc(1, 1 << 2);
            qos.creditWatchdog(false, 10);
            rack.fabric.faults().pfcStorm(receiver, 2);
            rack.runMicros(1);
            sender.openFlow(receiver, FlowClass.ROCE, 50000, 7, 0).post(1 << 20, 0, rack.sim.now());

            rack.runMicros(12_000);

            assertThat(rack.port(1).credits().deletedPackets()).isZero();
            assertThat(rack.queueStat(1, 2, QueueStat.CURR_OCCUPANCY_BYTES)).isEqualTo(256L * FRAME);
        }
    }

    /** Completion of one 4 KiB write from host 0 to host 1 across the CTSW, its egress port's initial credit {@code initialCredit}. */
    private static long oneWrite(long initialCredit) {
        try (TestRack rack = TestRack.of(CTSW, 47)) {
            SimNic sender = rack.host(0);
            SimNic receiver = rack.host(1);
            rack.setPort(1, VOQ.initialCredit().u32(initialCredit));
            Flow f = sender.openFlow(receiver, FlowClass.ROCE, 50000, 7, 0);
            rack.runMicros(1);
            f.post(4096, 0, rack.sim.now());
            rack.runMicros(50);
            return f.stats().lastCompletionNs();
        }
    }

    /** Host 0 sends {@code iterations} messages to host 1 across the CTSW, each after the VOQ went idle. */
    private static JobStats repeatedTransfers(long messageBytes, int iterations, boolean tuned) {
        try (TestRack rack = TestRack.of(CTSW, 47)) {
            SimNic sender = rack.host(0);
            SimNic receiver = rack.host(1);
            if (tuned) {
                rack.setPort(1, VOQ.initialCredit().u32(TUNED_INITIAL_CREDIT));
                rack.setPort(1, VOQ.creditRamp().u32(TUNED_RAMP));
            }
            var job = BulkTransfer.start(rack.sim, List.of(new BulkTransfer.Pair(sender, receiver)), TrafficOptions.DEFAULT
                    .withQueuePairs(1).withMessageBytes(messageBytes).withIterations(iterations).withGapNs(20_000));
            while (!job.isDone()) {
                rack.runMicros(100);
            }
            return job.stats();
        }
    }

    private static double gain(JobStats before, JobStats after) {
        return 100.0 * (before.meanIterationNs() - after.meanIterationNs()) / before.meanIterationNs();
    }
}
