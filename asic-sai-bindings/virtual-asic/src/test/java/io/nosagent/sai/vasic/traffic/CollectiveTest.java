package io.nosagent.sai.vasic.traffic;

import io.nosagent.sai.vasic.testkit.TestRack;
import io.nosagent.sai.vasic.nic.Flow;
import io.nosagent.sai.vasic.nic.FlowClass;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.meta.PortStat;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Collectives between hosts of one rack: they complete, move the bytes they should, and take the time they should. */
class CollectiveTest {

    private static final long MESSAGE = 64 * 1024;
    /** Wire time of one 64 KiB message at 400G: 16 RoCE frames of 4178 wire bytes. */
    private static final long MESSAGE_NS = 16L * 4178 * 8 / 400;

    private final TestRack rack = TestRack.rtsw(21);

    @AfterEach
    void close() {
        rack.close();
    }

    @Test
    void ringAllReduceRunsItsStepsInOrderAndEveryRankReceivesTwoNMinusOneChunks() {
        List<SimNic> ranks = rack.hosts(8);
        var job = RingAllReduce.start(rack.sim, ranks, TrafficOptions.DEFAULT.withMessageBytes(MESSAGE).withIterations(3));

        rack.runMicros(500);

        JobStats stats = job.stats();
        assertThat(job.isDone()).isTrue();
        assertThat(stats.iterationsCompleted()).isEqualTo(3);
        assertThat(stats.iterationsTimedOut()).isZero();
        assertThat(stats.bytesReceived()).isEqualTo(3L * 8 * 14 * MESSAGE);
        assertThat(stats.outOfOrderPackets()).isZero();
        assertThat(stats.meanIterationNs()).as("14 dependent steps, each through the switch's pipeline")
                .isGreaterThan(14 * (MESSAGE_NS + rack.pipelineNs())).isLessThan(14 * (MESSAGE_NS + rack.pipelineNs()) * 2);
        for (SimNic rank : ranks) {
            assertThat(rank.receivedBytes()).isGreaterThan(3L * 14 * MESSAGE);
        }
    }

    @Test
    void queuePairScalingOpensThatManyFlowsPerPairAndTheSourcePortPolicyIsHonoured() {
        List<SimNic> ranks = rack.hosts(4);
        var fixed = AllToAll.start(rack.sim, ranks, TrafficOptions.DEFAULT.withQueuePairs(8).withSourcePorts(SourcePorts.FIXED));
        var random = AllToAll.start(rack.sim, ranks, TrafficOptions.DEFAULT.withQueuePairs(8).withSourcePorts(SourcePorts.RANDOM));

        assertThat(fixed.flows()).hasSize(4 * 3 * 8);
        assertThat(fixed.flows()).extracting(Flow::sourcePort).containsOnly(SourcePorts.FIXED_PORT);
        assertThat(random.flows().stream().map(Flow::sourcePort).distinct().count()).isGreaterThan(80);
        assertThat(fixed.flows().stream().map(f -> f.destination().name() + "/" + f.destQp()).distinct().count())
                .as("every flow has its own queue pair at its destination").isEqualTo(fixed.flows().size());
    }

    @Test
    void allToAllCompletesWithEveryPairExchangingItsMessage() {
        List<SimNic> ranks = rack.hosts(6);
        var job = AllToAll.start(rack.sim, ranks, TrafficOptions.DEFAULT.withMessageBytes(MESSAGE));

        rack.runMicros(200);

        assertThat(job.stats().iterationsCompleted()).isEqualTo(1);
        assertThat(job.stats().bytesReceived()).isEqualTo(6L * 5 * MESSAGE);
        assertThat(job.flows()).allSatisfy(f -> assertThat(f.stats().messagesCompleted()).isEqualTo(1));
    }

    @Test
    void anIncastIsLimitedByTheReceiversLinkAndBacksUpItsQueue() {
        List<SimNic> hosts = rack.hosts(8);
        var job = Incast.start(rack.sim, hosts.subList(0, 7), hosts.get(7), TrafficOptions.DEFAULT.withMessageBytes(MESSAGE));

        rack.runMicros(200);

        assertThat(job.stats().iterationsCompleted()).isEqualTo(1);
        assertThat(job.stats().lastIterationNs()).as("7 messages through one 400G port").isGreaterThan(7 * MESSAGE_NS);
        assertThat(rack.portStat(7, PortStat.OUT_WATERMARK_BYTES)).as("the receiver's port queued the excess")
                .isGreaterThan(4 * MESSAGE);
    }

    @Test
    void repeatingJobsRunUntilStoppedWithTheGapBetweenIterations() {
        List<SimNic> ranks = rack.hosts(4);
        var job = AllToAll.start(rack.sim, ranks, TrafficOptions.DEFAULT.withMessageBytes(MESSAGE).withIterations(0).withGapNs(50_000));

        rack.runMicros(1_000);
        long done = job.stats().iterationsCompleted();
        job.stop();
        rack.runMicros(1_000);

        assertThat(done).isBetween(10L, 20L);
        assertThat(job.stats().iterationsCompleted()).isLessThanOrEqualTo(done + 1);
        assertThat(job.isDone()).isTrue();
    }

    @Test
    void anIterationThatCannotFinishIsAbandonedAfterTheTimeoutAndTheNextOneRuns() {
        List<SimNic> ranks = rack.hosts(4);
        rack.runMicros(1);
        var link = ranks.get(2).link();
        rack.fabric.faults().linkDown(link);
        rack.fabric.faults().at(90_000, () -> rack.fabric.faults().linkUp(link));
        var job = AllToAll.start(rack.sim, ranks, TrafficOptions.DEFAULT.withMessageBytes(MESSAGE).withIterations(2)
                .withTimeoutNs(100_000));

        rack.runMicros(400);

        assertThat(job.stats().iterationsTimedOut()).isEqualTo(1);
        assertThat(job.stats().iterationsCompleted()).isEqualTo(1);
    }

    @Test
    void plainTcpBackgroundFlowsDeliverTheirBytes() {
        List<SimNic> hosts = rack.hosts(4);
        var job = BulkTransfer.start(rack.sim, List.of(new BulkTransfer.Pair(hosts.get(0), hosts.get(2)),
                        new BulkTransfer.Pair(hosts.get(1), hosts.get(3))),
                TrafficOptions.DEFAULT.withFlowClass(FlowClass.TCP).withQueuePairs(1).withMessageBytes(1_000_000));

        rack.runMicros(100);

        assertThat(job.stats().iterationsCompleted()).isEqualTo(1);
        assertThat(job.stats().bytesReceived()).isEqualTo(2_000_000);
        assertThat(job.flows()).allSatisfy(f -> assertThat(f.isRoce()).isFalse());
    }

    @Test
    void namedPatternsStartWhatTheirNameSays() {
        List<SimNic> hosts = rack.hosts(4);

        assertThat(TrafficPattern.parse("AllReduce").start(rack.sim, hosts, TrafficOptions.DEFAULT)).get().isInstanceOf(RingAllReduce.class);
        assertThat(TrafficPattern.parse("incast").start(rack.sim, hosts, TrafficOptions.DEFAULT)).get()
                .satisfies(j -> assertThat(j.flows()).allSatisfy(f -> assertThat(f.destination()).isSameAs(hosts.get(3))));
        assertThat(TrafficPattern.parse("none").start(rack.sim, hosts, TrafficOptions.DEFAULT)).isEmpty();
        assertThat(org.assertj.core.api.Assertions.catchThrowable(() -> TrafficPattern.parse("gather")))
                .hasMessageContaining("allreduce, alltoall, incast or none");
    }

    @Test
    void nicMessagesGoWholeAndRoundRobinOverTheQueuePairsStepAfterStep() {
        List<SimNic> ranks = rack.hosts(4);
        var job = RingAllReduce.start(rack.sim, ranks, TrafficOptions.DEFAULT.withQueuePairs(16).withMessageBytes(1 << 20)
                .withNicMessages(128 * 1024).withIterations(2));

        rack.runMicros(2_000);

        assertThat(job.stats().iterationsCompleted()).isEqualTo(2);
        assertThat(job.stats().bytesReceived()).isEqualTo(2L * 4 * 6 * (1 << 20));
        // 2 iterations x 6 steps x 8 messages per NIC pair, over 16 queue pairs in turn: 6 whole messages each
        assertThat(job.flows()).allSatisfy(f -> {
            assertThat(f.stats().messagesCompleted()).isEqualTo(6);
            assertThat(f.receivedBytes()).isEqualTo(6L * 128 * 1024);
        });
    }

    @Test
    void aBurstyAllToAllPausesEachFlowOnItsOwnAndCompletesWhenEveryBurstArrived() {
        List<SimNic> ranks = rack.hosts(4);
        var onOff = new BurstyAllToAll.OnOff(5, 20_000, 200_000);
        var job = BurstyAllToAll.start(rack.sim, ranks, TrafficOptions.DEFAULT.withQueuePairs(2).withMessageBytes(64 * 1024), onOff);

        long start = rack.sim.now();
        while (!job.isDone() && rack.sim.now() - start < 10_000_000) {
            rack.runMicros(100);
        }

        assertThat(job.stats().iterationsCompleted()).isEqualTo(1);
        assertThat(job.flows()).hasSize(4 * 3 * 2).allSatisfy(f -> assertThat(f.stats().messagesCompleted()).isEqualTo(5));
        assertThat(job.stats().lastIterationNs()).as("five pauses of at least 20 us each per flow").isGreaterThan(5 * 20_000);
    }
}
