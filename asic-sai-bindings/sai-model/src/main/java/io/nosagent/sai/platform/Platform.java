package io.nosagent.sai.platform;

import io.nosagent.sai.AttrDefault;
import io.nosagent.sai.AttrFlag;
import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.MacAddress;
import io.nosagent.sai.SaiObject;

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
 * @param features         what the ASIC can do beyond the SAI metadata: ACL fields it has, vendor extensions
 * @param unsupportedStats counters this ASIC does not have (SAI stat names); reading one answers
 *                         NOT_SUPPORTED, as a vendor SAI does for a counter its chip lacks
 * @param personality      what the vendor's SAI implementation lacks or does not implement
 *                         ({@link Personality#FULL}: nothing); its table limits are already in {@code capacities}
 * @param latency          how long the switch holds a packet it forwards with nothing queued ({@link Latency#NONE}
 *                         when the description says nothing)
 */
public record Platform(String name, String description, SwitchRole role, SwitchType switchType, MacAddress baseMac,
                       List<PortSpec> ports, int queuesPerPort, int priorityGroupsPerPort, BufferSpec buffer,
                       Capacities capacities, Features features, Set<String> unsupportedStats, Personality personality,
                       Latency latency) {

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

        /** The components' names, as platform and personality descriptions spell them. */
        public static final List<String> NAMES = List.of("ipv4Routes", "ipv6Routes", "nextHops", "nextHopGroups",
                "nextHopGroupMembers", "routerInterfaces", "neighbors", "aclTables", "aclEntries", "fineGrainedEcmpGroupSize",
                "arsMaxFlows", "udfs");

        /** The size of the table named {@code table} (one of {@link #NAMES}). */
        public int get(String table) {
            return values()[index(table)];
        }

        /** These sizes with the table named {@code table} at {@code size}. */
        public Capacities with(String table, int size) {
            int[] v = values();
            v[index(table)] = size;
            return new Capacities(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9], v[10], v[11]);
        }

        private int[] values() {
            return new int[]{ipv4Routes, ipv6Routes, nextHops, nextHopGroups, nextHopGroupMembers, routerInterfaces, neighbors,
                    aclTables, aclEntries, fineGrainedEcmpGroupSize, arsMaxFlows, udfs};
        }

        private static int index(String table) {
            int i = NAMES.indexOf(table);
            if (i < 0) {
                throw new IllegalArgumentException("'" + table + "' is not a table: one of " + NAMES);
            }
            return i;
        }
    }

    /**
     * What the ASIC has that the SAI metadata cannot say: the capability query answers by it, and the
     * virtual ASIC refuses what the ASIC lacks.
     *
     * @param aclBthOpcode whether ACL tables can match the RoCE BTH opcode natively
     *                     (SAI_ACL_TABLE_ATTR_FIELD_BTH_OPCODE); without it a UDF at L4 offset 8 reads the opcode
     * @param voqCredits   the vendor's custom port attributes for VOQ credit tuning, on a VOQ switch that has them
     */
    public record Features(boolean aclBthOpcode, Optional<VoqCreditAttributes> voqCredits) {

        /** What a platform description that says nothing has: the BTH opcode field, no vendor extensions. */
        public static final Features DEFAULT = new Features(true, Optional.empty());

        public Features {
            Objects.requireNonNull(voqCredits, "voqCredits");
        }
    }

    /**
     * A vendor's extension for VOQ credits: SAI has no standard attribute for them, so the vendor's SAI
     * takes custom PORT attributes (ids in SAI's custom range, SAI_PORT_ATTR_CUSTOM_RANGE_START =
     * 0x10000000 and up) whose ids the platform description gives. Both are uint32, create and set, on
     * the egress port that grants the credits.
     *
     * @param initialCreditAttrId id of the credit (bytes) an idle VOQ holds when its first packet arrives
     * @param creditRampAttrId    id of the credit ramp: how fast (percent of line rate per microsecond) the
     *                            credit rate an idle VOQ is granted grows to line rate
     */
    public record VoqCreditAttributes(int initialCreditAttrId, int creditRampAttrId) {

        /** SAI_PORT_ATTR_CUSTOM_RANGE_START: vendor attributes live from here to the extensions range. */
        public static final int CUSTOM_RANGE_START = 0x1000_0000;
        /** SAI_PORT_ATTR_CUSTOM_RANGE_END (exclusive): 0x20000000 starts SAI's own extensions range. */
        public static final int CUSTOM_RANGE_END = 0x2000_0000;

        public VoqCreditAttributes {
            for (int id : new int[]{initialCreditAttrId, creditRampAttrId}) {
                if (id < CUSTOM_RANGE_START || id >= CUSTOM_RANGE_END) {
                    throw new IllegalArgumentException("custom attribute id 0x" + Integer.toHexString(id)
                            + " is outside SAI's custom range 0x10000000..0x1fffffff");
                }
            }
            if (initialCreditAttrId == creditRampAttrId) {
                throw new IllegalArgumentException("initial credit and credit ramp share the id 0x" + Integer.toHexString(initialCreditAttrId));
            }
        }

        /** The initial-credit attribute as a spec the SAI port takes. */
        public AttrSpec.U32<SaiObject.Port> initialCredit() {
            return custom(initialCreditAttrId, "SAI_PORT_ATTR_CUSTOM_VOQ_INITIAL_CREDIT");
        }

        /** The credit-ramp attribute as a spec the SAI port takes. */
        public AttrSpec.U32<SaiObject.Port> creditRamp() {
            return custom(creditRampAttrId, "SAI_PORT_ATTR_CUSTOM_VOQ_CREDIT_RAMP");
        }

        private static AttrSpec.U32<SaiObject.Port> custom(int id, String name) {
            return new AttrSpec.U32<>(SaiObject.Port.class, id, name, Set.of(AttrFlag.CREATE_AND_SET), null, Set.of(), false,
                    AttrDefault.NONE);
        }
    }

    /**
     * The switch's own latency, unloaded: what a simulated switch adds to a packet's trip besides queueing
     * and serialisation (cables are the fabric's). The shipped profiles' figures are calibrated so that the
     * unloaded RTT between two racks of a zone (NIC, RTSW, CTSW, RTSW, NIC and back) is the 22 us Meta
     * reports for production: no vendor publishes these for the ASICs, and NIC and host latency, which a
     * real RTT also holds, are not simulated, so these carry them too.
     *
     * @param pipelineNs      from a packet's last bit arriving to the earliest its first bit may leave the egress
     *                        port (parsing, lookup, buffering, egress processing); on a VOQ switch counted from
     *                        when credit released it from its VOQ
     * @param creditRequestNs VOQ switch: an idle VOQ's credit request reaching its egress port's credit scheduler
     * @param creditGrantNs   VOQ switch: a credit grant reaching the VOQ from the scheduler
     */
    public record Latency(long pipelineNs, long creditRequestNs, long creditGrantNs) {

        /** A switch that forwards in no time (unit tests' switches). */
        public static final Latency NONE = new Latency(0, 0, 0);

        public Latency {
            if (pipelineNs < 0 || creditRequestNs < 0 || creditGrantNs < 0) {
                throw new IllegalArgumentException("latencies are not negative: pipeline " + pipelineNs + " ns, credit request "
                        + creditRequestNs + " ns, grant " + creditGrantNs + " ns");
            }
        }

        /** The credit exchange an idle VOQ waits for before its first grant: request and grant. */
        public long creditLoopNs() {
            return creditRequestNs + creditGrantNs;
        }
    }

    /** A platform whose SAI implements everything ({@link Personality#FULL}). */
    public Platform(String name, String description, SwitchRole role, SwitchType switchType, MacAddress baseMac,
                    List<PortSpec> ports, int queuesPerPort, int priorityGroupsPerPort, BufferSpec buffer,
                    Capacities capacities, Features features, Set<String> unsupportedStats, Latency latency) {
        this(name, description, role, switchType, baseMac, ports, queuesPerPort, priorityGroupsPerPort, buffer, capacities,
                features, unsupportedStats, Personality.FULL, latency);
    }

    /** A platform with the {@link Features#DEFAULT} features whose ASIC has every counter SAI describes. */
    public Platform(String name, String description, SwitchRole role, SwitchType switchType, MacAddress baseMac,
                    List<PortSpec> ports, int queuesPerPort, int priorityGroupsPerPort, BufferSpec buffer,
                    Capacities capacities) {
        this(name, description, role, switchType, baseMac, ports, queuesPerPort, priorityGroupsPerPort, buffer, capacities,
                Features.DEFAULT);
    }

    /** A platform whose ASIC has every counter SAI describes. */
    public Platform(String name, String description, SwitchRole role, SwitchType switchType, MacAddress baseMac,
                    List<PortSpec> ports, int queuesPerPort, int priorityGroupsPerPort, BufferSpec buffer,
                    Capacities capacities, Features features) {
        this(name, description, role, switchType, baseMac, ports, queuesPerPort, priorityGroupsPerPort, buffer, capacities,
                features, Set.of());
    }

    /** A platform whose SAI implements everything and whose switch forwards in no time ({@link Latency#NONE}). */
    public Platform(String name, String description, SwitchRole role, SwitchType switchType, MacAddress baseMac,
                    List<PortSpec> ports, int queuesPerPort, int priorityGroupsPerPort, BufferSpec buffer,
                    Capacities capacities, Features features, Set<String> unsupportedStats) {
        this(name, description, role, switchType, baseMac, ports, queuesPerPort, priorityGroupsPerPort, buffer, capacities,
                features, unsupportedStats, Latency.NONE);
    }

    public Platform {
        Objects.requireNonNull(features, "features");
        Objects.requireNonNull(personality, "personality");
        Objects.requireNonNull(latency, "latency");
        if (latency.creditLoopNs() > 0 && switchType != SwitchType.VOQ) {
            throw new IllegalArgumentException("credit latency on a " + switchType + " switch: only a VOQ switch exchanges credits");
        }
        if (features.voqCredits().isPresent() && switchType != SwitchType.VOQ) {
            throw new IllegalArgumentException("VOQ credit attributes on a " + switchType + " switch: only a VOQ switch grants credits");
        }
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

    /** The same platform under another name and base MAC (one switch of several of a model). */
    public Platform withIdentity(String newName, MacAddress newBaseMac) {
        return new Platform(newName, description, role, switchType, newBaseMac, ports, queuesPerPort, priorityGroupsPerPort,
                buffer, capacities, features, unsupportedStats, personality, latency);
    }

    /** The same platform with other table sizes. */
    public Platform withCapacities(Capacities newCapacities) {
        return new Platform(name, description, role, switchType, baseMac, ports, queuesPerPort, priorityGroupsPerPort,
                buffer, newCapacities, features, unsupportedStats, personality, latency);
    }

    /** The same platform with other features (an ASIC without the BTH opcode field, ...). */
    public Platform withFeatures(Features newFeatures) {
        return new Platform(name, description, role, switchType, baseMac, ports, queuesPerPort, priorityGroupsPerPort,
                buffer, capacities, newFeatures, unsupportedStats, personality, latency);
    }

    /** The same platform whose ASIC lacks {@code stats} (SAI stat names). */
    public Platform withUnsupportedStats(Set<String> stats) {
        return new Platform(name, description, role, switchType, baseMac, ports, queuesPerPort, priorityGroupsPerPort,
                buffer, capacities, features, stats, personality, latency);
    }

    /** The same platform with other front-panel ports (another speed per port, ...). */
    public Platform withPorts(List<PortSpec> newPorts) {
        return new Platform(name, description, role, switchType, baseMac, newPorts, queuesPerPort, priorityGroupsPerPort,
                buffer, capacities, features, unsupportedStats, personality, latency);
    }

    /** The same platform with another latency (a test's, a what-if). */
    public Platform withLatency(Latency newLatency) {
        return new Platform(name, description, role, switchType, baseMac, ports, queuesPerPort, priorityGroupsPerPort,
                buffer, capacities, features, unsupportedStats, personality, newLatency);
    }

    /** The same switch run by another vendor SAI: what it lacks, its table limits applied to the capacities. */
    public Platform withPersonality(Personality newPersonality) {
        return new Platform(name, description, role, switchType, baseMac, ports, queuesPerPort, priorityGroupsPerPort,
                buffer, newPersonality.limit(capacities), features, unsupportedStats, newPersonality, latency);
    }

    /** Whether the ASIC has the counter named {@code stat} (neither the chip nor its SAI lacks it). */
    public boolean hasStat(String stat) {
        return !unsupportedStats.contains(stat) && personality.hasStat(stat);
    }

    public Optional<PortSpec> port(String portName) {
        return ports.stream().filter(p -> p.name().equals(portName)).findFirst();
    }
}
