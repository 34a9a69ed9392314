package io.nosagent.sai.bringup;

import io.nosagent.sai.MacAddress;
import io.nosagent.sai.capability.AsicCapabilities;
import io.nosagent.sai.platform.Platform;
import io.nosagent.sai.store.key.PriorityGroupKey;
import io.nosagent.sai.store.key.QueueKey;
import io.nosagent.sai.store.key.SchedulerGroupKey;
import io.nosagent.sai.store.key.SystemPortKey;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The switch as brought up: its SAI ids, the front-panel ports by interface name, and what
 * create_switch built under each port.
 *
 * @param switchId       the SAI switch id
 * @param defaultVrId    the default virtual router
 * @param cpuPortId      the CPU port
 * @param mac            the switch MAC
 * @param platform       the platform description it was built from
 * @param portsByName    interface name (platform port name) to SAI port id, in panel order
 * @param portObjects    interface name to the queues, priority groups, scheduler groups and system port
 *                       the switch built for that port, in panel order
 * @param capabilities   how each of the agent's features runs on this ASIC, as the SAI answered at bring-up
 */
public record SwitchHandle(long switchId, long defaultVrId, long cpuPortId, MacAddress mac, Platform platform,
                           Map<String, Long> portsByName, Map<String, PortObjects> portObjects, AsicCapabilities capabilities) {

    /**
     * What create_switch built under one front-panel port, by host key, each with its SAI id.
     *
     * @param portId          the port
     * @param queues          its queues (on a VOQ switch also its system port's VOQs), by type and index
     * @param priorityGroups  its ingress priority groups, by index
     * @param schedulerGroups its scheduler groups, by level and index within the level
     * @param systemPortId    its local system port on a VOQ switch; 0 (SAI's null id) elsewhere
     */
    public record PortObjects(long portId, Map<QueueKey, Long> queues, Map<PriorityGroupKey, Long> priorityGroups,
                              Map<SchedulerGroupKey, Long> schedulerGroups, long systemPortId) {
        public PortObjects {
            queues = frozen(queues);
            priorityGroups = frozen(priorityGroups);
            schedulerGroups = frozen(schedulerGroups);
        }
    }

    public SwitchHandle {
        Objects.requireNonNull(capabilities, "capabilities");
        portsByName = frozen(portsByName);
        portObjects = frozen(portObjects);
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

    /** The local system ports of a VOQ switch, in panel order; empty on other switches. */
    public Map<SystemPortKey, Long> systemPorts() {
        var out = new LinkedHashMap<SystemPortKey, Long>();
        portObjects.forEach((name, objects) -> {
            if (objects.systemPortId() != 0) {
                out.put(new SystemPortKey(name), objects.systemPortId());
            }
        });
        return Collections.unmodifiableMap(out);
    }

    private static <K, V> Map<K, V> frozen(Map<K, V> map) {
        return Collections.unmodifiableMap(new LinkedHashMap<>(map));
    }
}
