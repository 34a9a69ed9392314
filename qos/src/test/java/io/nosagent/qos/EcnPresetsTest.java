package io.nosagent.qos;

import io.nosagent.config.intent.qos.LosslessProfile;
import io.nosagent.config.intent.qos.QosIntent;
import io.nosagent.sai.meta.QueueStat;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.traffic.TrafficOptions;
import io.nosagent.sai.vasic.traffic.TrafficPattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The CTSW's ECN presets on its RDMA queue under the same incast into one port: {@code ecn-tight}
 * (300 KB / 600 KB) marks from a shallow queue, {@code ecn-relaxed} (5 MB min = max) only once the
 * queue holds 5 MB, so it marks fewer packets, and none under a load whose queue stays below 5 MB.
 */
class EcnPresetsTest {

    private QosRack rack;

    @AfterEach
    void close() {
        if (rack != null) {
            rack.close();
        }
    }

    /** ECN-marked packets on the receiver's RDMA queue after a {@code senders}:1 incast of {@code bytes} each. */
    private long marked(String preset, int senders, long bytes) {
        rack = QosRack.ctsw(21);
        QosIntent shipped = rack.shippedProfile();
        LosslessProfile downlink = shipped.losslessProfiles().get("downlink");
        rack.commit(shipped.withLosslessProfile(downlink.withQueueManagement("rdma", preset)));
        List<SimNic> hosts = rack.hosts(senders + 1);
        var nics = new ArrayList<>(hosts.subList(1, senders + 1));
        nics.add(hosts.getFirst());
        var job = rack.sw().traffic(TrafficPattern.INCAST, nics,
                TrafficOptions.DEFAULT.withMessageBytes(bytes).withQueuePairs(1).withTimeoutNs(50_000_000L));
        rack.sw().run(Duration.ofMillis(5));
        assertThat(job.isDone()).isTrue();
        long marks = rack.queueStat(0, 2, QueueStat.WRED_ECN_MARKED_PACKETS);
        rack.close();
        rack = null;
        return marks;
    }

    @Test
    void tightThresholdsMarkMoreThanRelaxedOnesUnderTheSameLoad() {
        // 8 x 2 MiB into one port: the queue peaks near 14 MiB
        long relaxed = marked("ecn-relaxed", 8, 2L << 20);
        long tight = marked("ecn-tight", 8, 2L << 20);

        assertThat(relaxed).isPositive();
        assertThat(tight).isGreaterThan(relaxed);
    }

    @Test
    void relaxedMarksNothingWhileTheQueueStaysBelow5Mb() {
        // 4 x 1 MiB: the queue peaks near 3 MiB
        long relaxed = marked("ecn-relaxed", 4, 1L << 20);
        long tight = marked("ecn-tight", 4, 1L << 20);

        assertThat(relaxed).isZero();
        assertThat(tight).isPositive();
    }
}
