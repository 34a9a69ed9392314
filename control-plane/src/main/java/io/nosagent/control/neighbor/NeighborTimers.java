package io.nosagent.control.neighbor;

import java.time.Duration;
import java.util.Objects;

/**
 * How long a learned neighbor lives. FBOSS's defaults: an entry not confirmed for {@code refresh} (20 s) is probed,
 * one not confirmed for {@code timeout} (60 s) ages out (its next hop leaves its groups at once), and the ager looks
 * every {@code ager} (5 s). An entry not resolved yet is asked for again every {@code retry} (1 s, the kernel's
 * retransmit time).
 */
public record NeighborTimers(Duration timeout, Duration refresh, Duration ager, Duration retry) {

    public static final NeighborTimers FBOSS = new NeighborTimers(Duration.ofSeconds(60), Duration.ofSeconds(20), Duration.ofSeconds(5),
            Duration.ofSeconds(1));

    public NeighborTimers {
        Objects.requireNonNull(timeout, "timeout");
        Objects.requireNonNull(refresh, "refresh");
        Objects.requireNonNull(ager, "ager");
        Objects.requireNonNull(retry, "retry");
        if (ager.isNegative() || ager.isZero() || retry.isNegative() || retry.isZero() || refresh.compareTo(timeout) >= 0) {
            throw new IllegalArgumentException("the ager and the retries run every positive interval and an entry is refreshed before it times out: "
                    + this);
        }
    }
}
