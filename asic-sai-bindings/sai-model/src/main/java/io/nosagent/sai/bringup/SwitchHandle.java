package io.nosagent.sai.bringup;

import io.nosagent.sai.MacAddress;
import io.nosagent.sai.platform.Platform;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The switch as brought up: its SAI ids and the front-panel ports by interface name.
 *
 * @param switchId       the SAI switch id
 * @param defaultVrId    the default virtual router
 * @param cpuPortId      the CPU port
 * @param mac            the switch MAC
 * @param platform       the platform description it was built from
 * @param portsByName    interface name (platform port name) to SAI port id, in panel order
 */
public record SwitchHandle(long switchId, long defaultVrId, long cpuPortId, MacAddress mac, Platform platform,
                           Map<String, Long> portsByName) {
    public SwitchHandle {
        portsByName = Collections.unmodifiableMap(new LinkedHashMap<>(portsByName));
    }

    public Optional<Long> portId(String interfaceName) {
        return Optional.ofNullable(portsByName.get(interfaceName));
    }

    /** The interface name of a port id, if it is a front-panel port. */
    public Optional<String> interfaceName(long portId) {
        for (var e : portsByName.entrySet()) {
            if (e.getValue() == portId) {
                return Optional.of(e.getKey());
            }
        }
        return Optional.empty();
    }
}
