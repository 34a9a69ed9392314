package io.nosagent.agent.update;

import io.nosagent.config.validate.QosLimits;
import io.nosagent.config.validate.RoutingLimits;
import io.nosagent.config.validate.ValidationContext;
import io.nosagent.sai.platform.Platform;
import io.nosagent.sai.platform.Platform.PortRole;

import java.util.Collection;
import java.util.HashMap;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;

/**
 * The config module's {@link ValidationContext} from a platform profile: the ports the switch brought
 * up, which of them are uplinks and downlinks (as plain names: config knows nothing of SAI), the
 * routing table limits validation checks before the ASIC would refuse them, and what the QoS checks
 * need (port speeds, queues and priority groups, the buffer).
 */
public final class PlatformContext {

    private PlatformContext() {
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
