package io.nosagent.sai.ffm;

import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiException;
import io.nosagent.sai.SaiStatusCode;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.QueueAttr;
import io.nosagent.sai.meta.SwitchAttr;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Opening a library, creating the switch, and reading back what it built, as the agent boots. */
class NativeSaiSwitchBootTest {

    @TempDir
    Path dir;

    @Test
    void switchCreatedOnTheLibraryHasThePortsItsProfileAsksFor() {
        try (var sai = NativeSai.open(TestSaiLibrary.full(), Map.of("SAI_TEST_PORTS", "34", "SAI_TEST_QUEUES_PER_PORT", "8"))) {
            long sw = sai.create(ObjectType.SWITCH, 0, List.of(SwitchAttr.INIT_SWITCH.bool(true)));

            var ports = (AttrValue.OidList) sai.get(ObjectType.SWITCH, sw, SwitchAttr.PORT_LIST);
            assertThat(ports.size()).isEqualTo(34);
            assertThat(sai.get(ObjectType.SWITCH, sw, SwitchAttr.NUMBER_OF_ACTIVE_PORTS)).isEqualTo(new AttrValue.U32(34));
            assertThat(sai.get(ObjectType.PORT, ports.get(0), PortAttr.SPEED)).isEqualTo(new AttrValue.U32(400_000));
            assertThat(sai.get(ObjectType.PORT, ports.get(1), PortAttr.HW_LANE_LIST))
                    .isEqualTo(AttrValue.U32List.of(9, 10, 11, 12, 13, 14, 15, 16));
            var queues = (AttrValue.OidList) sai.get(ObjectType.PORT, ports.get(2), PortAttr.QOS_QUEUE_LIST);
            assertThat(queues.size()).isEqualTo(8);
            assertThat(sai.get(ObjectType.QUEUE, queues.get(7), List.of(QueueAttr.PORT, QueueAttr.INDEX)))
                    .containsExactly(new AttrValue.Oid(ports.get(2)), new AttrValue.U8(7));
        }
    }

    @Test
    void switchCreateRegistersBothNotificationCallbacks() {
        try (var sai = NativeSai.open(TestSaiLibrary.full(), Map.of())) {
            long sw = sai.create(ObjectType.SWITCH, 0, List.of(SwitchAttr.INIT_SWITCH.bool(true)));

            var values = sai.get(ObjectType.SWITCH, sw, List.of(SwitchAttr.PORT_STATE_CHANGE_NOTIFY, SwitchAttr.QUEUE_PFC_DEADLOCK_NOTIFY));
            assertThat(values).allSatisfy(v -> assertThat(((AttrValue.Pointer) v).address()).isNotZero());
            assertThat(values.get(0)).isNotEqualTo(values.get(1));
        }
    }

    @Test
    void aClosedBackendRefusesCallsAndClosesOnce() {
        var sai = NativeSai.open(TestSaiLibrary.full(), Map.of());
        long sw = sai.create(ObjectType.SWITCH, 0, List.of(SwitchAttr.INIT_SWITCH.bool(true)));
        sai.close();
        sai.close();

        assertThatThrownBy(() -> sai.get(ObjectType.SWITCH, sw, SwitchAttr.PORT_LIST))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("closed");
    }

    @Test
    void reopeningAfterCloseStartsFromAnEmptySwitch() {
        try (var sai = NativeSai.open(TestSaiLibrary.full(), Map.of())) {
            sai.create(ObjectType.SWITCH, 0, List.of(SwitchAttr.INIT_SWITCH.bool(true)));
        }
        try (var sai = NativeSai.open(TestSaiLibrary.full(), Map.of())) {
            assertThat(sai.create(ObjectType.SWITCH, 0, List.of(SwitchAttr.INIT_SWITCH.bool(true)))).isNotZero();
        }
    }

    @Test
    void aFailingInitializeIsReportedAndLeavesTheLoadedBackendWorking() {
        try (var sai = NativeSai.open(TestSaiLibrary.full(), Map.of())) {
            // the test library refuses a second sai_api_initialize while initialised
            assertThatThrownBy(() -> NativeSai.open(TestSaiLibrary.full(), Map.of()))
                    .isInstanceOfSatisfying(SaiException.class, e -> {
                        assertThat(e.operation()).isEqualTo(io.nosagent.sai.SaiOperation.INITIALIZE);
                        assertThat(e.status().code()).isEqualTo(SaiStatusCode.FAILURE);
                    });
            assertThat(sai.create(ObjectType.SWITCH, 0, List.of(SwitchAttr.INIT_SWITCH.bool(true)))).isNotZero();
        }
    }

    @Test
    void aLibraryThatIsNotThereIsNamedInTheError() {
        Path missing = dir.resolve("libsai-missing.so");
        assertThatThrownBy(() -> NativeSai.open(missing, Map.of()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining(missing.toString());
    }

    @Test
    void aLibraryWithoutSaiEntryPointsIsRefused() {
        Path libc = Path.of("/lib/x86_64-linux-gnu/libc.so.6");
        org.junit.jupiter.api.Assumptions.assumeTrue(libc.toFile().exists(), "no glibc at the usual path");
        assertThatThrownBy(() -> NativeSai.open(libc, Map.of()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("sai_api_initialize");
    }

    @Test
    void aSecondSwitchIsRefusedWithTheLibrarysStatus() {
        try (var sai = NativeSai.open(TestSaiLibrary.full(), Map.of())) {
            sai.create(ObjectType.SWITCH, 0, List.of(SwitchAttr.INIT_SWITCH.bool(true)));
            assertThatThrownBy(() -> sai.create(ObjectType.SWITCH, 0, List.of(SwitchAttr.INIT_SWITCH.bool(true))))
                    .isInstanceOfSatisfying(SaiException.class,
                            e -> assertThat(e.status().code()).isEqualTo(SaiStatusCode.ITEM_ALREADY_EXISTS));
        }
    }
}
