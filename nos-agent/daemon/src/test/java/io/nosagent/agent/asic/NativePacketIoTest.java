package io.nosagent.agent.asic;

import io.nosagent.agent.AgentOptions;
import io.nosagent.agent.NosAgent;
import io.nosagent.config.intent.copp.TrapName;
import io.nosagent.control.ControlPlaneFeature;
import io.nosagent.control.neighbor.Neighbor;
import io.nosagent.control.packet.ArpPacket;
import io.nosagent.control.packet.Frame;
import io.nosagent.feature.NeighborAddress;
import io.nosagent.net.IpAddresses;
import io.nosagent.sai.MacAddress;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.SymbolLookup;
import java.lang.invoke.MethodHandle;
import java.net.Inet4Address;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_BYTE;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The agent on a native libsai (the test library built from C by asic-sai-bindings): an ARP request the library
 * traps reaches the agent through the packet-event callback, the agent learns the host, and its reply leaves
 * through send_hostif_packet, out of the port the request came in on.
 */
class NativePacketIoTest {

    private static final Path TEST_LIBRARY = Path.of("..", "..", "asic-sai-bindings", "native-sai", "target", "native", "libsaitest.so");

    @Test
    void anArpRequestTrappedByTheLibraryIsAnsweredThroughSendHostifPacket(@TempDir Path dir) throws Throwable {
        assumeTrue(Files.isRegularFile(TEST_LIBRARY), "test SAI library not built (gcc absent): native packet I/O skipped");
        Path profile = Files.writeString(dir.resolve("saitest.profile"), """
                SAI_TEST_PORTS=34
                SAI_TEST_LANES_PER_PORT=8
                SAI_TEST_PORT_SPEED=400000
                SAI_TEST_QUEUES_PER_PORT=8
                SAI_TEST_PGS_PER_PORT=8
                SAI_TEST_NO_PFC_DEADLOCK_DETECTION=1
                """);
        try (var agent = NosAgent.start(AgentOptions.virtual("rtsw", dir.resolve("state"))
                .withSaiLibrary(TEST_LIBRARY.toAbsolutePath(), Optional.of(profile)));
             var arena = Arena.ofShared()) {
            var lookup = SymbolLookup.libraryLookup(TEST_LIBRARY.toAbsolutePath(), arena);
            var linker = Linker.nativeLinker();
            MethodHandle fire = linker.downcallHandle(lookup.findOrThrow("saitest_fire_packet"),
                    FunctionDescriptor.of(JAVA_INT, JAVA_LONG, JAVA_LONG, ADDRESS, JAVA_LONG));
            MethodHandle sent = linker.downcallHandle(lookup.findOrThrow("saitest_sent_packets"), FunctionDescriptor.of(JAVA_LONG));
            MethodHandle last = linker.downcallHandle(lookup.findOrThrow("saitest_last_sent"),
                    FunctionDescriptor.of(JAVA_LONG, ADDRESS, JAVA_LONG, ADDRESS, ADDRESS));
            var control = agent.feature(ControlPlaneFeature.class);
            long trap = control.copp().trap(TrapName.ARP_REQUEST).orElseThrow();
            long port = agent.switchHandle().portId("eth1/1/1").orElseThrow();
            var hostMac = MacAddress.parse("02:00:00:00:01:01");
            var host = (Inet4Address) IpAddresses.parse("10.0.1.2");
            byte[] request = ArpPacket.request(hostMac, host, (Inet4Address) IpAddresses.parse("10.0.1.1")).frame();

            assertThat((int) fire.invokeExact(trap, port, arena.allocateFrom(JAVA_BYTE, request), (long) request.length)).isZero();
            for (int i = 0; i < 200 && (long) sent.invokeExact() == 0; i++) {
                Thread.sleep(25);
            }

            var buf = arena.allocate(2048);
            var egress = arena.allocate(JAVA_LONG);
            var txType = arena.allocate(JAVA_INT);
            long size = (long) last.invokeExact(buf, 2048L, egress, txType);
            ArpPacket reply = ArpPacket.parse(Frame.parse(buf.asSlice(0, size).toArray(JAVA_BYTE)));
            assertThat(reply.operation()).isEqualTo(ArpPacket.REPLY);
            assertThat(reply.senderIp()).isEqualTo(IpAddresses.parse("10.0.1.1"));
            assertThat(reply.senderMac()).isEqualTo(agent.switchHandle().mac());
            assertThat(reply.targetMac()).isEqualTo(hostMac);
            assertThat(egress.get(JAVA_LONG, 0)).isEqualTo(port);
            assertThat(txType.get(JAVA_INT, 0)).as("PIPELINE_BYPASS").isZero();
            // The reply leaves before the table publishes what it learned from the request: wait for that.
            var key = new NeighborAddress("eth1/1/1", host);
            Neighbor learned = control.neighborTable().published().get().neighbors().get(key);
            for (int i = 0; i < 200 && learned == null; i++) {
                Thread.sleep(25);
                learned = control.neighborTable().published().get().neighbors().get(key);
            }
            assertThat(learned).isNotNull();
            assertThat(learned.origin()).isEqualTo(Neighbor.Origin.DYNAMIC);
            assertThat(learned.mac()).contains(hostMac);
        }
    }
}
