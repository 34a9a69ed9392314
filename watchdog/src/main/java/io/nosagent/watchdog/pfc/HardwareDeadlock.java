package io.nosagent.watchdog.pfc;

import io.nosagent.config.intent.pfcwd.StormAction;
import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.Sai;
import io.nosagent.sai.SaiException;
import io.nosagent.sai.SaiNotification;
import io.nosagent.sai.SaiObject;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.QueueAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.store.SaiHandle;
import io.nosagent.sai.store.SaiStore;
import io.nosagent.sai.store.key.PortKey;
import io.nosagent.sai.store.key.QueueKey;
import io.nosagent.sai.store.key.QueueType;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.BiConsumer;

/**
 * SAI's hardware PFC deadlock detection, where the ASIC has it: the capability query must say the
 * queue's ENABLE_PFC_DLDR, PFC_DLR_INIT and PFC_DLR_PACKET_ACTION and the port's PFC_TC_DLD_INTERVAL and
 * PFC_TC_DLR_INTERVAL can be set. Then per watched queue: detection on, the recovery packet action
 * (drop or forward), and per port the detection and restoration intervals of its priorities. The
 * ASIC's QUEUE_PFC_DEADLOCK notifications feed the same state machine as software detection; a
 * detected storm starts recovery (PFC_DLR_INIT), a recovered one ends it (as SONiC does on such chips).
 * Runs on the update thread, except the notification listener.
 */
public final class HardwareDeadlock implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(HardwareDeadlock.class);
    private static final List<AttrSpec> NEEDED_QUEUE = List.of(QueueAttr.ENABLE_PFC_DLDR, QueueAttr.PFC_DLR_INIT,
            QueueAttr.PFC_DLR_PACKET_ACTION);
    private static final List<AttrSpec> NEEDED_PORT = List.of(PortAttr.PFC_TC_DLD_INTERVAL, PortAttr.PFC_TC_DLR_INTERVAL);

    private final Sai sai;
    private final SaiStore store;
    private final long switchId;
    private final Map<QueueRef, SaiHandle<SaiObject.Queue>> queues = new TreeMap<>();
    private final Map<QueueRef, SaiHandle<SaiObject.Queue>> recovering = new TreeMap<>();
    private final Map<String, SaiHandle<SaiObject.Port>> ports = new HashMap<>();
    private volatile Map<Long, QueueRef> byQueueId = Map.of();
    private Boolean available;
    private AutoCloseable subscription;

    public HardwareDeadlock(Sai sai, SaiStore store, long switchId) {
        this.sai = sai;
        this.store = store;
        this.switchId = switchId;
    }

    /** Whether the ASIC detects PFC deadlocks itself (asked once). */
    public boolean available() {
        if (available == null) {
            available = settable(ObjectType.QUEUE, NEEDED_QUEUE) && settable(ObjectType.PORT, NEEDED_PORT);
            log.info("PFC deadlock detection: {}", available ? "in hardware (the ASIC's capability query lists it)"
                    : "in software from the counters (the ASIC does not offer it)");
        }
        return available;
    }

    /** Hands the ASIC's deadlock notifications to {@code listener} (queue, detected). */
    public void listen(BiConsumer<QueueRef, Boolean> listener) {
        subscription = sai.subscribe(n -> {
            if (n instanceof SaiNotification.QueuePfcDeadlock d) {
                QueueRef ref = byQueueId.get(d.queueId());
                if (ref != null) {
                    listener.accept(ref, d.isDetected());
                }
            }
        });
    }

    /** Programs detection for exactly the queues {@code watched} has in hardware. */
    void program(Map<QueueRef, WatchPlan.Watched> watched) {
        var hw = new TreeMap<QueueRef, WatchPlan.Watched>();
        watched.forEach((ref, w) -> {
            if (w.hardware()) {
                hw.put(ref, w);
            }
        });
        for (QueueRef gone : new ArrayList<>(queues.keySet())) {
            if (!hw.containsKey(gone)) {
                recover(gone, false);
                queues.remove(gone).close();
            }
        }
        var byPort = new TreeMap<String, Map<Integer, WatchPlan.Watched>>();
        var ids = new HashMap<Long, QueueRef>();
        hw.forEach((ref, w) -> {
            ids.put(w.queue().queueId(), ref);
            for (int p : w.queue().priorities()) {
                byPort.computeIfAbsent(ref.port(), k -> new TreeMap<>()).put(p, w);
            }
            int packetAction = w.settings().action() == StormAction.FORWARD ? SaiEnums.PacketAction.FORWARD
                    : SaiEnums.PacketAction.DROP;
            List<Attribute.Of<SaiObject.Queue>> attrs = List.of(QueueAttr.ENABLE_PFC_DLDR.bool(true),
                    QueueAttr.PFC_DLR_PACKET_ACTION.s32(packetAction));
            var h = queues.get(ref);
            if (h == null) {
                queues.put(ref, store.ensure(new QueueKey(ref.port(), QueueType.UNICAST, ref.queue()), attrs));
            } else {
                h.update(attrs);
            }
        });
        for (String gone : new ArrayList<>(ports.keySet())) {
            if (!byPort.containsKey(gone)) {
                ports.remove(gone).close();
            }
        }
        byPort.forEach((port, byPriority) -> {
            var dld = new ArrayList<AttrValue.MapEntry>();
            var dlr = new ArrayList<AttrValue.MapEntry>();
            byPriority.forEach((p, w) -> {
                dld.add(new AttrValue.MapEntry(p, w.settings().detectionMillis()));
                dlr.add(new AttrValue.MapEntry(p, w.settings().restorationMillis()));
            });
            List<Attribute.Of<SaiObject.Port>> attrs = List.of(PortAttr.PFC_TC_DLD_INTERVAL.of(new AttrValue.MapList(dld)),
                    PortAttr.PFC_TC_DLR_INTERVAL.of(new AttrValue.MapList(dlr)));
            var h = ports.get(port);
            if (h == null) {
                ports.put(port, store.ensure(new PortKey(port), attrs));
            } else {
                h.update(attrs);
            }
        });
        byQueueId = Map.copyOf(ids);
    }

    /** Starts (or ends) the ASIC's recovery of {@code q}'s deadlock. */
    void recover(LosslessQueue q, boolean start) {
        recover(q.ref(), start);
    }

    private void recover(QueueRef ref, boolean start) {
        var h = recovering.get(ref);
        if (start && h == null) {
            recovering.put(ref, store.ensure(new QueueKey(ref.port(), QueueType.UNICAST, ref.queue()),
                    List.of(QueueAttr.PFC_DLR_INIT.bool(true))));
        } else if (!start && h != null) {
            recovering.remove(ref).close();
        }
    }

    /** Whether the ASIC is recovering {@code ref} now. */
    public boolean recovering(QueueRef ref) {
        return recovering.containsKey(ref);
    }

    private boolean settable(ObjectType type, List<AttrSpec> attrs) {
        for (AttrSpec a : attrs) {
            try {
                if (!sai.attributeCapability(switchId, type, a).setImplemented()) {
                    return false;
                }
            } catch (SaiException e) {
                return false;
            }
        }
        return true;
    }

    public Optional<QueueRef> queueOf(long queueId) {
        return Optional.ofNullable(byQueueId.get(queueId));
    }

    @Override
    public void close() throws Exception {
        if (subscription != null) {
            subscription.close();
        }
    }
}
