package io.nosagent.sai.vasic.testkit;

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
import io.nosagent.sai.meta.WredAttr;

import java.util.ArrayList;

/** QoS programmed through the Sai port as the qos module does it: maps, PFC, buffers, schedulers, WRED. */
public final class TestQos {

    private final TestRack rack;
    private long ingressPool;
    private long egressPool;

    public TestQos(TestRack rack) {
        this.rack = rack;
    }

    /** A DSCP-to-TC map ({@code dscpTc}: dscp, tc, dscp, tc, ...) on {@code port}. */
    public void dscpToTc(int port, int... dscpTc) {
        var mappings = new ArrayList<AttrValue.QosMapping>();
        for (int i = 0; i < dscpTc.length; i += 2) {
            mappings.add(new AttrValue.QosMapping(AttrValue.QosMapParams.ofDscp(dscpTc[i]), AttrValue.QosMapParams.ofTc(dscpTc[i + 1])));
        }
        long map = rack.create(ObjectType.QOS_MAP, QosMapAttr.TYPE.s32(SaiEnums.QosMapType.DSCP_TO_TC),
                QosMapAttr.MAP_TO_VALUE_LIST.of(new AttrValue.QosMapList(mappings)));
        rack.setPort(port, PortAttr.QOS_DSCP_TO_TC_MAP.oid(map));
    }

    /** A TC-to-queue map ({@code tcQueue}: tc, queue, tc, queue, ...) on {@code port}. */
    public void tcToQueue(int port, int... tcQueue) {
        var mappings = new ArrayList<AttrValue.QosMapping>();
        for (int i = 0; i < tcQueue.length; i += 2) {
            mappings.add(new AttrValue.QosMapping(AttrValue.QosMapParams.ofTc(tcQueue[i]), AttrValue.QosMapParams.ofQueue(tcQueue[i + 1])));
        }
        long map = rack.create(ObjectType.QOS_MAP, QosMapAttr.TYPE.s32(SaiEnums.QosMapType.TC_TO_QUEUE),
                QosMapAttr.MAP_TO_VALUE_LIST.of(new AttrValue.QosMapList(mappings)));
        rack.setPort(port, PortAttr.QOS_TC_TO_QUEUE_MAP.oid(map));
    }

    /** PFC on (both directions) for the priorities in {@code mask} on {@code port}. */
    public void pfc(int port, int mask) {
        rack.setPort(port, PortAttr.PRIORITY_FLOW_CONTROL.u8(mask));
    }

    /** A lossless profile on priority group {@code pg} of {@code port}: static shared limit, headroom, XON. */
    public void losslessPriorityGroup(int port, int pg, long reserved, long sharedLimit, long headroom, long xon) {
        long profile = rack.create(ObjectType.BUFFER_PROFILE, BufferProfileAttr.POOL_ID.oid(pool()),
                BufferProfileAttr.RESERVED_BUFFER_SIZE.u64(reserved),
                BufferProfileAttr.THRESHOLD_MODE.s32(SaiEnums.BufferProfileThresholdMode.STATIC),
                BufferProfileAttr.SHARED_STATIC_TH.u64(sharedLimit),
                BufferProfileAttr.XOFF_TH.u64(headroom), BufferProfileAttr.XON_TH.u64(xon));
        rack.set(ObjectType.INGRESS_PRIORITY_GROUP, rack.priorityGroupOid(port, pg), IngressPriorityGroupAttr.BUFFER_PROFILE.oid(profile));
    }

    /** A tail-drop limit on queue {@code queue} of {@code port}: a profile of the egress pool, static shared limit. */
    public void queueLimit(int port, int queue, long reserved, long sharedLimit) {
        long profile = rack.create(ObjectType.BUFFER_PROFILE, BufferProfileAttr.POOL_ID.oid(egressPool()),
                BufferProfileAttr.RESERVED_BUFFER_SIZE.u64(reserved),
                BufferProfileAttr.THRESHOLD_MODE.s32(SaiEnums.BufferProfileThresholdMode.STATIC),
                BufferProfileAttr.SHARED_STATIC_TH.u64(sharedLimit));
        rack.set(ObjectType.QUEUE, rack.queueOid(port, queue), QueueAttr.BUFFER_PROFILE_ID.oid(profile));
    }

    /** A scheduler on queue {@code queue} of {@code port}. */
    public void scheduler(int port, int queue, int type, int weight) {
        long s = rack.create(ObjectType.SCHEDULER, SchedulerAttr.SCHEDULING_TYPE.s32(type), SchedulerAttr.SCHEDULING_WEIGHT.u8(weight));
        rack.set(ObjectType.QUEUE, rack.queueOid(port, queue), QueueAttr.SCHEDULER_PROFILE_ID.oid(s));
    }

    /** ECN marking for green traffic between {@code min} and {@code max} bytes, optionally WRED drop as well. */
    public void wred(int port, int queue, long min, long max, int probability, boolean dropNonEct) {
        long w = rack.create(ObjectType.WRED, WredAttr.ECN_MARK_MODE.s32(SaiEnums.EcnMarkMode.GREEN),
                WredAttr.ECN_GREEN_MIN_THRESHOLD.u32(min), WredAttr.ECN_GREEN_MAX_THRESHOLD.u32(max),
                WredAttr.ECN_GREEN_MARK_PROBABILITY.u32(probability),
                WredAttr.GREEN_ENABLE.bool(dropNonEct), WredAttr.GREEN_MIN_THRESHOLD.u32(min), WredAttr.GREEN_MAX_THRESHOLD.u32(max),
                WredAttr.GREEN_DROP_PROBABILITY.u32(probability));
        rack.set(ObjectType.QUEUE, rack.queueOid(port, queue), QueueAttr.WRED_PROFILE_ID.oid(w));
    }

    private long egressPool() {
        if (egressPool == 0) {
            egressPool = rack.create(ObjectType.BUFFER_POOL, BufferPoolAttr.TYPE.s32(SaiEnums.BufferPoolType.EGRESS),
                    BufferPoolAttr.SIZE.u64(32L << 20), BufferPoolAttr.THRESHOLD_MODE.s32(SaiEnums.BufferPoolThresholdMode.STATIC));
        }
        return egressPool;
    }

    private long pool() {
        if (ingressPool == 0) {
            ingressPool = rack.create(ObjectType.BUFFER_POOL, BufferPoolAttr.TYPE.s32(SaiEnums.BufferPoolType.INGRESS),
                    BufferPoolAttr.SIZE.u64(32L << 20), BufferPoolAttr.THRESHOLD_MODE.s32(SaiEnums.BufferPoolThresholdMode.STATIC));
        }
        return ingressPool;
    }
}
