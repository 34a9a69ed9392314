package io.nosagent.cli;

import io.nosagent.agent.gnmi.GnmiAgent;
import io.nosagent.sai.meta.IngressPriorityGroupStat;
import io.nosagent.sai.meta.QueueStat;
import io.nosagent.sai.stats.PortCounter;
import io.nosagent.sai.store.key.PriorityGroupKey;
import io.nosagent.sai.store.key.QueueKey;
import io.nosagent.sai.store.key.QueueType;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code show qos | pfc | buffers} against an agent on the RTSW example (lossless with the shipped
 * profile), with counters the ASIC counted on eth1/1/1.
 */
class QosShowCommandsTest {

    @TempDir
    Path state;
    GnmiAgent sw;

    @BeforeEach
    void start() throws Exception {
        sw = GnmiAgent.start(state, "rtsw", g -> g.withInsecure(false));
        var counters = sw.asic().counters();
        long queue = sw.agent.saiStore().oidOf(new QueueKey("eth1/1/1", QueueType.UNICAST, 2)).orElseThrow();
        counters.add(queue, QueueStat.PACKETS, 123_456);
        counters.add(queue, QueueStat.WRED_ECN_MARKED_PACKETS, 789);
        long port = sw.agent.switchHandle().portId("eth1/1/1").orElseThrow();
        counters.add(port, PortCounter.pfcTxFrames(2), 4242);
        long group = sw.agent.saiStore().oidOf(new PriorityGroupKey("eth1/1/1", 2)).orElseThrow();
        counters.of(group).raiseTo(IngressPriorityGroupStat.XOFF_ROOM_WATERMARK_BYTES, 33_264);
        Thread.sleep(300); // a few polls (every 50 ms)
    }

    @AfterEach
    void stop() {
        sw.close();
    }

    private ShowRun show(String... view) {
        return ShowRun.of(sw, state, view);
    }

    @Test
    void qosShowsEachQueuesDscpsSchedulingEcnAndCounters() {
        ShowRun r = show("qos", "-i", "eth1/1/1");

        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).containsPattern("eth1/1/1[ |]+default[ |]+0[ |]+-[ |]+weight 5")
                .containsPattern("rdma[ |]+2[ |]+50-59[ |]+weight 8[ |]+ecn-rtsw[ |]+yes[ |]+123,456[ |]+0[ |]+789")
                .containsPattern("control[ |]+5[ |]+46[ |]+strict \\(CTS\\)")
                .containsPattern("monitoring[ |]+6[ |]+26-30,32,35[ |]+weight 15")
                .containsPattern("network-control[ |]+7[ |]+48[ |]+weight 80")
                .doesNotContain("eth1/2/1");
    }

    @Test
    void pfcShowsTheLosslessPriorityWithItsFramesAndRates() {
        ShowRun r = show("pfc", "--interval", "200");

        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).containsPattern("eth1/1/1[ |]+2[ |]+yes[ |]+0[ |]+4,242")
                .containsPattern("eth1/34/1[ |]+2[ |]+yes")
                .doesNotContainPattern("eth1/1/1[ |]+3[ |]");
    }

    @Test
    void buffersShowThePoolsAndEachPortsHeadroom() {
        ShowRun r = show("buffers");

        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).containsPattern("ingress-lossless[ |]+ingress[ |]+dynamic[ |]+52,428,800")
                .containsPattern("eth1/1/1[ |]+downlink[ |]+3[ |]+78,848[ |]+2[ |]+yes")
                .containsPattern("eth1/17/1[ |]+uplink[ |]+100[ |]+128,000[ |]+2[ |]+yes")
                .contains("33,264");
    }
}
