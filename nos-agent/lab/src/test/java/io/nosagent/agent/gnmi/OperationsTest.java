package io.nosagent.agent.gnmi;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.nosagent.api.gnmi.proto.Notification;
import io.nosagent.api.gnmi.proto.SetRequest;
import io.nosagent.api.gnmi.proto.SetResponse;
import io.nosagent.api.gnmi.proto.SubscriptionList.Mode;
import io.nosagent.lab.traffic.SimulatedFaults;
import io.nosagent.lab.traffic.SimulatedHosts;
import io.nosagent.sai.vasic.traffic.TrafficPattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.zip.GZIPInputStream;

import static io.nosagent.agent.gnmi.GnmiAgent.get;
import static io.nosagent.agent.gnmi.GnmiAgent.update;
import static io.nosagent.agent.gnmi.GnmiAgent.value;
import static io.nosagent.agent.gnmi.Subscriber.list;
import static io.nosagent.agent.gnmi.Subscriber.onChange;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * The watchdog's and the snapshots' paths over gNMI: the PFC watchdog's config is refused with its path
 * when bad and changes nothing; a snapshot taken by Set is heard ON_CHANGE in the index and read back by
 * Get; faults are injected by Set under the project's origin when simulated hosts exist, and answer
 * UNIMPLEMENTED when they do not.
 */
class OperationsTest {

    @TempDir
    Path state;
    GnmiAgent sw;

    @BeforeEach
    void start() {
        sw = GnmiAgent.start(state);
    }

    @AfterEach
    void stop() {
        sw.close();
    }

    @Test
    void badWatchdogSettingsAreRefusedAtTheirPathAndNothingChanges() throws Exception {
        long version = sw.agent.intent().version();
        String persisted = sw.agent.intent().store().restartView().orElseThrow();

        for (String[] bad : new String[][]{
                {"/nosagent-pfcwd:pfc-watchdog/config/detection-time", "40", "40 is out of range 100..5000"},
                {"/nosagent-pfcwd:pfc-watchdog/interfaces/interface[name=eth1/3/1]/config/detection-time", "\"400a\"", "400a"},
                {"/nosagent-pfcwd:pfc-watchdog/config/action", "\"explode\"", "explode"},
                {"/nosagent-pfcwd:pfc-watchdog/config/poll-interval", "300", "longer than detection-time 200 ms"}}) {
            var e = catchThrowableOfType(StatusRuntimeException.class,
                    () -> sw.admin().set(SetRequest.newBuilder().addUpdate(update(bad[0], bad[1])).build()));

            assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.ABORTED);
            String leaf = bad[0].contains("poll-interval") ? "/config/poll-interval" : bad[0].substring(bad[0].lastIndexOf("/config/"));
            assertThat(e.getStatus().getDescription()).contains("INVALID_ARGUMENT").contains(leaf).contains(bad[2]);
        }

        assertThat(sw.agent.intent().version()).isEqualTo(version);
        assertThat(sw.agent.intent().store().restartView().orElseThrow()).isEqualTo(persisted);
        assertThat(value(sw.viewer().get(get("/nosagent-pfcwd:pfc-watchdog/state")).getNotification(0).getUpdate(0).getVal())
                .path("nosagent-pfcwd:watched-queues").asInt()).as("the example is lossless: every port's RDMA queue")
                .isEqualTo(sw.agent.switchHandle().portsByName().size());
    }

    @Test
    void aSnapshotTakenBySetIsHeardOnChangeAndReadBackByGet() throws Exception {
        var s = new Subscriber(sw.viewer()).send(list(Mode.STREAM, onChange("nosagent:/snapshots/snapshot/state/reason")));
        s.untilSync();

        sw.admin().set(SetRequest.newBuilder().addUpdate(update("nosagent:/snapshots/take/reason", "\"before the maintenance\"")).build());

        Notification n = s.nextMatching(x -> !x.getUpdateList().isEmpty());
        String reason = value(n.getUpdate(0).getVal()).asText();
        assertThat(reason).isEqualTo("requested by admin: before the maintenance");
        assertThat(Subscriber.full(n, n.getUpdate(0).getPath())).contains("snapshot[id=1]");

        var content = sw.viewer().get(get("nosagent:/snapshots/snapshot[id=1]/content")).getNotification(0).getUpdate(0).getVal();
        byte[] gz = Base64.getDecoder().decode(value(content).asText());
        JsonNode doc;
        try (var in = new GZIPInputStream(new ByteArrayInputStream(gz))) {
            doc = new ObjectMapper().readTree(in);
        }
        assertThat(doc.path("trigger").path("kind").asText()).isEqualTo("request");
        assertThat(doc.path("counters").path("ports").size()).isEqualTo(34);
        assertThat(doc.path("config").path("document").has("openconfig-system:system")).isTrue();
    }

    @Test
    void withoutSimulatedHostsTheFaultPathsAreUnimplemented() {
        var set = catchThrowableOfType(StatusRuntimeException.class, () -> sw.admin().set(SetRequest.newBuilder()
                .addUpdate(update("nosagent:/sim/interfaces/interface[name=eth1/3/1]/pfc-storms/pfc-storm[priority=2]/config",
                        "{\"duration\": 5000}")).build()));
        var get = catchThrowableOfType(StatusRuntimeException.class, () -> sw.viewer().get(get("nosagent:/sim")));

        assertThat(set.getStatus().getCode()).isEqualTo(Status.Code.UNIMPLEMENTED);
        assertThat(get.getStatus().getCode()).isEqualTo(Status.Code.UNIMPLEMENTED);
    }

    @Test
    void faultsAreInjectedBySetAndShownByGetWithSimulatedHosts() throws Exception {
        // Every addressed port gets a host or a spine peer; uplink eth1/20/1 is left without a cable.
        var intent = sw.agent.intent().current();
        try (var hosts = SimulatedHosts.start(sw.asic(), intent.withInterface(intent.interfaceNamed("eth1/20/1").orElseThrow().withEnabled(false)),
                TrafficPattern.NONE, 3)) {
            sw.agent.acceptFaults(new SimulatedFaults(hosts));
            var oper = new Subscriber(sw.viewer()).send(list(Mode.STREAM, onChange("/interfaces/interface[name=eth1/5/1]/state/oper-status")));
            oper.untilSync();

            SetResponse r = sw.admin().set(SetRequest.newBuilder()
                    .addUpdate(update("nosagent:/sim/interfaces/interface[name=eth1/5/1]/config/link-up", "false"))
                    .addUpdate(update("nosagent:/sim/interfaces/interface[name=eth1/6/1]/pfc-storms/pfc-storm[priority=3]/config",
                            "{\"duration\": 60000}"))
                    .build());

            assertThat(r.getResponseCount()).isEqualTo(2);
            Notification down = oper.nextMatching(x -> !x.getUpdateList().isEmpty());
            assertThat(value(down.getUpdate(0).getVal()).asText()).isEqualTo("DOWN");
            JsonNode sim = value(sw.viewer().get(get("nosagent:/sim/interfaces")).getNotification(0).getUpdate(0).getVal());
            assertThat(sim.toString()).contains("\"name\":\"eth1/5/1\"", "\"link-up\":false", "\"storm-priorities\":[3]");

            var refused = catchThrowableOfType(StatusRuntimeException.class, () -> sw.admin().set(SetRequest.newBuilder()
                    .addUpdate(update("nosagent:/sim/interfaces/interface[name=eth1/20/1]/config/draining", "false")).build()));
            assertThat(refused.getStatus().getCode()).isEqualTo(Status.Code.ABORTED);
            assertThat(refused.getStatus().getDescription()).contains("no simulated host is cabled to eth1/20/1");
            var mixed = catchThrowableOfType(StatusRuntimeException.class, () -> sw.admin().set(SetRequest.newBuilder()
                    .addUpdate(update("nosagent:/sim/interfaces/interface[name=eth1/5/1]/config/link-up", "true"))
                    .addUpdate(update("/interfaces/interface[name=eth1/5/1]/config/mtu", "9000")).build()));
            assertThat(mixed.getStatus().getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
        }
    }
}
