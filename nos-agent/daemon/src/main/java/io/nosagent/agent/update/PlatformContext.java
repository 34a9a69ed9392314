package io.nosagent.agent.update;

import io.nosagent.config.validate.AsicSupport;
import io.nosagent.config.validate.QosLimits;
import io.nosagent.config.validate.RoutingLimits;
import io.nosagent.config.validate.ValidationContext;
import io.nosagent.sai.bringup.SwitchHandle;
import io.nosagent.sai.capability.AgentFeature;
import io.nosagent.sai.capability.AsicCapabilities;
import io.nosagent.sai.capability.FeatureSupport;
import io.nosagent.sai.capability.Support;
import io.nosagent.sai.platform.Platform;
import io.nosagent.sai.platform.Platform.PortRole;

import java.util.Collection;
import java.util.EnumMap;
import java.util.Map;
import java.util.HashMap;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;

/**
 * The config module's {@link ValidationContext} from a platform profile: the ports the switch brought
 * up, which of them are uplinks and downlinks (as plain names: config knows nothing of SAI), the
 * routing table limits validation checks before the ASIC would refuse them, what the QoS checks
 * need (port speeds, queues and priority groups, the buffer), and what the ASIC said at bring-up it
 * lacks ({@link AsicSupport}, from the switch's capability record).
 */
public final class PlatformContext {

    private PlatformContext() {
    }

    /** The context of the switch as brought up: its platform, its ports, and what its ASIC said it lacks. */
    public static ValidationContext of(SwitchHandle sw) {
        return of(sw.platform(), sw.portsByName().keySet()).withAsicSupport(asicSupport(sw.capabilities()));
    }

    /**
     * What the ASIC lacks of what configs ask for, worded with its answers: a feature it does not support,
     * and the native form of one that takes its fallback. An unknown answer refuses nothing (programming will tell).
     */
    public static AsicSupport asicSupport(AsicCapabilities caps) {
        var missing = new EnumMap<AsicSupport.Missing, String>(AsicSupport.Missing.class);
        FeatureSupport flowlets = caps.of(AgentFeature.FLOWLETS);
        if (flowlets.support() == Support.NOT_SUPPORTED) {
            missing.put(AsicSupport.Missing.FLOWLETS, flowlets.evidenceText());
        }
        withFallback(caps.of(AgentFeature.QP_HASHING), AsicSupport.Missing.QP_HASH_NATIVE, AsicSupport.Missing.QP_HASH_UDF, missing);
        withFallback(caps.of(AgentFeature.ACK_REMARKING), AsicSupport.Missing.BTH_OPCODE_ACL_FIELD,
                AsicSupport.Missing.BTH_OPCODE_UDF, missing);
        return new AsicSupport(missing);
    }

    /** A fallback row lacks its native form; a row not supported lacks both. */
    private static void withFallback(FeatureSupport row, AsicSupport.Missing nativeForm, AsicSupport.Missing fallback,
                                     Map<AsicSupport.Missing, String> missing) {
        if (row.support() == Support.FALLBACK || row.support() == Support.NOT_SUPPORTED) {
            missing.put(nativeForm, row.evidence().isEmpty() ? row.how() : row.evidence().getFirst());
        }
        if (row.support() == Support.NOT_SUPPORTED) {
            missing.put(fallback, row.evidenceText());
        }
    }

    /** @param ports the ports the switch has (the bring-up's names) */
    public static ValidationContext of(Platform platform, Collection<String> ports) {
        Set<String> present = Set.copyOf(ports);
        var caps = platform.capacities();
        // The profile has no per-group ECMP member limit (only the member table's total): left unknown.
        var limits = new RoutingLimits(OptionalInt.empty(), OptionalInt.of(caps.fineGrainedEcmpGroupSize()),
                OptionalInt.of(caps.arsMaxFlows()));
        return ValidationContext.forInterfaces(present)
                .withPortRoles(named(platform, PortRole.UPLINK, present), named(platform, PortRole.DOWNLINK, present))
                .withRoutingLimits(limits)
                .withQosLimits(qosLimits(platform, present));
    }

    /** Port speeds, queues and priority groups per port, the buffer and its carving, VOQ or not. */
    static QosLimits qosLimits(Platform platform, Set<String> present) {
        var speeds = new HashMap<String, Long>();
        platform.ports().stream().filter(p -> present.contains(p.name())).forEach(p -> speeds.put(p.name(), p.speedMbps()));
        var buffer = platform.buffer();
        return new QosLimits(speeds, OptionalInt.of(platform.queuesPerPort()), OptionalInt.of(platform.priorityGroupsPerPort()),
                OptionalLong.of(buffer.totalBytes()), buffer.carving() == Platform.BufferSpec.Carving.PER_INGRESS_PORT
                        ? OptionalLong.of(buffer.perIngressPortBytes()) : OptionalLong.empty(),
                OptionalInt.of(buffer.cellBytes()), Optional.of(platform.switchType() == Platform.SwitchType.VOQ),
                Optional.of(platform.features().voqCredits().isPresent()));
    }

    private static List<String> named(Platform platform, PortRole role, Set<String> present) {
        return platform.ports().stream().filter(p -> p.role() == role && present.contains(p.name()))
                .map(Platform.PortSpec::name).toList();
    }
}
