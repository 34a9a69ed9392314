package io.nosagent.config.validate;

import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * What the QoS checks must know of the switch, from its platform profile: port speeds (headroom
 * grows with them), how many queues and priority groups a port has, the packet buffer and how it is
 * carved, and whether the switch is a VOQ switch (VOQ credits exist only there). Anything unknown
 * skips the checks that need it.
 *
 * @param portSpeedsMbps        speed of each port, by interface name
 * @param queuesPerPort         unicast egress queues per port
 * @param priorityGroupsPerPort ingress priority groups per port
 * @param bufferBytes           the whole packet buffer
 * @param perIngressPortBytes   on a buffer carved per ingress port, each port's slice
 * @param cellBytes             the buffer's allocation unit
 * @param voq                   whether the switch is a VOQ switch (empty: unknown)
 * @param voqCreditTuning       whether the platform names the vendor's attributes for VOQ credits (empty: unknown)
 */
public record QosLimits(Map<String, Long> portSpeedsMbps, OptionalInt queuesPerPort, OptionalInt priorityGroupsPerPort,
                        OptionalLong bufferBytes, OptionalLong perIngressPortBytes, OptionalInt cellBytes,
                        Optional<Boolean> voq, Optional<Boolean> voqCreditTuning) {

    /** Nothing known. */
    public static final QosLimits UNKNOWN = new QosLimits(Map.of(), OptionalInt.empty(), OptionalInt.empty(),
            OptionalLong.empty(), OptionalLong.empty(), OptionalInt.empty(), Optional.empty(), Optional.empty());

    public QosLimits {
        portSpeedsMbps = Map.copyOf(portSpeedsMbps);
    }

    /** The speed of {@code port}, if known. */
    public OptionalLong speedMbps(String port) {
        Long s = portSpeedsMbps.get(port);
        return s == null ? OptionalLong.empty() : OptionalLong.of(s);
    }
}
