package io.nosagent.platform.gnmi;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.nosagent.api.gnmi.proto.SetRequest;
import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.meta.QueueAttr;
import io.nosagent.sai.meta.WredAttr;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.function.Predicate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * featureprofiles DP-1.3 (QoS ECN feature config), its gNMI criteria on the RTSW: DP-1.3.3, WRED thresholds given
 * in percent of the queue buffer come back on state, are programmed as that share of the buffer in bytes and mark
 * ECN once a queue is deeper than the minimum; DP-1.3.5, deleting a queue's {@code queue-management-profile} leaf
 * detaches the profile from that queue on the ASIC.
 */
class Dp1_3QosEcnFeatureConfigScenarioTest {

    private static final String QUEUE = "/qos/interfaces/interface[interface-id=eth1/1/1]/output/queues/queue[name=default]";

    private static final String BINDINGS = "/qos/interfaces/interface/output/queues/queue/state/queue-management-profile";

    /** Queues of index 0 ({@code default}) on the ASIC with a WRED/ECN profile attached. */
    private static long defaultQueuesWithWred(GnmiSwitch sw) {
        return sw.asic().objects(ObjectType.QUEUE).stream()
                .filter(q -> has(sw, q, QueueAttr.INDEX, v -> v instanceof AttrValue.U8(int index) && index == 0))
                .filter(q -> has(sw, q, QueueAttr.WRED_PROFILE_ID, v -> v instanceof AttrValue.Oid(long oid) && oid != 0))
                .count();
    }

    private static boolean has(GnmiSwitch sw, long queue, AttrSpec spec, Predicate<AttrValue> value) {
        return sw.asic().attributes(queue).stream().anyMatch(a -> a.spec().equals(spec) && value.test(a.value()));
    }

    @Test
    void dp1_3_3PercentThresholdsAreStateProgrammedAsBufferBytesAndMarkEcnAboveTheMinimum(@TempDir Path dir) throws Exception {
        String wred = "/qos/queue-management-profiles/queue-management-profile[name=ecn-rtsw]/wred/uniform";
        try (var sw = GnmiSwitch.rtsw(dir)) {
            // the shipped profile of every RDMA queue, its byte thresholds replaced by 1 % and 3 % of the buffer
            sw.admin().set(SetRequest.newBuilder().addReplace(GnmiSwitch.update(wred + "/config",
                    "{\"min-threshold-percent\": \"1\", \"max-threshold-percent\": \"3\", \"enable-ecn\": true,"
                            + " \"drop\": false, \"weight\": 0, \"max-drop-probability-percent\": 5}")).build());

            assertThat(sw.read(wred + "/state/min-threshold-percent").asText()).isEqualTo("1");
            assertThat(sw.read(wred + "/state/max-threshold-percent").asText()).isEqualTo("3");
            assertThat(catchThrowableOfType(StatusRuntimeException.class, () -> sw.read(wred + "/state/min-threshold"))
                    .getStatus().getCode()).as("no byte thresholds any more").isEqualTo(Status.Code.NOT_FOUND);
            long buffer = sw.agent.platform().buffer().totalBytes();
            long min = buffer / 100;
            var programmed = sw.asic().objects(ObjectType.WRED).stream()
                    .map(w -> sw.asic().get(ObjectType.WRED, w, java.util.List.of(WredAttr.ECN_GREEN_MIN_THRESHOLD,
                            WredAttr.ECN_GREEN_MAX_THRESHOLD)))
                    .map(v -> java.util.List.of(((AttrValue.U32) v.get(0)).value(), ((AttrValue.U32) v.get(1)).value()))
                    .toList();
            assertThat(programmed).containsExactly(java.util.List.of(min, buffer * 3 / 100));

            // an incast onto one host: its RDMA queue grows past the minimum and its packets get marked
            try (var hosts = io.nosagent.lab.traffic.SimulatedHosts.start(sw.asic(), sw.agent.intent().current(),
                    io.nosagent.sai.vasic.traffic.TrafficPattern.INCAST, 5)) {
                String rdma = "/qos/interfaces/interface/output/queues/queue[name=rdma]/state/";
                long deadline = System.nanoTime() + java.time.Duration.ofSeconds(30).toNanos();
                String marking = null;
                while (marking == null) {
                    assertThat(System.nanoTime()).as("an RDMA queue marks ECN within 30 s").isLessThan(deadline);
                    marking = sw.readAll(rdma + "ecn-marked-pkts").entrySet().stream()
                            .filter(e -> Long.parseLong(e.getValue().asText()) > 0).map(java.util.Map.Entry::getKey)
                            .findFirst().orElse(null);
                    Thread.sleep(100);
                }
                String queue = marking.substring(0, marking.lastIndexOf("/state/"));
                assertThat(Long.parseLong(sw.read(queue + "/state/max-queue-len").asText()))
                        .as("marked only once deeper than the minimum").isGreaterThan(min);
            }
        }
    }

    @Test
    void dp1_3_5DeletingAQueuesQueueManagementProfileDetachesIt(@TempDir Path dir) {
        try (var sw = GnmiSwitch.rtsw(dir)) {
            assertThat(defaultQueuesWithWred(sw)).as("the shipped config marks ECN on the lossless queues only").isZero();
            sw.admin().set(SetRequest.newBuilder().addUpdate(GnmiSwitch.update(QUEUE + "/config",
                    "{\"name\": \"default\", \"queue-management-profile\": \"ecn-rtsw\"}")).build());
            assertThat(defaultQueuesWithWred(sw)).isEqualTo(1);
            assertThat(sw.readAll(BINDINGS).values()).extracting(v -> v.asText()).containsExactly("ecn-rtsw");

            sw.admin().set(SetRequest.newBuilder().addDelete(GnmiSwitch.path(QUEUE + "/config/queue-management-profile")).build());

            assertThat(defaultQueuesWithWred(sw)).as("the queue runs without WRED/ECN again").isZero();
            var e = catchThrowableOfType(StatusRuntimeException.class, () -> sw.readAll(BINDINGS));
            assertThat(e.getStatus().getCode()).as("no queue is bound any more").isEqualTo(Status.Code.NOT_FOUND);
        }
    }
}
