package io.nosagent.platform.gnmi;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.nosagent.api.gnmi.proto.SetRequest;
import io.nosagent.lab.traffic.SimulatedHosts;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.meta.RouterInterfaceAttr;
import io.nosagent.sai.vasic.traffic.TrafficPattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;
import java.util.function.BooleanSupplier;

import static io.nosagent.platform.gnmi.GnmiSwitch.update;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * featureprofiles gNMI-1.11 (Telemetry: Interface Packet Counters), as an operator's client reads it on the RTSW
 * with the simulated hosts' collective running: the routed subinterface counts what its router interface routed,
 * each address family can be switched off on it (and the ASIC's router interface stops routing it), and the port's
 * routing MAC can be set.
 */
class Gnmi1_11InterfacePacketCountersScenarioTest {

    private static final String PORT = "/interfaces/interface[name=eth1/1/1]";
    private static final String SUB = PORT + "/subinterfaces/subinterface[index=0]";

    private static long number(GnmiSwitch sw, String path) {
        return Long.parseLong(sw.read(path).asText());
    }

    /** Whether a Get of {@code path} finds no data. */
    private static boolean absent(GnmiSwitch sw, String path) {
        try {
            sw.read(path);
            return false;
        } catch (StatusRuntimeException e) {
            assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.NOT_FOUND);
            return true;
        }
    }

    private static void await(String what, BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (!condition.getAsBoolean()) {
            assertThat(System.nanoTime()).as(what + " within 20 s").isLessThan(deadline);
            Thread.sleep(50);
        }
    }

    /** The router interface the agent programmed for eth1/1/1, by its port. */
    private static long routerInterface(GnmiSwitch sw) {
        long port = sw.agent.switchHandle().portId("eth1/1/1").orElseThrow();
        return sw.asic().objects(ObjectType.ROUTER_INTERFACE).stream()
                .filter(rif -> sw.asic().get(ObjectType.ROUTER_INTERFACE, rif, RouterInterfaceAttr.PORT_ID) instanceof AttrValue.Oid o
                        && o.value() == port)
                .findFirst().orElseThrow();
    }

    private static AttrValue rifAttr(GnmiSwitch sw, io.nosagent.sai.AttrSpec attr) {
        return sw.asic().get(ObjectType.ROUTER_INTERFACE, routerInterface(sw), attr);
    }

    @Test
    void subinterfaceCountersCountWhatItsRouterInterfaceRouted(@TempDir Path dir) throws Exception {
        try (var sw = GnmiSwitch.rtsw(dir);
             var hosts = SimulatedHosts.start(sw.asic(), sw.agent.intent().current(), TrafficPattern.ALLREDUCE, 7)) {
            await("routed packets counted on the subinterface", () -> number(sw, SUB + "/state/counters/in-pkts") > 0
                    && number(sw, SUB + "/state/counters/out-pkts") > 0);

            long routedIn = number(sw, SUB + "/state/counters/in-octets");
            assertThat(routedIn).isPositive();
            // what the port received includes what its router interface routed, read from a later poll
            assertThat(number(sw, PORT + "/state/counters/in-octets")).isGreaterThanOrEqualTo(routedIn);
            // the port routes both families: SAI counts them together, so no family claims the total
            assertThat(absent(sw, SUB + "/ipv4/state/counters")).isTrue();

            sw.admin().set(SetRequest.newBuilder().addUpdate(update(SUB + "/ipv6/config/enabled", "false")).build());

            // IPv4 is then the one family routed: its counters are the router interface's
            await("IPv4 counters once IPv6 is off", () -> !absent(sw, SUB + "/ipv4/state/counters/in-pkts"));
            assertThat(number(sw, SUB + "/ipv4/state/counters/in-pkts")).isPositive();
            assertThat(absent(sw, SUB + "/ipv6/state/counters")).isTrue();
        }
    }

    @Test
    void ipv4AndIpv6EnabledAreAppliedToTheRouterInterface(@TempDir Path dir) {
        try (var sw = GnmiSwitch.rtsw(dir)) {
            assertThat(sw.read(SUB + "/ipv4/state/enabled").asBoolean()).isTrue();
            assertThat(((AttrValue.Bool) rifAttr(sw, RouterInterfaceAttr.ADMIN_V4_STATE)).value()).isTrue();

            sw.admin().set(SetRequest.newBuilder().addUpdate(update(SUB + "/ipv4/config/enabled", "false")).build());

            assertThat(sw.read(SUB + "/ipv4/config/enabled").asBoolean()).isFalse();
            assertThat(sw.read(SUB + "/ipv4/state/enabled").asBoolean()).isFalse();
            assertThat(sw.read(SUB + "/ipv6/state/enabled").asBoolean()).isTrue();
            assertThat(((AttrValue.Bool) rifAttr(sw, RouterInterfaceAttr.ADMIN_V4_STATE)).value()).isFalse();
            assertThat(((AttrValue.Bool) rifAttr(sw, RouterInterfaceAttr.ADMIN_V6_STATE)).value()).isTrue();
            assertThat(sw.persisted()).contains("\"enabled\":false");

            sw.admin().set(SetRequest.newBuilder().addUpdate(update(SUB + "/ipv4/config/enabled", "true")).build());

            assertThat(((AttrValue.Bool) rifAttr(sw, RouterInterfaceAttr.ADMIN_V4_STATE)).value()).isTrue();
            assertThat(sw.read(SUB + "/ipv4/state/enabled").asBoolean()).isTrue();
        }
    }

    @Test
    void ethernetMacAddressSetChangesTheRouterInterfacesSourceMac(@TempDir Path dir) {
        try (var sw = GnmiSwitch.rtsw(dir)) {
            String system = sw.read(PORT + "/ethernet/state/hw-mac-address").asText();
            assertThat(sw.read(PORT + "/ethernet/state/mac-address").asText()).isEqualTo(system);

            sw.admin().set(SetRequest.newBuilder()
                    .addUpdate(update(PORT + "/ethernet/config/mac-address", "\"02:00:00:AA:BB:CC\"")).build());

            assertThat(sw.read(PORT + "/ethernet/config/mac-address").asText()).isEqualTo("02:00:00:aa:bb:cc");
            assertThat(sw.read(PORT + "/ethernet/state/mac-address").asText()).isEqualTo("02:00:00:aa:bb:cc");
            assertThat(sw.read(PORT + "/ethernet/state/hw-mac-address").asText()).isEqualTo(system);
            assertThat(((AttrValue.Mac) rifAttr(sw, RouterInterfaceAttr.SRC_MAC_ADDRESS)).value().toString())
                    .isEqualTo("02:00:00:aa:bb:cc");
        }
    }

    @Test
    void aGroupMacAddressIsRefusedAtItsLeafAndChangesNothing(@TempDir Path dir) {
        try (var sw = GnmiSwitch.rtsw(dir)) {
            String before = sw.persisted();

            var e = catchThrowableOfType(StatusRuntimeException.class, () -> sw.admin().set(SetRequest.newBuilder()
                    .addUpdate(update(PORT + "/ethernet/config/mac-address", "\"01:00:5e:00:00:01\"")).build()));

            assertThat(e.getStatus().getCode()).isIn(Status.Code.ABORTED, Status.Code.INVALID_ARGUMENT);
            assertThat(e.getStatus().getDescription()).contains("mac-address").contains("group MAC");
            assertThat(sw.persisted()).isEqualTo(before);
        }
    }
}
