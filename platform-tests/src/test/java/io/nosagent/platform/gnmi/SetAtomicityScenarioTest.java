package io.nosagent.platform.gnmi;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.protobuf.StatusProto;
import io.nosagent.agent.AgentOptions;
import io.nosagent.api.gnmi.proto.SetRequest;
import io.nosagent.api.gnmi.proto.SetResponse;
import io.nosagent.sai.ObjectType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.function.UnaryOperator;

import static io.nosagent.platform.gnmi.GnmiSwitch.update;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * A Set is one transaction: when the ASIC runs out of router interfaces half way, nothing of it is
 * left on the ASIC, in the running config, in the persisted file or in telemetry.
 */
class SetAtomicityScenarioTest {

    static final String STARTUP = """
            {"openconfig-system:system": {"config": {"hostname": "rtsw-small"}},
             "openconfig-interfaces:interfaces": {"interface": [{"name": "eth1/1/1",
               "config": {"name": "eth1/1/1", "type": "iana-if-type:ethernetCsmacd"},
               "subinterfaces": {"subinterface": [{"index": 0, "config": {"index": 0},
                 "openconfig-if-ip:ipv4": {"addresses": {"address": [
                   {"ip": "10.0.1.1", "config": {"ip": "10.0.1.1", "prefix-length": 24}}]}}}]}}]}}
            """;

    @TempDir
    Path dir;

    private static String address(String port, String ip) {
        return "/interfaces/interface[name=" + port + "]/subinterfaces/subinterface[index=0]/ipv4/addresses/address[ip="
                + ip + "]/config";
    }

    @Test
    void addressesOnTwoInterfacesWhereTheSecondHitsTableFullChangeNothing() throws Exception {
        // Room for two router interfaces; the startup config uses one.
        Path platform = GnmiSwitch.rtswWithCapacities(dir, Map.of("routerInterfaces", 2));
        Path startup = dir.resolve("startup.json");
        Files.writeString(startup, STARTUP);
        var options = new AgentOptions(platform.toString(), java.util.Optional.of(startup), java.util.Optional.empty(),
                java.util.Optional.empty(), dir.resolve("state"), java.util.Optional.empty());
        try (var sw = GnmiSwitch.start(options, UnaryOperator.identity())) {
            int rifs = sw.onAsic(ObjectType.ROUTER_INTERFACE);
            int routes = sw.onAsic(ObjectType.ROUTE_ENTRY);
            String persisted = sw.persisted();
            // The first counter poll adds rates and subinterface counters to state; compare after it.
            awaitFirstCounterPoll(sw);
            var runningBefore = sw.read("/interfaces");
            var watch = new Watch(sw.viewer(), "/interfaces");

            var e = catchThrowableOfType(StatusRuntimeException.class, () -> sw.admin().set(SetRequest.newBuilder()
                    .addUpdate(update(address("eth1/2/1", "10.0.2.1"), "{\"prefix-length\": 24}"))
                    .addUpdate(update(address("eth1/3/1", "10.0.3.1"), "{\"prefix-length\": 24}"))
                    .build()));

            // ABORTED, naming the second operation and why.
            assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.ABORTED);
            assertThat(e.getStatus().getDescription()).contains("RESOURCE_EXHAUSTED", "TABLE_FULL", "eth1/3/1");
            SetResponse details = StatusProto.fromThrowable(e).getDetails(0).unpack(SetResponse.class);
            assertThat(details.getResponse(1).getMessage().getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED.value());
            assertThat(details.getResponse(0).getMessage().getCode()).isEqualTo(Status.Code.ABORTED.value());

            // Nothing changed anywhere.
            assertThat(sw.onAsic(ObjectType.ROUTER_INTERFACE)).isEqualTo(rifs);
            assertThat(sw.onAsic(ObjectType.ROUTE_ENTRY)).isEqualTo(routes);
            assertThat(sw.read("/interfaces")).isEqualTo(runningBefore);
            assertThat(sw.persisted()).isEqualTo(persisted);

            // The subscriber's next change is the next successful Set, not the failed one.
            sw.admin().set(SetRequest.newBuilder()
                    .addUpdate(update("/interfaces/interface[name=eth1/1/1]/config/description", "\"gpu0\"")).build());
            assertThat(watch.nextChanges()).containsExactly(
                    "/interfaces/interface[name=eth1/1/1]/config/description = \"gpu0\"",
                    "/interfaces/interface[name=eth1/1/1]/state/description = \"gpu0\"");
        }
    }

    private static void awaitFirstCounterPoll(GnmiSwitch sw) throws InterruptedException {
        long deadline = System.nanoTime() + 20_000_000_000L;
        while (!polled(sw.read("/interfaces"))) {
            assertThat(System.nanoTime()).as("first counter poll within 20 s").isLessThan(deadline);
            Thread.sleep(50);
        }
    }

    /** Every interface has its rates, and every configured subinterface its counters. */
    private static boolean polled(com.fasterxml.jackson.databind.JsonNode interfaces) {
        for (var itf : interfaces.path("openconfig-interfaces:interface")) {
            if (itf.path("openconfig-if-rates:rates").isMissingNode()) {
                return false;
            }
            for (var sub : itf.path("subinterfaces").path("subinterface")) {
                if (sub.path("state").path("counters").isMissingNode()) {
                    return false;
                }
            }
        }
        return true;
    }
}
