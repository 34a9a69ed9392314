package io.nosagent.qos;

import io.nosagent.config.intent.qos.LosslessProfile;
import io.nosagent.config.intent.qos.QosIntent;
import io.nosagent.sai.meta.IngressPriorityGroupStat;
import io.nosagent.sai.meta.PortStat;
import io.nosagent.sai.meta.QueueStat;
import io.nosagent.sai.stats.PortCounter;
import io.nosagent.sai.vasic.nic.Flow;
import io.nosagent.sai.vasic.nic.FlowClass;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.traffic.TrafficJob;
import io.nosagent.sai.vasic.traffic.TrafficOptions;
import io.nosagent.sai.vasic.traffic.TrafficPattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A 16:1 incast of RDMA writes into one RTSW downlink (eth1/1/1) from hosts on eth1/2/1 .. eth1/17/1,
 * 4 MiB each, streaming (no admission control), with the shipped lossless profile: the ingress priority
 * groups of the senders fill, their ports pause the senders on priority 2, and nothing is dropped; with
 * PFC off the same incast drops. A bulk TCP transfer from one of the senders to another host, on
 * queue 0 and priority 0, is never paused.
 */
class IncastTest {

    private static final int RECEIVER = 0;
    private static final int SENDERS = 16;
    private static final int BYSTANDER = 17;
    private static final long MESSAGE = 4L << 20;

    private final QosRack rack = QosRack.rtsw(16);
    private final QosIntent shipped = rack.shippedProfile();
    private final List<SimNic> hosts = rack.hosts(BYSTANDER + 1);

    @AfterEach
    void close() {
        rack.close();
    }

    private TrafficJob incast() {
        var nics = new ArrayList<SimNic>(hosts.subList(1, SENDERS + 1));
        nics.add(hosts.get(RECEIVER));
        return rack.sw().traffic(TrafficPattern.INCAST, nics,
                TrafficOptions.DEFAULT.withMessageBytes(MESSAGE).withQueuePairs(1).withTimeoutNs(50_000_000L));
    }

    @Test
    void withTheLosslessProfileNothingIsDroppedAndOnlyTheSendersPortsPauseTheSendersOnPriority2() {
        rack.commit(shipped);
        var job = incast();
        Flow bulk = hosts.get(1).openFlow(hosts.get(BYSTANDER), FlowClass.TCP, 40000, 0, 0);
        bulk.post(MESSAGE, 1, rack.sw().simulation().now());

        rack.sw().run(Duration.ofMillis(5));

        assertThat(job.isDone()).isTrue();
        assertThat(job.stats().bytesReceived()).isEqualTo(SENDERS * MESSAGE);
        assertThat(rack.queueStat(RECEIVER, 2, QueueStat.DROPPED_PACKETS)).isZero();
        for (int s = 1; s <= SENDERS; s++) {
            assertThat(rack.pgStat(s, 2, IngressPriorityGroupStat.DROPPED_PACKETS)).as("ingress drops on %d", s).isZero();
            assertThat(rack.pgStat(s, 2, IngressPriorityGroupStat.XOFF_ROOM_WATERMARK_BYTES)).as("headroom used on %d", s).isPositive();
            assertThat(rack.portStat(s, PortCounter.pfcTxFrames(2))).as("PFC from %s", QosRack.port(s)).isPositive();
            assertThat(hosts.get(s).pfcFramesReceived()).as("sender %d paused", s).isPositive();
        }
        // PFC on priority 2 only, and never from the congested egress port or a port not in the incast
        var pfcSent = new TreeMap<String, Long>();
        for (int port = 0; port < 34; port++) {
            for (int p = 0; p < 8; p++) {
                long frames = rack.portStat(port, PortCounter.pfcTxFrames(p));
                if (frames > 0) {
                    pfcSent.merge(QosRack.port(port) + " priority " + p, frames, Long::sum);
                }
            }
        }
        assertThat(pfcSent.keySet()).allMatch(k -> k.endsWith("priority 2")).hasSize(SENDERS)
                .noneMatch(k -> k.startsWith(QosRack.port(RECEIVER) + " ") || k.startsWith(QosRack.port(BYSTANDER) + " "));
        // the lossy transfer from a paused sender kept going: it finished long before the incast
        assertThat(bulk.stats().receivedBytes()).isEqualTo(MESSAGE);
        assertThat(bulk.stats().lastCompletionNs()).isLessThan(job.stats().lastIterationNs() / 4);
        assertThat(rack.portStat(1, PortCounter.pfcTxFrames(0))).isZero();
    }

    @Test
    void withPfcOffTheSameIncastDrops() {
        LosslessProfile downlink = shipped.losslessProfiles().get("downlink");
        LosslessProfile uplink = shipped.losslessProfiles().get("uplink");
        rack.commit(shipped.withLosslessProfile(downlink.withPriorities(new TreeMap<>()))
                .withLosslessProfile(uplink.withPriorities(new TreeMap<>())));
        var job = incast();

        rack.sw().run(Duration.ofMillis(5));

        long dropped = 0;
        for (int s = 1; s <= SENDERS; s++) {
            dropped += rack.pgStat(s, 0, IngressPriorityGroupStat.DROPPED_PACKETS);
            assertThat(rack.portStat(s, PortStat.PFC_2_TX_PKTS)).isZero();
        }
        assertThat(dropped).isPositive();
        assertThat(job.stats().bytesReceived()).isLessThan(SENDERS * MESSAGE);
    }
}
