package io.nosagent.config.intent.bgp;

import java.util.Optional;
import java.util.OptionalInt;

/**
 * Graceful restart (RFC 4724) settings of the global instance, a peer group or a neighbor. OpenConfig
 * gives none of them a default; an unset one is inherited (neighbor from its group, group from global)
 * or left to the daemon.
 *
 * @param enabled         advertise and honour the capability
 * @param restartTime     seconds the peer should wait for this speaker to come back (0..4096)
 * @param staleRoutesTime seconds stale routes are kept at most after a session comes back
 * @param helperOnly      help restarting peers without claiming to preserve forwarding itself
 */
public record GracefulRestart(Optional<Boolean> enabled, OptionalInt restartTime, OptionalInt staleRoutesTime,
                              Optional<Boolean> helperOnly) {

    public static final GracefulRestart UNSET = new GracefulRestart(Optional.empty(), OptionalInt.empty(),
            OptionalInt.empty(), Optional.empty());

    /** Enabled, as a helper only, with the given restart time. */
    public static GracefulRestart helper(int restartTime) {
        return new GracefulRestart(Optional.of(true), OptionalInt.of(restartTime), OptionalInt.empty(), Optional.of(true));
    }

    public boolean isUnset() {
        return equals(UNSET);
    }

    /** These settings, each unset one taken from {@code outer}. */
    public GracefulRestart orElse(GracefulRestart outer) {
        return new GracefulRestart(enabled.or(outer::enabled), restartTime.isPresent() ? restartTime : outer.restartTime,
                staleRoutesTime.isPresent() ? staleRoutesTime : outer.staleRoutesTime, helperOnly.or(outer::helperOnly));
    }

    public boolean isEnabled() {
        return enabled.orElse(false);
    }
}
