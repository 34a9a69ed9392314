package io.nosagent.platform.gnmi;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.nosagent.api.gnmi.proto.SetRequest;
import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.meta.QueueAttr;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.function.Predicate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * featureprofiles DP-1.3 (QoS ECN feature config), its gNMI criteria on the RTSW: DP-1.3.5, deleting a
 * queue's {@code queue-management-profile} leaf detaches the profile from that queue on the ASIC.
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
