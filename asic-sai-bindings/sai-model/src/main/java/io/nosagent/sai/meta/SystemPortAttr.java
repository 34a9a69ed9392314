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

/** Attributes of {@code SAI_OBJECT_TYPE_SYSTEM_PORT} ({@code sai_system_port_attr_t}). */
public final class SystemPortAttr {

    private SystemPortAttr() {
    }

    /** {@code SAI_SYSTEM_PORT_ATTR_TYPE}: int32, read only. */
    public static final AttrSpec.S32<SaiObject.SystemPort> TYPE = new AttrSpec.S32<>(SaiObject.SystemPort.class, 0, "SAI_SYSTEM_PORT_ATTR_TYPE",
            Set.of(AttrFlag.READ_ONLY),
            SaiEnums.SystemPortType.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SYSTEM_PORT_ATTR_QOS_NUMBER_OF_VOQS}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.SystemPort> QOS_NUMBER_OF_VOQS = new AttrSpec.U32<>(SaiObject.SystemPort.class, 1, "SAI_SYSTEM_PORT_ATTR_QOS_NUMBER_OF_VOQS",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SYSTEM_PORT_ATTR_QOS_VOQ_LIST}: object_list, read only. */
    public static final AttrSpec.OidList<SaiObject.SystemPort> QOS_VOQ_LIST = new AttrSpec.OidList<>(SaiObject.SystemPort.class, 2, "SAI_SYSTEM_PORT_ATTR_QOS_VOQ_LIST",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.QUEUE), false,
            AttrDefault.NONE);

    /** {@code SAI_SYSTEM_PORT_ATTR_PORT}: object_id, read only. */
    public static final AttrSpec.Oid<SaiObject.SystemPort> PORT = new AttrSpec.Oid<>(SaiObject.SystemPort.class, 3, "SAI_SYSTEM_PORT_ATTR_PORT",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(ObjectType.PORT), false,
            AttrDefault.NONE);

    /** {@code SAI_SYSTEM_PORT_ATTR_ADMIN_STATE}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.SystemPort> ADMIN_STATE = new AttrSpec.Bool<>(SaiObject.SystemPort.class, 4, "SAI_SYSTEM_PORT_ATTR_ADMIN_STATE",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_SYSTEM_PORT_ATTR_CONFIG_INFO}: system_port_config, mandatory on create, create only. */
    public static final AttrSpec.Of<SaiObject.SystemPort, AttrValue.SystemPortConfig> CONFIG_INFO = new AttrSpec.Of<>(SaiObject.SystemPort.class, 5, "SAI_SYSTEM_PORT_ATTR_CONFIG_INFO",
            ValueType.SYSTEM_PORT_CONFIG, Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_SYSTEM_PORT_ATTR_QOS_TC_TO_QUEUE_MAP}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.SystemPort> QOS_TC_TO_QUEUE_MAP = new AttrSpec.Oid<>(SaiObject.SystemPort.class, 6, "SAI_SYSTEM_PORT_ATTR_QOS_TC_TO_QUEUE_MAP",
            Set.of(AttrFlag.CREATE_AND_SET),
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
