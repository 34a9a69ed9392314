// GENERATED from SAI 1.18.1 metadata by SaiTablesGenerator. Do not edit:
// ./mvnw -pl asic-sai-bindings/sai-model test -Dtest=GeneratedTablesMatchSharedMetadataTest -Dsai.regenerate=true
package io.nosagent.sai.meta;

import io.nosagent.sai.AttrDefault;
import io.nosagent.sai.AttrFlag;
import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.ValueType;

import java.util.List;
import java.util.Set;

/** Attributes of {@code SAI_OBJECT_TYPE_SYSTEM_PORT} ({@code sai_system_port_attr_t}). */
public final class SystemPortAttr {

    private SystemPortAttr() {
    }

    /** {@code SAI_SYSTEM_PORT_ATTR_TYPE}: int32, read only. */
    public static final AttrSpec TYPE = new AttrSpec(ObjectType.SYSTEM_PORT, 0, "SAI_SYSTEM_PORT_ATTR_TYPE",
            ValueType.INT32, Set.of(AttrFlag.READ_ONLY),
            SaiEnums.SystemPortType.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SYSTEM_PORT_ATTR_QOS_NUMBER_OF_VOQS}: uint32, read only. */
    public static final AttrSpec QOS_NUMBER_OF_VOQS = new AttrSpec(ObjectType.SYSTEM_PORT, 1, "SAI_SYSTEM_PORT_ATTR_QOS_NUMBER_OF_VOQS",
            ValueType.UINT32, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SYSTEM_PORT_ATTR_QOS_VOQ_LIST}: object_list, read only. */
    public static final AttrSpec QOS_VOQ_LIST = new AttrSpec(ObjectType.SYSTEM_PORT, 2, "SAI_SYSTEM_PORT_ATTR_QOS_VOQ_LIST",
            ValueType.OBJECT_LIST, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.QUEUE), false,
            AttrDefault.NONE);

    /** {@code SAI_SYSTEM_PORT_ATTR_PORT}: object_id, read only. */
    public static final AttrSpec PORT = new AttrSpec(ObjectType.SYSTEM_PORT, 3, "SAI_SYSTEM_PORT_ATTR_PORT",
            ValueType.OBJECT_ID, Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.PORT), false,
            AttrDefault.NONE);

    /** {@code SAI_SYSTEM_PORT_ATTR_ADMIN_STATE}: bool, create and set. */
    public static final AttrSpec ADMIN_STATE = new AttrSpec(ObjectType.SYSTEM_PORT, 4, "SAI_SYSTEM_PORT_ATTR_ADMIN_STATE",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_SYSTEM_PORT_ATTR_CONFIG_INFO}: system_port_config, mandatory on create, create only. */
    public static final AttrSpec CONFIG_INFO = new AttrSpec(ObjectType.SYSTEM_PORT, 5, "SAI_SYSTEM_PORT_ATTR_CONFIG_INFO",
            ValueType.SYSTEM_PORT_CONFIG, Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SYSTEM_PORT_ATTR_QOS_TC_TO_QUEUE_MAP}: object_id, create and set. */
    public static final AttrSpec QOS_TC_TO_QUEUE_MAP = new AttrSpec(ObjectType.SYSTEM_PORT, 6, "SAI_SYSTEM_PORT_ATTR_QOS_TC_TO_QUEUE_MAP",
            ValueType.OBJECT_ID, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.QOS_MAP), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** Every attribute, in id order. */
    public static final List<AttrSpec> ALL = List.of(
            TYPE,
            QOS_NUMBER_OF_VOQS,
            QOS_VOQ_LIST,
            PORT,
            ADMIN_STATE,
            CONFIG_INFO,
            QOS_TC_TO_QUEUE_MAP);
}
