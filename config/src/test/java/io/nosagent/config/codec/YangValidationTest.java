package io.nosagent.config.codec;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.intent.copp.CoppIntent;
import io.nosagent.config.intent.pfcwd.PfcWatchdogIntent;
import io.nosagent.config.intent.qos.QosIntent;
import io.nosagent.config.ConfigPath;
import io.nosagent.config.QosDocuments;
import io.nosagent.config.Rtsw;
import io.nosagent.config.intent.SwitchIntent;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * What the codec writes must be valid OpenConfig: checked with {@code ../shared/tools/oc-validate}
 * (yanglint) when both are present, skipped otherwise; CI has them.
 */
class YangValidationTest {

    private final IntentCodec codec = new IntentCodec();
    private Path ocValidate;

    @TempDir
    Path work;

    @BeforeEach
    void needsOcValidateAndYanglint() throws Exception {
        String shared = System.getProperty("nosagent.shared.dir");
        assumeTrue(shared != null, "nosagent.shared.dir is not set");
        ocValidate = Path.of(shared, "tools", "oc-validate");
        assumeTrue(Files.isExecutable(ocValidate), "no " + ocValidate);
        Process which = new ProcessBuilder("sh", "-c", "command -v yanglint").redirectErrorStream(true).start();
        assumeTrue(which.waitFor(30, TimeUnit.SECONDS) && which.exitValue() == 0, "yanglint is not installed");
    }

    @Test
    void theSerializedExampleConfigIsValidOpenConfig() throws Exception {
        assertValid(codec.print(Rtsw.exampleIntent()), projectModule("nosagent-qos"));
    }

    @Test
    void aConfigEditedByPathIsStillValidOpenConfig() throws Exception {
        var edited = codec.tree(Rtsw.exampleIntent())
                .replace(ConfigPath.parse("/interfaces/interface[name=eth1/3/1]/config"),
                        JsonText.parse("{\"type\": \"iana-if-type:ethernetCsmacd\", \"enabled\": false}", "t"))
                .update(ConfigPath.parse("/interfaces/interface[name=eth1/20/1]/subinterfaces/subinterface[index=0]"
                        + "/ipv6/addresses/address[ip=2001:db8:99::1]/config"), JsonText.parse("{\"prefix-length\": 64}", "t"))
                .delete(ConfigPath.parse("/system/config/domain-name"));

        assertValid(edited.toString(), projectModule("nosagent-qos"));
    }

    @Test
    void theRoutingMembersAreValidAgainstOpenConfigAndTheProjectsRoutingModule() throws Exception {
        var intent = codec.decode(RoutingDocuments.example(RoutingDocuments.NETWORK_INSTANCES,
                RoutingDocuments.ROUTING_ALL_LEAVES), "routing", Rtsw.context());

        assertValid(codec.print(intent), projectModule("nosagent-routing"), projectModule("nosagent-qos"));
    }

    @Test
    void everyQosLeafIsValidAgainstOpenConfigQosAndTheProjectsQosModule() throws Exception {
        var intent = codec.parse(QosDocuments.everyLeaf(), "qos", QosDocuments.carvedContext());

        assertValid(codec.print(intent), projectModule("nosagent-qos"));
    }

    @Test
    void theShippedCtswProfileIsValidAgainstOpenConfigQosAndTheProjectsQosModule() throws Exception {
        var intent = SwitchIntent.named("ctsw001").with(QosIntent.SECTION, ShippedQos.bind(ShippedQos.definitions("ctsw"),
                List.of("eth1/1/1", "eth1/2/1"), "downlink", ShippedQos.FABRIC_CABLE_METRES));

        assertValid(codec.print(intent), projectModule("nosagent-qos"));
    }

    /** The project's YANG, beside the schema generated from it. */
    private static String projectModule(String name) {
        Path module = Path.of("src", "main", "yang", name + ".yang");
        assumeTrue(Files.isRegularFile(module), "no " + module);
        return module.toString();
    }

    @Test
    void theWatchdogSectionIsValidAgainstTheProjectsPfcWatchdogModule() throws Exception {
        String module = projectModule("nosagent-pfcwd");
        var intent = Rtsw.exampleIntent().with(PfcWatchdogIntent.SECTION, PfcWatchdogCodecTest.decoded(PfcWatchdogCodecTest.ALL_LEAVES));

        String json = codec.print(intent);

        assertThat(json).contains("nosagent-pfcwd:pfc-watchdog", "\"restoration-time\": 500");
        // The example is lossless, so its document carries the QoS module's leaves too.
        assertValid(json, module, projectModule("nosagent-qos"));
    }

    @Test
    void theCoppSectionAndTheShippedProfileAreValidAgainstTheProjectsCoppModule() throws Exception {
        String module = projectModule("nosagent-copp");
        var configured = Rtsw.exampleIntent().with(CoppIntent.SECTION, CoppCodecTest.decoded(CoppCodecTest.ALL_LEAVES));
        var withShipped = (ObjectNode) JsonText.parse(Rtsw.exampleText(), "example");
        withShipped.setAll((ObjectNode) JsonText.parse(ShippedDocument.text("/io/nosagent/config/copp/copp-profile.json").orElseThrow(), "shipped"));

        // The example is lossless, so its documents carry the QoS module's leaves too.
        assertValid(codec.print(configured), module, projectModule("nosagent-qos"));
        assertValid(withShipped.toPrettyString(), module, projectModule("nosagent-qos"));
    }

    @Test
    void theBgpProtocolIsValidAgainstOpenConfigAndTheProjectsBgpModule() throws Exception {
        String module = projectModule("nosagent-bgp");
        var intent = codec.decode(RoutingDocuments.example(BgpDocuments.ALL_LEAVES, null), "bgp", Rtsw.context());

        // The example is lossless, so its document carries the QoS module's leaves too.
        assertValid(codec.print(intent), module, projectModule("nosagent-qos"));
    }

    private void assertValid(String json, String... extraModules) throws IOException, InterruptedException {
        Path file = work.resolve("config.json");
        Files.writeString(file, json, StandardCharsets.UTF_8);
        var command = new ArrayList<>(List.of(ocValidate.toString(), "-t", "config", file.toString()));
        command.addAll(List.of(extraModules));
        // Every document has interfaces, which may carry the project's expected peer.
        command.add(projectModule("nosagent-interfaces"));
        // The documents are whole configs, so they must meet the project's narrowing of OpenConfig too.
        command.add(Path.of("src", "main", "yang", "deviations", "nosagent-deviations.yang").toString());
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as(out).isZero();
        assertThat(out).contains("oc-validate: valid (config)");
    }
}
