package io.nosagent.config.intent.copp;

import java.util.Objects;

/**
 * A CPU queue in effect and the policer of its trap group.
 *
 * @param index the CPU port's queue
 * @param name  what counters and logs call it
 * @param rate  the policer's committed rate, packets per second
 * @param burst the policer's committed burst, packets
 */
public record CpuQueue(int index, String name, int rate, int burst) {

    public CpuQueue {
        Objects.requireNonNull(name, "name");
        if (index < 0 || rate < 1 || burst < 1) {
            throw new IllegalArgumentException("CPU queue " + index + " '" + name + "': rate " + rate + " and burst " + burst
                    + " must be positive");
        }
    }
}
