package io.nosagent.agent.asic;

import io.nosagent.agent.AgentOptions;
import io.nosagent.agent.NosAgent;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiOperation;
import io.nosagent.sai.ffm.NativeCallTrace;
import io.nosagent.sai.trace.SaiCall;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The same agent scenario on the virtual ASIC and on a native libsai (the test library built from C
 * by asic-sai-bindings) makes the same SAI writes with the same attribute values, and the native
 * library receives exactly those bytes.
 */
class BackendsAgreeTest {

    private static final Path TEST_LIBRARY = Path.of("..", "..", "asic-sai-bindings", "native-sai", "target", "native", "libsaitest.so");

    @Test
    void bootOnTheRtswProfileWritesTheSameOnBothBackends(@TempDir Path dir) throws Exception {
        assumeTrue(Files.isRegularFile(TEST_LIBRARY), "test SAI library not built (gcc absent): comparison skipped");

        // The test library answers every capability query as implemented, the ACL's BTH opcode field
        // included (ACK re-marking matches it natively): the virtual ASIC is given the field too, so both
        // backends are the same ASIC.
        String platform = rtswWithBthOpcodeField(dir).toString();
        var virtualCalls = new ArrayList<SaiCall>();
        NosAgent.start(AgentOptions.virtual(platform, dir.resolve("virtual")).withSaiCalls(virtualCalls::add)).close();

        Path cTrace = dir.resolve("native.trace");
        Path profile = Files.writeString(dir.resolve("saitest.profile"), """
                # the RTSW front panel as the test library builds it
                SAI_TEST_PORTS=34
                SAI_TEST_LANES_PER_PORT=8
                SAI_TEST_PORT_SPEED=400000
                SAI_TEST_QUEUES_PER_PORT=8
                SAI_TEST_PGS_PER_PORT=8
                # no hardware PFC deadlock detection, as on the virtual ASIC: the watchdog detects in software
                SAI_TEST_NO_PFC_DEADLOCK_DETECTION=1
                SAI_TEST_TRACE_FILE=%s
                """.formatted(cTrace));
        var nativeCalls = new ArrayList<SaiCall>();
        NosAgent.start(AgentOptions.virtual(platform, dir.resolve("native"))
                .withSaiLibrary(TEST_LIBRARY.toAbsolutePath(), Optional.of(profile))
                .withSaiCalls(nativeCalls::add)).close();

        var virtualWrites = CanonicalCalls.of(virtualCalls);
        assertThat(virtualWrites).as("the boot programs something").hasSizeGreaterThan(100);
        assertThat(CanonicalCalls.of(nativeCalls)).containsExactlyElementsOf(virtualWrites);

        // What the C library recorded receiving equals what the agent sent it, byte for byte.
        var received = NativeCallTrace.read(cTrace).stream()
                .filter(c -> isWrite(c.op()) && c.objectType() != ObjectType.SWITCH)
                .map(c -> c.op().name().replace("BULK_", "") + " " + c.objectType() + " " + c.oid() + " " + c.key() + " " + c.attrs())
                .toList();
        var sent = nativeCalls.stream()
                .filter(c -> c.isWrite() && c.operation() != SaiOperation.CLEAR_STATS && c.objectType() != ObjectType.SWITCH)
                .map(c -> c.operation().name().replace("BULK_", "") + " " + c.objectType() + " "
                        + (c.entry() == null ? c.objectId() : 0) + " " + (c.entry() == null ? null : NativeCallTrace.key(c.entry())) + " "
                        + c.attributes().stream().map(a -> new NativeCallTrace.Attr(a.spec().id(), NativeCallTrace.value(a))).toList())
                .toList();
        assertThat(received).as("C library writes").hasSameSizeAs(sent).hasSizeGreaterThan(100);
        assertThat(received).containsExactlyElementsOf(sent);
    }

    private static Path rtswWithBthOpcodeField(Path dir) throws java.io.IOException {
        var json = new com.fasterxml.jackson.databind.ObjectMapper();
        try (var in = io.nosagent.sai.vasic.VirtualAsic.class.getResourceAsStream("/io/nosagent/sai/platform/rtsw.json")) {
            var rtsw = (com.fasterxml.jackson.databind.node.ObjectNode) json.readTree(in);
            ((com.fasterxml.jackson.databind.node.ObjectNode) rtsw.get("features")).put("aclBthOpcode", true);
            return Files.writeString(dir.resolve("rtsw.json"), json.writeValueAsString(rtsw));
        }
    }

    private static boolean isWrite(NativeCallTrace.Op op) {
        return switch (op) {
            case CREATE, REMOVE, SET, BULK_CREATE, BULK_REMOVE -> true;
            default -> false;
        };
    }
}
