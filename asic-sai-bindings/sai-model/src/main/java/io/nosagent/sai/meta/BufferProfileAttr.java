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

/** Attributes of {@code SAI_OBJECT_TYPE_BUFFER_PROFILE} ({@code sai_buffer_profile_attr_t}). */
public final class BufferProfileAttr {

    private BufferProfileAttr() {
    }

    /** {@code SAI_BUFFER_PROFILE_ATTR_POOL_ID}: object_id, mandatory on create, create only. */
    public static final AttrSpec.Oid<SaiObject.BufferProfile> POOL_ID = new AttrSpec.Oid<>(SaiObject.BufferProfile.class, 0, "SAI_BUFFER_PROFILE_ATTR_POOL_ID",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY),
            null, Set.of(ObjectType.BUFFER_POOL), true,
            AttrDefault.NONE);

    /** {@code SAI_BUFFER_PROFILE_ATTR_RESERVED_BUFFER_SIZE}: uint64, mandatory on create, create and set. */
    public static final AttrSpec.U64<SaiObject.BufferProfile> RESERVED_BUFFER_SIZE = new AttrSpec.U64<>(SaiObject.BufferProfile.class, 1, "SAI_BUFFER_PROFILE_ATTR_RESERVED_BUFFER_SIZE",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_BUFFER_PROFILE_ATTR_THRESHOLD_MODE}: int32, mandatory on create, create only. */
    public static final AttrSpec.S32<SaiObject.BufferProfile> THRESHOLD_MODE = new AttrSpec.S32<>(SaiObject.BufferProfile.class, 2, "SAI_BUFFER_PROFILE_ATTR_THRESHOLD_MODE",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY),
            SaiEnums.BufferProfileThresholdMode.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_BUFFER_PROFILE_ATTR_SHARED_DYNAMIC_TH}: int8, mandatory on create, create and set. */
    public static final AttrSpec.Of<SaiObject.BufferProfile, AttrValue.S8> SHARED_DYNAMIC_TH = new AttrSpec.Of<>(SaiObject.BufferProfile.class, 3, "SAI_BUFFER_PROFILE_ATTR_SHARED_DYNAMIC_TH",
            ValueType.INT8, Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_AND_SET, AttrFlag.CONDITIONAL),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_BUFFER_PROFILE_ATTR_SHARED_STATIC_TH}: uint64, mandatory on create, create and set. */
    public static final AttrSpec.U64<SaiObject.BufferProfile> SHARED_STATIC_TH = new AttrSpec.U64<>(SaiObject.BufferProfile.class, 4, "SAI_BUFFER_PROFILE_ATTR_SHARED_STATIC_TH",
            Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_AND_SET, AttrFlag.CONDITIONAL),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_BUFFER_PROFILE_ATTR_XOFF_TH}: uint64, create and set. */
    public static final AttrSpec.U64<SaiObject.BufferProfile> XOFF_TH = new AttrSpec.U64<>(SaiObject.BufferProfile.class, 5, "SAI_BUFFER_PROFILE_ATTR_XOFF_TH",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U64(0L)));

    /** {@code SAI_BUFFER_PROFILE_ATTR_XON_TH}: uint64, create and set. */
    public static final AttrSpec.U64<SaiObject.BufferProfile> XON_TH = new AttrSpec.U64<>(SaiObject.BufferProfile.class, 6, "SAI_BUFFER_PROFILE_ATTR_XON_TH",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U64(0L)));

    /** {@code SAI_BUFFER_PROFILE_ATTR_XON_OFFSET_TH}: uint64, create and set. */
    public static final AttrSpec.U64<SaiObject.BufferProfile> XON_OFFSET_TH = new AttrSpec.U64<>(SaiObject.BufferProfile.class, 7, "SAI_BUFFER_PROFILE_ATTR_XON_OFFSET_TH",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U64(0L)));

    /** {@code SAI_BUFFER_PROFILE_ATTR_PACKET_ADMISSION_FAIL_ACTION}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.BufferProfile> PACKET_ADMISSION_FAIL_ACTION = new AttrSpec.S32<>(SaiObject.BufferProfile.class, 8, "SAI_BUFFER_PROFILE_ATTR_PACKET_ADMISSION_FAIL_ACTION",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.BufferProfilePacketAdmissionFailAction.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_BUFFER_PROFILE_PACKET_ADMISSION_FAIL_ACTION_DROP */);

    /** Every attribute, in id order. */
    public static final List<AttrSpec> ALL = List.of(
            POOL_ID,
            RESERVED_BUFFER_SIZE,
            THRESHOLD_MODE,
            SHARED_DYNAMIC_TH,
            SHARED_STATIC_TH,
            XOFF_TH,
            XON_TH,
            XON_OFFSET_TH,
            PACKET_ADMISSION_FAIL_ACTION);
}
