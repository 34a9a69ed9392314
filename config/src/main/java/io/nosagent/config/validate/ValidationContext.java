package io.nosagent.config.validate;

import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * What validation must know about the switch that the config module does not own; the agent builds
 * it from the platform profile.
 *
 * @param interfaceNames the ports this switch has ({@code eth1/1/1} ...)
 * @param maxMtu         the largest frame the ASIC accepts on a port
 * @param uplinks        the ports facing the next tier (RTSW to CTSW); with {@code downlinks} empty too,
 *                       port roles are unknown and the checks that need them are skipped
 * @param downlinks      the ports facing hosts' NICs (or, on a CTSW, the racks)
 * @param routingLimits  table limits of the routing features
 * @param qosLimits      port speeds, queues, priority groups and buffer of the QoS checks
 * @param asic           what the ASIC cannot do of what a config may ask for, with the ASIC's answer
 */
public record ValidationContext(Set<String> interfaceNames, int maxMtu, Set<String> uplinks, Set<String> downlinks,
                                RoutingLimits routingLimits, QosLimits qosLimits, AsicSupport asic) {

    /** Smallest MTU accepted: the IPv4 minimum (RFC 791), also openconfig-if-ip's lower bound. */
    public static final int MIN_MTU = 68;

    /** Largest MTU when the platform does not say: 9216, the jumbo-frame limit of common data-center ASICs. */
    public static final int DEFAULT_MAX_MTU = 9216;

    public ValidationContext {
        interfaceNames = Set.copyOf(interfaceNames);
        uplinks = Set.copyOf(uplinks);
        downlinks = Set.copyOf(downlinks);
        Objects.requireNonNull(routingLimits, "routingLimits");
        Objects.requireNonNull(qosLimits, "qosLimits");
        Objects.requireNonNull(asic, "asic");
        if (maxMtu < MIN_MTU) {
            throw new IllegalArgumentException("maxMtu " + maxMtu + " is below " + MIN_MTU);
        }
        for (Set<String> role : List.of(uplinks, downlinks)) {
            if (!interfaceNames.containsAll(role)) {
                var unknown = new HashSet<>(role);
                unknown.removeAll(interfaceNames);
                throw new IllegalArgumentException("port roles name ports the switch does not have: " + unknown);
            }
        }
        var both = new HashSet<>(uplinks);
        both.retainAll(downlinks);
        if (!both.isEmpty()) {
            throw new IllegalArgumentException("ports both uplink and downlink: " + both);
        }
    }

    /** A context that knows nothing the ASIC lacks. */
    public ValidationContext(Set<String> interfaceNames, int maxMtu, Set<String> uplinks, Set<String> downlinks,
                             RoutingLimits routingLimits, QosLimits qosLimits) {
        this(interfaceNames, maxMtu, uplinks, downlinks, routingLimits, qosLimits, AsicSupport.UNKNOWN);
    }

    /** A context whose QoS limits are unknown. */
    public ValidationContext(Set<String> interfaceNames, int maxMtu, Set<String> uplinks, Set<String> downlinks,
                             RoutingLimits routingLimits) {
        this(interfaceNames, maxMtu, uplinks, downlinks, routingLimits, QosLimits.UNKNOWN);
    }

    /** Ports and MTU limit only: port roles and routing limits unknown. */
    public ValidationContext(Set<String> interfaceNames, int maxMtu) {
        this(interfaceNames, maxMtu, Set.of(), Set.of(), RoutingLimits.UNKNOWN);
    }

    /** A context for these ports with {@link #DEFAULT_MAX_MTU}. */
    public static ValidationContext forInterfaces(Collection<String> names) {
        return new ValidationContext(Set.copyOf(names), DEFAULT_MAX_MTU);
    }

    /** This context knowing which ports are uplinks and which downlinks (names as in {@link #interfaceNames}). */
    public ValidationContext withPortRoles(Collection<String> uplinkNames, Collection<String> downlinkNames) {
        return new ValidationContext(interfaceNames, maxMtu, Set.copyOf(uplinkNames), Set.copyOf(downlinkNames),
                routingLimits, qosLimits, asic);
    }

    public ValidationContext withRoutingLimits(RoutingLimits value) {
        return new ValidationContext(interfaceNames, maxMtu, uplinks, downlinks, value, qosLimits, asic);
    }

    public ValidationContext withQosLimits(QosLimits value) {
        return new ValidationContext(interfaceNames, maxMtu, uplinks, downlinks, routingLimits, value, asic);
    }

    public ValidationContext withAsicSupport(AsicSupport value) {
        return new ValidationContext(interfaceNames, maxMtu, uplinks, downlinks, routingLimits, qosLimits, value);
    }

    /** Whether the agent said which ports are uplinks and downlinks. */
    public boolean knowsPortRoles() {
        return !uplinks.isEmpty() || !downlinks.isEmpty();
    }
}
