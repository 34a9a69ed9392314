package io.nosagent.sai.ffm;

import io.nosagent.sai.MacAddress;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiStatus;
import io.nosagent.sai.SaiStatusCode;
import io.nosagent.sai.bringup.SwitchBringUp;
import io.nosagent.sai.bringup.SwitchHandle;
import io.nosagent.sai.capability.AgentFeature;
import io.nosagent.sai.capability.Support;
import io.nosagent.sai.meta.SchedulerGroupAttr;
import io.nosagent.sai.platform.Platform;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The agent's bring-up over FFM on the C test library, including the library answering NOT_IMPLEMENTED
 * to every GET of an attribute it holds no value for (the virtual ASIC's minimal personality): the switch
 * comes up, and the library's own trace shows no call repeated after the SAI refused it.
 */
class NativeSaiBringUpTest {

    private static final int PORTS = 4;

    @TempDir
    Path dir;

    /** The test library's switch as a platform: 4 ports of 8 lanes from lane 1, at 400G. */
    private static Platform platform() {
        var ports = IntStream.range(0, PORTS).mapToObj(p -> new Platform.PortSpec("eth1/" + (p + 1) + "/1",
                IntStream.rangeClosed(1 + p * 8, 8 + p * 8).boxed().toList(), 400_000, Platform.PortRole.DOWNLINK)).toList();
        return new Platform("saitest", "the C test library's switch", Platform.SwitchRole.RTSW, Platform.SwitchType.NPU,
                MacAddress.parse("02:00:00:00:00:01"), ports, 8, 8,
                new Platform.BufferSpec(1 << 20, 256, 0, Platform.BufferSpec.Carving.SHARED),
                new Platform.Capacities(1024, 1024, 1024, 1024, 1024, 1024, 1024, 16, 1024, 64, 1024, 16));
    }

    private record Booted(SwitchHandle sw, List<NativeCallTrace.Call> calls) {
    }

    private Booted bringUp(Path library, boolean optionalGetsNotImplemented) {
        Path trace = dir.resolve("trace.txt");
        var profile = new java.util.LinkedHashMap<>(Map.of("SAI_TEST_PORTS", Integer.toString(PORTS),
                "SAI_TEST_TRACE_FILE", trace.toString()));
        if (optionalGetsNotImplemented) {
            profile.put("SAI_TEST_OPTIONAL_GETS", "not_implemented");
        }
        try (var sai = NativeSai.open(library, profile)) {
            var sw = new SwitchBringUp(sai, platform()).bringUp();
            return new Booted(sw, NativeCallTrace.read(trace));
        }
    }

    /** A call's signature: operation, object type and attributes; the same signature twice is a retry. */
    private static String signature(NativeCallTrace.Call c) {
        return c.op() + " " + c.objectType() + " " + c.attrIds();
    }

    @Test
    void aLibraryWithoutCapabilityQueriesAnsweringNotImplementedToUnsetGetsBringsTheSwitchUpAskingEachRefusedReadOnce() {
        var booted = bringUp(TestSaiLibrary.minimal(), true);

        var port = booted.sw().portObjects().get("eth1/1/1");
        assertThat(booted.sw().portsByName()).hasSize(PORTS);
        assertThat(port.queues()).hasSize(8);
        assertThat(port.priorityGroups()).hasSize(8);
        assertThat(port.schedulerGroups()).as("no LEVEL: not adopted").isEmpty();
        var refused = booted.calls().stream().filter(c -> !c.status().isSuccess()).toList();
        assertThat(refused).extracting(NativeSaiBringUpTest::signature)
                .containsExactly("GET SCHEDULER_GROUP [" + SchedulerGroupAttr.LEVEL.id() + "]");
        assertThat(refused.getFirst().status()).isEqualTo(SaiStatus.of(SaiStatusCode.NOT_IMPLEMENTED));
        assertThat(booted.calls().stream().filter(c -> c.objectType() == ObjectType.SCHEDULER_GROUP))
                .as("asked on the first group only, never again").hasSize(1);
        var objects = booted.sw().capabilities().of(AgentFeature.SWITCH_OBJECTS);
        assertThat(objects.support()).isEqualTo(Support.FALLBACK);
        assertThat(objects.evidence()).containsExactly("GET SAI_SCHEDULER_GROUP_ATTR_LEVEL: refused NOT_IMPLEMENTED");
    }

    @Test
    void noCallOfTheBringUpIsRepeatedOnTheSameObject() {
        var booted = bringUp(TestSaiLibrary.minimal(), true);

        var repeated = booted.calls().stream()
                .collect(Collectors.groupingBy(c -> signature(c) + " " + Long.toHexString(c.oid()), Collectors.counting()))
                .entrySet().stream().filter(e -> e.getValue() > 1).map(Map.Entry::getKey).toList();
        assertThat(repeated).isEmpty();
    }

    @Test
    void aLibraryWhoseCapabilityQuerySaysLevelIsNotReadableIsNeverAskedForIt() {
        var booted = bringUp(TestSaiLibrary.full(), true);

        assertThat(booted.calls()).allSatisfy(c -> assertThat(c.status().isSuccess()).as(c.toString()).isTrue());
        assertThat(booted.calls()).noneMatch(c -> c.objectType() == ObjectType.SCHEDULER_GROUP);
        assertThat(booted.sw().capabilities().of(AgentFeature.SWITCH_OBJECTS).evidence())
                .containsExactly("GET SAI_SCHEDULER_GROUP_ATTR_LEVEL: not implemented (attribute capability)");
    }

    @Test
    void aLibraryAnsweringEveryGetHasItsSchedulerGroupsAdopted() {
        var booted = bringUp(TestSaiLibrary.full(), false);

        var groups = new ArrayList<>(booted.sw().portObjects().get("eth1/2/1").schedulerGroups().keySet());
        assertThat(groups).hasSize(9);
        assertThat(groups.getFirst().level()).isZero();
        assertThat(groups.getLast().level()).isEqualTo(1);
        assertThat(booted.sw().capabilities().of(AgentFeature.SWITCH_OBJECTS).support()).isEqualTo(Support.NATIVE);
    }
}
