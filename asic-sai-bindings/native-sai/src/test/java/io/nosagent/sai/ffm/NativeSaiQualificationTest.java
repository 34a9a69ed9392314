package io.nosagent.sai.ffm;

import io.nosagent.sai.MacAddress;
import io.nosagent.sai.bringup.SwitchBringUp;
import io.nosagent.sai.capability.AgentFeature;
import io.nosagent.sai.capability.Qualification;
import io.nosagent.sai.capability.Support;
import io.nosagent.sai.platform.Platform;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code qualify}'s trials over FFM: every scratch object the library created is removed again. */
class NativeSaiQualificationTest {

    private static Platform twoPorts() {
        var ports = IntStream.range(0, 2).mapToObj(p -> new Platform.PortSpec("eth1/" + (p + 1) + "/1",
                IntStream.rangeClosed(1 + p * 8, 8 + p * 8).boxed().toList(), 400_000, Platform.PortRole.DOWNLINK)).toList();
        return new Platform("saitest", "the C test library's switch", Platform.SwitchRole.RTSW, Platform.SwitchType.NPU,
                MacAddress.parse("02:00:00:00:00:01"), ports, 8, 8,
                new Platform.BufferSpec(1 << 20, 256, 0, Platform.BufferSpec.Carving.SHARED),
                new Platform.Capacities(1024, 1024, 1024, 1024, 1024, 1024, 1024, 16, 1024, 64, 1024, 16));
    }

    @Test
    void theTrialsLeaveTheLibraryHoldingWhatItHeldBefore() {
        var library = TestSaiLibrary.full();
        try (var hooks = new TestSaiLibrary(library);
             var sai = NativeSai.open(library, Map.of("SAI_TEST_PORTS", "2"))) {
            var sw = new SwitchBringUp(sai, twoPorts()).bringUp();
            long before = hooks.objectCount();

            var caps = new Qualification(sai, sw).run();

            assertThat(hooks.objectCount()).isEqualTo(before);
            assertThat(caps.of(AgentFeature.FLOWLETS).evidence()).contains("created and removed ARS_PROFILE, ARS, NEXT_HOP_GROUP");
            assertThat(caps.of(AgentFeature.BULK_CALLS).support()).isEqualTo(Support.NATIVE);
        }
    }

    @Test
    void aLibraryWithoutBulkSlotsQualifiesRoutesOneByOne() {
        var library = TestSaiLibrary.minimal();
        try (var hooks = new TestSaiLibrary(library);
             var sai = NativeSai.open(library, Map.of("SAI_TEST_PORTS", "2"))) {
            var sw = new SwitchBringUp(sai, twoPorts()).bringUp();
            long before = hooks.objectCount();

            var bulk = new Qualification(sai, sw).run().of(AgentFeature.BULK_CALLS);

            assertThat(hooks.objectCount()).isEqualTo(before);
            assertThat(bulk.support()).isEqualTo(Support.FALLBACK);
            assertThat(bulk.evidence()).isEqualTo(List.of("bulk route create: NOT_IMPLEMENTED", "route create: SUCCESS",
                    "route remove: SUCCESS"));
        }
    }
}
