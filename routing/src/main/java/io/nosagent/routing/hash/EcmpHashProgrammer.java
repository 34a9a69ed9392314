package io.nosagent.routing.hash;

import io.nosagent.config.intent.routing.RoutingIntent;
import io.nosagent.config.delta.RoutingDelta;
import io.nosagent.config.delta.IntentDelta;
import io.nosagent.feature.Programmer;
import io.nosagent.config.intent.routing.HashAlgorithm;
import io.nosagent.config.intent.routing.LoadBalancing;
import io.nosagent.config.intent.routing.QpHashing;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.SaiObject;
import io.nosagent.sai.meta.HashAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.store.SaiHandle;
import io.nosagent.sai.store.SaiStore;
import io.nosagent.sai.store.key.HashKey;
import io.nosagent.sai.store.key.HostKey;
import io.nosagent.sai.store.key.SwitchKey;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The switch's ECMP hash, from the intent's load balancing: which fields, algorithm and seed, and
 * whether the RoCE destination QP is hashed too (E-ECMP), natively or through a UDF.
 *
 * <p>The hash lives in two HASH objects of the agent's own, {@code ecmp-ipv4} and {@code ecmp-ipv6}, set
 * as the switch's ECMP_HASH_IPV4 / ECMP_HASH_IPV6, as FBOSS does: the hash create_switch builds
 * (SAI_SWITCH_ATTR_ECMP_HASH) is read-only on the switch and its fields are the vendor's choice, so the
 * agent owns its hash from the first commit on, defaults included. The switch attributes (those two,
 * ECMP_DEFAULT_HASH_ALGORITHM and _SEED) go through this programmer's own handle on the switch.
 *
 * <p>The RDMA variants (ECMP_HASH_IPV4_RDMA, SAI 1.16+) are not used: the QP field, native or UDF,
 * adds nothing to a packet that is not RoCEv2, so one hash per family serves all traffic, and it works
 * on ASICs older than 1.16.
 *
 * <p>Reconciles from what it owns, make before break: a new UDF is in place before the hash objects
 * name it, and UDFs no hash names any more are removed last, so a half-applied commit is finished or
 * undone by the next (or the reversed) delta.
 */
public final class EcmpHashProgrammer implements Programmer {


    /** The match, group and UDF of one QP UDF, as far as they were made. */
    private static final class UdfObjects {
        SaiHandle<SaiObject.UdfMatch> match;
        SaiHandle<SaiObject.UdfGroup> group;
        SaiHandle<SaiObject.Udf> udf;

        /** The UDF first: it refers to the other two. A handle is forgotten before it is closed, so a failed close is not retried on a closed handle. */
        void close() {
            var u = udf;
            var g = group;
            var m = match;
            udf = null;
            if (u != null) {
                u.close();
            }
            group = null;
            if (g != null) {
                g.close();
            }
            match = null;
            if (m != null) {
                m.close();
            }
        }
    }

    private final SaiStore store;
    private final QpHashCapability capability;
    private final Map<RoceDestQpUdf, UdfObjects> udfs = new LinkedHashMap<>();
    private SaiHandle<SaiObject.Hash> ipv4Hash;
    private SaiHandle<SaiObject.Hash> ipv6Hash;
    private SaiHandle<SaiObject.Switch> switchHash;
    private boolean settled;
    private volatile Optional<QpHashing.Mode> qpHashMode = Optional.empty();

    public EcmpHashProgrammer(SaiStore store, QpHashCapability capability) {
        this.store = store;
        this.capability = capability;
    }

    /**
     * How the destination QP is hashed now: {@link QpHashing.Mode#NATIVE} or {@link QpHashing.Mode#UDF}
     * (what AUTO resolved to), empty when QP hashing is off. Safe to read from any thread.
     */
    public Optional<QpHashing.Mode> qpHashMode() {
        return qpHashMode;
    }

    /** Programs the hash on the first commit (until one succeeds) and whenever load balancing changes. */
    @Override
    public void apply(IntentDelta delta) {
        if (settled && RoutingDelta.of(delta).loadBalancing().isEmpty()) {
            return;
        }
        program(RoutingIntent.of(delta.desired()).loadBalancing());
        settled = true;
    }

    private void program(LoadBalancing lb) {
        Optional<QpHashing.Mode> mode = lb.qp().enabled() ? Optional.of(resolve(lb.qp().mode())) : Optional.empty();
        boolean nativeQp = mode.equals(Optional.of(QpHashing.Mode.NATIVE));
        RoceDestQpUdf wantedUdf = mode.equals(Optional.of(QpHashing.Mode.UDF))
                ? new RoceDestQpUdf(lb.qp().udfOffset(), lb.qp().udfLength()) : null;

        long udfGroup = wantedUdf == null ? 0 : ensure(wantedUdf);
        ipv4Hash = ensure(ipv4Hash, HashKey.ECMP_IPV4, hashAttributes(NativeHashFields.ipv4(lb.fields(), nativeQp), udfGroup));
        ipv6Hash = ensure(ipv6Hash, HashKey.ECMP_IPV6, hashAttributes(NativeHashFields.ipv6(lb.fields(), nativeQp), udfGroup));
        switchHash = ensure(switchHash, SwitchKey.SWITCH, List.of(
                SwitchAttr.ECMP_HASH_IPV4.oid(ipv4Hash.oid()),
                SwitchAttr.ECMP_HASH_IPV6.oid(ipv6Hash.oid()),
                SwitchAttr.ECMP_DEFAULT_HASH_ALGORITHM.s32(algorithm(lb.algorithm())),
                SwitchAttr.ECMP_DEFAULT_HASH_SEED.u32(lb.seed())));
        for (RoceDestQpUdf had : new ArrayList<>(udfs.keySet())) {
            if (!had.equals(wantedUdf)) {
                udfs.get(had).close();
                udfs.remove(had);
            }
        }
        qpHashMode = mode;
    }

    private QpHashing.Mode resolve(QpHashing.Mode configured) {
        return switch (configured) {
            case AUTO -> capability.hasNativeDestQp() ? QpHashing.Mode.NATIVE : QpHashing.Mode.UDF;
            case UDF, NATIVE -> configured;
        };
    }

    /** Makes the UDF's match, group and UDF (what is missing of them); returns the group's id. */
    private long ensure(RoceDestQpUdf spec) {
        UdfObjects o = udfs.computeIfAbsent(spec, s -> new UdfObjects());
        if (o.match == null) {
            o.match = store.ensure(RoceDestQpUdf.MATCH, RoceDestQpUdf.matchAttributes());
        }
        if (o.group == null) {
            o.group = store.ensure(spec.groupKey(), spec.groupAttributes());
        }
        if (o.udf == null) {
            o.udf = store.ensure(spec.udfKey(), spec.udfAttributes(o.match.oid(), o.group.oid()));
        }
        return o.group.oid();
    }

    private <O extends SaiObject> SaiHandle<O> ensure(SaiHandle<O> owned, HostKey<O> key, List<Attribute.Of<O>> attrs) {
        if (owned == null) {
            return store.ensure(key, attrs);
        }
        owned.update(attrs);
        return owned;
    }

    /** The UDF group goes after the native fields in the hash key; without one the list stays at its empty default. */
    private static List<Attribute.Of<SaiObject.Hash>> hashAttributes(AttrValue.S32List fields, long udfGroup) {
        var attrs = new ArrayList<Attribute.Of<SaiObject.Hash>>();
        attrs.add(HashAttr.NATIVE_HASH_FIELD_LIST.of(fields));
        if (udfGroup != 0) {
            attrs.add(HashAttr.UDF_GROUP_LIST.oids(udfGroup));
        }
        return attrs;
    }

    private static int algorithm(HashAlgorithm a) {
        return switch (a) {
            case CRC -> SaiEnums.HashAlgorithm.CRC;
            case XOR -> SaiEnums.HashAlgorithm.XOR;
            case CRC_32LO -> SaiEnums.HashAlgorithm.CRC_32LO;
            case CRC_32HI -> SaiEnums.HashAlgorithm.CRC_32HI;
            case CRC_CCITT -> SaiEnums.HashAlgorithm.CRC_CCITT;
        };
    }
}
