package io.nosagent.watchdog.pfc;

import io.nosagent.config.intent.pfcwd.StormAction;
import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.Sai;
import io.nosagent.sai.SaiException;
import io.nosagent.sai.SaiObject;
import io.nosagent.sai.meta.AclCounterAttr;
import io.nosagent.sai.meta.AclEntryAttr;
import io.nosagent.sai.meta.AclTableAttr;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.store.SaiHandle;
import io.nosagent.sai.store.SaiStore;
import io.nosagent.sai.store.acl.AclBindPoint;
import io.nosagent.sai.store.acl.AclBinding;
import io.nosagent.sai.store.acl.AclUser;
import io.nosagent.sai.store.key.AclCounterKey;
import io.nosagent.sai.store.key.AclEntryKey;
import io.nosagent.sai.store.key.AclTableKey;
import io.nosagent.sai.store.key.PortKey;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The storm actions, through {@link SaiStore}, and their undoing. Runs on the update thread only.
 *
 * <ul>
 *   <li><b>drop</b>: an ingress ACL entry per traffic class of the queue matching the stormed port (its
 *       priority's traffic from the storming peer) and an egress one matching the port as egress (the
 *       queue's traffic towards the peer), each dropping and counting; the watchdog's two ACL tables are
 *       members of the port's shared ingress and egress table groups while one of its queues is in drop. And, as for forward, the port stops obeying
 *       its peer's pauses on the priority: otherwise the packets held in the paused queue would keep
 *       their ingress buffers full and their senders paused, spreading the storm (SONiC's ACL handler
 *       is a lossy handler too).</li>
 *   <li><b>forward</b>: the port's PFC goes to SEPARATE mode with the transmit mask QoS set and the
 *       receive mask without the stormed priorities, so the port ignores its peer's pauses on them and
 *       keeps pausing its peer as before. QoS's own (combined) setting is never touched.</li>
 *   <li><b>alert</b>: nothing on the ASIC.</li>
 * </ul>
 * Undoing closes exactly the handles the action took, so the store resets exactly what it set.
 */
public final class StormActions {

    private static final Logger log = LoggerFactory.getLogger(StormActions.class);
    private static final AclTableKey INGRESS_TABLE = AclTableKey.PFC_WATCHDOG_INGRESS;
    private static final AclTableKey EGRESS_TABLE = AclTableKey.PFC_WATCHDOG_EGRESS;
    /** Above any entry QoS might put in another table bound beside ours: a stormed queue drops first. */
    private static final int ENTRY_PRIORITY = 1000;

    /** What one applied action holds, closed in order on undo. */
    private record Applied(LosslessQueue queue, StormAction action, List<SaiHandle<SaiObject.AclEntry>> entries,
                           List<SaiHandle<SaiObject.AclCounter>> counters) {
    }

    /** What undoing an action found. */
    public record Undone(StormAction action, long packetsDropped) {
    }

    private final SaiStore store;
    private final Sai sai;
    private final Map<QueueRef, Applied> applied = new TreeMap<>();
    private final Map<String, List<AclBinding>> aclBindings = new HashMap<>();
    private final Map<String, SaiHandle<SaiObject.Port>> pfcOverrides = new HashMap<>();
    private SaiHandle<SaiObject.AclTable> ingressTable;
    private SaiHandle<SaiObject.AclTable> egressTable;

    public StormActions(SaiStore store, Sai sai) {
        this.store = store;
        this.sai = sai;
    }

    /** Puts {@code queue} in {@code action}; nothing when it already is, the old one undone first when another. */
    public void apply(LosslessQueue queue, StormAction action) {
        Applied now = applied.get(queue.ref());
        if (now != null && now.action() == action) {
            return;
        }
        if (now != null) {
            undo(queue.ref());
        }
        switch (action) {
            case DROP -> {
                applied.put(queue.ref(), drop(queue));
                reprogramPfc(queue.ref().port());
            }
            case FORWARD -> {
                applied.put(queue.ref(), new Applied(queue, action, List.of(), List.of()));
                reprogramPfc(queue.ref().port());
            }
            case ALERT -> applied.put(queue.ref(), new Applied(queue, action, List.of(), List.of()));
        }
        log.info("{}: storm action {} in effect", queue.ref(), action.yangName());
    }

    /** Takes {@code ref} out of its action, restoring exactly what the action changed. */
    public Undone undo(QueueRef ref) {
        Applied a = applied.remove(ref);
        if (a == null) {
            return new Undone(StormAction.ALERT, 0);
        }
        long dropped = 0;
        switch (a.action()) {
            case DROP -> {
                dropped = droppedBy(a);
                a.entries().forEach(SaiHandle::close);
                a.counters().forEach(SaiHandle::close);
                releaseDropTables(ref.port());
                reprogramPfc(ref.port());
            }
            case FORWARD -> reprogramPfc(ref.port());
            case ALERT -> {
            }
        }
        log.info("{}: storm action {} undone", ref, a.action().yangName());
        return new Undone(a.action(), dropped);
    }

    /** Packets the drop action of {@code ref} has dropped so far (0 when it is not in drop). */
    public long droppedSoFar(QueueRef ref) {
        Applied a = applied.get(ref);
        return a == null || a.action() != StormAction.DROP ? 0 : droppedBy(a);
    }

    /** The action {@code ref} is in, if any. */
    public java.util.Optional<StormAction> actionOf(QueueRef ref) {
        return java.util.Optional.ofNullable(applied.get(ref)).map(Applied::action);
    }

    public boolean isApplied(QueueRef ref) {
        return applied.containsKey(ref);
    }

    public Set<QueueRef> appliedQueues() {
        return Set.copyOf(applied.keySet());
    }

    /** Ports whose PFC the forward action put in SEPARATE mode. */
    public Set<String> forwardingPorts() {
        return Set.copyOf(pfcOverrides.keySet());
    }

    // ---- drop -------------------------------------------------------------------------------------

    private Applied drop(LosslessQueue q) {
        ensureDropTables();
        var entries = new ArrayList<SaiHandle<SaiObject.AclEntry>>();
        var counters = new ArrayList<SaiHandle<SaiObject.AclCounter>>();
        var port = new PortKey(q.ref().port());
        try {
            for (int tc : q.trafficClasses()) {
                for (boolean ingress : new boolean[]{true, false}) {
                    long table = (ingress ? ingressTable : egressTable).oid();
                    var key = AclEntryKey.of(ingress ? INGRESS_TABLE : EGRESS_TABLE, port, tc);
                    var counter = store.ensure(new AclCounterKey(key), List.of(
                            AclCounterAttr.TABLE_ID.oid(table), AclCounterAttr.ENABLE_PACKET_COUNT.bool(true)));
                    counters.add(counter);
                    var portField = ingress ? AclEntryAttr.FIELD_IN_PORT : AclEntryAttr.FIELD_OUT_PORT;
                    entries.add(store.ensure(key, List.of(
                            AclEntryAttr.TABLE_ID.oid(table),
                            AclEntryAttr.PRIORITY.u32(ENTRY_PRIORITY),
                            portField.of(AttrValue.AclField.match(new AttrValue.Oid(q.portId()), null)),
                            AclEntryAttr.FIELD_TC.of(AttrValue.AclField.match(new AttrValue.U8(tc), new AttrValue.U8(0xFF))),
                            AclEntryAttr.ACTION_PACKET_ACTION.of(AttrValue.AclAction.of(new AttrValue.S32(SaiEnums.PacketAction.DROP))),
                            AclEntryAttr.ACTION_COUNTER.of(AttrValue.AclAction.of(new AttrValue.Oid(counter.oid()))))));
                }
            }
            aclBindings.computeIfAbsent(q.ref().port(), this::bindDropTables);
        } catch (RuntimeException e) {
            entries.forEach(SaiHandle::close);
            counters.forEach(SaiHandle::close);
            releaseDropTables(q.ref().port());
            throw e;
        }
        return new Applied(q, StormAction.DROP, entries, counters);
    }

    /** The port's ingress and egress groups get the watchdog's tables (beside QoS's ACK table, say). */
    private List<AclBinding> bindDropTables(String port) {
        var key = new PortKey(port);
        AclBinding ingress = AclBinding.bind(store, AclBindPoint.ingress(key), AclUser.PFC_WATCHDOG, INGRESS_TABLE);
        try {
            return List.of(ingress, AclBinding.bind(store, AclBindPoint.egress(key), AclUser.PFC_WATCHDOG, EGRESS_TABLE));
        } catch (RuntimeException e) {
            ingress.close();
            throw e;
        }
    }

    private void ensureDropTables() {
        if (ingressTable == null) {
            ingressTable = store.ensure(INGRESS_TABLE, table(SaiEnums.AclStage.INGRESS, AclTableAttr.FIELD_IN_PORT));
        }
        if (egressTable == null) {
            egressTable = store.ensure(EGRESS_TABLE, table(SaiEnums.AclStage.EGRESS, AclTableAttr.FIELD_OUT_PORT));
        }
    }

    private static List<Attribute.Of<SaiObject.AclTable>> table(int stage, AttrSpec.Bool<SaiObject.AclTable> portField) {
        return List.of(AclTableAttr.ACL_STAGE.s32(stage),
                AclTableAttr.ACL_BIND_POINT_TYPE_LIST.s32s(SaiEnums.AclBindPointType.PORT),
                portField.bool(true), AclTableAttr.FIELD_TC.bool(true));
    }

    /** Unbinds the tables from {@code port} when none of its queues drops, and removes them when none anywhere does. */
    private void releaseDropTables(String port) {
        boolean portDrops = applied.values().stream()
                .anyMatch(a -> a.action() == StormAction.DROP && a.queue().ref().port().equals(port));
        if (!portDrops) {
            List<AclBinding> bindings = aclBindings.remove(port);
            if (bindings != null) {
                bindings.forEach(AclBinding::close);
            }
        }
        if (aclBindings.isEmpty() && applied.values().stream().noneMatch(a -> a.action() == StormAction.DROP)) {
            if (ingressTable != null) {
                ingressTable.close();
                ingressTable = null;
            }
            if (egressTable != null) {
                egressTable.close();
                egressTable = null;
            }
        }
    }

    private long droppedBy(Applied a) {
        long sum = 0;
        for (var c : a.counters()) {
            try {
                sum += ((AttrValue.U64) sai.get(ObjectType.ACL_COUNTER, c.oid(), AclCounterAttr.PACKETS)).value();
            } catch (SaiException e) {
                log.warn("cannot read the drop counter of {}: {}", a.queue().ref(), e.getMessage());
            }
        }
        return sum;
    }

    // ---- forward ----------------------------------------------------------------------------------

    /** Brings {@code port}'s PFC override in line with the queues of it that forward or drop now. */
    private void reprogramPfc(String port) {
        int ignored = 0;
        LosslessQueue any = null;
        for (Applied a : applied.values()) {
            if (a.action() != StormAction.ALERT && a.queue().ref().port().equals(port)) {
                any = a.queue();
                for (int p : a.queue().priorities()) {
                    ignored |= 1 << p;
                }
            }
        }
        var handle = pfcOverrides.get(port);
        if (any == null) {
            if (handle != null) {
                // Back to COMBINED first, so QoS's mask rules again before ours are reset to the defaults.
                handle.update(List.of(PortAttr.PRIORITY_FLOW_CONTROL_MODE.s32(SaiEnums.PortPriorityFlowControlMode.COMBINED)));
                handle.close();
                pfcOverrides.remove(port);
            }
            return;
        }
        int mask = any.portPfcMask();
        // Transmit and receive masks before the mode, so the port never runs SEPARATE with empty masks.
        List<Attribute.Of<SaiObject.Port>> attrs = List.of(PortAttr.PRIORITY_FLOW_CONTROL_TX.u8(mask),
                PortAttr.PRIORITY_FLOW_CONTROL_RX.u8(mask & ~ignored),
                PortAttr.PRIORITY_FLOW_CONTROL_MODE.s32(SaiEnums.PortPriorityFlowControlMode.SEPARATE));
        if (handle == null) {
            pfcOverrides.put(port, store.ensure(new PortKey(port), attrs));
        } else {
            handle.update(attrs);
        }
    }
}
