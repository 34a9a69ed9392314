// GENERATED from SAI 1.18.1 metadata by SaiTablesGenerator. Do not edit:
// ./mvnw -pl asic-sai-bindings/sai-model test -Dtest=GeneratedTablesMatchSharedMetadataTest -Dsai.regenerate=true
package io.nosagent.sai.meta;

import io.nosagent.sai.ObjectType;
import io.nosagent.sai.StatId;

import java.util.List;

/** Counters of {@code SAI_OBJECT_TYPE_ROUTER_INTERFACE} ({@code sai_router_interface_stat_t}). */
public final class RouterInterfaceStat {

    private RouterInterfaceStat() {
    }

    public static final StatId IN_OCTETS = new StatId(ObjectType.ROUTER_INTERFACE, 0, "SAI_ROUTER_INTERFACE_STAT_IN_OCTETS");
    public static final StatId IN_PACKETS = new StatId(ObjectType.ROUTER_INTERFACE, 1, "SAI_ROUTER_INTERFACE_STAT_IN_PACKETS");
    public static final StatId OUT_OCTETS = new StatId(ObjectType.ROUTER_INTERFACE, 2, "SAI_ROUTER_INTERFACE_STAT_OUT_OCTETS");
    public static final StatId OUT_PACKETS = new StatId(ObjectType.ROUTER_INTERFACE, 3, "SAI_ROUTER_INTERFACE_STAT_OUT_PACKETS");
    public static final StatId IN_ERROR_OCTETS = new StatId(ObjectType.ROUTER_INTERFACE, 4, "SAI_ROUTER_INTERFACE_STAT_IN_ERROR_OCTETS");
    public static final StatId IN_ERROR_PACKETS = new StatId(ObjectType.ROUTER_INTERFACE, 5, "SAI_ROUTER_INTERFACE_STAT_IN_ERROR_PACKETS");
    public static final StatId OUT_ERROR_OCTETS = new StatId(ObjectType.ROUTER_INTERFACE, 6, "SAI_ROUTER_INTERFACE_STAT_OUT_ERROR_OCTETS");
    public static final StatId OUT_ERROR_PACKETS = new StatId(ObjectType.ROUTER_INTERFACE, 7, "SAI_ROUTER_INTERFACE_STAT_OUT_ERROR_PACKETS");

    /** Every counter, in enum order (range markers left out). */
    public static final List<StatId> ALL = List.of(
            IN_OCTETS,
            IN_PACKETS,
            OUT_OCTETS,
            OUT_PACKETS,
            IN_ERROR_OCTETS,
            IN_ERROR_PACKETS,
            OUT_ERROR_OCTETS,
            OUT_ERROR_PACKETS);
}
