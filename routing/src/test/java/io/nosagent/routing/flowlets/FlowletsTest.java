package io.nosagent.routing.flowlets;

import io.nosagent.config.intent.routing.Flowlets;
import io.nosagent.config.intent.routing.LoadBalancing;
import io.nosagent.config.intent.routing.QpHashing;
import io.nosagent.config.intent.routing.RoutingIntent;
import io.nosagent.routing.hash.EcmpHashProgrammer;
import io.nosagent.routing.hash.QpHashCapability;
import io.nosagent.routing.hash.RackWithSpines;
import io.nosagent.sai.vasic.nic.FlowClass;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.traffic.BulkTransfer;
import io.nosagent.sai.vasic.traffic.JobStats;
import io.nosagent.sai.vasic.traffic.RingAllReduce;
import io.nosagent.sai.vasic.traffic.SourcePorts;
import io.nosagent.sai.vasic.traffic.TrafficJob;
import io.nosagent.sai.vasic.traffic.TrafficOptions;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Flowlets on the virtual ASIC, programmed by the hash and flowlet programmers with a stand-in group
 * programmer: given a ring AllReduce whose every other rank sits behind the spines (16 hosts, 16 ranks
 * in other racks, 4 queue pairs per NIC pair from one fixed source port, the QP hashed), bursts of
 * 1 MiB per step with 500 us of silence between iterations, then flowlets keep the uplinks evenly
 * loaded, move flows when they pause longer than the idle time, and reorder packets only when the idle
 * time is shorter than the queues. The last two run on/off background traffic through the same group:
 * a ring alone, on an otherwise idle switch, starts every flowlet in the same conditions and makes the
 * same choices every iteration.
 */
class FlowletsTest {

    private static final int QUEUE_PAIRS = 4;
    private static final long STEP_BYTES = 1024 * 1024;
    private static final long SILENCE_NS = 500_000;

    private final List<RackWithSpines> racks = new ArrayList<>();

    @AfterEach
    void close() {
        racks.forEach(RackWithSpines::close);
    }

    /** A rack whose uplink group the flowlet programmer decorates, E-ECMP on, {@code flowlets} committed. */
    private Rack rack(Flowlets flowlets) {
        var rack = new RackWithSpines(5);
        racks.add(rack);
        var sw = rack.sw();
        var hash = new EcmpHashProgrammer(sw.store(), new QpHashCapability(sw.sai(), sw.handle().switchId()));
        var programmer = new FlowletProgrammer(sw.store(), sw.handle());
        rack.wire(List.of(hash, programmer), programmer);
        rack.bringUp(RoutingIntent.NONE.withLoadBalancing(LoadBalancing.DEFAULT.withQp(QpHashing.OFF.withEnabled(true)))
                .withFlowlets(flowlets));
        return new Rack(rack, new FlowletCounters(sw.sai()));
    }

    private static Flowlets idle(int micros) {
        return Flowlets.OFF.withEnabled(true).withIdleTimeMicros(micros);
    }

    private record Rack(RackWithSpines rack, FlowletCounters counters) {

        /** Ranks h0, s0, h1, s1, ...: every host sends to a rank behind the spines, every such rank to the next host. */
        TrafficJob ringAllReduce(int iterations) {
            var ring = new ArrayList<SimNic>();
            for (int i = 0; i < RackWithSpines.HOSTS; i++) {
                ring.add(rack.hosts().get(i));
                ring.add(rack.spines().get(i));
            }
            return RingAllReduce.start(rack.sw().simulation(), ring, TrafficOptions.DEFAULT.withFlowClass(FlowClass.ROCE)
                    .withQueuePairs(QUEUE_PAIRS).withSourcePorts(SourcePorts.FIXED).withMessageBytes(STEP_BYTES)
                    .withIterations(iterations).withGapNs(SILENCE_NS));
        }

        /**
         * On/off UDP from the first half of the hosts to ranks behind the spines, through the same group:
         * the load the ring's flowlets see when they start is not the load they saw last time, as in a
         * fabric shared by jobs. Without it every iteration of the ring would replay the same choices.
         */
        TrafficJob background() {
            var pairs = new ArrayList<BulkTransfer.Pair>();
            for (int i = 0; i < RackWithSpines.HOSTS / 2; i++) {
                pairs.add(new BulkTransfer.Pair(rack.hosts().get(i), rack.spines().get((i + 5) % RackWithSpines.SPINES)));
            }
            return BulkTransfer.start(rack.sw().simulation(), pairs, TrafficOptions.DEFAULT.withFlowClass(FlowClass.UDP)
                    .withMessageBytes(64 * 1024).withIterations(400).withGapNs(70_000));
        }

        JobStats run(TrafficJob job) {
            rack.sw().run(Duration.ofMillis(40));
            assertThat(job.isDone()).isTrue();
            return job.stats();
        }

        long reassignments() {
            return counters.of(rack.groupId()).nextHopReassignments().orElseThrow();
        }

        double mmr() {
            return RackWithSpines.mmr(rack.bytesPerUplink());
        }
    }

    @Test
    void flowletsKeepTheUplinksWithinTenPercentOfTheMeanWhereHashingAloneDoesNot() {
        var ecmp = rack(Flowlets.OFF);
        ecmp.run(ecmp.ringAllReduce(5));
        var flowlets = rack(idle(256));
        var stats = flowlets.run(flowlets.ringAllReduce(5));

        System.out.printf("ring AllReduce, bytes per uplink: E-ECMP MMR %.3f, flowlets (256 us) MMR %.3f %s, %d reassignments%n",
                ecmp.mmr(), flowlets.mmr(), Arrays.toString(flowlets.rack().bytesPerUplink()), flowlets.reassignments());
        assertThat(flowlets.mmr()).isLessThanOrEqualTo(1.1).isLessThan(ecmp.mmr());
        assertThat(stats.iterationsCompleted()).isEqualTo(5);
    }

    @Test
    void theSameFlowsMoveWhenTheyPauseLongerThanTheIdleTime() {
        var rack = rack(idle(256));
        var job = rack.ringAllReduce(2);
        rack.background();
        while (job.stats().iterationsCompleted() == 0) {
            rack.rack().sw().run(Duration.ofNanos(50_000));
        }
        long withinTheFirstBurst = rack.reassignments();

        rack.run(job);

        System.out.printf("reassignments: %d within the first burst, %d once the flows resumed after %d us of silence%n",
                withinTheFirstBurst, rack.reassignments(), SILENCE_NS / 1000);
        assertThat(withinTheFirstBurst).as("no pause inside a burst outlasts 256 us").isZero();
        assertThat(rack.reassignments()).isPositive();
    }

    @Test
    void anIdleTimeOf256MicrosecondsReordersFewerPacketsThanOneOf16() {
        var at256 = rack(idle(256));
        var ring256 = at256.ringAllReduce(5);
        at256.background();
        long outOfOrderAt256 = at256.run(ring256).outOfOrderPackets();
        var at16 = rack(idle(16));
        var ring16 = at16.ringAllReduce(5);
        at16.background();
        long outOfOrderAt16 = at16.run(ring16).outOfOrderPackets();

        System.out.printf("out-of-order packets: %d at 256 us (%d reassignments), %d at 16 us (%d reassignments)%n",
                outOfOrderAt256, at256.reassignments(), outOfOrderAt16, at16.reassignments());
        assertThat(outOfOrderAt256).isLessThan(outOfOrderAt16);
        assertThat(at16.reassignments()).isGreaterThan(at256.reassignments());
    }
}
