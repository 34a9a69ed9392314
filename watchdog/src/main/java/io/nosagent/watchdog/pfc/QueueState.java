package io.nosagent.watchdog.pfc;

import io.nosagent.config.intent.pfcwd.WatchdogSettings;

import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * A watched queue as gNMI and the CLI show it.
 *
 * @param ref              the queue
 * @param priority         the PFC priority that pauses it
 * @param status           operational or stormed
 * @param forced           in its action because of the big red switch
 * @param detection        software (counters) or hardware (the ASIC's deadlock detection)
 * @param settings         detection, restoration, action
 * @param stormsDetected   storms detected since the agent started
 * @param stormsRestored   storms restored since the agent started
 * @param packetsDropped   packets the drop action dropped, over all storms (counted when each ends)
 * @param packetsForwarded packets the queue sent while stormed under the forward action, over all storms
 * @param lastDetected     when the last storm was detected
 * @param lastRestored     when the last storm was restored
 */
public record QueueState(QueueRef ref, int priority, Status status, boolean forced, Detection detection,
                         WatchdogSettings settings, long stormsDetected, long stormsRestored, long packetsDropped,
                         long packetsForwarded, Optional<Instant> lastDetected, Optional<Instant> lastRestored) {

    public enum Status {
        OPERATIONAL, STORMED;

        public String yangName() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    public enum Detection {
        SOFTWARE, HARDWARE;

        public String yangName() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    public QueueState {
        Objects.requireNonNull(ref, "ref");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(detection, "detection");
        Objects.requireNonNull(settings, "settings");
        Objects.requireNonNull(lastDetected, "lastDetected");
        Objects.requireNonNull(lastRestored, "lastRestored");
    }
}
