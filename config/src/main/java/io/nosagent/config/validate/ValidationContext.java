package io.nosagent.config.validate;

import java.util.Collection;
import java.util.Set;

/**
 * What validation must know about the switch that the config module does not own; the agent builds
 * it from the platform profile.
 *
 * @param interfaceNames the ports this switch has ({@code eth1/1/1} ...)
 * @param maxMtu         the largest frame the ASIC accepts on a port
 */
public record ValidationContext(Set<String> interfaceNames, int maxMtu) {

    /** Smallest MTU accepted: the IPv4 minimum (RFC 791), also openconfig-if-ip's lower bound. */
    public static final int MIN_MTU = 68;

    /** Largest MTU when the platform does not say: 9216, the jumbo-frame limit of common data-center ASICs. */
    public static final int DEFAULT_MAX_MTU = 9216;

    public ValidationContext {
        interfaceNames = Set.copyOf(interfaceNames);
        if (maxMtu < MIN_MTU) {
            throw new IllegalArgumentException("maxMtu " + maxMtu + " is below " + MIN_MTU);
        }
    }

    /** A context for these ports with {@link #DEFAULT_MAX_MTU}. */
    public static ValidationContext forInterfaces(Collection<String> names) {
        return new ValidationContext(Set.copyOf(names), DEFAULT_MAX_MTU);
    }
}
