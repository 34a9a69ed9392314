package io.nosagent.sai.vasic.testkit;

import io.nosagent.sai.AttrValue;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.meta.AclEntryAttr;
import io.nosagent.sai.meta.AclTableAttr;
import io.nosagent.sai.meta.BufferPoolAttr;
import io.nosagent.sai.meta.BufferProfileAttr;
import io.nosagent.sai.meta.IngressPriorityGroupAttr;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.QosMapAttr;
import io.nosagent.sai.meta.QueueAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.SchedulerAttr;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.meta.UdfAttr;
import io.nosagent.sai.meta.UdfGroupAttr;
import io.nosagent.sai.meta.UdfMatchAttr;
import io.nosagent.sai.meta.WredAttr;
import io.nosagent.sai.vasic.packet.Ip;
import io.nosagent.sai.vasic.packet.Roce;

import java.util.ArrayList;
import java.util.List;

/**
 * QoS programmed through the Sai port as the qos module does it: maps, PFC, buffers, schedulers, WRED,
 * ACK re-marking, VOQ credits and the credit watchdog.
 */
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

    /**
     * ACK re-marking as the qos module programs it: an ingress ACL on {@code port} matching RoCE packets
     * (UDP 4791) of BTH opcode 17 (RC Acknowledge) that sets DSCP {@code dscp}; through the ACL's BTH
     * opcode field when the capability query says the ASIC has it, else through a UDF reading one byte at
     * L4 offset 8 (the first BTH byte after the 8-byte UDP header). Returns the ACL table.
     */
    public long remarkAcks(int port, int dscp) {
        boolean nativeField = rack.asic.attributeCapability(rack.switchId, ObjectType.ACL_TABLE, AclTableAttr.FIELD_BTH_OPCODE)
                .createImplemented();
        var table = new ArrayList<Attribute>(List.of(AclTableAttr.ACL_STAGE.s32(SaiEnums.AclStage.INGRESS),
                AclTableAttr.ACL_BIND_POINT_TYPE_LIST.s32s(SaiEnums.AclBindPointType.PORT),
                AclTableAttr.FIELD_L4_DST_PORT.bool(true), AclTableAttr.FIELD_IP_PROTOCOL.bool(true)));
        var opcode = new ArrayList<Attribute>();
        if (nativeField) {
            table.add(AclTableAttr.FIELD_BTH_OPCODE.bool(true));
            opcode.add(AclEntryAttr.FIELD_BTH_OPCODE.of(AttrValue.AclField.match(new AttrValue.U8(Roce.RC_ACKNOWLEDGE), new AttrValue.U8(0xFF))));
        } else {
            long match = rack.create(ObjectType.UDF_MATCH,
                    UdfMatchAttr.L4_DST_PORT_TYPE.of(AttrValue.AclField.match(new AttrValue.U16(Roce.UDP_PORT), new AttrValue.U16(0xFFFF))));
            long group = rack.create(ObjectType.UDF_GROUP, UdfGroupAttr.TYPE.s32(SaiEnums.UdfGroupType.GENERIC), UdfGroupAttr.LENGTH.u16(1));
            rack.create(ObjectType.UDF, UdfAttr.MATCH_ID.oid(match), UdfAttr.GROUP_ID.oid(group),
                    UdfAttr.BASE.s32(SaiEnums.UdfBase.L4), UdfAttr.OFFSET.u16(Ip.UDP_HEADER));
            table.add(AclTableAttr.USER_DEFINED_FIELD_GROUP_MIN.oid(group));
            opcode.add(AclEntryAttr.USER_DEFINED_FIELD_GROUP_MIN.of(
                    AttrValue.AclField.match(AttrValue.U8List.of(Roce.RC_ACKNOWLEDGE), AttrValue.U8List.of(0xFF))));
        }
        long acl = rack.create(ObjectType.ACL_TABLE, table.toArray(Attribute[]::new));
        var entry = new ArrayList<Attribute>(List.of(AclEntryAttr.TABLE_ID.oid(acl), AclEntryAttr.PRIORITY.u32(10),
                AclEntryAttr.FIELD_IP_PROTOCOL.of(AttrValue.AclField.match(new AttrValue.U8(Ip.UDP), new AttrValue.U8(0xFF))),
                AclEntryAttr.FIELD_L4_DST_PORT.of(AttrValue.AclField.match(new AttrValue.U16(Roce.UDP_PORT), new AttrValue.U16(0xFFFF))),
                AclEntryAttr.ACTION_SET_DSCP.of(AttrValue.AclAction.of(new AttrValue.U8(dscp)))));
        entry.addAll(opcode);
        rack.create(ObjectType.ACL_ENTRY, entry.toArray(Attribute[]::new));
        rack.setPort(port, PortAttr.INGRESS_ACL.oid(acl));
        return acl;
    }

    /** VOQ credit tuning of egress {@code port} on a VOQ switch: the vendor's initial credit (bytes) and ramp (% of line rate per us). */
    public void voqCredits(int port, long initialCreditBytes, long rampPercentPerUs) {
        var voq = rack.asic.platform().features().voqCredits()
                .orElseThrow(() -> new IllegalStateException(rack.asic.platform().name() + " names no VOQ credit attributes"));
        rack.setPort(port, voq.initialCredit().u32(initialCreditBytes));
        rack.setPort(port, voq.creditRamp().u32(rampPercentPerUs));
    }

    /** The credit watchdog of a VOQ switch: on or off, and its timer. */
    public void creditWatchdog(boolean on, long timerMs) {
        rack.set(ObjectType.SWITCH, rack.switchId, SwitchAttr.CREDIT_WD.bool(on));
        rack.set(ObjectType.SWITCH, rack.switchId, SwitchAttr.CREDIT_WD_TIMER.u32(timerMs));
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
