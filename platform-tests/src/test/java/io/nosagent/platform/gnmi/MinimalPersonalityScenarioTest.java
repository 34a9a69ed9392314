package io.nosagent.platform.gnmi;

import com.fasterxml.jackson.databind.JsonNode;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.nosagent.agent.AgentOptions;
import io.nosagent.agent.snapshot.LogRing;
import io.nosagent.api.gnmi.proto.SetRequest;
import ch.qos.logback.classic.Level;
import io.nosagent.lab.traffic.SimulatedHosts;
import io.nosagent.routing.hash.QpHashCapability;
import io.nosagent.sai.vasic.traffic.TrafficPattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.LoggerFactory;

import java.io.ByteArrayInputStream;
import java.nio.file.Path;
import java.util.Base64;
import java.util.zip.GZIPInputStream;
import java.time.Duration;
import java.util.function.UnaryOperator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * The RTSW on a SAI of the minimal personality (no ARS, no native RDMA hash fields, no hardware PFC
 * deadlock detection, no bulk calls, GETs of values it does not hold NOT_IMPLEMENTED, a smaller route table),
 * seen through gNMI only: it boots with its shipped config, carries the hosts' RoCE lossless, shows its
 * capability record, refuses flowlets at their path with the ASIC's answer, and hashes the QP with a UDF.
 */
class MinimalPersonalityScenarioTest {

    private static final String ASIC = "nosagent:/agent/asic";
    private static final String FLOWLETS = "/nosagent-routing:routing/flowlets/config";
    private static final String QP_HASH = "/nosagent-routing:routing/load-balancing/roce-qp-hash";

    private static GnmiSwitch minimalRtsw(Path dir) {
        return GnmiSwitch.start(AgentOptions.virtual("rtsw:minimal", dir.resolve("state")), UnaryOperator.identity());
    }

    private static long number(JsonNode v) {
        return Long.parseLong(v.asText());
    }

    @Test
    void itBootsWithTheShippedConfigCarriesTheHostsRoceLosslessAndShowsWhatItsAsicLacks(@TempDir Path dir) throws Exception {
        try (var sw = minimalRtsw(dir);
             var hosts = SimulatedHosts.start(sw.asic(), sw.agent.intent().current(), TrafficPattern.ALLREDUCE, 7)) {
            assertThat(sw.read(ASIC + "/state/personality").asText()).isEqualTo("minimal");
            assertThat(sw.read(ASIC + "/features/feature[name=flowlets]/state/support").asText()).isEqualTo("not-supported");
            assertThat(sw.read(ASIC + "/features/feature[name=qp-hashing]/state/support").asText()).isEqualTo("fallback");
            assertThat(sw.read(ASIC + "/features/feature[name=switch-objects]/state/evidence").toString())
                    .contains("GET SAI_SCHEDULER_GROUP_ATTR_LEVEL: not implemented (attribute capability)");

            String rdma = "/qos/interfaces/interface[interface-id=eth1/3/1]/output/queues/queue[name=rdma]/state";
            long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
            while (number(sw.read(rdma + "/transmit-pkts")) == 0 && System.nanoTime() < deadline) {
                Thread.sleep(50);
            }
            assertThat(number(sw.read(rdma + "/transmit-pkts"))).as("RoCE on the lossless queue").isPositive();
            for (int i = 1; i <= 16; i++) {
                assertThat(number(sw.read("/qos/interfaces/interface[interface-id=eth1/" + i + "/1]/output/queues/queue[name=rdma]"
                        + "/state/dropped-pkts"))).as("drops on eth1/%d/1", i).isZero();
            }
        }
    }

    @Test
    void flowletsAreRefusedAtTheirPathWithTheAsicsAnswerAndNothingChanges(@TempDir Path dir) {
        try (var sw = minimalRtsw(dir)) {
            String before = sw.persisted();

            var e = catchThrowableOfType(StatusRuntimeException.class, () -> sw.admin().set(SetRequest.newBuilder()
                    .addUpdate(GnmiSwitch.update(FLOWLETS, "{\"enabled\": true}")).build()));

            assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.ABORTED);
            assertThat(e.getStatus().getDescription()).contains("/nosagent-routing:routing/flowlets/config/enabled: flowlets need"
                    + " SAI ARS, which this ASIC does not have (SAI_ARS_PROFILE_ATTR_ALGO: create not implemented)");
            assertThat(sw.persisted()).isEqualTo(before);
        }
    }

    @Test
    void qpHashingAutoEndsOnTheUdfWithALogLineSayingWhy(@TempDir Path dir) {
        // Tests log warnings only: let the hash programming's INFO lines through for this one.
        var hashLog = (ch.qos.logback.classic.Logger) LoggerFactory.getLogger(QpHashCapability.class);
        Level before = hashLog.getLevel();
        hashLog.setLevel(Level.INFO);
        try (var log = LogRing.attach(5000); var sw = minimalRtsw(dir)) {
            sw.admin().set(SetRequest.newBuilder().addUpdate(GnmiSwitch.update(QP_HASH + "/config",
                    "{\"enabled\": true, \"mode\": \"auto\"}")).build());

            assertThat(sw.read(QP_HASH + "/state/active-mode").asText()).isEqualTo("udf");
            assertThat(log.lines()).anySatisfy(line -> assertThat(line).contains("QP hashing AUTO uses a UDF: the ASIC does not"
                    + " list RDMA_BTH_DEST_QP among its native hash fields"));
        } finally {
            hashLog.setLevel(before);
        }
    }

    @Test
    void aSnapshotCarriesTheCapabilityRecord(@TempDir Path dir) throws Exception {
        try (var sw = minimalRtsw(dir)) {
            sw.admin().set(SetRequest.newBuilder().addUpdate(GnmiSwitch.update("nosagent:/snapshots/take/reason", "\"qualify\"")).build());

            String content = sw.read("nosagent:/snapshots/snapshot[id=1]/content").asText();
            JsonNode snapshot;
            try (var in = new GZIPInputStream(new ByteArrayInputStream(Base64.getDecoder().decode(content)))) {
                snapshot = GnmiSwitch.JSON.readTree(in);
            }
            JsonNode asic = snapshot.findValue("asic-capabilities");
            assertThat(asic).as("member asic-capabilities in %s", snapshot.fieldNames()).isNotNull();
            assertThat(asic.path("personality").asText()).isEqualTo("minimal");
            assertThat(asic.path("features")).anySatisfy(f -> {
                assertThat(f.path("name").asText()).isEqualTo("flowlets");
                assertThat(f.path("support").asText()).isEqualTo("not-supported");
                assertThat(f.path("evidence").toString()).contains("SAI_ARS_PROFILE_ATTR_ALGO: create not implemented");
            });
        }
    }
}
