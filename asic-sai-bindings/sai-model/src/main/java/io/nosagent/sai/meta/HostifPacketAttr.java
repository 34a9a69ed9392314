// GENERATED from SAI 1.18.1 metadata by SaiTablesGenerator. Do not edit:
// ./mvnw -pl asic-sai-bindings/sai-model test -Dtest=GeneratedTablesMatchSharedMetadataTest -Dsai.regenerate=true
package io.nosagent.sai.meta;

import io.nosagent.sai.AttrDefault;
import io.nosagent.sai.AttrFlag;
import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiObject;
import io.nosagent.sai.ValueType;

import java.util.List;
import java.util.Set;

/** Attributes of {@code SAI_OBJECT_TYPE_HOSTIF_PACKET} ({@code sai_hostif_packet_attr_t}). */
public final class HostifPacketAttr {

    private HostifPacketAttr() {
    }

    /** {@code SAI_HOSTIF_PACKET_ATTR_HOSTIF_TRAP_ID}: object_id, read only. */
    public static final AttrSpec.Oid<SaiObject.HostifPacket> HOSTIF_TRAP_ID = new AttrSpec.Oid<>(SaiObject.HostifPacket.class, 0, "SAI_HOSTIF_PACKET_ATTR_HOSTIF_TRAP_ID",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.HOSTIF_TRAP, ObjectType.HOSTIF_USER_DEFINED_TRAP), false,
            AttrDefault.NONE);

    /** {@code SAI_HOSTIF_PACKET_ATTR_INGRESS_PORT}: object_id, read only. */
    public static final AttrSpec.Oid<SaiObject.HostifPacket> INGRESS_PORT = new AttrSpec.Oid<>(SaiObject.HostifPacket.class, 1, "SAI_HOSTIF_PACKET_ATTR_INGRESS_PORT",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.PORT), false,
            AttrDefault.NONE);

    /** {@code SAI_HOSTIF_PACKET_ATTR_INGRESS_LAG}: object_id, read only. */
    public static final AttrSpec.Oid<SaiObject.HostifPacket> INGRESS_LAG = new AttrSpec.Oid<>(SaiObject.HostifPacket.class, 2, "SAI_HOSTIF_PACKET_ATTR_INGRESS_LAG",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.LAG), false,
            AttrDefault.NONE);

    /** {@code SAI_HOSTIF_PACKET_ATTR_HOSTIF_TX_TYPE}: int32, mandatory on create, create only. */
    public static final AttrSpec.S32<SaiObject.HostifPacket> HOSTIF_TX_TYPE = new AttrSpec.S32<>(SaiObject.HostifPacket.class, 3, "SAI_HOSTIF_PACKET_ATTR_HOSTIF_TX_TYPE",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY),
            SaiEnums.HostifTxType.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_HOSTIF_PACKET_ATTR_EGRESS_PORT_OR_LAG}: object_id, mandatory on create, create only. */
    public static final AttrSpec.Oid<SaiObject.HostifPacket> EGRESS_PORT_OR_LAG = new AttrSpec.Oid<>(SaiObject.HostifPacket.class, 4, "SAI_HOSTIF_PACKET_ATTR_EGRESS_PORT_OR_LAG",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY, AttrFlag.CONDITIONAL),
            null, Set.of(ObjectType.PORT), false,
            AttrDefault.NONE);

    /** {@code SAI_HOSTIF_PACKET_ATTR_BRIDGE_ID}: object_id, read only. */
    public static final AttrSpec.Oid<SaiObject.HostifPacket> BRIDGE_ID = new AttrSpec.Oid<>(SaiObject.HostifPacket.class, 5, "SAI_HOSTIF_PACKET_ATTR_BRIDGE_ID",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.BRIDGE), false,
            AttrDefault.NONE);

    /** {@code SAI_HOSTIF_PACKET_ATTR_TIMESTAMP}: timespec, read only. */
    public static final AttrSpec.Opaque<SaiObject.HostifPacket> TIMESTAMP = new AttrSpec.Opaque<>(SaiObject.HostifPacket.class, 6, "SAI_HOSTIF_PACKET_ATTR_TIMESTAMP",
            ValueType.TIMESPEC, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_HOSTIF_PACKET_ATTR_EGRESS_QUEUE_INDEX}: uint8, create only. */
    public static final AttrSpec.U8<SaiObject.HostifPacket> EGRESS_QUEUE_INDEX = new AttrSpec.U8<>(SaiObject.HostifPacket.class, 7, "SAI_HOSTIF_PACKET_ATTR_EGRESS_QUEUE_INDEX",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U8(0)));

    /** {@code SAI_HOSTIF_PACKET_ATTR_ZERO_COPY_TX}: bool, create only. */
    public static final AttrSpec.Bool<SaiObject.HostifPacket> ZERO_COPY_TX = new AttrSpec.Bool<>(SaiObject.HostifPacket.class, 8, "SAI_HOSTIF_PACKET_ATTR_ZERO_COPY_TX",
            Set.of(AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** Every attribute, in id order. */
    public static final List<AttrSpec> ALL = List.of(
            HOSTIF_TRAP_ID,
            INGRESS_PORT,
            INGRESS_LAG,
            HOSTIF_TX_TYPE,
            EGRESS_PORT_OR_LAG,
            BRIDGE_ID,
            TIMESTAMP,
            EGRESS_QUEUE_INDEX,
            ZERO_COPY_TX);
}
