package io.nosagent.config.intent.pfcwd;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Settings configured at one level (a port, a queue); an empty value is inherited from the level above.
 *
 * @param detectionMillis   detection time, if set here
 * @param restorationMillis restoration time, if set here
 * @param action            action, if set here
 */
public record WatchdogOverrides(OptionalInt detectionMillis, OptionalInt restorationMillis, Optional<StormAction> action) {

    /** Nothing set: everything inherited. */
    public static final WatchdogOverrides NONE = new WatchdogOverrides(OptionalInt.empty(), OptionalInt.empty(), Optional.empty());

    public WatchdogOverrides {
        Objects.requireNonNull(detectionMillis, "detectionMillis");
        Objects.requireNonNull(restorationMillis, "restorationMillis");
        Objects.requireNonNull(action, "action");
    }

    /** {@code base} with what is set here. */
    public WatchdogSettings over(WatchdogSettings base) {
        return new WatchdogSettings(detectionMillis.orElse(base.detectionMillis()),
                restorationMillis.orElse(base.restorationMillis()), action.orElse(base.action()));
    }

    public WatchdogOverrides withDetectionMillis(int value) {
        return new WatchdogOverrides(OptionalInt.of(value), restorationMillis, action);
    }

    public WatchdogOverrides withRestorationMillis(int value) {
        return new WatchdogOverrides(detectionMillis, OptionalInt.of(value), action);
    }

    public WatchdogOverrides withAction(StormAction value) {
        return new WatchdogOverrides(detectionMillis, restorationMillis, Optional.of(value));
    }
}
