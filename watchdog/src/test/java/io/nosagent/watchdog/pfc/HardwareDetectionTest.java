package io.nosagent.watchdog.pfc;

import io.nosagent.config.intent.pfcwd.PfcWatchdogIntent;
import io.nosagent.config.intent.pfcwd.StormAction;
import io.nosagent.config.intent.pfcwd.WatchdogSettings;
import io.nosagent.sai.AttrCapability;
import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.ForwardingSai;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.Sai;
import io.nosagent.sai.SaiException;
import io.nosagent.sai.SaiNotification;
import io.nosagent.sai.SaiStatusCode;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.QueueAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.store.key.QueueKey;
import io.nosagent.sai.store.key.QueueType;
import io.nosagent.watchdog.StormRig;
import io.nosagent.watchdog.event.EventType;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Where the ASIC detects PFC deadlocks itself (its capability query says so), the watchdog programs
 * detection and recovery per lossless queue and the ASIC's notifications drive the same states, events
 * and counts; where it does not (the virtual ASIC), detection is software.
 */
class HardwareDetectionTest {

    private static final Set<AttrSpec> HARDWARE = Set.of(QueueAttr.ENABLE_PFC_DLDR, QueueAttr.PFC_DLR_INIT,
            QueueAttr.PFC_DLR_PACKET_ACTION, PortAttr.PFC_TC_DLD_INTERVAL, PortAttr.PFC_TC_DLR_INTERVAL);

    /** The virtual ASIC as a chip with deadlock detection: it keeps those attributes and raises notifications on demand. */
    static final class ChipWithDeadlockDetection extends ForwardingSai {
        final Map<Long, Map<AttrSpec, AttrValue>> held = new HashMap<>();
        final List<Consumer<SaiNotification>> listeners = new CopyOnWriteArrayList<>();

        ChipWithDeadlockDetection(Sai delegate) {
            super(delegate);
        }

        @Override
        public AttrCapability attributeCapability(long switchId, ObjectType type, AttrSpec attr) {
            return HARDWARE.contains(attr) ? new AttrCapability(true, true, true) : super.attributeCapability(switchId, type, attr);
        }

        @Override
        public void set(ObjectType type, long oid, Attribute attr) {
            if (HARDWARE.contains(attr.spec())) {
                held.computeIfAbsent(oid, k -> new HashMap<>()).put(attr.spec(), attr.value());
            } else {
                super.set(type, oid, attr);
            }
        }

        @Override
        public AutoCloseable subscribe(Consumer<SaiNotification> listener) {
            listeners.add(listener);
            AutoCloseable down = super.subscribe(listener);
            return () -> {
                listeners.remove(listener);
                down.close();
            };
        }

        void deadlock(long queue, boolean detected) {
            var n = new SaiNotification.QueuePfcDeadlock(queue, detected ? 0 : 1);
            listeners.forEach(l -> l.accept(n));
        }
    }

    @Test
    void theVirtualAsicOffersNoHardwareDetectionAndRefusesItsAttributes() {
        try (var rig = new StormRig(1, 2)) {
            rig.commit(PfcWatchdogIntent.DEFAULT);

            assertThat(rig.hardware.available()).isFalse();
            assertThat(rig.watchdog.state().queues().values()).allSatisfy(q ->
                    assertThat(q.detection()).isEqualTo(QueueState.Detection.SOFTWARE));
            long queue = rig.sw.handle().portObjects().get("eth1/1/1").queues().get(new QueueKey("eth1/1/1", QueueType.UNICAST, 2));
            assertThatThrownBy(() -> rig.sw.sai().set(ObjectType.QUEUE, queue, QueueAttr.ENABLE_PFC_DLDR.bool(true)))
                    .isInstanceOfSatisfying(SaiException.class, e ->
                            assertThat(e.status().code()).isEqualTo(SaiStatusCode.ATTR_NOT_IMPLEMENTED));
        }
    }

    @Test
    void theChipsNotificationsDriveTheSameStatesAndItsRecoveryIsStartedAndEnded() {
        var chip = new ChipWithDeadlockDetection[1];
        try (var rig = new StormRig(1, 4, sai -> chip[0] = new ChipWithDeadlockDetection(sai))) {
            rig.hardware.listen((ref, detected) -> rig.watchdog.onDeadlock(ref, detected, rig.now()));
            rig.commit(PfcWatchdogIntent.DEFAULT.withDefaults(new WatchdogSettings(300, 1000, StormAction.FORWARD)));
            long queue = rig.sw.handle().portObjects().get("eth1/2/1").queues().get(new QueueKey("eth1/2/1", QueueType.UNICAST, 2));
            long port = rig.sw.handle().portId("eth1/2/1").orElseThrow();

            assertThat(chip[0].held.get(queue)).containsEntry(QueueAttr.ENABLE_PFC_DLDR, AttrValue.Bool.TRUE)
                    .containsEntry(QueueAttr.PFC_DLR_PACKET_ACTION, new AttrValue.S32(SaiEnums.PacketAction.FORWARD));
            assertThat(chip[0].held.get(port)).containsEntry(PortAttr.PFC_TC_DLD_INTERVAL, new AttrValue.MapList(List.of(
                    new AttrValue.MapEntry(2, 300), new AttrValue.MapEntry(3, 300))));
            assertThat(rig.watchdog.state().queue("eth1/2/1", 2).orElseThrow().detection()).isEqualTo(QueueState.Detection.HARDWARE);

            // A real storm on the virtual ASIC is left to the chip: no software judgement on these queues.
            rig.send(0, 1, StormRig.RDMA, 0.01);
            rig.storm(1, 2);
            rig.run(Duration.ofSeconds(1));
            assertThat(rig.seen).isEmpty();

            chip[0].deadlock(queue, true);
            rig.run(Duration.ofMillis(10));
            assertThat(rig.watchdog.state().queue("eth1/2/1", 2).orElseThrow().status()).isEqualTo(QueueState.Status.STORMED);
            assertThat(chip[0].held.get(queue)).containsEntry(QueueAttr.PFC_DLR_INIT, AttrValue.Bool.TRUE);

            chip[0].deadlock(queue, false);
            rig.run(Duration.ofMillis(10));
            var q = rig.watchdog.state().queue("eth1/2/1", 2).orElseThrow();
            assertThat(q.status()).isEqualTo(QueueState.Status.OPERATIONAL);
            assertThat(q.stormsDetected()).isEqualTo(1);
            assertThat(q.stormsRestored()).isEqualTo(1);
            assertThat(chip[0].held.get(queue)).containsEntry(QueueAttr.PFC_DLR_INIT, AttrValue.Bool.FALSE);
            assertThat(rig.seen).extracting(e -> e.type() + " " + e.raised()).containsExactly("PFC_STORM true", "PFC_STORM false");
            assertThat(rig.seen.getFirst().text()).contains("detected by the ASIC");
        }
    }
}
