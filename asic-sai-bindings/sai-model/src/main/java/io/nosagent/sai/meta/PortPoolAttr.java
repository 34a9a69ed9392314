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

/** Attributes of {@code SAI_OBJECT_TYPE_PORT_POOL} ({@code sai_port_pool_attr_t}). */
public final class PortPoolAttr {

    private PortPoolAttr() {
    }

    /** {@code SAI_PORT_POOL_ATTR_PORT_ID}: object_id, mandatory on create, create only. */
    public static final AttrSpec.Oid<SaiObject.PortPool> PORT_ID = new AttrSpec.Oid<>(SaiObject.PortPool.class, 0, "SAI_PORT_POOL_ATTR_PORT_ID",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY),
            null, Set.of(ObjectType.PORT), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_POOL_ATTR_BUFFER_POOL_ID}: object_id, mandatory on create, create only. */
    public static final AttrSpec.Oid<SaiObject.PortPool> BUFFER_POOL_ID = new AttrSpec.Oid<>(SaiObject.PortPool.class, 1, "SAI_PORT_POOL_ATTR_BUFFER_POOL_ID",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY),
            null, Set.of(ObjectType.BUFFER_POOL), false,
            AttrDefault.NONE);

    /** {@code SAI_PORT_POOL_ATTR_QOS_WRED_PROFILE_ID}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.PortPool> QOS_WRED_PROFILE_ID = new AttrSpec.Oid<>(SaiObject.PortPool.class, 2, "SAI_PORT_POOL_ATTR_QOS_WRED_PROFILE_ID",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.WRED), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** Every attribute, in id order. */
    public static final List<AttrSpec> ALL = List.of(
            PORT_ID,
            BUFFER_POOL_ID,
            QOS_WRED_PROFILE_ID);
}
