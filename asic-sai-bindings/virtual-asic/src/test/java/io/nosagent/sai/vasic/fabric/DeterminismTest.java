package io.nosagent.sai.vasic.fabric;

import io.nosagent.sai.vasic.testkit.TestQos;
import io.nosagent.sai.vasic.testkit.TestRack;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.StatId;
import io.nosagent.sai.StatsMode;
import io.nosagent.sai.meta.IngressPriorityGroupStat;
import io.nosagent.sai.meta.PortStat;
import io.nosagent.sai.meta.QueueStat;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.vasic.nic.ClearToSend;
import io.nosagent.sai.vasic.nic.FlowClass;
import io.nosagent.sai.vasic.nic.NicSpec;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.packet.Roce;
import io.nosagent.sai.vasic.traffic.AllToAll;
import io.nosagent.sai.vasic.traffic.BulkTransfer;
import io.nosagent.sai.vasic.traffic.Incast;
import io.nosagent.sai.vasic.packet.PacketKind;
import io.nosagent.sai.vasic.traffic.TrafficOptions;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Two runs of the same busy scenario with the same seed end with identical counters, bit for bit:
 * random source ports, a per-packet RANDOM ECMP hash, probabilistic ECN marking, PFC and an incast all
 * draw from the one seeded source; ACKs and clear-to-sends and the queueing delays they record follow.
 * Another seed gives other counters.
 */
class DeterminismTest {

    private static final List<StatId> PORT_STATS = List.of(PortStat.IF_IN_OCTETS, PortStat.IF_IN_UCAST_PKTS,
            PortStat.IF_OUT_OCTETS, PortStat.IF_OUT_UCAST_PKTS, PortStat.IF_IN_DISCARDS, PortStat.IF_OUT_DISCARDS,
            PortStat.PFC_2_RX_PKTS, PortStat.PFC_2_TX_PKTS, PortStat.PFC_2_TX_PAUSE_DURATION_US, PortStat.ECN_MARKED_PACKETS,
            PortStat.IN_WATERMARK_BYTES, PortStat.OUT_WATERMARK_BYTES);
    private static final List<StatId> QUEUE_STATS = List.of(QueueStat.PACKETS, QueueStat.BYTES,
            QueueStat.WRED_ECN_MARKED_PACKETS, QueueStat.WATERMARK_BYTES, QueueStat.DROPPED_PACKETS);

    @Test
    void theSameSeedGivesIdenticalCountersAndAnotherSeedDoesNot() {
        List<Long> first = run(42);
        List<Long> second = run(42);
        List<Long> other = run(43);

        assertThat(first.stream().mapToLong(Long::longValue).sum()).as("the scenario moves traffic").isGreaterThan(1_000_000);
        assertThat(second).isEqualTo(first);
        assertThat(other).isNotEqualTo(first);
    }

    private static List<Long> run(long seed) {
        try (TestRack rack = TestRack.rtsw(seed)) {
            var qos = new TestQos(rack);
            List<SimNic> hosts = rack.hosts(8);
            for (int i = 0; i < 8; i++) {
                qos.dscpToTc(i, 50, 2);
                qos.pfc(i, 1 << 2);
                qos.losslessPriorityGroup(i, 2, 0, 40L * Roce.frameSize(4096, false), 200_000, 100_000);
                qos.wred(i, 2, 20_000, 400_000, 50, false);
            }
            for (int j = 0; j < 4; j++) {
                rack.uplink(j);
            }
            rack.routeRemoteVia(4);
            rack.set(ObjectType.SWITCH, rack.switchId, SwitchAttr.ECMP_DEFAULT_HASH_ALGORITHM.s32(SaiEnums.HashAlgorithm.RANDOM));
            var remote = new SimNic(rack.sim, NicSpec.of("remote", "10.1.0.7", "02:00:00:00:77:77"), 400_000);

            AllToAll.start(rack.sim, hosts.subList(0, 6), TrafficOptions.DEFAULT.withMessageBytes(128 * 1024)
                    .withClearToSend(ClearToSend.DEFAULT.withMarking(46, 2)));
            Incast.start(rack.sim, hosts.subList(0, 6), hosts.get(6), TrafficOptions.DEFAULT.withMessageBytes(256 * 1024));
            BulkTransfer.start(rack.sim, List.of(new BulkTransfer.Pair(hosts.get(7), remote)),
                    TrafficOptions.DEFAULT.withFlowClass(FlowClass.ROCE).withQueuePairs(16).withMessageBytes(64 * 1024));
            rack.runMicros(300);

            var counters = new ArrayList<Long>();
            for (int port = 0; port < 20; port++) {
                for (long v : rack.asic.getStats(ObjectType.PORT, rack.portOid(port), PORT_STATS, StatsMode.READ)) {
                    counters.add(v);
                }
                for (int q = 0; q < 8; q++) {
                    for (long v : rack.asic.getStats(ObjectType.QUEUE, rack.queueOid(port, q), QUEUE_STATS, StatsMode.READ)) {
                        counters.add(v);
                    }
                }
                counters.add(rack.pgStat(port, 2, IngressPriorityGroupStat.WATERMARK_BYTES));
            }
            for (SimNic nic : rack.fabric.nics()) {
                counters.add(nic.receivedBytes());
                counters.add(nic.pfcFramesReceived());
            }
            for (PacketKind kind : PacketKind.values()) {
                counters.add(rack.queueingDelays(kind).count());
                counters.add(rack.queueingDelays(kind).p90Ns());
                counters.add(rack.queueingDelays(kind).maxNs());
            }
            return counters;
        }
    }
}
