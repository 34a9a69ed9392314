package io.nosagent.sai.capability;

import io.nosagent.sai.AttrValue;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.BulkMode;
import io.nosagent.sai.IpPrefix;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.RouteEntry;
import io.nosagent.sai.Sai;
import io.nosagent.sai.SaiException;
import io.nosagent.sai.SaiStatus;
import io.nosagent.sai.StatId;
import io.nosagent.sai.StatsMode;
import io.nosagent.sai.bringup.SwitchHandle;
import io.nosagent.sai.meta.AclTableAttr;
import io.nosagent.sai.meta.ArsAttr;
import io.nosagent.sai.meta.ArsProfileAttr;
import io.nosagent.sai.meta.HashAttr;
import io.nosagent.sai.meta.NextHopGroupAttr;
import io.nosagent.sai.meta.RouteEntryAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.UdfAttr;
import io.nosagent.sai.meta.UdfGroupAttr;
import io.nosagent.sai.meta.UdfMatchAttr;
import io.nosagent.sai.stats.StatsCollector;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * {@code nos-agent qualify}'s probe of a new switch: after bring-up's capability queries, a scratch
 * create and remove of each optional object the features use (the native form first, then the fallback),
 * the bulk calls on one scratch route, and one read of every counter the stats collector polls. Each
 * trial removes what it created, newest first, so the ASIC holds what it held before; a remove the ASIC
 * refuses is reported as left behind. Nothing a trial creates is referenced by anything else.
 */
public final class Qualification {

    /** SAI's RoCEv2 UDP port, the UDF's match. */
    private static final int ROCE_V2_PORT = 4791;
    private static final int UDP = 17;
    /** TEST-NET-2 (RFC 5737): a scratch route no network uses. */
    private static final IpPrefix SCRATCH_ROUTE = IpPrefix.parse("198.51.100.0/24");

    private final Sai sai;
    private final SwitchHandle sw;

    public Qualification(Sai sai, SwitchHandle sw) {
        this.sai = sai;
        this.sw = sw;
    }

    /** Every feature's row: bring-up's capability answers, decided by the trials where a feature has objects to try. */
    public AsicCapabilities run() {
        AsicCapabilities caps = sw.capabilities();
        caps = caps.with(nativeOrFallback(caps.of(AgentFeature.QP_HASHING), "native hash field RDMA_BTH_DEST_QP",
                trial(step(ObjectType.HASH, ids -> List.of(HashAttr.NATIVE_HASH_FIELD_LIST.s32s(SaiEnums.NativeHashField.SRC_IP,
                        SaiEnums.NativeHashField.DST_IP, SaiEnums.NativeHashField.RDMA_BTH_DEST_QP)))),
                "UDF at L4 offset 13 (3 bytes) in the ECMP hash", trial(udf(SaiEnums.UdfGroupType.HASH, 3, 13),
                        step(ObjectType.HASH, ids -> List.of(HashAttr.UDF_GROUP_LIST.oids(ids.get(1)))))));
        caps = caps.with(nativeOrFallback(caps.of(AgentFeature.FLOWLETS), "SAI ARS (ARS profile, ARS object on the group)",
                trial(step(ObjectType.ARS_PROFILE, ids -> List.of(ArsProfileAttr.ALGO.s32(SaiEnums.ArsProfileAlgo.EWMA))),
                        step(ObjectType.ARS, ids -> List.of(ArsAttr.MODE.s32(SaiEnums.ArsMode.FLOWLET_QUALITY),
                                ArsAttr.IDLE_TIME.u32(256), ArsAttr.MAX_FLOWS.u32(512))),
                        step(ObjectType.NEXT_HOP_GROUP, ids -> List.of(
                                NextHopGroupAttr.TYPE.s32(SaiEnums.NextHopGroupType.DYNAMIC_UNORDERED_ECMP),
                                NextHopGroupAttr.ARS_OBJECT_ID.oid(ids.get(1))))), null, null));
        caps = caps.with(nativeOrFallback(caps.of(AgentFeature.FINE_GRAINED_ECMP), "FINE_GRAIN_ECMP groups of CONFIGURED_SIZE buckets",
                trial(step(ObjectType.NEXT_HOP_GROUP, ids -> List.of(
                        NextHopGroupAttr.TYPE.s32(SaiEnums.NextHopGroupType.FINE_GRAIN_ECMP), NextHopGroupAttr.CONFIGURED_SIZE.u32(64)))),
                null, null));
        caps = caps.with(nativeOrFallback(caps.of(AgentFeature.ACK_REMARKING), "ACL field BTH_OPCODE",
                trial(step(ObjectType.ACL_TABLE, ids -> aclTable(AclTableAttr.FIELD_BTH_OPCODE.bool(true)))),
                "ACL on a UDF at L4 offset 8 (1 byte)", trial(udf(SaiEnums.UdfGroupType.GENERIC, 1, 8),
                        step(ObjectType.ACL_TABLE, ids -> aclTable(AclTableAttr.USER_DEFINED_FIELD_GROUP_MIN.oid(ids.get(1)))))));
        return caps.with(bulkCalls()).with(counters());
    }

    /** One object a trial creates: its type and its attributes from the ids created before it. */
    private record Step(ObjectType type, Function<List<Long>, List<Attribute>> attrs) {
    }

    private static Step step(ObjectType type, Function<List<Long>, List<? extends Attribute>> attrs) {
        return new Step(type, ids -> List.copyOf(attrs.apply(ids)));
    }

    /** What a trial found: whether every object was created, and what the SAI said, one line per call. */
    private record Outcome(boolean created, List<String> evidence) {
    }

    /** A UDF match on RoCEv2, a group of {@code type} and {@code length}, and a UDF at L4 {@code offset}: steps 0..2. */
    private static Step[] udf(int type, int length, int offset) {
        return new Step[]{
                step(ObjectType.UDF_MATCH, ids -> List.of(
                        UdfMatchAttr.L3_TYPE.of(AttrValue.AclField.match(new AttrValue.U8(UDP), new AttrValue.U8(0xFF))),
                        UdfMatchAttr.L4_DST_PORT_TYPE.of(AttrValue.AclField.match(new AttrValue.U16(ROCE_V2_PORT), new AttrValue.U16(0xFFFF))))),
                step(ObjectType.UDF_GROUP, ids -> List.of(UdfGroupAttr.TYPE.s32(type), UdfGroupAttr.LENGTH.u16(length))),
                step(ObjectType.UDF, ids -> List.of(UdfAttr.MATCH_ID.oid(ids.get(0)), UdfAttr.GROUP_ID.oid(ids.get(1)),
                        UdfAttr.BASE.s32(SaiEnums.UdfBase.L4), UdfAttr.OFFSET.u16(offset)))};
    }

    private static List<Attribute> aclTable(Attribute match) {
        return List.of(AclTableAttr.ACL_STAGE.s32(SaiEnums.AclStage.INGRESS),
                AclTableAttr.ACL_BIND_POINT_TYPE_LIST.s32s(SaiEnums.AclBindPointType.PORT), match);
    }

    private Outcome trial(Step[] first, Step last) {
        var steps = new ArrayList<>(List.of(first));
        steps.add(last);
        return trial(steps.toArray(Step[]::new));
    }

    /** Creates the steps in order, then removes what was created, newest first. */
    private Outcome trial(Step... steps) {
        var ids = new ArrayList<Long>();
        var evidence = new ArrayList<String>();
        boolean created = true;
        for (Step s : steps) {
            try {
                ids.add(sai.create(s.type(), sw.switchId(), s.attrs().apply(ids)));
            } catch (SaiException e) {
                evidence.add("create " + s.type() + " refused: " + answer(e));
                created = false;
                break;
            }
        }
        for (int i = ids.size() - 1; i >= 0; i--) {
            ObjectType type = steps[i].type();
            try {
                sai.remove(type, ids.get(i));
            } catch (SaiException e) {
                evidence.add("remove " + type + " refused: " + answer(e) + " (left on the ASIC: 0x" + Long.toHexString(ids.get(i)) + ")");
            }
        }
        if (created) {
            evidence.addFirst("created and removed " + String.join(", ", Arrays.stream(steps).map(s -> s.type().name()).toList()));
        }
        return new Outcome(created, evidence);
    }

    /**
     * The row as the trials decide it: native when the native trial created everything, the fallback
     * when its trial did ({@code fallbackHow} null: the feature has none), else not supported.
     */
    private static FeatureSupport nativeOrFallback(FeatureSupport asked, String nativeHow, Outcome nativeTrial, String fallbackHow,
                                                   Outcome fallbackTrial) {
        var evidence = new ArrayList<>(asked.evidence());
        evidence.addAll(nativeTrial.evidence());
        if (nativeTrial.created()) {
            return new FeatureSupport(asked.feature(), Support.NATIVE, nativeHow, evidence);
        }
        if (fallbackHow != null) {
            evidence.addAll(fallbackTrial.evidence());
            if (fallbackTrial.created()) {
                return new FeatureSupport(asked.feature(), Support.FALLBACK, fallbackHow, evidence);
            }
        }
        return new FeatureSupport(asked.feature(), Support.NOT_SUPPORTED,
                asked.support() == Support.NOT_SUPPORTED ? asked.how() : "the ASIC refuses what it needs", evidence);
    }

    /** One scratch route through the bulk calls, or one by one where the SAI refuses them. */
    private FeatureSupport bulkCalls() {
        var route = new RouteEntry(sw.switchId(), sw.defaultVrId(), SCRATCH_ROUTE);
        List<Attribute> drop = List.of(RouteEntryAttr.PACKET_ACTION.s32(SaiEnums.PacketAction.DROP));
        var evidence = new ArrayList<String>();
        SaiStatus bulkCreate = bulk(() -> sai.createRoutes(List.of(route), List.of(drop), BulkMode.IGNORE_ERROR).getFirst());
        evidence.add("bulk route create: " + bulkCreate);
        if (bulkCreate.isSuccess()) {
            SaiStatus bulkRemove = bulk(() -> sai.removeRoutes(List.of(route), BulkMode.IGNORE_ERROR).getFirst());
            evidence.add("bulk route remove: " + bulkRemove);
            if (bulkRemove.isSuccess()) {
                return new FeatureSupport(AgentFeature.BULK_CALLS, Support.NATIVE, "SAI bulk calls", evidence);
            }
            evidence.add("route remove: " + single(() -> sai.remove(route)));
            return new FeatureSupport(AgentFeature.BULK_CALLS, Support.FALLBACK, "one call per item for bulk route remove", evidence);
        }
        SaiStatus create = single(() -> sai.create(route, drop));
        evidence.add("route create: " + create);
        if (create.isSuccess()) {
            evidence.add("route remove: " + single(() -> sai.remove(route)));
        }
        return new FeatureSupport(AgentFeature.BULK_CALLS, bulkCreate.meansAbsent() && create.isSuccess() ? Support.FALLBACK
                : Support.NOT_SUPPORTED, "one call per item", evidence);
    }

    /** Every counter the stats collector polls, read once on the first port, its first queue and priority group. */
    private FeatureSupport counters() {
        var first = sw.portObjects().values().iterator().next();
        Map<ObjectType, Long> objects = Map.of(ObjectType.PORT, first.portId(),
                ObjectType.QUEUE, first.queues().values().iterator().next(),
                ObjectType.INGRESS_PRIORITY_GROUP, first.priorityGroups().values().iterator().next());
        var lacked = new ArrayList<String>();
        int tried = 0;
        for (var e : StatsCollector.polledStats().entrySet()) {
            for (StatId stat : e.getValue()) {
                tried++;
                try {
                    sai.getStats(e.getKey(), objects.get(e.getKey()), List.of(stat), StatsMode.READ);
                } catch (SaiException ex) {
                    lacked.add(stat.name() + ": " + ex.status());
                }
            }
        }
        if (lacked.isEmpty()) {
            return new FeatureSupport(AgentFeature.COUNTERS, Support.NATIVE, "every counter polled",
                    List.of("read each of the " + tried + " polled counters once"));
        }
        return new FeatureSupport(AgentFeature.COUNTERS, Support.FALLBACK, lacked.size() + " of " + tried
                + " counters left out of the poll", lacked);
    }

    private static SaiStatus bulk(Supplier<SaiStatus> call) {
        try {
            return call.get();
        } catch (SaiException e) {
            return e.status();
        }
    }

    private static SaiStatus single(Runnable call) {
        try {
            call.run();
            return SaiStatus.SUCCESS;
        } catch (SaiException e) {
            return e.status();
        }
    }

    private static String answer(SaiException e) {
        return e.status() + (e.attribute() == null ? "" : " on " + e.attribute().name());
    }
}
