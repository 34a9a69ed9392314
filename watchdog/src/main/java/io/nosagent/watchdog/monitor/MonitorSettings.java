package io.nosagent.watchdog.monitor;

import java.time.Duration;

/**
 * Thresholds of the monitors.
 *
 * @param bufferThreshold     pool utilisation that raises an alarm (FACTS: 80 % on RTSW)
 * @param bufferHysteresis    how far below the threshold it must fall to clear
 * @param dropQuiet           how long a class must drop nothing before its drop alarm clears
 * @param backpressureShare   share of a poll a port paused its peer on a priority that counts as pausing
 * @param backpressurePolls   consecutive such polls that raise it (and quiet ones that clear it)
 * @param flapChanges         more oper changes than this inside the flap window is flapping
 * @param flapWindow          the flap window; flapping clears after a window without change
 */
public record MonitorSettings(double bufferThreshold, double bufferHysteresis, Duration dropQuiet,
                              double backpressureShare, int backpressurePolls, int flapChanges, Duration flapWindow) {

    public static final MonitorSettings DEFAULT = new MonitorSettings(0.80, 0.05, Duration.ofSeconds(5),
            0.5, 2, 4, Duration.ofSeconds(60));

    public MonitorSettings withFlaps(int changes, Duration window) {
        return new MonitorSettings(bufferThreshold, bufferHysteresis, dropQuiet, backpressureShare, backpressurePolls,
                changes, window);
    }
}
