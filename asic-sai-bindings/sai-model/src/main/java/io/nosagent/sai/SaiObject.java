// GENERATED from SAI 1.18.1 metadata by SaiTablesGenerator. Do not edit:
// ./mvnw -pl asic-sai-bindings/sai-model test -Dtest=GeneratedTablesMatchSharedMetadataTest -Dsai.regenerate=true
package io.nosagent.sai;

import java.util.Map;
import java.util.Objects;

/**
 * One marker type per SAI object type the tables describe: the {@code O} of {@code AttrSpec.Of<O, V>},
 * {@code Attribute.Of<O>} and the store's {@code HostKey<O>}, so the compiler refuses a port's
 * attribute for a next hop. Markers have no instances; {@link #typeOf} gives the object type one
 * stands for.
 */
public abstract sealed class SaiObject {

    private SaiObject() {
    }

    /** {@code SAI_OBJECT_TYPE_SWITCH}. */
    public static final class Switch extends SaiObject {
        private Switch() {
        }
    }

    /** {@code SAI_OBJECT_TYPE_PORT}. */
    public static final class Port extends SaiObject {
        private Port() {
        }
    }

    /** {@code SAI_OBJECT_TYPE_QUEUE}. */
    public static final class Queue extends SaiObject {
        private Queue() {
        }
    }

    /** {@code SAI_OBJECT_TYPE_SCHEDULER}. */
    public static final class Scheduler extends SaiObject {
        private Scheduler() {
        }
    }

    /** {@code SAI_OBJECT_TYPE_SCHEDULER_GROUP}. */
    public static final class SchedulerGroup extends SaiObject {
        private SchedulerGroup() {
        }
    }

    /** {@code SAI_OBJECT_TYPE_INGRESS_PRIORITY_GROUP}. */
    public static final class IngressPriorityGroup extends SaiObject {
        private IngressPriorityGroup() {
        }
    }

    /** {@code SAI_OBJECT_TYPE_BUFFER_POOL}. */
    public static final class BufferPool extends SaiObject {
        private BufferPool() {
        }
    }

    /** {@code SAI_OBJECT_TYPE_BUFFER_PROFILE}. */
    public static final class BufferProfile extends SaiObject {
        private BufferProfile() {
        }
    }

    /** {@code SAI_OBJECT_TYPE_PORT_POOL}. */
    public static final class PortPool extends SaiObject {
        private PortPool() {
        }
    }

    /** {@code SAI_OBJECT_TYPE_WRED}. */
    public static final class Wred extends SaiObject {
        private Wred() {
        }
    }

    /** {@code SAI_OBJECT_TYPE_QOS_MAP}. */
    public static final class QosMap extends SaiObject {
        private QosMap() {
        }
    }

    /** {@code SAI_OBJECT_TYPE_VIRTUAL_ROUTER}. */
    public static final class VirtualRouter extends SaiObject {
        private VirtualRouter() {
        }
    }

    /** {@code SAI_OBJECT_TYPE_ROUTER_INTERFACE}. */
    public static final class RouterInterface extends SaiObject {
        private RouterInterface() {
        }
    }

    /** {@code SAI_OBJECT_TYPE_NEXT_HOP}. */
    public static final class NextHop extends SaiObject {
        private NextHop() {
        }
    }

    /** {@code SAI_OBJECT_TYPE_NEXT_HOP_GROUP}. */
    public static final class NextHopGroup extends SaiObject {
        private NextHopGroup() {
        }
    }

    /** {@code SAI_OBJECT_TYPE_NEXT_HOP_GROUP_MEMBER}. */
    public static final class NextHopGroupMember extends SaiObject {
        private NextHopGroupMember() {
        }
    }

    /** {@code SAI_OBJECT_TYPE_ROUTE_ENTRY}. */
    public static final class RouteEntry extends SaiObject {
        private RouteEntry() {
        }
    }

    /** {@code SAI_OBJECT_TYPE_NEIGHBOR_ENTRY}. */
    public static final class NeighborEntry extends SaiObject {
        private NeighborEntry() {
        }
    }

    /** {@code SAI_OBJECT_TYPE_HASH}. */
    public static final class Hash extends SaiObject {
        private Hash() {
        }
    }

    /** {@code SAI_OBJECT_TYPE_FINE_GRAINED_HASH_FIELD}. */
    public static final class FineGrainedHashField extends SaiObject {
        private FineGrainedHashField() {
        }
    }

    /** {@code SAI_OBJECT_TYPE_UDF}. */
    public static final class Udf extends SaiObject {
        private Udf() {
        }
    }

    /** {@code SAI_OBJECT_TYPE_UDF_MATCH}. */
    public static final class UdfMatch extends SaiObject {
        private UdfMatch() {
        }
    }

    /** {@code SAI_OBJECT_TYPE_UDF_GROUP}. */
    public static final class UdfGroup extends SaiObject {
        private UdfGroup() {
        }
    }

    /** {@code SAI_OBJECT_TYPE_ARS}. */
    public static final class Ars extends SaiObject {
        private Ars() {
        }
    }

    /** {@code SAI_OBJECT_TYPE_ARS_PROFILE}. */
    public static final class ArsProfile extends SaiObject {
        private ArsProfile() {
        }
    }

    /** {@code SAI_OBJECT_TYPE_ACL_TABLE}. */
    public static final class AclTable extends SaiObject {
        private AclTable() {
        }
    }

    /** {@code SAI_OBJECT_TYPE_ACL_ENTRY}. */
    public static final class AclEntry extends SaiObject {
        private AclEntry() {
        }
    }

    /** {@code SAI_OBJECT_TYPE_ACL_COUNTER}. */
    public static final class AclCounter extends SaiObject {
        private AclCounter() {
        }
    }

    /** {@code SAI_OBJECT_TYPE_ACL_TABLE_GROUP}. */
    public static final class AclTableGroup extends SaiObject {
        private AclTableGroup() {
        }
    }

    /** {@code SAI_OBJECT_TYPE_ACL_TABLE_GROUP_MEMBER}. */
    public static final class AclTableGroupMember extends SaiObject {
        private AclTableGroupMember() {
        }
    }

    /** {@code SAI_OBJECT_TYPE_ACL_RANGE}. */
    public static final class AclRange extends SaiObject {
        private AclRange() {
        }
    }

    /** {@code SAI_OBJECT_TYPE_COUNTER}. */
    public static final class Counter extends SaiObject {
        private Counter() {
        }
    }

    /** {@code SAI_OBJECT_TYPE_DEBUG_COUNTER}. */
    public static final class DebugCounter extends SaiObject {
        private DebugCounter() {
        }
    }

    /** {@code SAI_OBJECT_TYPE_SYSTEM_PORT}. */
    public static final class SystemPort extends SaiObject {
        private SystemPort() {
        }
    }

    /** {@code SAI_OBJECT_TYPE_LAG}. */
    public static final class Lag extends SaiObject {
        private Lag() {
        }
    }

    /** {@code SAI_OBJECT_TYPE_LAG_MEMBER}. */
    public static final class LagMember extends SaiObject {
        private LagMember() {
        }
    }

    /** {@code SAI_OBJECT_TYPE_HOSTIF}. */
    public static final class Hostif extends SaiObject {
        private Hostif() {
        }
    }

    /** {@code SAI_OBJECT_TYPE_HOSTIF_TRAP}. */
    public static final class HostifTrap extends SaiObject {
        private HostifTrap() {
        }
    }

    /** {@code SAI_OBJECT_TYPE_HOSTIF_TRAP_GROUP}. */
    public static final class HostifTrapGroup extends SaiObject {
        private HostifTrapGroup() {
        }
    }

    /** {@code SAI_OBJECT_TYPE_POLICER}. */
    public static final class Policer extends SaiObject {
        private Policer() {
        }
    }

    /** {@code SAI_OBJECT_TYPE_HOSTIF_PACKET}. */
    public static final class HostifPacket extends SaiObject {
        private HostifPacket() {
        }
    }

    private static final Map<Class<? extends SaiObject>, ObjectType> TYPES = Map.ofEntries(
            Map.entry(Switch.class, ObjectType.SWITCH),
            Map.entry(Port.class, ObjectType.PORT),
            Map.entry(Queue.class, ObjectType.QUEUE),
            Map.entry(Scheduler.class, ObjectType.SCHEDULER),
            Map.entry(SchedulerGroup.class, ObjectType.SCHEDULER_GROUP),
            Map.entry(IngressPriorityGroup.class, ObjectType.INGRESS_PRIORITY_GROUP),
            Map.entry(BufferPool.class, ObjectType.BUFFER_POOL),
            Map.entry(BufferProfile.class, ObjectType.BUFFER_PROFILE),
            Map.entry(PortPool.class, ObjectType.PORT_POOL),
            Map.entry(Wred.class, ObjectType.WRED),
            Map.entry(QosMap.class, ObjectType.QOS_MAP),
            Map.entry(VirtualRouter.class, ObjectType.VIRTUAL_ROUTER),
            Map.entry(RouterInterface.class, ObjectType.ROUTER_INTERFACE),
            Map.entry(NextHop.class, ObjectType.NEXT_HOP),
            Map.entry(NextHopGroup.class, ObjectType.NEXT_HOP_GROUP),
            Map.entry(NextHopGroupMember.class, ObjectType.NEXT_HOP_GROUP_MEMBER),
            Map.entry(RouteEntry.class, ObjectType.ROUTE_ENTRY),
            Map.entry(NeighborEntry.class, ObjectType.NEIGHBOR_ENTRY),
            Map.entry(Hash.class, ObjectType.HASH),
            Map.entry(FineGrainedHashField.class, ObjectType.FINE_GRAINED_HASH_FIELD),
            Map.entry(Udf.class, ObjectType.UDF),
            Map.entry(UdfMatch.class, ObjectType.UDF_MATCH),
            Map.entry(UdfGroup.class, ObjectType.UDF_GROUP),
            Map.entry(Ars.class, ObjectType.ARS),
            Map.entry(ArsProfile.class, ObjectType.ARS_PROFILE),
            Map.entry(AclTable.class, ObjectType.ACL_TABLE),
            Map.entry(AclEntry.class, ObjectType.ACL_ENTRY),
            Map.entry(AclCounter.class, ObjectType.ACL_COUNTER),
            Map.entry(AclTableGroup.class, ObjectType.ACL_TABLE_GROUP),
            Map.entry(AclTableGroupMember.class, ObjectType.ACL_TABLE_GROUP_MEMBER),
            Map.entry(AclRange.class, ObjectType.ACL_RANGE),
            Map.entry(Counter.class, ObjectType.COUNTER),
            Map.entry(DebugCounter.class, ObjectType.DEBUG_COUNTER),
            Map.entry(SystemPort.class, ObjectType.SYSTEM_PORT),
            Map.entry(Lag.class, ObjectType.LAG),
            Map.entry(LagMember.class, ObjectType.LAG_MEMBER),
            Map.entry(Hostif.class, ObjectType.HOSTIF),
            Map.entry(HostifTrap.class, ObjectType.HOSTIF_TRAP),
            Map.entry(HostifTrapGroup.class, ObjectType.HOSTIF_TRAP_GROUP),
            Map.entry(Policer.class, ObjectType.POLICER),
            Map.entry(HostifPacket.class, ObjectType.HOSTIF_PACKET));

    /** The object type {@code marker} stands for. */
    public static ObjectType typeOf(Class<? extends SaiObject> marker) {
        return Objects.requireNonNull(TYPES.get(marker), () -> marker + " is not an object marker");
    }
}
