package io.nosagent.sai.ports;

import java.time.Instant;

/**
 * A port's operational state as the agent last learned it.
 *
 * @param interfaceName the interface
 * @param up            operationally up
 * @param lastChange    when it last changed (boot time until the first change)
 * @param flaps         up/down transitions seen since boot
 */
public record PortStatus(String interfaceName, boolean up, Instant lastChange, long flaps) {
}
