// GENERATED from SAI 1.18.1 metadata by SaiTablesGenerator. Do not edit:
// ./mvnw -pl asic-sai-bindings/sai-model test -Dtest=GeneratedTablesMatchSharedMetadataTest -Dsai.regenerate=true
package io.nosagent.sai.meta;

import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.StatId;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/** Lookup of the generated attribute and stat tables by object type and id. */
public final class SaiMetadata {

    private SaiMetadata() {
    }

    private static final Map<ObjectType, List<AttrSpec>> ATTRIBUTES = Map.ofEntries(
            Map.entry(ObjectType.SWITCH, SwitchAttr.ALL),
            Map.entry(ObjectType.PORT, PortAttr.ALL),
            Map.entry(ObjectType.QUEUE, QueueAttr.ALL),
            Map.entry(ObjectType.SCHEDULER, SchedulerAttr.ALL),
            Map.entry(ObjectType.SCHEDULER_GROUP, SchedulerGroupAttr.ALL),
            Map.entry(ObjectType.INGRESS_PRIORITY_GROUP, IngressPriorityGroupAttr.ALL),
            Map.entry(ObjectType.BUFFER_POOL, BufferPoolAttr.ALL),
            Map.entry(ObjectType.BUFFER_PROFILE, BufferProfileAttr.ALL),
            Map.entry(ObjectType.PORT_POOL, PortPoolAttr.ALL),
            Map.entry(ObjectType.WRED, WredAttr.ALL),
            Map.entry(ObjectType.QOS_MAP, QosMapAttr.ALL),
            Map.entry(ObjectType.VIRTUAL_ROUTER, VirtualRouterAttr.ALL),
            Map.entry(ObjectType.ROUTER_INTERFACE, RouterInterfaceAttr.ALL),
            Map.entry(ObjectType.NEXT_HOP, NextHopAttr.ALL),
            Map.entry(ObjectType.NEXT_HOP_GROUP, NextHopGroupAttr.ALL),
            Map.entry(ObjectType.NEXT_HOP_GROUP_MEMBER, NextHopGroupMemberAttr.ALL),
            Map.entry(ObjectType.ROUTE_ENTRY, RouteEntryAttr.ALL),
            Map.entry(ObjectType.NEIGHBOR_ENTRY, NeighborEntryAttr.ALL),
            Map.entry(ObjectType.HASH, HashAttr.ALL),
            Map.entry(ObjectType.FINE_GRAINED_HASH_FIELD, FineGrainedHashFieldAttr.ALL),
            Map.entry(ObjectType.UDF, UdfAttr.ALL),
            Map.entry(ObjectType.UDF_MATCH, UdfMatchAttr.ALL),
            Map.entry(ObjectType.UDF_GROUP, UdfGroupAttr.ALL),
            Map.entry(ObjectType.ARS, ArsAttr.ALL),
            Map.entry(ObjectType.ARS_PROFILE, ArsProfileAttr.ALL),
            Map.entry(ObjectType.ACL_TABLE, AclTableAttr.ALL),
            Map.entry(ObjectType.ACL_ENTRY, AclEntryAttr.ALL),
            Map.entry(ObjectType.ACL_COUNTER, AclCounterAttr.ALL),
            Map.entry(ObjectType.ACL_TABLE_GROUP, AclTableGroupAttr.ALL),
            Map.entry(ObjectType.ACL_TABLE_GROUP_MEMBER, AclTableGroupMemberAttr.ALL),
            Map.entry(ObjectType.ACL_RANGE, AclRangeAttr.ALL),
            Map.entry(ObjectType.COUNTER, CounterAttr.ALL),
            Map.entry(ObjectType.DEBUG_COUNTER, DebugCounterAttr.ALL),
            Map.entry(ObjectType.SYSTEM_PORT, SystemPortAttr.ALL),
            Map.entry(ObjectType.LAG, LagAttr.ALL),
            Map.entry(ObjectType.LAG_MEMBER, LagMemberAttr.ALL),
            Map.entry(ObjectType.HOSTIF, HostifAttr.ALL),
            Map.entry(ObjectType.HOSTIF_TRAP, HostifTrapAttr.ALL),
            Map.entry(ObjectType.HOSTIF_TRAP_GROUP, HostifTrapGroupAttr.ALL),
            Map.entry(ObjectType.POLICER, PolicerAttr.ALL),
            Map.entry(ObjectType.HOSTIF_PACKET, HostifPacketAttr.ALL));

    private static final Map<ObjectType, List<StatId>> STATS = Map.ofEntries(
            Map.entry(ObjectType.SWITCH, SwitchStat.ALL),
            Map.entry(ObjectType.PORT, PortStat.ALL),
            Map.entry(ObjectType.QUEUE, QueueStat.ALL),
            Map.entry(ObjectType.INGRESS_PRIORITY_GROUP, IngressPriorityGroupStat.ALL),
            Map.entry(ObjectType.BUFFER_POOL, BufferPoolStat.ALL),
            Map.entry(ObjectType.PORT_POOL, PortPoolStat.ALL),
            Map.entry(ObjectType.ROUTER_INTERFACE, RouterInterfaceStat.ALL),
            Map.entry(ObjectType.COUNTER, CounterStat.ALL),
            Map.entry(ObjectType.POLICER, PolicerStat.ALL));

    private static final Map<ObjectType, Map<Integer, AttrSpec>> ATTRIBUTES_BY_ID = ATTRIBUTES.entrySet().stream()
            .collect(Collectors.toUnmodifiableMap(Map.Entry::getKey, e -> e.getValue().stream()
                    .collect(Collectors.toUnmodifiableMap(AttrSpec::id, Function.identity()))));

    private static final Map<ObjectType, Map<Integer, StatId>> STATS_BY_ID = STATS.entrySet().stream()
            .collect(Collectors.toUnmodifiableMap(Map.Entry::getKey, e -> e.getValue().stream()
                    .collect(Collectors.toUnmodifiableMap(StatId::id, Function.identity()))));

    /** The object types these tables describe. */
    public static Set<ObjectType> describedTypes() {
        return ATTRIBUTES.keySet();
    }

    /** Every attribute of {@code type}, in id order; empty for a type the agent does not use. */
    public static List<AttrSpec> attributes(ObjectType type) {
        return ATTRIBUTES.getOrDefault(type, List.of());
    }

    /** The attribute {@code id} of {@code type}, if the metadata has it. */
    public static Optional<AttrSpec> attribute(ObjectType type, int id) {
        return Optional.ofNullable(ATTRIBUTES_BY_ID.getOrDefault(type, Map.of()).get(id));
    }

    /** Every counter of {@code type}; empty for types without stats. */
    public static List<StatId> stats(ObjectType type) {
        return STATS.getOrDefault(type, List.of());
    }

    /** The counter {@code id} of {@code type}, if the metadata has it. */
    public static Optional<StatId> stat(ObjectType type, int id) {
        return Optional.ofNullable(STATS_BY_ID.getOrDefault(type, Map.of()).get(id));
    }
}
