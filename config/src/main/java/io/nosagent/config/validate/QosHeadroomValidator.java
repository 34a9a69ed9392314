package io.nosagent.config.validate;

import io.nosagent.config.intent.qos.QosIntent;
import io.nosagent.config.ConfigError;
import io.nosagent.config.ConfigErrors;
import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.qos.BufferPlan;
import io.nosagent.config.intent.qos.BufferPool;
import io.nosagent.config.yang.QosYang;

/**
 * Headroom against the pools, once interfaces and QoS are each valid: every port's XOFF headroom
 * follows from its speed, MTU and cable length ({@link io.nosagent.config.intent.qos.Headroom}); the
 * reservations and headroom of the lossless priority groups on an ingress pool must leave some of it
 * to share, and on a buffer carved per ingress port one port's groups must fit its slice. Skipped
 * when the platform's port speeds or cell size are unknown.
 */
public final class QosHeadroomValidator implements IntentValidator {

    @Override
    public void validate(SwitchIntent intent, ValidationContext context, ConfigErrors errors) {
        QosLimits limits = context.qosLimits();
        if (limits.cellBytes().isEmpty() || QosIntent.of(intent).interfaces().isEmpty()) {
            return;
        }
        BufferPlan plan = BufferPlan.of(QosIntent.of(intent),
                port -> intent.interfaceNamed(port).map(InterfaceIntent::mtu).orElse(InterfaceIntent.DEFAULT_MTU),
                limits::speedMbps, limits.cellBytes().getAsInt());
        for (BufferPlan.PoolShare share : plan.pools().values()) {
            BufferPool pool = share.pool();
            var at = QosYang.BufferPools.BufferPool.Config.path(pool.name()).child(QosYang.BufferPools.BufferPool.Config.SIZE);
            if (share.shared() <= 0) {
                errors.add(ConfigError.Kind.CONSTRAINT, at, "the reservations and XOFF headroom of the lossless priority groups"
                        + " on pool '" + pool.name() + "' need " + share.setAside() + " bytes (" + share.ports().size()
                        + " ports, e.g. " + example(plan, share) + "), more than its size " + pool.size()
                        + ": nothing would be left to share");
                continue;
            }
            if (pool.mode() == BufferPool.Mode.STATIC && limits.perIngressPortBytes().isPresent()) {
                long slice = limits.perIngressPortBytes().getAsLong();
                for (String port : share.ports()) {
                    var profile = QosIntent.of(intent).effective(port).orElseThrow().lossless().orElseThrow().profile();
                    int groups = BufferPlan.losslessGroups(profile);
                    long need = groups * (profile.reserved() + plan.xoffBytes().get(port)) + (groups + 1L) * share.staticShare();
                    if (need > slice) {
                        errors.add(ConfigError.Kind.CONSTRAINT, at, "pool '" + pool.name() + "' gives each of " + port
                                + "'s priority groups " + share.staticShare() + " bytes; with its reservation and headroom"
                                + " that is " + need + " bytes, more than the " + slice + " bytes carved for each ingress port");
                        break;
                    }
                }
            }
        }
    }

    private static String example(BufferPlan plan, BufferPlan.PoolShare share) {
        String port = share.ports().getFirst();
        return port + " with " + plan.xoffBytes().get(port) + " bytes of headroom";
    }
}
