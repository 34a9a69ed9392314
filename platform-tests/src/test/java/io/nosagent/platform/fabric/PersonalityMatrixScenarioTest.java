package io.nosagent.platform.fabric;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.nosagent.agent.NosAgent;
import io.nosagent.api.gnmi.proto.Encoding;
import io.grpc.StatusRuntimeException;
import io.nosagent.api.gnmi.proto.GetRequest;
import io.nosagent.api.gnmi.proto.SetRequest;
import io.nosagent.config.intent.routing.RoutingIntent;
import io.nosagent.lab.fabric.VirtualZone;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.meta.QueueStat;
import io.nosagent.sai.platform.Personality;
import io.nosagent.sai.platform.PersonalityLoader;
import io.nosagent.sai.vasic.traffic.RingAllReduce;
import io.nosagent.sai.vasic.traffic.TrafficOptions;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletionException;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * The black-box boot, commit and traffic scenario on every shipped vendor SAI personality: a zone of RTSWs
 * and CTSWs whose virtual ASICs run as that SAI boots, commits the zone's configs (flowlets, E-ECMP, the
 * shipped lossless QoS) with what the SAI lacks turned off, serves its capability record over gNMI, and
 * carries a RoCE AllReduce across the racks without a drop. A new shipped personality is a new row.
 */
class PersonalityMatrixScenarioTest {

    private static final String TEMPLATE = """
            racks = 2
            ctsws = 2
            hosts-per-rack = 1
            nics-per-host = 8
            """;
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String FLOWLETS = "/nosagent-routing:routing/flowlets/config";

    static final List<String> SHIPPED = PersonalityLoader.SHIPPED;

    private static JsonNode read(Zone z, NosAgent agent, String path) {
        var client = z.client(agent);
        var response = z.whileRunning(() -> client.get(GetRequest.newBuilder().setEncoding(Encoding.JSON_IETF)
                .addPath(Zone.path(path)).build()));
        try {
            return JSON.readTree(response.getNotification(0).getUpdate(0).getVal().getJsonIetfVal().toStringUtf8());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String support(Zone z, NosAgent agent, String feature) {
        return read(z, agent, "nosagent:/agent/asic/features/feature[name=" + feature + "]/state/support").asText();
    }

    @ParameterizedTest(name = "personality {0}")
    @FieldSource("SHIPPED")
    void theZoneBootsCommitsItsConfigsServesItsCapabilitiesAndCarriesAnAllReduceLossless(String name, @TempDir Path dir) {
        Personality personality = new PersonalityLoader().load(name);
        boolean ars = personality.has(ObjectType.ARS);
        try (var z = Zone.start(dir, TEMPLATE, 11, VirtualZone.Edits.NONE, personality)) {
            var zone = z.zone;
            for (NosAgent agent : zone.agents()) {
                assertThat(agent.platform().personality().name()).isEqualTo(name);
                assertThat(read(z, agent, "nosagent:/agent/asic/state/personality").asText()).isEqualTo(name);
                assertThat(support(z, agent, "flowlets")).as(agent.platform().name()).isEqualTo(ars ? "native" : "not-supported");
            }
            for (int r = 0; r < zone.plan().racks(); r++) {
                var rtsw = zone.rtsw(r);
                var routing = RoutingIntent.of(rtsw.intent().current());
                assertThat(routing.flowlets().enabled()).as("flowlets where the SAI has ARS").isEqualTo(ars);
                assertThat(routing.loadBalancing().qp().enabled()).as("E-ECMP, natively or with a UDF").isTrue();
                assertThat(support(z, rtsw, "bulk-calls")).as("the static routes went in bulk, or one by one")
                        .isEqualTo(personality.bulk() ? "native" : "fallback");
            }
            if (!ars) {
                var client = z.client(zone.rtsw(0));
                var refused = catchThrowableOfType(CompletionException.class, () -> z.whileRunning(() -> client.set(
                        SetRequest.newBuilder().addUpdate(Zone.update(FLOWLETS, "{\"enabled\": true}")).build())));
                assertThat(refused.getCause()).isInstanceOfSatisfying(StatusRuntimeException.class, e -> assertThat(
                        e.getStatus().getDescription()).as("the zone's config with flowlets on").contains(
                        FLOWLETS + "/enabled: flowlets need SAI ARS, which this ASIC does not have ("));
            }

            var job = RingAllReduce.start(zone.time().simulation(), zone.crossRackNics(), TrafficOptions.DEFAULT.withQueuePairs(4)
                    .withMessageBytes(256 * 1024).withIterations(3));
            zone.run(Duration.ofMillis(60));

            assertThat(job.isDone()).as("the AllReduce across the racks completed").isTrue();
            assertThat(job.stats().iterationsTimedOut()).isZero();
            assertThat(z.losslessQueueEverywhere(QueueStat.PACKETS)).as("RDMA rode the lossless queue").isPositive();
            assertThat(z.losslessQueueEverywhere(QueueStat.DROPPED_PACKETS, QueueStat.WRED_DROPPED_PACKETS)).isZero();
            assertThat(z.discardsEverywhere()).as("discards and errors on every port of every switch").isZero();
            assertThat(zone.crossRackNics().stream().mapToLong(n -> n.receiveDrops() + n.receiveErrors()).sum()).isZero();
        }
    }
}
