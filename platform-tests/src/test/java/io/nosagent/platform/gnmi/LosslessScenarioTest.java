package io.nosagent.platform.gnmi;

import com.fasterxml.jackson.databind.JsonNode;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.nosagent.api.gnmi.proto.SetRequest;
import io.nosagent.lab.traffic.SimulatedHosts;
import io.nosagent.sai.vasic.traffic.TrafficPattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;
import java.util.function.Predicate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * The demo switch (the RTSW example, lossless with the shipped profile) seen only through gNMI: PFC on
 * priority 2 alone on every port, headroom from each port's cable, the hosts' RoCE traffic counted on
 * the RDMA queue with nothing dropped, a host storming PFC on priority 2 seen as pauses received on
 * that priority, and a second lossless priority refused at its path with nothing changed.
 */
class LosslessScenarioTest {

    private static final String QOS = "/qos/interfaces/interface[interface-id=%s]";

    private static JsonNode await(GnmiSwitch sw, String path, Predicate<JsonNode> until) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        JsonNode v;
        do {
            v = sw.read(path);
            if (until.test(v)) {
                return v;
            }
            Thread.sleep(50);
        } while (System.nanoTime() < deadline);
        throw new AssertionError(path + " never became as expected: " + v);
    }

    private static long number(JsonNode v) {
        return Long.parseLong(v.asText());
    }

    @Test
    void theDemoSwitchIsLosslessOnPriority2WithHeadroomFromEachCable(@TempDir Path dir) throws Exception {
        try (var sw = GnmiSwitch.rtsw(dir);
             var hosts = SimulatedHosts.start(sw.asic(), sw.agent.intent().current(), TrafficPattern.ALLREDUCE, 7)) {
            for (String port : new String[] {"eth1/1/1", "eth1/17/1"}) {
                for (int p = 0; p < 8; p++) {
                    assertThat(sw.read(QOS.formatted(port) + "/nosagent-qos:pfc/priorities/priority[index=" + p + "]/state/enabled")
                            .asBoolean()).as("%s priority %d", port, p).isEqualTo(p == 2);
                }
            }
            assertThat(number(sw.read(QOS.formatted("eth1/1/1") + "/nosagent-qos:pfc/state/headroom"))).isEqualTo(77 * 1024);
            assertThat(number(sw.read(QOS.formatted("eth1/17/1") + "/nosagent-qos:pfc/state/headroom"))).isEqualTo(125 * 1024);

            String rdma = QOS.formatted("eth1/3/1") + "/output/queues/queue[name=rdma]/state";
            await(sw, rdma + "/transmit-pkts", v -> number(v) > 0);
            for (int i = 1; i <= 16; i++) {
                for (String q : new String[] {"rdma", "default"}) {
                    assertThat(number(sw.read(QOS.formatted("eth1/" + i + "/1") + "/output/queues/queue[name=" + q
                            + "]/state/dropped-pkts"))).as("drops on eth1/%d/1 %s", i, q).isZero();
                }
            }
            assertThat(number(sw.read(QOS.formatted("eth1/3/1") + "/output/queues/queue[name=default]/state/transmit-pkts")))
                    .as("RoCE is DSCP 50: nothing on the default queue").isZero();

            hosts.inject(faults -> faults.pfcStorm(hosts.host("eth1/7/1").orElseThrow(), 2));
            await(sw, QOS.formatted("eth1/7/1") + "/nosagent-qos:pfc/priorities/priority[index=2]/state/counters/rx-pause-frames",
                    v -> number(v) > 0);
            assertThat(number(sw.read(QOS.formatted("eth1/8/1")
                    + "/nosagent-qos:pfc/priorities/priority[index=2]/state/counters/rx-pause-frames"))).isZero();
        }
    }

    @Test
    void aSecondLosslessPriorityIsRefusedAtItsPathAndNothingChanges(@TempDir Path dir) {
        try (var sw = GnmiSwitch.rtsw(dir)) {
            String before = sw.persisted();
            var request = SetRequest.newBuilder().addUpdate(GnmiSwitch.update(
                    "/qos/nosagent-qos:lossless-profiles/lossless-profile[name=downlink]/priorities/priority[pfc-priority=3]/config",
                    "{\"queue\": \"monitoring\", \"priority-group\": 3}")).build();

            var e = catchThrowableOfType(StatusRuntimeException.class, () -> sw.admin().set(request));

            assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.ABORTED);
            assertThat(e.getStatus().getDescription()).contains("/openconfig-qos:qos/nosagent-qos:lossless-profiles"
                    + "/lossless-profile[name=downlink]/priorities/priority[pfc-priority=3]: lossless priority 3 is one more"
                    + " than lossless-profile 'downlink' allows");
            assertThat(sw.persisted()).isEqualTo(before);
            assertThat(sw.read(QOS.formatted("eth1/1/1") + "/nosagent-qos:pfc/priorities/priority[index=3]/state/enabled")
                    .asBoolean()).isFalse();
        }
    }
}
