package io.nosagent.sai.capability;

import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.Sai;
import io.nosagent.sai.meta.AclTableAttr;
import io.nosagent.sai.meta.ArsAttr;
import io.nosagent.sai.meta.ArsProfileAttr;
import io.nosagent.sai.meta.HashAttr;
import io.nosagent.sai.meta.NextHopGroupAttr;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.QueueAttr;
import io.nosagent.sai.meta.RouteEntryAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.meta.UdfAttr;
import io.nosagent.sai.meta.UdfGroupAttr;
import io.nosagent.sai.meta.UdfMatchAttr;
import io.nosagent.sai.platform.Platform;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Learns at bring-up how the agent's features run on this ASIC, from SAI's capability queries alone
 * (attribute capability, enum values capability, object type availability): nothing is written. A
 * question the SAI does not answer leaves the feature unknown, or takes its fallback where it has one
 * (as the features themselves decide).
 */
public final class CapabilityProbe {

    private static final Logger log = LoggerFactory.getLogger(CapabilityProbe.class);

    /** What flowlets program: the switch's ARS profile, the ARS object, the group's link to it, the members' ports. */
    public static final List<AttrSpec> ARS = List.of(ArsProfileAttr.ALGO, ArsAttr.MODE, NextHopGroupAttr.ARS_OBJECT_ID,
            SwitchAttr.ARS_PROFILE, PortAttr.ARS_ENABLE);
    /** What a UDF feeding the ECMP hash needs: match, group, UDF, and the hash's UDF group list. */
    public static final List<AttrSpec> UDF_HASH = List.of(UdfMatchAttr.L4_DST_PORT_TYPE, UdfGroupAttr.TYPE, UdfAttr.OFFSET,
            HashAttr.UDF_GROUP_LIST);
    /** What an ACL matching a UDF needs. */
    public static final List<AttrSpec> UDF_ACL = List.of(UdfMatchAttr.L4_DST_PORT_TYPE, UdfGroupAttr.TYPE, UdfAttr.OFFSET,
            AclTableAttr.USER_DEFINED_FIELD_GROUP_MIN);
    /** Hardware PFC deadlock detection and recovery: per queue, and the port's intervals. */
    public static final List<AttrSpec> PFC_DEADLOCK = List.of(QueueAttr.ENABLE_PFC_DLDR, QueueAttr.PFC_DLR_INIT,
            QueueAttr.PFC_DLR_PACKET_ACTION, PortAttr.PFC_TC_DLD_INTERVAL, PortAttr.PFC_TC_DLR_INTERVAL);

    private final CapabilityQueries ask;
    private final Platform platform;

    public CapabilityProbe(Sai sai, long switchId, Platform platform) {
        this(new CapabilityQueries(sai, switchId), platform);
    }

    /** A probe sharing {@code ask}'s answers (bring-up's optional reads asked some already). */
    public CapabilityProbe(CapabilityQueries ask, Platform platform) {
        this.ask = ask;
        this.platform = platform;
    }

    /** Every feature's row; {@code refusedReads} are the optional GETs bring-up did without. */
    public AsicCapabilities probe(List<ReadRefusal> refusedReads) {
        var caps = AsicCapabilities.of(List.of(switchObjects(refusedReads), routes(), bulkCalls(), qpHashing(), flowlets(),
                fineGrainedEcmp(), ackRemarking(), pfcWatchdog(), creditWatchdog(), voqCreditTuning(), counters()));
        for (FeatureSupport f : caps.features()) {
            log.info("ASIC capability {}: {} ({}){}", f.feature().yangName(), f.support().yangName(), f.how(),
                    f.evidence().isEmpty() ? "" : ": " + f.evidenceText());
        }
        return caps;
    }

    static FeatureSupport switchObjects(List<ReadRefusal> refused) {
        if (refused.isEmpty()) {
            return new FeatureSupport(AgentFeature.SWITCH_OBJECTS, Support.NATIVE, "every port object read",
                    List.of("every bring-up GET answered"));
        }
        return new FeatureSupport(AgentFeature.SWITCH_OBJECTS, Support.FALLBACK,
                String.join("; ", refused.stream().map(ReadRefusal::fallback).distinct().toList()),
                refused.stream().map(r -> "GET " + r.attribute().name() + ": " + r.answer()).toList());
    }

    private FeatureSupport routes() {
        Answer v4 = ask.availability(ObjectType.ROUTE_ENTRY, List.of(RouteEntryAttr.IP_ADDR_FAMILY.s32(SaiEnums.IpAddrFamily.IPV4)),
                "ROUTE_ENTRY IPV4");
        Answer v6 = ask.availability(ObjectType.ROUTE_ENTRY, List.of(RouteEntryAttr.IP_ADDR_FAMILY.s32(SaiEnums.IpAddrFamily.IPV6)),
                "ROUTE_ENTRY IPV6");
        var evidence = new ArrayList<>(v4.evidence());
        evidence.addAll(v6.evidence());
        return new FeatureSupport(AgentFeature.ROUTES, Support.NATIVE, "SAI route entries", evidence);
    }

    private static FeatureSupport bulkCalls() {
        return new FeatureSupport(AgentFeature.BULK_CALLS, Support.UNKNOWN,
                "tried with the first routes; one call per item where refused", List.of());
    }

    private FeatureSupport qpHashing() {
        Answer nativeField = ask.enumValue(HashAttr.NATIVE_HASH_FIELD_LIST, SaiEnums.NativeHashField.RDMA_BTH_DEST_QP);
        if (nativeField.yes()) {
            return new FeatureSupport(AgentFeature.QP_HASHING, Support.NATIVE, "native hash field RDMA_BTH_DEST_QP",
                    nativeField.evidence());
        }
        return withUdf(AgentFeature.QP_HASHING, nativeField, usable(UDF_HASH),
                "UDF at L4 offset 13 (3 bytes) in the ECMP hash");
    }

    private FeatureSupport flowlets() {
        return nativeOnly(AgentFeature.FLOWLETS, usable(ARS), "SAI ARS (ARS profile, ARS object on the group)",
                "no SAI ARS");
    }

    private FeatureSupport fineGrainedEcmp() {
        return nativeOnly(AgentFeature.FINE_GRAINED_ECMP, Answer.allOf(
                        ask.enumValue(NextHopGroupAttr.TYPE, SaiEnums.NextHopGroupType.FINE_GRAIN_ECMP),
                        ask.create(NextHopGroupAttr.CONFIGURED_SIZE)),
                "FINE_GRAIN_ECMP groups of CONFIGURED_SIZE buckets", "no fine-grained ECMP groups");
    }

    private FeatureSupport ackRemarking() {
        Answer field = ask.create(AclTableAttr.FIELD_BTH_OPCODE);
        if (field.yes()) {
            return new FeatureSupport(AgentFeature.ACK_REMARKING, Support.NATIVE, "ACL field BTH_OPCODE", field.evidence());
        }
        return withUdf(AgentFeature.ACK_REMARKING, field, usable(UDF_ACL), "ACL on a UDF at L4 offset 8 (1 byte)");
    }

    private FeatureSupport pfcWatchdog() {
        Answer hardware = usable(PFC_DEADLOCK);
        if (hardware.yes()) {
            return new FeatureSupport(AgentFeature.PFC_WATCHDOG, Support.NATIVE, "hardware deadlock detection and recovery",
                    hardware.evidence());
        }
        var evidence = new ArrayList<>(hardware.evidence());
        evidence.addAll(ask.get(QueueAttr.PAUSE_STATUS).evidence());
        return new FeatureSupport(AgentFeature.PFC_WATCHDOG, Support.FALLBACK,
                "software detection from PFC counters and queue PAUSE_STATUS every poll", evidence);
    }

    private FeatureSupport creditWatchdog() {
        Answer answer = ask.set(SwitchAttr.CREDIT_WD);
        if (platform.switchType() != Platform.SwitchType.VOQ) {
            return new FeatureSupport(AgentFeature.CREDIT_WATCHDOG, Support.NOT_SUPPORTED, "not a VOQ switch", answer.evidence());
        }
        return nativeOnly(AgentFeature.CREDIT_WATCHDOG, answer, "SWITCH CREDIT_WD and CREDIT_WD_TIMER", "no credit watchdog");
    }

    private FeatureSupport voqCreditTuning() {
        var voq = platform.features().voqCredits();
        if (voq.isEmpty()) {
            return new FeatureSupport(AgentFeature.VOQ_CREDIT_TUNING, Support.NOT_SUPPORTED,
                    "the platform description names no vendor attributes for it", List.of("no /features/voqCredits in the "
                    + platform.name() + " description: SAI has no standard attribute for VOQ credits"));
        }
        return nativeOnly(AgentFeature.VOQ_CREDIT_TUNING,
                Answer.allOf(ask.set(voq.get().initialCredit()), ask.set(voq.get().creditRamp())),
                "vendor PORT attributes 0x" + Integer.toHexString(voq.get().initialCreditAttrId()) + " and 0x"
                        + Integer.toHexString(voq.get().creditRampAttrId()), "the vendor attributes are refused");
    }

    private static FeatureSupport counters() {
        return new FeatureSupport(AgentFeature.COUNTERS, Support.NATIVE, "every counter polled", List.of());
    }

    private static FeatureSupport nativeOnly(AgentFeature feature, Answer answer, String how, String without) {
        return switch (answer.verdict()) {
            case YES -> new FeatureSupport(feature, Support.NATIVE, how, answer.evidence());
            case NO -> new FeatureSupport(feature, Support.NOT_SUPPORTED, without, answer.evidence());
            case UNKNOWN -> new FeatureSupport(feature, Support.UNKNOWN, how + ", if the ASIC takes it", answer.evidence());
        };
    }

    /** A feature whose native form is not there ({@code nativeAnswer}) and whose fallback is a UDF. */
    private static FeatureSupport withUdf(AgentFeature feature, Answer nativeAnswer, Answer udf, String how) {
        var evidence = new ArrayList<>(nativeAnswer.evidence());
        evidence.addAll(udf.evidence());
        return new FeatureSupport(feature, udf.no() ? Support.NOT_SUPPORTED : Support.FALLBACK,
                udf.no() ? "neither the native field nor a UDF" : how, evidence);
    }

    /** Object types the switch builds: the agent sets their attributes, it never creates them. */
    private static final Set<ObjectType> SWITCH_BUILT = EnumSet.of(ObjectType.SWITCH, ObjectType.PORT, ObjectType.QUEUE,
            ObjectType.INGRESS_PRIORITY_GROUP, ObjectType.SCHEDULER_GROUP);

    /** Whether the agent can give every one of {@code attrs}: set on what the switch built, create on the rest. */
    private Answer usable(List<AttrSpec> attrs) {
        return Answer.allOf(attrs.stream().map(a -> SWITCH_BUILT.contains(a.objectType()) ? ask.set(a) : ask.create(a))
                .toArray(Answer[]::new));
    }
}
