package io.nosagent.config.intent.pfcwd;

import java.time.Duration;
import java.util.Objects;

/**
 * The watchdog's settings for one lossless queue, every value known.
 *
 * @param detectionMillis   how long a storm must last before the action is taken (100..5000 ms)
 * @param restorationMillis how long no PFC frame may arrive before the action is undone (100..60000 ms)
 * @param action            what is done to a stormed queue
 */
public record WatchdogSettings(int detectionMillis, int restorationMillis, StormAction action) {

    /** SONiC's defaults: a pause lasting 200 ms is a storm (FACTS: "catch any PFC pause lasting > 200 ms"). */
    public static final WatchdogSettings DEFAULT = new WatchdogSettings(200, 200, StormAction.DROP);

    public WatchdogSettings {
        Objects.requireNonNull(action, "action");
    }

    public Duration detection() {
        return Duration.ofMillis(detectionMillis);
    }

    public Duration restoration() {
        return Duration.ofMillis(restorationMillis);
    }
}
