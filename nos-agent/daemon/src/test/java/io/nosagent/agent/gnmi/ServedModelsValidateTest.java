package io.nosagent.agent.gnmi;

import io.nosagent.watchdog.WatchdogFeature;
import io.nosagent.api.gnmi.proto.Encoding;
import io.nosagent.api.gnmi.proto.GetRequest;
import io.nosagent.api.gnmi.proto.Path;
import io.nosagent.api.gnmi.proto.SetRequest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * A full Get of every served model, serialized as JSON_IETF from a configured agent, is valid
 * against the OpenConfig YANG models plus the project's own ({@code config/src/main/yang}), checked with
 * {@code ../shared/tools/oc-validate} (skipped when it or yanglint is missing; CI has both).
 */
class ServedModelsValidateTest {

    @TempDir
    java.nio.file.Path state;
    @TempDir
    java.nio.file.Path work;
    GnmiAgent switchUnderTest;
    java.nio.file.Path ocValidate;

    @BeforeEach
    void needsOcValidateAndYanglint() throws Exception {
        String shared = System.getProperty("nosagent.shared.dir");
        assumeTrue(shared != null, "nosagent.shared.dir is not set");
        ocValidate = java.nio.file.Path.of(shared, "tools", "oc-validate");
        assumeTrue(Files.isExecutable(ocValidate), "no " + ocValidate);
        Process which = new ProcessBuilder("sh", "-c", "command -v yanglint").redirectErrorStream(true).start();
        assumeTrue(which.waitFor(30, TimeUnit.SECONDS) && which.exitValue() == 0, "yanglint is not installed");
        switchUnderTest = GnmiAgent.start(state);
    }

    @AfterEach
    void stop() {
        if (switchUnderTest != null) {
            switchUnderTest.close();
        }
    }

    @Test
    void theWholeOpenConfigTreeIsValid() throws Exception {
        assertValid(fullGet(""), "openconfig.json");
    }

    @Test
    void theAgentsOwnOriginIsValidAgainstTheProjectModule() throws Exception {
        assertValid(fullGet("nosagent"), "nosagent.json");
    }

    @Test
    void theGetOfEachModelIsValidOpenConfig() throws Exception {
        // One Get with a path per model; the AFT refers to interfaces, so they are checked together.
        var r = switchUnderTest.viewer().get(GnmiAgent.get("/interfaces", "/system", "/network-instances", "/components"));
        var doc = new com.fasterxml.jackson.databind.ObjectMapper().createObjectNode();
        assertThat(r.getNotificationCount()).isEqualTo(4);
        for (var n : r.getNotificationList()) {
            var update = n.getUpdate(0);
            String top = update.getPath().getElem(0).getName();
            var value = GnmiAgent.value(update.getVal());
            // The value's first-level members are module-qualified; the module is the document member's.
            String module = value.properties().iterator().next().getKey().split(":")[0];
            var inner = doc.putObject(module + ":" + top);
            value.properties().forEach(f -> inner.set(f.getKey().substring(f.getKey().indexOf(':') + 1), f.getValue()));
        }
        assertValid(doc.toString(), "models.json");
    }

    @Test
    void theRoutingConfigAndItsAppliedStateAreValidAgainstOpenConfigAndTheRoutingModule() throws Exception {
        switchUnderTest.admin().set(RoutingConfigTest.routeQpHashAndFlowlets());
        switchUnderTest.admin().set(SetRequest.newBuilder()
                .addUpdate(GnmiAgent.update("/nosagent-routing:routing/te-overrides/override[in-port=eth1/1/1][prefix=10.2.0.0/16]"
                        + "/config/next-hop", "\"10.1.3.1\""))
                .addUpdate(GnmiAgent.update("/nosagent-routing:routing/drain/interfaces/interface[name=eth1/18/1]", "{}"))
                .addUpdate(GnmiAgent.update("/nosagent-routing:routing/fine-grained-ecmp/config/bucket-count", "1680"))
                .build());

        String tree = fullGet("");

        assertThat(tree).contains("nosagent-routing:routing", "\"static-routes\"");
        assertValid(tree, "routing.json");
    }

    @Test
    void theWatchdogAlarmsCasesAndSnapshotsAreValidAgainstOpenConfigAndTheProjectsModules() throws Exception {
        var agent = switchUnderTest.agent;
        // PFC on priority 2 of two ports, written on the ASIC as QoS would, then watchdog settings committed.
        for (String name : List.of("eth1/1/1", "eth1/2/1")) {
            agent.sai().set(io.nosagent.sai.ObjectType.PORT, agent.switchHandle().portId(name).orElseThrow(),
                    io.nosagent.sai.meta.PortAttr.PRIORITY_FLOW_CONTROL.u8(1 << 2));
        }
        switchUnderTest.admin().set(SetRequest.newBuilder()
                .addUpdate(GnmiAgent.update("/nosagent-pfcwd:pfc-watchdog/interfaces/interface[name=eth1/2/1]/config",
                        "{\"detection-time\": 400, \"action\": \"forward\"}")).build());
        switchUnderTest.admin().set(SetRequest.newBuilder()
                .addUpdate(GnmiAgent.update("nosagent:/snapshots/take/reason", "\"validation\"")).build());
        // A cut cable on an enabled port: an event, a case and its alarm once the case settles.
        switchUnderTest.asic().setLinkPresent(agent.switchHandle().portId("eth1/3/1").orElseThrow(), false);
        // (and the case's snapshot, written on its own thread)
        for (int i = 0; i < 200 && (agent.feature(WatchdogFeature.class).watchdog().alarms().active().isEmpty() || agent.snapshots().index().size() < 2); i++) {
            Thread.sleep(50);
        }

        String tree = fullGet("");
        String own = fullGet("nosagent");

        assertThat(tree).contains("\"alarms\"", "\"LINK_DOWN\"", "nosagent-pfcwd:pfc-watchdog", "\"operational-status\"",
                "nosagent-monitors:monitors");
        assertThat(own).contains("nosagent-snapshots:snapshots", "requested by admin: validation", "\"trigger\":\"port\"");
        assertValid(tree, "watchdog.json");
        assertValid(own, "snapshots.json");
    }

    private String fullGet(String origin) {
        var r = switchUnderTest.viewer().get(GetRequest.newBuilder().setEncoding(Encoding.JSON_IETF)
                .addPath(Path.newBuilder().setOrigin(origin)).build());
        assertThat(r.getNotificationCount()).isEqualTo(1);
        assertThat(r.getNotification(0).getUpdateCount()).isEqualTo(1);
        return r.getNotification(0).getUpdate(0).getVal().getJsonIetfVal().toStringUtf8();
    }

    private void assertValid(String json, String name) throws IOException, InterruptedException {
        var file = work.resolve(name);
        Files.writeString(file, json);
        var cmd = new ArrayList<>(List.of(ocValidate.toString(), file.toString()));
        try (var yang = Files.list(java.nio.file.Path.of("../../config/src/main/yang"))) {
            yang.filter(p -> p.toString().endsWith(".yang")).forEach(p -> cmd.add(p.toString()));
        }
        // the OpenConfig modules served beyond those oc-validate loads by itself
        var models = ocValidate.getParent().resolveSibling("openconfig").resolve("release/models");
        for (String m : List.of("platform/openconfig-platform", "platform/openconfig-platform-port",
                "platform/openconfig-platform-transceiver", "platform/openconfig-platform-pipeline-counters",
                "platform/openconfig-platform-healthz", "platform/openconfig-platform-fan", "platform/openconfig-platform-psu",
                "p4rt/openconfig-p4rt", "interfaces/openconfig-if-sdn-ext", "interfaces/openconfig-if-rates", "lacp/openconfig-lacp", "lldp/openconfig-lldp")) {
            cmd.add(models.resolve(m + ".yang").toString());
        }
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as(out).isZero();
        assertThat(out).contains("oc-validate: valid (data)");
    }
}
