package io.nosagent.sai.vasic.dataplane;

import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.meta.BufferPoolAttr;
import io.nosagent.sai.meta.BufferProfileAttr;
import io.nosagent.sai.meta.IngressPriorityGroupAttr;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.QosMapAttr;
import io.nosagent.sai.meta.QueueAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.SchedulerAttr;
import io.nosagent.sai.meta.SchedulerGroupAttr;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.meta.WredAttr;
import io.nosagent.sai.vasic.dataplane.qos.BufferPool;
import io.nosagent.sai.vasic.dataplane.qos.BufferProfile;
import io.nosagent.sai.vasic.dataplane.qos.EgressQueue;
import io.nosagent.sai.vasic.dataplane.qos.PortQos;
import io.nosagent.sai.vasic.dataplane.qos.WredProfile;
import io.nosagent.sai.vasic.dataplane.voq.CreditSettings;
import io.nosagent.sai.vasic.VendorExtensions;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Compiles what shapes traffic on each port: admin state and speed, QoS maps and PFC enables, the
 * buffer profiles of its priority groups and queues (and their pools), the scheduler of each queue
 * (its own SCHEDULER_PROFILE_ID, else its scheduler group's), WRED profiles, and on a VOQ switch each
 * port's credit settings (the vendor's initial credit and ramp, the switch's credit watchdog). Rebuilt whenever one
 * of those objects changed; the queues and groups themselves (with their contents) stay.
 */
final class QosCompiler {

    private final DataPlane plane;
    private final SaiMirror mirror;
    private final Map<Long, BufferPool> pools = new HashMap<>();

    QosCompiler(DataPlane plane, SaiMirror mirror) {
        this.plane = plane;
        this.mirror = mirror;
    }

    Iterable<BufferPool> pools() {
        return pools.values();
    }

    void rebuild() {
        for (var p : mirror.all(ObjectType.BUFFER_POOL)) {
            pools.computeIfAbsent(p.oid, oid -> new BufferPool(oid, BufferPool.statBlock(plane.asic().counters().of(oid))))
                    .setSize(mirror.number(p.oid, BufferPoolAttr.SIZE, 0));
        }
        pools.keySet().retainAll(mirror.all(ObjectType.BUFFER_POOL).stream().map(h -> h.oid).toList());
        long sw = plane.switchOid();
        for (SwitchPort port : plane.ports()) {
            long p = port.oid();
            port.configure(mirror.number(p, PortAttr.SPEED, port.speedMbps()), mirror.bool(p, PortAttr.ADMIN_STATE, false));
            compileMaps(port, sw);
            for (int i = 0; i < port.priorityGroups.length; i++) {
                long pg = port.priorityGroupOids[i];
                port.priorityGroups[i].configure(profile(mirror.oid(pg, IngressPriorityGroupAttr.BUFFER_PROFILE)), plane.memoryFor(port));
            }
            for (int i = 0; i < port.queues.length; i++) {
                compileQueue(port.queues[i], port.queueOids[i]);
            }
            if (port.credits != null) {
                port.credits.configure(creditSettings(port.oid(), sw));
            }
        }
    }

    /**
     * The port's VOQ credit settings: the vendor's initial credit and ramp on the port (their defaults
     * when not set, or when the platform names no such attributes), the switch's credit watchdog.
     */
    private CreditSettings creditSettings(long port, long sw) {
        long initial = VendorExtensions.DEFAULT_INITIAL_CREDIT_BYTES;
        long ramp = VendorExtensions.DEFAULT_CREDIT_RAMP;
        var voq = plane.asic().platform().features().voqCredits();
        if (voq.isPresent()) {
            initial = mirror.number(port, voq.get().initialCredit(), initial);
            ramp = mirror.number(port, voq.get().creditRamp(), ramp);
        }
        boolean watchdog = mirror.bool(sw, SwitchAttr.CREDIT_WD, true);
        long timerMs = mirror.number(sw, SwitchAttr.CREDIT_WD_TIMER, 500);
        return new CreditSettings(initial, ramp, watchdog ? timerMs * 1_000_000L : 0);
    }

    private void compileMaps(SwitchPort port, long sw) {
        long p = port.oid();
        PortQos qos = port.qos;
        int defaultTc = (int) (mirror.holds(p, PortAttr.QOS_DEFAULT_TC)
                ? mirror.number(p, PortAttr.QOS_DEFAULT_TC, 0) : mirror.number(sw, SwitchAttr.QOS_DEFAULT_TC, 0));
        qos.reset(defaultTc, port.queues.length, port.priorityGroups.length);
        var dscpToTc = portOrSwitch(p, PortAttr.QOS_DSCP_TO_TC_MAP, sw, SwitchAttr.QOS_DSCP_TO_TC_MAP);
        var tcToQueue = portOrSwitch(p, PortAttr.QOS_TC_TO_QUEUE_MAP, sw, SwitchAttr.QOS_TC_TO_QUEUE_MAP);
        for (var m : mappings(dscpToTc)) {
            qos.dscpToTc[m.key().dscp()] = clamp(m.value().tc(), PortQos.TRAFFIC_CLASSES);
        }
        for (var m : mappings(tcToQueue)) {
            if (m.key().tc() < PortQos.TRAFFIC_CLASSES) {
                qos.tcToQueue[m.key().tc()] = clamp(m.value().queueIndex(), port.queues.length);
            }
        }
        for (var m : mappings(mirror.oid(p, PortAttr.QOS_TC_TO_PRIORITY_GROUP_MAP))) {
            if (m.key().tc() < PortQos.TRAFFIC_CLASSES) {
                qos.tcToPriorityGroup[m.key().tc()] = clamp(m.value().pg(), port.priorityGroups.length);
            }
        }
        for (var m : mappings(mirror.oid(p, PortAttr.QOS_PFC_PRIORITY_TO_PRIORITY_GROUP_MAP))) {
            if (m.key().prio() < PortQos.PRIORITIES) {
                qos.pfcPriorityToPriorityGroup[m.key().prio()] = clamp(m.value().pg(), port.priorityGroups.length);
            }
        }
        for (var m : mappings(mirror.oid(p, PortAttr.QOS_PFC_PRIORITY_TO_QUEUE_MAP))) {
            if (m.key().prio() < PortQos.PRIORITIES) {
                qos.pfcPriorityToQueue[m.key().prio()] = clamp(m.value().queueIndex(), port.queues.length);
            }
        }
        boolean separate = mirror.number(p, PortAttr.PRIORITY_FLOW_CONTROL_MODE, SaiEnums.PortPriorityFlowControlMode.COMBINED)
                == SaiEnums.PortPriorityFlowControlMode.SEPARATE;
        int combined = (int) mirror.number(p, PortAttr.PRIORITY_FLOW_CONTROL, 0);
        qos.pfcTxMask = separate ? (int) mirror.number(p, PortAttr.PRIORITY_FLOW_CONTROL_TX, 0) : combined;
        qos.pfcRxMask = separate ? (int) mirror.number(p, PortAttr.PRIORITY_FLOW_CONTROL_RX, 0) : combined;
    }

    private void compileQueue(EgressQueue queue, long q) {
        long scheduler = mirror.oid(q, QueueAttr.SCHEDULER_PROFILE_ID);
        if (scheduler == 0) {
            long parent = mirror.oid(q, QueueAttr.PARENT_SCHEDULER_NODE);
            if (mirror.typeOf(parent) == ObjectType.SCHEDULER_GROUP) {
                scheduler = mirror.oid(parent, SchedulerGroupAttr.SCHEDULER_PROFILE_ID);
            }
        }
        // SAI's default scheduler: WRR, weight 1.
        int type = scheduler == 0 ? SaiEnums.SchedulingType.WRR
                : (int) mirror.number(scheduler, SchedulerAttr.SCHEDULING_TYPE, SaiEnums.SchedulingType.WRR);
        int weight = scheduler == 0 ? 1 : (int) mirror.number(scheduler, SchedulerAttr.SCHEDULING_WEIGHT, 1);
        queue.configure(type == SaiEnums.SchedulingType.STRICT, weight, wred(mirror.oid(q, QueueAttr.WRED_PROFILE_ID)),
                profile(mirror.oid(q, QueueAttr.BUFFER_PROFILE_ID)));
    }

    private BufferProfile profile(long oid) {
        if (oid == 0 || !mirror.exists(oid)) {
            return null;
        }
        boolean dynamic = mirror.number(oid, BufferProfileAttr.THRESHOLD_MODE, SaiEnums.BufferProfileThresholdMode.DYNAMIC)
                == SaiEnums.BufferProfileThresholdMode.DYNAMIC;
        return new BufferProfile(oid, pools.get(mirror.oid(oid, BufferProfileAttr.POOL_ID)),
                mirror.number(oid, BufferProfileAttr.RESERVED_BUFFER_SIZE, 0), dynamic,
                (int) mirror.number(oid, BufferProfileAttr.SHARED_DYNAMIC_TH, 0),
                mirror.number(oid, BufferProfileAttr.SHARED_STATIC_TH, 0),
                mirror.number(oid, BufferProfileAttr.XOFF_TH, 0), mirror.number(oid, BufferProfileAttr.XON_TH, 0),
                mirror.number(oid, BufferProfileAttr.XON_OFFSET_TH, 0));
    }

    private WredProfile wred(long oid) {
        if (oid == 0 || !mirror.exists(oid)) {
            return null;
        }
        int mode = (int) mirror.number(oid, WredAttr.ECN_MARK_MODE, SaiEnums.EcnMarkMode.NONE);
        boolean markGreen = mode == SaiEnums.EcnMarkMode.GREEN || mode == SaiEnums.EcnMarkMode.GREEN_YELLOW
                || mode == SaiEnums.EcnMarkMode.GREEN_RED || mode == SaiEnums.EcnMarkMode.ALL;
        boolean colorUnaware = mirror.holds(oid, WredAttr.ECN_COLOR_UNAWARE_MIN_THRESHOLD) || mirror.holds(oid, WredAttr.ECN_COLOR_UNAWARE_MAX_THRESHOLD);
        long ecnMin = colorUnaware ? threshold(oid, WredAttr.ECN_COLOR_UNAWARE_MIN_THRESHOLD, null)
                : threshold(oid, WredAttr.ECN_GREEN_MIN_THRESHOLD, WredAttr.ECN_GREEN_MIN_THRESHOLD_64);
        long ecnMax = colorUnaware ? threshold(oid, WredAttr.ECN_COLOR_UNAWARE_MAX_THRESHOLD, null)
                : threshold(oid, WredAttr.ECN_GREEN_MAX_THRESHOLD, WredAttr.ECN_GREEN_MAX_THRESHOLD_64);
        int ecnProbability = (int) (colorUnaware ? mirror.number(oid, WredAttr.ECN_COLOR_UNAWARE_MARK_PROBABILITY, 100)
                : mirror.number(oid, WredAttr.ECN_GREEN_MARK_PROBABILITY, 100));
        if (!mirror.holds(oid, WredAttr.ECN_GREEN_MIN_THRESHOLD) && !mirror.holds(oid, WredAttr.ECN_GREEN_MIN_THRESHOLD_64) && !colorUnaware) {
            // No ECN thresholds of its own: mark where green WRED would drop.
            ecnMin = threshold(oid, WredAttr.GREEN_MIN_THRESHOLD, WredAttr.GREEN_MIN_THRESHOLD_64);
            ecnMax = threshold(oid, WredAttr.GREEN_MAX_THRESHOLD, WredAttr.GREEN_MAX_THRESHOLD_64);
            ecnProbability = (int) mirror.number(oid, WredAttr.GREEN_DROP_PROBABILITY, 100);
        }
        return new WredProfile(oid, markGreen, ecnMin, ecnMax, ecnProbability,
                mirror.bool(oid, WredAttr.GREEN_ENABLE, false),
                threshold(oid, WredAttr.GREEN_MIN_THRESHOLD, WredAttr.GREEN_MIN_THRESHOLD_64),
                threshold(oid, WredAttr.GREEN_MAX_THRESHOLD, WredAttr.GREEN_MAX_THRESHOLD_64),
                (int) mirror.number(oid, WredAttr.GREEN_DROP_PROBABILITY, 100),
                (int) Math.min(30, mirror.number(oid, WredAttr.WEIGHT, 0)));
    }

    /** A threshold from its 32-bit attribute, or the 64-bit one when that is the one given. */
    private long threshold(long oid, AttrSpec narrow, AttrSpec wide) {
        if (wide != null && mirror.holds(oid, wide)) {
            return mirror.number(oid, wide, 0);
        }
        return mirror.number(oid, narrow, 0);
    }

    private long portOrSwitch(long port, AttrSpec portAttr, long sw, AttrSpec switchAttr) {
        long m = mirror.oid(port, portAttr);
        return m != 0 ? m : mirror.oid(sw, switchAttr);
    }

    private List<AttrValue.QosMapping> mappings(long map) {
        if (map == 0 || !(mirror.value(map, QosMapAttr.MAP_TO_VALUE_LIST) instanceof AttrValue.QosMapList list)) {
            return List.of();
        }
        return list.mappings();
    }

    private static int clamp(int v, int size) {
        return Math.max(0, Math.min(v, size - 1));
    }
}
