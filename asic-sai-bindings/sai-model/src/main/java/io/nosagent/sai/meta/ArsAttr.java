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

/** Attributes of {@code SAI_OBJECT_TYPE_ARS} ({@code sai_ars_attr_t}). */
public final class ArsAttr {

    private ArsAttr() {
    }

    /** {@code SAI_ARS_ATTR_MODE}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.Ars> MODE = new AttrSpec.S32<>(SaiObject.Ars.class, 0, "SAI_ARS_ATTR_MODE",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.ArsMode.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_ARS_MODE_FLOWLET_QUALITY */);

    /** {@code SAI_ARS_ATTR_IDLE_TIME}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.Ars> IDLE_TIME = new AttrSpec.U32<>(SaiObject.Ars.class, 1, "SAI_ARS_ATTR_IDLE_TIME",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(256L)));

    /** {@code SAI_ARS_ATTR_MAX_FLOWS}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.Ars> MAX_FLOWS = new AttrSpec.U32<>(SaiObject.Ars.class, 2, "SAI_ARS_ATTR_MAX_FLOWS",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(512L)));

    /** {@code SAI_ARS_ATTR_MON_ENABLE}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.Ars> MON_ENABLE = new AttrSpec.Bool<>(SaiObject.Ars.class, 3, "SAI_ARS_ATTR_MON_ENABLE",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ARS_ATTR_SAMPLEPACKET_ENABLE}: object_id, create and set. */
    public static final AttrSpec.Oid<SaiObject.Ars> SAMPLEPACKET_ENABLE = new AttrSpec.Oid<>(SaiObject.Ars.class, 4, "SAI_ARS_ATTR_SAMPLEPACKET_ENABLE",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(ObjectType.SAMPLEPACKET), true,
            AttrDefault.of(AttrValue.Oid.NULL));

    /** {@code SAI_ARS_ATTR_MAX_ALT_MEMEBERS_PER_GROUP}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.Ars> MAX_ALT_MEMEBERS_PER_GROUP = new AttrSpec.U32<>(SaiObject.Ars.class, 5, "SAI_ARS_ATTR_MAX_ALT_MEMEBERS_PER_GROUP",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(16L)));

    /** {@code SAI_ARS_ATTR_MAX_PRIMARY_MEMEBERS_PER_GROUP}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.Ars> MAX_PRIMARY_MEMEBERS_PER_GROUP = new AttrSpec.U32<>(SaiObject.Ars.class, 6, "SAI_ARS_ATTR_MAX_PRIMARY_MEMEBERS_PER_GROUP",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(16L)));

    /** {@code SAI_ARS_ATTR_PRIMARY_PATH_QUALITY_THRESHOLD}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.Ars> PRIMARY_PATH_QUALITY_THRESHOLD = new AttrSpec.U32<>(SaiObject.Ars.class, 7, "SAI_ARS_ATTR_PRIMARY_PATH_QUALITY_THRESHOLD",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(16L)));

    /** {@code SAI_ARS_ATTR_ALTERNATE_PATH_COST}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.Ars> ALTERNATE_PATH_COST = new AttrSpec.U32<>(SaiObject.Ars.class, 8, "SAI_ARS_ATTR_ALTERNATE_PATH_COST",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_ARS_ATTR_ALTERNATE_PATH_BIAS}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.Ars> ALTERNATE_PATH_BIAS = new AttrSpec.U32<>(SaiObject.Ars.class, 9, "SAI_ARS_ATTR_ALTERNATE_PATH_BIAS",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** Every attribute, in id order. */
    public static final List<AttrSpec> ALL = List.of(
            MODE,
            IDLE_TIME,
            MAX_FLOWS,
            MON_ENABLE,
            SAMPLEPACKET_ENABLE,
            MAX_ALT_MEMEBERS_PER_GROUP,
            MAX_PRIMARY_MEMEBERS_PER_GROUP,
            PRIMARY_PATH_QUALITY_THRESHOLD,
            ALTERNATE_PATH_COST,
            ALTERNATE_PATH_BIAS);
}
