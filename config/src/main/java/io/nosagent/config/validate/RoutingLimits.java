package io.nosagent.config.validate;

import java.util.OptionalInt;

/**
 * Routing table limits of the platform that validation checks before the ASIC would refuse them,
 * so the operator gets the leaf's path instead of a SAI status. Each is empty when the platform does
 * not say; the check is then skipped.
 *
 * @param ecmpMembers       the most members one ECMP group may have (next hops of a static route,
 *                          fine-grained max-members)
 * @param fineGrainedBuckets the most buckets a fine-grained group may have
 *                          (SAI_NEXT_HOP_GROUP_ATTR_CONFIGURED_SIZE)
 * @param flowletTableSize  the most flowlet entries a group may have (SAI_ARS_ATTR_MAX_FLOWS)
 */
public record RoutingLimits(OptionalInt ecmpMembers, OptionalInt fineGrainedBuckets, OptionalInt flowletTableSize) {

    /** Nothing known: only the model's own ranges apply. */
    public static final RoutingLimits UNKNOWN = new RoutingLimits(OptionalInt.empty(), OptionalInt.empty(), OptionalInt.empty());

    public RoutingLimits {
        requirePositive(ecmpMembers, "ecmpMembers");
        requirePositive(fineGrainedBuckets, "fineGrainedBuckets");
        requirePositive(flowletTableSize, "flowletTableSize");
    }

    public RoutingLimits withEcmpMembers(int value) {
        return new RoutingLimits(OptionalInt.of(value), fineGrainedBuckets, flowletTableSize);
    }

    public RoutingLimits withFineGrainedBuckets(int value) {
        return new RoutingLimits(ecmpMembers, OptionalInt.of(value), flowletTableSize);
    }

    public RoutingLimits withFlowletTableSize(int value) {
        return new RoutingLimits(ecmpMembers, fineGrainedBuckets, OptionalInt.of(value));
    }

    private static void requirePositive(OptionalInt limit, String name) {
        if (limit.isPresent() && limit.getAsInt() < 1) {
            throw new IllegalArgumentException(name + " " + limit.getAsInt() + " is not a limit (must be at least 1)");
        }
    }
}
