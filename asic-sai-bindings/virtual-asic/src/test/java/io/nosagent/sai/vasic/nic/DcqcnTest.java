package io.nosagent.sai.vasic.nic;

import io.nosagent.sai.vasic.packet.PacketKind;
import io.nosagent.sai.vasic.testkit.TestQos;
import io.nosagent.sai.vasic.testkit.TestRack;
import io.nosagent.sai.vasic.traffic.BulkTransfer;
import io.nosagent.sai.vasic.traffic.TrafficJob;
import io.nosagent.sai.vasic.traffic.TrafficOptions;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * DCQCN on the simulated NICs, through a real switch: hosts 0 and 1 write to host 2 (2:1 into one 400G
 * downlink, whose RDMA queue marks ECN above 20 KB), host 3 writes to host 4 (an idle path, never marked).
 */
class DcqcnTest {

    private static final long LINE_MBPS = 400_000;
    private static final long RUN_MICROS = 2_000;

    private record Run(TestRack rack, List<SimNic> hosts, TrafficJob marked, TrafficJob unmarked) {
        long sent(TrafficJob job) {
            return job.flows().stream().mapToLong(f -> f.stats().sentBytes()).sum();
        }
    }

    private static Run run(Dcqcn dcqcn) {
        var rack = TestRack.rtsw(5);
        var qos = new TestQos(rack);
        List<SimNic> hosts = rack.hosts(5);
        for (int i = 0; i < 5; i++) {
            qos.dscpToTc(i, 50, 2, 48, 6);
            qos.wred(i, 2, 20_000, 200_000, 100, false);
            hosts.get(i).setDcqcn(dcqcn);
        }
        var options = TrafficOptions.DEFAULT.withFlowClass(FlowClass.ROCE).withQueuePairs(1).withMessageBytes(1L << 20)
                .withIterations(1_000_000);
        var marked = BulkTransfer.start(rack.sim, List.of(new BulkTransfer.Pair(hosts.get(0), hosts.get(2)),
                new BulkTransfer.Pair(hosts.get(1), hosts.get(2))), options);
        var unmarked = BulkTransfer.start(rack.sim, List.of(new BulkTransfer.Pair(hosts.get(3), hosts.get(4))), options);
        rack.runMicros(RUN_MICROS);
        return new Run(rack, hosts, marked, unmarked);
    }

    @Test
    void aFlowWhoseDataIsEcnMarkedGetsCnpsAndSlowsAndOneThatIsNotKeepsLineRate() {
        Run without = run(null);
        Run with = run(Dcqcn.DEFAULT);
        try (var a = without.rack(); var b = with.rack()) {
            SimNic receiver = with.hosts().get(2);
            System.out.printf("DCQCN: marked flows %s Mb/s after %,d / %,d CNPs; sent %,d bytes (%,d without DCQCN); unmarked %.0f Mb/s%n",
                    with.marked().flows().stream().map(f -> String.format("%.0f", f.rateMbps())).toList(), receiver.cnpsSent(),
                    with.hosts().get(0).cnpsReceived() + with.hosts().get(1).cnpsReceived(), with.sent(with.marked()),
                    without.sent(without.marked()), with.unmarked().flows().getFirst().rateMbps());

            assertThat(receiver.cnpsSent()).as("CNPs from the receiver of marked data").isPositive();
            assertThat(with.hosts().get(0).cnpsReceived() + with.hosts().get(1).cnpsReceived())
                    .as("every CNP reached a sender (but one per queue pair may be on its way at the end)")
                    .isBetween(receiver.cnpsSent() - 2, receiver.cnpsSent());
            assertThat(receiver.receivedPackets(PacketKind.CNP)).isZero();
            // at most one CNP per queue pair per min_time_between_cnps
            assertThat(receiver.cnpsSent()).isLessThanOrEqualTo(2 * (RUN_MICROS * 1_000 / Dcqcn.DEFAULT.cnpIntervalNs() + 1));
            assertThat(with.marked().flows()).allSatisfy(f -> assertThat(f.rateCuts())
                    .as("at most one cut per rate-reduce period").isLessThanOrEqualTo(RUN_MICROS * 1_000 / Dcqcn.DEFAULT.rateReducePeriodNs() + 1));
            for (Flow f : with.marked().flows()) {
                assertThat(f.rateCuts()).as("%s cut", f).isPositive();
                assertThat(f.rateMbps()).as("%s rate", f).isLessThan(LINE_MBPS);
            }
            assertThat(with.sent(with.marked())).as("the marked senders slowed down")
                    .isLessThan(without.sent(without.marked()));

            Flow unmarked = with.unmarked().flows().getFirst();
            assertThat(unmarked.rateCuts()).isZero();
            assertThat(unmarked.rateMbps()).isEqualTo((double) LINE_MBPS);
            assertThat(with.hosts().get(4).cnpsSent()).isZero();
            assertThat(with.sent(with.unmarked())).as("the unmarked flow sends as much as without DCQCN")
                    .isEqualTo(without.sent(without.unmarked()));

            assertThat(without.hosts().get(2).cnpsSent()).as("no DCQCN, no CNPs").isZero();
            assertThat(without.marked().flows()).allSatisfy(f -> assertThat(f.rateCuts()).isZero());
        }
    }

    @Test
    void theSameSeedGivesTheSameCnpsAndRates() {
        Run first = run(Dcqcn.DEFAULT);
        Run second = run(Dcqcn.DEFAULT);
        try (var a = first.rack(); var b = second.rack()) {
            assertThat(second.hosts().get(2).cnpsSent()).isEqualTo(first.hosts().get(2).cnpsSent()).isPositive();
            assertThat(second.marked().flows().stream().map(Flow::rateMbps).toList())
                    .isEqualTo(first.marked().flows().stream().map(Flow::rateMbps).toList());
        }
    }
}
