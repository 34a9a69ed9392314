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

/** Attributes of {@code SAI_OBJECT_TYPE_BUFFER_PROFILE} ({@code sai_buffer_profile_attr_t}). */
public final class BufferProfileAttr {

    private BufferProfileAttr() {
    }

    /** {@code SAI_BUFFER_PROFILE_ATTR_POOL_ID}: object_id, mandatory on create, create only. */
    public static final AttrSpec POOL_ID = new AttrSpec(ObjectType.BUFFER_PROFILE, 0, "SAI_BUFFER_PROFILE_ATTR_POOL_ID",
            ValueType.OBJECT_ID, Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY),
            null, Set.of(ObjectType.BUFFER_POOL), true,
            AttrDefault.NONE);

    /** {@code SAI_BUFFER_PROFILE_ATTR_RESERVED_BUFFER_SIZE}: uint64, mandatory on create, create and set. */
    public static final AttrSpec RESERVED_BUFFER_SIZE = new AttrSpec(ObjectType.BUFFER_PROFILE, 1, "SAI_BUFFER_PROFILE_ATTR_RESERVED_BUFFER_SIZE",
            ValueType.UINT64, Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_BUFFER_PROFILE_ATTR_THRESHOLD_MODE}: int32, mandatory on create, create only. */
    public static final AttrSpec THRESHOLD_MODE = new AttrSpec(ObjectType.BUFFER_PROFILE, 2, "SAI_BUFFER_PROFILE_ATTR_THRESHOLD_MODE",
            ValueType.INT32, Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_ONLY),
            SaiEnums.BufferProfileThresholdMode.ENUM, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_BUFFER_PROFILE_ATTR_SHARED_DYNAMIC_TH}: int8, mandatory on create, create and set. */
    public static final AttrSpec SHARED_DYNAMIC_TH = new AttrSpec(ObjectType.BUFFER_PROFILE, 3, "SAI_BUFFER_PROFILE_ATTR_SHARED_DYNAMIC_TH",
            ValueType.INT8, Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_AND_SET, AttrFlag.CONDITIONAL),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_BUFFER_PROFILE_ATTR_SHARED_STATIC_TH}: uint64, mandatory on create, create and set. */
    public static final AttrSpec SHARED_STATIC_TH = new AttrSpec(ObjectType.BUFFER_PROFILE, 4, "SAI_BUFFER_PROFILE_ATTR_SHARED_STATIC_TH",
            ValueType.UINT64, Set.of(AttrFlag.MANDATORY_ON_CREATE, AttrFlag.CREATE_AND_SET, AttrFlag.CONDITIONAL),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_BUFFER_PROFILE_ATTR_XOFF_TH}: uint64, create and set. */
    public static final AttrSpec XOFF_TH = new AttrSpec(ObjectType.BUFFER_PROFILE, 5, "SAI_BUFFER_PROFILE_ATTR_XOFF_TH",
            ValueType.UINT64, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U64(0L)));

    /** {@code SAI_BUFFER_PROFILE_ATTR_XON_TH}: uint64, create and set. */
    public static final AttrSpec XON_TH = new AttrSpec(ObjectType.BUFFER_PROFILE, 6, "SAI_BUFFER_PROFILE_ATTR_XON_TH",
            ValueType.UINT64, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U64(0L)));

    /** {@code SAI_BUFFER_PROFILE_ATTR_XON_OFFSET_TH}: uint64, create and set. */
    public static final AttrSpec XON_OFFSET_TH = new AttrSpec(ObjectType.BUFFER_PROFILE, 7, "SAI_BUFFER_PROFILE_ATTR_XON_OFFSET_TH",
            ValueType.UINT64, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U64(0L)));

    /** {@code SAI_BUFFER_PROFILE_ATTR_PACKET_ADMISSION_FAIL_ACTION}: int32, create and set. */
    public static final AttrSpec PACKET_ADMISSION_FAIL_ACTION = new AttrSpec(ObjectType.BUFFER_PROFILE, 8, "SAI_BUFFER_PROFILE_ATTR_PACKET_ADMISSION_FAIL_ACTION",
            ValueType.INT32, Set.of(AttrFlag.CREATE_AND_SET),
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
