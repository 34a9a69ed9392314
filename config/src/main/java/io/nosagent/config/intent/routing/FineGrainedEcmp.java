package io.nosagent.config.intent.routing;

import java.util.OptionalInt;

/**
 * Fine-grained (consistent) ECMP for task VIPs: a host route inside a downlink's subnet spreads over
 * the host's NICs through a bucket table, so a failed NIC's buckets move and no other flow does.
 *
 * @param maxMembers  the most next hops a VIP group may have (NICs per host)
 * @param bucketCount buckets per group; when unset, the least count that every member count from 1 to
 *                    {@code maxMembers} divides evenly, so each NIC keeps an equal share
 */
public record FineGrainedEcmp(int maxMembers, OptionalInt bucketCount) {

    /** Eight NICs per host (one per GPU): 840 buckets. */
    public static final FineGrainedEcmp DEFAULT = new FineGrainedEcmp(8, OptionalInt.empty());

    /**
     * The buckets a group gets: the configured count, or lcm(1..maxMembers). The lcm passes 2^31 from
     * 23 members on; it then saturates at {@link Integer#MAX_VALUE} (which validation refuses) instead
     * of overflowing.
     */
    public int buckets() {
        if (bucketCount.isPresent()) {
            return bucketCount.getAsInt();
        }
        long lcm = 1;
        for (int m = 2; m <= maxMembers; m++) {
            lcm = lcm / gcd(lcm, m) * m;
            if (lcm >= Integer.MAX_VALUE) {
                return Integer.MAX_VALUE;
            }
        }
        return (int) lcm;
    }

    private static long gcd(long a, long b) {
        return b == 0 ? a : gcd(b, a % b);
    }

    public FineGrainedEcmp withMaxMembers(int value) {
        return new FineGrainedEcmp(value, bucketCount);
    }

    public FineGrainedEcmp withBucketCount(int value) {
        return new FineGrainedEcmp(maxMembers, OptionalInt.of(value));
    }
}
