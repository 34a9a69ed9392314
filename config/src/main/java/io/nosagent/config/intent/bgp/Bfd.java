package io.nosagent.config.intent.bgp;

import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * BFD for a neighbor or a peer group (OpenConfig {@code enable-bfd}): liveness of the peer detected in
 * {@code multiplier x interval} instead of the BGP hold time. An unset setting is inherited from the peer
 * group or left to the daemon (FRR: 300 ms x 3).
 *
 * @param enabled         run a BFD session to the neighbor
 * @param txMicros        desired minimum transmit interval, microseconds
 * @param rxMicros        required minimum receive interval, microseconds
 * @param multiplier      packets missed before the session is declared down
 */
public record Bfd(Optional<Boolean> enabled, OptionalLong txMicros, OptionalLong rxMicros, OptionalInt multiplier) {

    /** The fastest interval the fabric runs (100 ms x 3 detects a loss in 300 ms). */
    public static final long MIN_INTERVAL_MICROS = 100_000;
    /** FRR's slowest. */
    public static final long MAX_INTERVAL_MICROS = 60_000_000;

    public static final Bfd UNSET = new Bfd(Optional.empty(), OptionalLong.empty(), OptionalLong.empty(), OptionalInt.empty());

    /** Enabled with both intervals {@code intervalMillis} and {@code multiplier}. */
    public static Bfd of(long intervalMillis, int multiplier) {
        return new Bfd(Optional.of(true), OptionalLong.of(intervalMillis * 1000), OptionalLong.of(intervalMillis * 1000),
                OptionalInt.of(multiplier));
    }

    public boolean isUnset() {
        return equals(UNSET);
    }

    public boolean isEnabled() {
        return enabled.orElse(false);
    }

    /** These settings, each unset one taken from {@code outer}. */
    public Bfd orElse(Bfd outer) {
        return new Bfd(enabled.or(outer::enabled), txMicros.isPresent() ? txMicros : outer.txMicros,
                rxMicros.isPresent() ? rxMicros : outer.rxMicros, multiplier.isPresent() ? multiplier : outer.multiplier);
    }
}
