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

/** Attributes of {@code SAI_OBJECT_TYPE_VIRTUAL_ROUTER} ({@code sai_virtual_router_attr_t}). */
public final class VirtualRouterAttr {

    private VirtualRouterAttr() {
    }

    /** {@code SAI_VIRTUAL_ROUTER_ATTR_ADMIN_V4_STATE}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.VirtualRouter> ADMIN_V4_STATE = new AttrSpec.Bool<>(SaiObject.VirtualRouter.class, 0, "SAI_VIRTUAL_ROUTER_ATTR_ADMIN_V4_STATE",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.TRUE));

    /** {@code SAI_VIRTUAL_ROUTER_ATTR_ADMIN_V6_STATE}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.VirtualRouter> ADMIN_V6_STATE = new AttrSpec.Bool<>(SaiObject.VirtualRouter.class, 1, "SAI_VIRTUAL_ROUTER_ATTR_ADMIN_V6_STATE",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.TRUE));

    /** {@code SAI_VIRTUAL_ROUTER_ATTR_SRC_MAC_ADDRESS}: mac, create and set. */
    public static final AttrSpec.Mac<SaiObject.VirtualRouter> SRC_MAC_ADDRESS = new AttrSpec.Mac<>(SaiObject.VirtualRouter.class, 2, "SAI_VIRTUAL_ROUTER_ATTR_SRC_MAC_ADDRESS",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.FROM_ATTRIBUTE);

    /** {@code SAI_VIRTUAL_ROUTER_ATTR_VIOLATION_TTL1_PACKET_ACTION}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.VirtualRouter> VIOLATION_TTL1_PACKET_ACTION = new AttrSpec.S32<>(SaiObject.VirtualRouter.class, 3, "SAI_VIRTUAL_ROUTER_ATTR_VIOLATION_TTL1_PACKET_ACTION",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PacketAction.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(4)) /* SAI_PACKET_ACTION_TRAP */);

    /** {@code SAI_VIRTUAL_ROUTER_ATTR_VIOLATION_IP_OPTIONS_PACKET_ACTION}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.VirtualRouter> VIOLATION_IP_OPTIONS_PACKET_ACTION = new AttrSpec.S32<>(SaiObject.VirtualRouter.class, 4, "SAI_VIRTUAL_ROUTER_ATTR_VIOLATION_IP_OPTIONS_PACKET_ACTION",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PacketAction.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(4)) /* SAI_PACKET_ACTION_TRAP */);

    /** {@code SAI_VIRTUAL_ROUTER_ATTR_UNKNOWN_L3_MULTICAST_PACKET_ACTION}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.VirtualRouter> UNKNOWN_L3_MULTICAST_PACKET_ACTION = new AttrSpec.S32<>(SaiObject.VirtualRouter.class, 5, "SAI_VIRTUAL_ROUTER_ATTR_UNKNOWN_L3_MULTICAST_PACKET_ACTION",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.PacketAction.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_PACKET_ACTION_DROP */);

    /** {@code SAI_VIRTUAL_ROUTER_ATTR_LABEL}: chardata, create and set. */
    public static final AttrSpec.CharData<SaiObject.VirtualRouter> LABEL = new AttrSpec.CharData<>(SaiObject.VirtualRouter.class, 6, "SAI_VIRTUAL_ROUTER_ATTR_LABEL",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.CharData("")));

    /** Every attribute, in id order. */
    public static final List<AttrSpec> ALL = List.of(
            ADMIN_V4_STATE,
            ADMIN_V6_STATE,
            SRC_MAC_ADDRESS,
            VIOLATION_TTL1_PACKET_ACTION,
            VIOLATION_IP_OPTIONS_PACKET_ACTION,
            UNKNOWN_L3_MULTICAST_PACKET_ACTION,
            LABEL);
}
