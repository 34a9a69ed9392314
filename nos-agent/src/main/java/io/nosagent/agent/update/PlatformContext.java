package io.nosagent.agent.update;

import io.nosagent.config.validate.RoutingLimits;
import io.nosagent.config.validate.ValidationContext;
import io.nosagent.sai.platform.Platform;
import io.nosagent.sai.platform.Platform.PortRole;

import java.util.Collection;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;

/**
 * The config module's {@link ValidationContext} from a platform profile: the ports the switch brought
 * up, which of them are uplinks and downlinks (as plain names: config knows nothing of SAI), and the
 * routing table limits validation checks before the ASIC would refuse them.
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
                .withRoutingLimits(limits);
    }

    private static List<String> named(Platform platform, PortRole role, Set<String> present) {
        return platform.ports().stream().filter(p -> p.role() == role && present.contains(p.name()))
                .map(Platform.PortSpec::name).toList();
    }
}
