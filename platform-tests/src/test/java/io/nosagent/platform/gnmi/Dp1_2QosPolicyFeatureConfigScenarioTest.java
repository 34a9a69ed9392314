package io.nosagent.platform.gnmi;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.nosagent.api.gnmi.proto.SetRequest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * featureprofiles DP-1.2 (QoS policy feature config), its scheduler criterion on the RTSW: one STRICT
 * scheduler with two inputs, AF4 at weight 100 on queue 6 and NC1 at weight 200 on queue 7. Strict inputs
 * rank by weight, the higher served first, whatever their keys' order; a ranking the ASIC cannot serve (the
 * lower queue id first) is still refused at the input's queue.
 */
class Dp1_2QosPolicyFeatureConfigScenarioTest {

    private static final String POLICIES = "/qos/scheduler-policies";

    /** A policy {@code dp-1.2} with one STRICT scheduler: AF4 on queue-id 6, NC1 on queue-id 7, at the weights given. */
    private static SetRequest strictPolicy(int af4Weight, int nc1Weight) {
        return SetRequest.newBuilder().addUpdate(GnmiSwitch.update(POLICIES, """
                {"scheduler-policy": [{"name": "dp-1.2", "config": {"name": "dp-1.2"}, "schedulers": {"scheduler": [
                  {"sequence": 0, "config": {"sequence": 0, "priority": "STRICT"}, "inputs": {"input": [
                    {"id": "AF4", "config": {"id": "AF4", "input-type": "QUEUE", "queue": "monitoring", "weight": "%d"}},
                    {"id": "NC1", "config": {"id": "NC1", "input-type": "QUEUE", "queue": "network-control", "weight": "%d"}}
                  ]}}]}}]}""".formatted(af4Weight, nc1Weight))).build();
    }

    @Test
    void twoStrictInputsRankedByWeightAreAcceptedWhateverTheirKeysOrder(@TempDir Path dir) {
        try (var sw = GnmiSwitch.rtsw(dir)) {
            sw.admin().set(strictPolicy(100, 200));

            String scheduler = POLICIES + "/scheduler-policy[name=dp-1.2]/schedulers/scheduler[sequence=0]";
            assertThat(sw.read(scheduler + "/state/priority").asText()).endsWith("STRICT");
            assertThat(sw.read(scheduler + "/inputs/input[id=AF4]/state/weight").asText()).isEqualTo("100");
            assertThat(sw.read(scheduler + "/inputs/input[id=NC1]/state/weight").asText()).isEqualTo("200");
            assertThat(sw.persisted()).contains("dp-1.2");
        }
    }

    @Test
    void strictInputsRankingTheLowerQueueFirstAreRefusedAtTheInputsQueue(@TempDir Path dir) {
        try (var sw = GnmiSwitch.rtsw(dir)) {
            String before = sw.persisted();

            var e = catchThrowableOfType(StatusRuntimeException.class, () -> sw.admin().set(strictPolicy(200, 100)));

            assertThat(e.getStatus().getCode()).isIn(Status.Code.ABORTED, Status.Code.INVALID_ARGUMENT);
            assertThat(e.getStatus().getDescription()).contains("NC1").contains("queue-id");
            assertThat(sw.persisted()).isEqualTo(before);
        }
    }
}
