package io.nosagent.config.validate;

import io.nosagent.config.ConfigError;
import io.nosagent.config.ConfigErrors;
import io.nosagent.config.ConfigPath;
import io.nosagent.config.intent.routing.FineGrainedEcmp;
import io.nosagent.config.intent.routing.Flowlets;
import io.nosagent.config.intent.routing.QpHashing;
import io.nosagent.config.intent.routing.RoutingIntent;
import io.nosagent.config.intent.routing.TeOverride;
import io.nosagent.config.yang.RoutingYang;
import io.nosagent.net.IpAddresses;

import java.net.Inet4Address;

/**
 * Checks of the {@code nosagent-routing} settings that relate leaves or need the platform: the QP
 * hash's bytes lie inside the RoCE header, flowlet load weights share at most 100 %, tables fit the
 * platform, fine-grained groups give every member a bucket, drained ports are uplinks of this switch,
 * TE overrides enter on a port of this switch, and flowlets and QP hashing are refused on an ASIC that
 * lacks what they need ({@link AsicSupport}). (Next hops against the interfaces' subnets are
 * {@link ConnectedNextHopsValidator}'s.)
 */
public final class RoutingValidator implements SectionValidator<RoutingIntent> {

    /**
     * Bytes from the start of L4 to the end of the RoCE v2 BTH: the 8-byte UDP header and the 12-byte
     * BTH. A UDF reading past it hashes payload, which differs packet by packet and would spray one
     * QP's packets over every member.
     */
    public static final int BTH_END = 20;

    @Override
    public void validate(RoutingIntent routing, ValidationContext context, ConfigErrors errors) {
        qpHash(routing.loadBalancing().qp(), errors);
        qpHashOnThisAsic(routing.loadBalancing().qp(), context.asic(), errors);
        flowlets(routing.flowlets(), context.routingLimits(), errors);
        if (routing.flowlets().enabled()) {
            context.asic().lacks(AsicSupport.Missing.FLOWLETS).ifPresent(why -> errors.add(ConfigError.Kind.CONSTRAINT,
                    RoutingYang.Flowlets.Config.path().child(RoutingYang.Flowlets.Config.ENABLED),
                    "flowlets need SAI ARS, which this ASIC does not have (" + why + ")"));
        }
        fineGrained(routing.fineGrained(), context.routingLimits(), errors);
        drain(routing, context, errors);
        for (TeOverride o : routing.teOverrides().values()) {
            teOverride(o, context, errors);
        }
    }

    private static void qpHash(QpHashing qp, ConfigErrors errors) {
        if (qp.udfOffset() + qp.udfLength() > BTH_END) {
            errors.add(ConfigError.Kind.CONSTRAINT, RoutingYang.LoadBalancing.RoceQpHash.Config.path().child(RoutingYang.LoadBalancing.RoceQpHash.Config.UDF_OFFSET), "udf-offset " + qp.udfOffset()
                    + " + udf-length " + qp.udfLength() + " reads past the RoCE BTH, which ends " + BTH_END
                    + " bytes after the start of L4 (UDP header 8 + BTH 12); the destination QP is offset 13, 3 bytes");
        }
    }

    /** The mode asked for must be one the ASIC has; AUTO needs either. */
    private static void qpHashOnThisAsic(QpHashing qp, AsicSupport asic, ConfigErrors errors) {
        if (!qp.enabled()) {
            return;
        }
        var config = RoutingYang.LoadBalancing.RoceQpHash.Config.path();
        var nativeField = asic.lacks(AsicSupport.Missing.QP_HASH_NATIVE);
        var udf = asic.lacks(AsicSupport.Missing.QP_HASH_UDF);
        switch (qp.mode()) {
            case NATIVE -> nativeField.ifPresent(why -> errors.add(ConfigError.Kind.CONSTRAINT,
                    config.child(RoutingYang.LoadBalancing.RoceQpHash.Config.MODE),
                    "mode native needs the RDMA_BTH_DEST_QP hash field, which this ASIC does not have (" + why + "); use udf or auto"));
            case UDF -> udf.ifPresent(why -> errors.add(ConfigError.Kind.CONSTRAINT,
                    config.child(RoutingYang.LoadBalancing.RoceQpHash.Config.MODE),
                    "mode udf needs a UDF in the ECMP hash, which this ASIC does not have (" + why + ")"));
            case AUTO -> {
                if (nativeField.isPresent() && udf.isPresent()) {
                    errors.add(ConfigError.Kind.CONSTRAINT, config.child(RoutingYang.LoadBalancing.RoceQpHash.Config.ENABLED),
                            "this ASIC hashes the RoCE destination QP neither natively (" + nativeField.get() + ") nor with a UDF ("
                                    + udf.get() + ")");
                }
            }
        }
    }

    private static void flowlets(Flowlets f, RoutingLimits limits, ConfigErrors errors) {
        if (f.pastLoadWeight() + f.futureLoadWeight() > 100) {
            errors.add(ConfigError.Kind.CONSTRAINT, RoutingYang.Flowlets.Config.path().child(RoutingYang.Flowlets.Config.FUTURE_LOAD_WEIGHT), "past-load-weight "
                    + f.pastLoadWeight() + " + future-load-weight " + f.futureLoadWeight() + " = "
                    + (f.pastLoadWeight() + f.futureLoadWeight()) + " exceeds 100 (they are percentages of one port quality)");
        }
        limits.flowletTableSize().ifPresent(limit -> {
            if (f.tableSize() > limit) {
                errors.add(ConfigError.Kind.CONSTRAINT, RoutingYang.Flowlets.Config.path().child(RoutingYang.Flowlets.Config.TABLE_SIZE), "table-size "
                        + f.tableSize() + " exceeds the platform's " + limit + " flowlet entries per group");
            }
        });
    }

    private static void fineGrained(FineGrainedEcmp fg, RoutingLimits limits, ConfigErrors errors) {
        limits.ecmpMembers().ifPresent(limit -> {
            if (fg.maxMembers() > limit) {
                errors.add(ConfigError.Kind.CONSTRAINT, RoutingYang.FineGrainedEcmp.Config.path().child(RoutingYang.FineGrainedEcmp.Config.MAX_MEMBERS), "max-members "
                        + fg.maxMembers() + " exceeds the " + limit + " members an ECMP group of this platform holds");
            }
        });
        if (fg.bucketCount().isPresent()) {
            int buckets = fg.bucketCount().getAsInt();
            if (buckets < fg.maxMembers()) {
                errors.add(ConfigError.Kind.CONSTRAINT, RoutingYang.FineGrainedEcmp.Config.path().child(RoutingYang.FineGrainedEcmp.Config.BUCKET_COUNT), "bucket-count "
                        + buckets + " is smaller than max-members " + fg.maxMembers() + ": every member needs a bucket");
            } else {
                limits.fineGrainedBuckets().ifPresent(limit -> {
                    if (buckets > limit) {
                        errors.add(ConfigError.Kind.CONSTRAINT, RoutingYang.FineGrainedEcmp.Config.path().child(RoutingYang.FineGrainedEcmp.Config.BUCKET_COUNT),
                                "bucket-count " + buckets + " exceeds the platform's " + limit + " buckets per group");
                    }
                });
            }
            return;
        }
        int buckets = fg.buckets(); // lcm(1..max-members), saturated at Integer.MAX_VALUE
        var at = RoutingYang.FineGrainedEcmp.Config.path().child(RoutingYang.FineGrainedEcmp.Config.MAX_MEMBERS);
        String needs = "max-members " + fg.maxMembers() + " needs lcm(1.." + fg.maxMembers() + ")";
        if (limits.fineGrainedBuckets().isPresent() && buckets > limits.fineGrainedBuckets().getAsInt()) {
            errors.add(ConfigError.Kind.CONSTRAINT, at, needs + " = " + (buckets == Integer.MAX_VALUE ? "too many" : buckets)
                    + " buckets for equal shares, more than the platform's " + limits.fineGrainedBuckets().getAsInt()
                    + " per group; set bucket-count");
        } else if (buckets == Integer.MAX_VALUE) {
            errors.add(ConfigError.Kind.CONSTRAINT, at, needs + " buckets for equal shares, more than a group can count;"
                    + " set bucket-count");
        }
    }

    private static void drain(RoutingIntent routing, ValidationContext context, ConfigErrors errors) {
        for (String name : routing.drain().interfaces()) {
            var path = RoutingYang.Drain.Interfaces.Interface.path(name);
            if (!context.interfaceNames().contains(name)) {
                errors.add(ConfigError.Kind.CONSTRAINT, path, "unknown interface '" + name + "' (not a port of this switch)");
            } else if (context.knowsPortRoles() && !context.uplinks().contains(name)) {
                // Drain moves traffic onto the other uplinks; a downlink is the only path to its NIC.
                errors.add(ConfigError.Kind.CONSTRAINT, path, "'" + name + "' is "
                        + (context.downlinks().contains(name) ? "a downlink" : "not an uplink")
                        + ": only uplinks can be drained (a downlink is its NIC's only path)");
            }
        }
    }

    private static void teOverride(TeOverride o, ValidationContext context, ConfigErrors errors) {
        if (!context.interfaceNames().contains(o.inPort())) {
            errors.add(ConfigError.Kind.CONSTRAINT, override(o.key(), RoutingYang.TeOverrides.Override.Config.IN_PORT),
                    "unknown interface '" + o.inPort() + "' (not a port of this switch)");
        }
        StaticRoutesValidator.hostBits(o.prefix()).ifPresent(problem -> errors.add(ConfigError.Kind.CONSTRAINT,
                override(o.key(), RoutingYang.TeOverrides.Override.Config.PREFIX), problem));
        if ((o.nextHop() instanceof Inet4Address) != o.prefix().isIpv4()) {
            errors.add(ConfigError.Kind.CONSTRAINT, override(o.key(), RoutingYang.TeOverrides.Override.Config.NEXT_HOP),
                    (o.prefix().isIpv4() ? "IPv6" : "IPv4") + " next hop " + IpAddresses.format(o.nextHop())
                            + " cannot forward " + (o.prefix().isIpv4() ? "IPv4" : "IPv6") + " prefix " + o.prefix());
        }
    }

    /** {@code .../override[in-port][prefix]/config/<leaf>}. */
    private static ConfigPath override(TeOverride.Key key, String leaf) {
        return RoutingYang.TeOverrides.Override.Config.path(key.inPort(), key.prefix().toString()).child(leaf);
    }
}
