package io.nosagent.qos;

import io.nosagent.config.intent.qos.ClassifierTerm;
import io.nosagent.config.intent.qos.QosIntent;
import io.nosagent.sai.meta.IngressPriorityGroupStat;
import io.nosagent.sai.meta.QueueStat;
import io.nosagent.sai.vasic.nic.FlowClass;
import io.nosagent.sai.vasic.nic.SimNic;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every DSCP lands in the queue (at egress) and the priority group (at ingress) the shipped profile
 * says, seen in the switch's counters: one packet per DSCP from a host on eth1/1/1 to one on eth1/2/1.
 * Moving one DSCP in the classifier moves that DSCP and no other.
 */
class DscpClassificationTest {

    private static final int SENDER = 0;
    private static final int RECEIVER = 1;

    private final QosRack rack = QosRack.rtsw(7);
    private final QosIntent shipped = rack.shippedProfile();
    private SimNic sender;
    private SimNic receiver;

    /** Where one packet went: egress queue and ingress priority group. */
    private record Landing(int queue, int priorityGroup) {
    }

    @BeforeEach
    void cable() {
        sender = rack.host(SENDER);
        receiver = rack.host(RECEIVER);
        rack.commit(shipped);
    }

    @AfterEach
    void close() {
        rack.close();
    }

    /** The reference single-lossless-queue profile: RDMA, monitoring, network control, CTS; the rest default. */
    private static Landing expected(int dscp) {
        if (dscp >= 50 && dscp <= 59) {
            return new Landing(2, 2);
        }
        if ((dscp >= 26 && dscp <= 30) || dscp == 32 || dscp == 35) {
            return new Landing(6, 0);
        }
        return switch (dscp) {
            case 48 -> new Landing(7, 0);
            case 46 -> new Landing(5, 0);
            default -> new Landing(0, 0);
        };
    }

    private Map<Integer, Landing> sendEveryDscp() {
        var landed = new TreeMap<Integer, Landing>();
        for (int dscp = 0; dscp < 64; dscp++) {
            long[] queues = new long[8];
            long[] groups = new long[8];
            for (int i = 0; i < 8; i++) {
                queues[i] = rack.queueStat(RECEIVER, i, QueueStat.PACKETS);
                groups[i] = rack.pgStat(SENDER, i, IngressPriorityGroupStat.PACKETS);
            }
            var flow = sender.openFlow(receiver, FlowClass.ROCE.withDscp(dscp), 49152 + dscp, 100 + dscp, 0);
            flow.post(1024, dscp, rack.sw().simulation().now());
            rack.sw().run(Duration.ofMillis(1));
            int queue = -1;
            int group = -1;
            for (int i = 0; i < 8; i++) {
                if (rack.queueStat(RECEIVER, i, QueueStat.PACKETS) > queues[i]) {
                    assertThat(queue).as("DSCP %d in one queue", dscp).isEqualTo(-1);
                    queue = i;
                }
                if (rack.pgStat(SENDER, i, IngressPriorityGroupStat.PACKETS) > groups[i]) {
                    assertThat(group).as("DSCP %d in one priority group", dscp).isEqualTo(-1);
                    group = i;
                }
            }
            landed.put(dscp, new Landing(queue, group));
        }
        return landed;
    }

    @Test
    void everyDscpLandsInItsQueueAndPriorityGroup() {
        Map<Integer, Landing> landed = sendEveryDscp();

        for (int dscp = 0; dscp < 64; dscp++) {
            assertThat(landed.get(dscp)).as("DSCP %d", dscp).isEqualTo(expected(dscp));
        }
        assertThat(receiver.receivedPackets()).isEqualTo(64);
    }

    @Test
    void movingOneDscpMovesOnlyThatDscp() {
        Map<Integer, Landing> before = sendEveryDscp();
        var classifier = shipped.classifiers().get("dscp");
        var monitoring = classifier.terms().get("monitoring");
        var set = new TreeSet<>(monitoring.dscpSet());
        set.add(36);

        rack.commit(shipped.withClassifier(classifier.withTerm(new ClassifierTerm("monitoring", monitoring.dscp(), set,
                monitoring.targetGroup()))));
        Map<Integer, Landing> after = sendEveryDscp();

        var moved = new TreeMap<Integer, Landing>();
        after.forEach((dscp, landing) -> {
            if (!landing.equals(before.get(dscp))) {
                moved.put(dscp, landing);
            }
        });
        assertThat(moved).containsExactly(Map.entry(36, new Landing(6, 0)));
    }
}
