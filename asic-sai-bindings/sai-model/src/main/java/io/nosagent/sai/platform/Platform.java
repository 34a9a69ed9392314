package io.nosagent.sai.platform;

import io.nosagent.sai.MacAddress;

import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * A switch model: its role in the fabric, ASIC switch type, front-panel ports, buffer and table
 * capacities.
 *
 * @param name             profile name, e.g. {@code rtsw}
 * @param description      one line for humans
 * @param role             where the switch sits in the fabric
 * @param switchType       the SAI switch type the ASIC is created as
 * @param baseMac          the switch MAC (router interfaces default to it)
 * @param ports            front-panel ports in panel order
 * @param queuesPerPort    unicast egress queues per port
 * @param priorityGroupsPerPort ingress priority groups per port
 * @param buffer           buffer size and how it is carved
 * @param capacities       table sizes; creating past one fails with TABLE_FULL
 * @param unsupportedStats counters this ASIC does not have (SAI stat names); reading one answers
 *                         NOT_SUPPORTED, as a vendor SAI does for a counter its chip lacks
 */
public record Platform(String name, String description, SwitchRole role, SwitchType switchType, MacAddress baseMac,
                       List<PortSpec> ports, int queuesPerPort, int priorityGroupsPerPort, BufferSpec buffer,
                       Capacities capacities, Set<String> unsupportedStats) {

    /** A platform whose ASIC has every counter SAI describes. */
    public Platform(String name, String description, SwitchRole role, SwitchType switchType, MacAddress baseMac,
                    List<PortSpec> ports, int queuesPerPort, int priorityGroupsPerPort, BufferSpec buffer,
                    Capacities capacities) {
        this(name, description, role, switchType, baseMac, ports, queuesPerPort, priorityGroupsPerPort, buffer, capacities,
                Set.of());
    }

    /** Fabric tier. */
    public enum SwitchRole { RTSW, CTSW }

    /** The {@code sai_switch_type_t} the ASIC runs as. */
    public enum SwitchType { NPU, VOQ }

    /** Where a port faces. */
    public enum PortRole { DOWNLINK, UPLINK }

    /**
     * One front-panel port.
     *
     * @param name      interface name, e.g. {@code eth1/1/1}
     * @param lanes     SerDes lane numbers (the port's HW_LANE_LIST)
     * @param speedMbps speed in Mb/s, e.g. 400000
     * @param role      downlink to a NIC or uplink to the next tier
     */
    public record PortSpec(String name, List<Integer> lanes, long speedMbps, PortRole role) {
        public PortSpec {
            Objects.requireNonNull(name, "name");
            lanes = List.copyOf(lanes);
        }
    }

    /**
     * The packet buffer.
     *
     * @param totalBytes          size of the buffer
     * @param cellBytes           allocation unit
     * @param perIngressPortBytes for {@link Carving#PER_INGRESS_PORT}: the slice each ingress port owns
     * @param carving             shared by all ports, or statically carved per ingress port (deep-buffer VOQ)
     */
    public record BufferSpec(long totalBytes, int cellBytes, long perIngressPortBytes, Carving carving) {
        /** How the buffer is divided. */
        public enum Carving { SHARED, PER_INGRESS_PORT }
    }

    /** Table sizes of the ASIC. */
    public record Capacities(int ipv4Routes, int ipv6Routes, int nextHops, int nextHopGroups, int nextHopGroupMembers,
                             int routerInterfaces, int neighbors, int aclTables, int aclEntries,
                             int fineGrainedEcmpGroupSize, int arsMaxFlows, int udfs) {
    }

    public Platform {
        ports = List.copyOf(ports);
        unsupportedStats = Set.copyOf(unsupportedStats);
        var names = new HashSet<String>();
        var lanes = new HashSet<Integer>();
        for (var p : ports) {
            if (!names.add(p.name())) {
                throw new IllegalArgumentException("duplicate port name " + p.name());
            }
            for (int lane : p.lanes()) {
                if (!lanes.add(lane)) {
                    throw new IllegalArgumentException("lane " + lane + " used twice (port " + p.name() + ")");
                }
            }
        }
    }

    /** The same platform whose ASIC lacks {@code stats} (SAI stat names). */
    public Platform withUnsupportedStats(Set<String> stats) {
        return new Platform(name, description, role, switchType, baseMac, ports, queuesPerPort, priorityGroupsPerPort,
                buffer, capacities, stats);
    }

    public Optional<PortSpec> port(String portName) {
        return ports.stream().filter(p -> p.name().equals(portName)).findFirst();
    }
}
