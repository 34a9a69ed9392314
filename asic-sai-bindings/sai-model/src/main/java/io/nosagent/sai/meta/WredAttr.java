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

/** Attributes of {@code SAI_OBJECT_TYPE_WRED} ({@code sai_wred_attr_t}). */
public final class WredAttr {

    private WredAttr() {
    }

    /** {@code SAI_WRED_ATTR_GREEN_ENABLE}: bool, create and set. */
    public static final AttrSpec GREEN_ENABLE = new AttrSpec(ObjectType.WRED, 0, "SAI_WRED_ATTR_GREEN_ENABLE",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_WRED_ATTR_GREEN_MIN_THRESHOLD}: uint32, create and set. */
    public static final AttrSpec GREEN_MIN_THRESHOLD = new AttrSpec(ObjectType.WRED, 1, "SAI_WRED_ATTR_GREEN_MIN_THRESHOLD",
            ValueType.UINT32, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_WRED_ATTR_GREEN_MAX_THRESHOLD}: uint32, create and set. */
    public static final AttrSpec GREEN_MAX_THRESHOLD = new AttrSpec(ObjectType.WRED, 2, "SAI_WRED_ATTR_GREEN_MAX_THRESHOLD",
            ValueType.UINT32, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_WRED_ATTR_GREEN_DROP_PROBABILITY}: uint32, create and set. */
    public static final AttrSpec GREEN_DROP_PROBABILITY = new AttrSpec(ObjectType.WRED, 3, "SAI_WRED_ATTR_GREEN_DROP_PROBABILITY",
            ValueType.UINT32, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(100L)));

    /** {@code SAI_WRED_ATTR_YELLOW_ENABLE}: bool, create and set. */
    public static final AttrSpec YELLOW_ENABLE = new AttrSpec(ObjectType.WRED, 4, "SAI_WRED_ATTR_YELLOW_ENABLE",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_WRED_ATTR_YELLOW_MIN_THRESHOLD}: uint32, create and set. */
    public static final AttrSpec YELLOW_MIN_THRESHOLD = new AttrSpec(ObjectType.WRED, 5, "SAI_WRED_ATTR_YELLOW_MIN_THRESHOLD",
            ValueType.UINT32, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_WRED_ATTR_YELLOW_MAX_THRESHOLD}: uint32, create and set. */
    public static final AttrSpec YELLOW_MAX_THRESHOLD = new AttrSpec(ObjectType.WRED, 6, "SAI_WRED_ATTR_YELLOW_MAX_THRESHOLD",
            ValueType.UINT32, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_WRED_ATTR_YELLOW_DROP_PROBABILITY}: uint32, create and set. */
    public static final AttrSpec YELLOW_DROP_PROBABILITY = new AttrSpec(ObjectType.WRED, 7, "SAI_WRED_ATTR_YELLOW_DROP_PROBABILITY",
            ValueType.UINT32, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(100L)));

    /** {@code SAI_WRED_ATTR_RED_ENABLE}: bool, create and set. */
    public static final AttrSpec RED_ENABLE = new AttrSpec(ObjectType.WRED, 8, "SAI_WRED_ATTR_RED_ENABLE",
            ValueType.BOOL, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_WRED_ATTR_RED_MIN_THRESHOLD}: uint32, create and set. */
    public static final AttrSpec RED_MIN_THRESHOLD = new AttrSpec(ObjectType.WRED, 9, "SAI_WRED_ATTR_RED_MIN_THRESHOLD",
            ValueType.UINT32, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_WRED_ATTR_RED_MAX_THRESHOLD}: uint32, create and set. */
    public static final AttrSpec RED_MAX_THRESHOLD = new AttrSpec(ObjectType.WRED, 10, "SAI_WRED_ATTR_RED_MAX_THRESHOLD",
            ValueType.UINT32, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_WRED_ATTR_RED_DROP_PROBABILITY}: uint32, create and set. */
    public static final AttrSpec RED_DROP_PROBABILITY = new AttrSpec(ObjectType.WRED, 11, "SAI_WRED_ATTR_RED_DROP_PROBABILITY",
            ValueType.UINT32, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(100L)));

    /** {@code SAI_WRED_ATTR_WEIGHT}: uint8, create and set. */
    public static final AttrSpec WEIGHT = new AttrSpec(ObjectType.WRED, 12, "SAI_WRED_ATTR_WEIGHT",
            ValueType.UINT8, Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U8(0)));

    /** {@code SAI_WRED_ATTR_ECN_MARK_MODE}: int32, create and set. */
    public static final AttrSpec ECN_MARK_MODE = new AttrSpec(ObjectType.WRED, 13, "SAI_WRED_ATTR_ECN_MARK_MODE",
            ValueType.INT32, Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.EcnMarkMode.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_ECN_MARK_MODE_NONE */);

    /** {@code SAI_WRED_ATTR_ECN_GREEN_MIN_THRESHOLD}: uint32, create and set. */
    public static final AttrSpec ECN_GREEN_MIN_THRESHOLD = new AttrSpec(ObjectType.WRED, 14, "SAI_WRED_ATTR_ECN_GREEN_MIN_THRESHOLD",
            ValueType.UINT32, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_WRED_ATTR_ECN_GREEN_MAX_THRESHOLD}: uint32, create and set. */
    public static final AttrSpec ECN_GREEN_MAX_THRESHOLD = new AttrSpec(ObjectType.WRED, 15, "SAI_WRED_ATTR_ECN_GREEN_MAX_THRESHOLD",
            ValueType.UINT32, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_WRED_ATTR_ECN_GREEN_MARK_PROBABILITY}: uint32, create and set. */
    public static final AttrSpec ECN_GREEN_MARK_PROBABILITY = new AttrSpec(ObjectType.WRED, 16, "SAI_WRED_ATTR_ECN_GREEN_MARK_PROBABILITY",
            ValueType.UINT32, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(100L)));

    /** {@code SAI_WRED_ATTR_ECN_YELLOW_MIN_THRESHOLD}: uint32, create and set. */
    public static final AttrSpec ECN_YELLOW_MIN_THRESHOLD = new AttrSpec(ObjectType.WRED, 17, "SAI_WRED_ATTR_ECN_YELLOW_MIN_THRESHOLD",
            ValueType.UINT32, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_WRED_ATTR_ECN_YELLOW_MAX_THRESHOLD}: uint32, create and set. */
    public static final AttrSpec ECN_YELLOW_MAX_THRESHOLD = new AttrSpec(ObjectType.WRED, 18, "SAI_WRED_ATTR_ECN_YELLOW_MAX_THRESHOLD",
            ValueType.UINT32, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_WRED_ATTR_ECN_YELLOW_MARK_PROBABILITY}: uint32, create and set. */
    public static final AttrSpec ECN_YELLOW_MARK_PROBABILITY = new AttrSpec(ObjectType.WRED, 19, "SAI_WRED_ATTR_ECN_YELLOW_MARK_PROBABILITY",
            ValueType.UINT32, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(100L)));

    /** {@code SAI_WRED_ATTR_ECN_RED_MIN_THRESHOLD}: uint32, create and set. */
    public static final AttrSpec ECN_RED_MIN_THRESHOLD = new AttrSpec(ObjectType.WRED, 20, "SAI_WRED_ATTR_ECN_RED_MIN_THRESHOLD",
            ValueType.UINT32, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_WRED_ATTR_ECN_RED_MAX_THRESHOLD}: uint32, create and set. */
    public static final AttrSpec ECN_RED_MAX_THRESHOLD = new AttrSpec(ObjectType.WRED, 21, "SAI_WRED_ATTR_ECN_RED_MAX_THRESHOLD",
            ValueType.UINT32, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_WRED_ATTR_ECN_RED_MARK_PROBABILITY}: uint32, create and set. */
    public static final AttrSpec ECN_RED_MARK_PROBABILITY = new AttrSpec(ObjectType.WRED, 22, "SAI_WRED_ATTR_ECN_RED_MARK_PROBABILITY",
            ValueType.UINT32, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(100L)));

    /** {@code SAI_WRED_ATTR_ECN_COLOR_UNAWARE_MIN_THRESHOLD}: uint32, create and set. */
    public static final AttrSpec ECN_COLOR_UNAWARE_MIN_THRESHOLD = new AttrSpec(ObjectType.WRED, 23, "SAI_WRED_ATTR_ECN_COLOR_UNAWARE_MIN_THRESHOLD",
            ValueType.UINT32, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_WRED_ATTR_ECN_COLOR_UNAWARE_MAX_THRESHOLD}: uint32, create and set. */
    public static final AttrSpec ECN_COLOR_UNAWARE_MAX_THRESHOLD = new AttrSpec(ObjectType.WRED, 24, "SAI_WRED_ATTR_ECN_COLOR_UNAWARE_MAX_THRESHOLD",
            ValueType.UINT32, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_WRED_ATTR_ECN_COLOR_UNAWARE_MARK_PROBABILITY}: uint32, create and set. */
    public static final AttrSpec ECN_COLOR_UNAWARE_MARK_PROBABILITY = new AttrSpec(ObjectType.WRED, 25, "SAI_WRED_ATTR_ECN_COLOR_UNAWARE_MARK_PROBABILITY",
            ValueType.UINT32, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(100L)));

    /** {@code SAI_WRED_ATTR_GREEN_MIN_THRESHOLD_64}: uint64, create and set. */
    public static final AttrSpec GREEN_MIN_THRESHOLD_64 = new AttrSpec(ObjectType.WRED, 26, "SAI_WRED_ATTR_GREEN_MIN_THRESHOLD_64",
            ValueType.UINT64, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U64(0L)));

    /** {@code SAI_WRED_ATTR_GREEN_MAX_THRESHOLD_64}: uint64, create and set. */
    public static final AttrSpec GREEN_MAX_THRESHOLD_64 = new AttrSpec(ObjectType.WRED, 27, "SAI_WRED_ATTR_GREEN_MAX_THRESHOLD_64",
            ValueType.UINT64, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U64(0L)));

    /** {@code SAI_WRED_ATTR_YELLOW_MIN_THRESHOLD_64}: uint64, create and set. */
    public static final AttrSpec YELLOW_MIN_THRESHOLD_64 = new AttrSpec(ObjectType.WRED, 28, "SAI_WRED_ATTR_YELLOW_MIN_THRESHOLD_64",
            ValueType.UINT64, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U64(0L)));

    /** {@code SAI_WRED_ATTR_YELLOW_MAX_THRESHOLD_64}: uint64, create and set. */
    public static final AttrSpec YELLOW_MAX_THRESHOLD_64 = new AttrSpec(ObjectType.WRED, 29, "SAI_WRED_ATTR_YELLOW_MAX_THRESHOLD_64",
            ValueType.UINT64, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U64(0L)));

    /** {@code SAI_WRED_ATTR_RED_MIN_THRESHOLD_64}: uint64, create and set. */
    public static final AttrSpec RED_MIN_THRESHOLD_64 = new AttrSpec(ObjectType.WRED, 30, "SAI_WRED_ATTR_RED_MIN_THRESHOLD_64",
            ValueType.UINT64, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U64(0L)));

    /** {@code SAI_WRED_ATTR_RED_MAX_THRESHOLD_64}: uint64, create and set. */
    public static final AttrSpec RED_MAX_THRESHOLD_64 = new AttrSpec(ObjectType.WRED, 31, "SAI_WRED_ATTR_RED_MAX_THRESHOLD_64",
            ValueType.UINT64, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U64(0L)));

    /** {@code SAI_WRED_ATTR_ECN_GREEN_MIN_THRESHOLD_64}: uint64, create and set. */
    public static final AttrSpec ECN_GREEN_MIN_THRESHOLD_64 = new AttrSpec(ObjectType.WRED, 32, "SAI_WRED_ATTR_ECN_GREEN_MIN_THRESHOLD_64",
            ValueType.UINT64, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U64(0L)));

    /** {@code SAI_WRED_ATTR_ECN_GREEN_MAX_THRESHOLD_64}: uint64, create and set. */
    public static final AttrSpec ECN_GREEN_MAX_THRESHOLD_64 = new AttrSpec(ObjectType.WRED, 33, "SAI_WRED_ATTR_ECN_GREEN_MAX_THRESHOLD_64",
            ValueType.UINT64, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U64(0L)));

    /** {@code SAI_WRED_ATTR_ECN_YELLOW_MIN_THRESHOLD_64}: uint64, create and set. */
    public static final AttrSpec ECN_YELLOW_MIN_THRESHOLD_64 = new AttrSpec(ObjectType.WRED, 34, "SAI_WRED_ATTR_ECN_YELLOW_MIN_THRESHOLD_64",
            ValueType.UINT64, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U64(0L)));

    /** {@code SAI_WRED_ATTR_ECN_YELLOW_MAX_THRESHOLD_64}: uint64, create and set. */
    public static final AttrSpec ECN_YELLOW_MAX_THRESHOLD_64 = new AttrSpec(ObjectType.WRED, 35, "SAI_WRED_ATTR_ECN_YELLOW_MAX_THRESHOLD_64",
            ValueType.UINT64, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U64(0L)));

    /** {@code SAI_WRED_ATTR_ECN_RED_MIN_THRESHOLD_64}: uint64, create and set. */
    public static final AttrSpec ECN_RED_MIN_THRESHOLD_64 = new AttrSpec(ObjectType.WRED, 36, "SAI_WRED_ATTR_ECN_RED_MIN_THRESHOLD_64",
            ValueType.UINT64, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U64(0L)));

    /** {@code SAI_WRED_ATTR_ECN_RED_MAX_THRESHOLD_64}: uint64, create and set. */
    public static final AttrSpec ECN_RED_MAX_THRESHOLD_64 = new AttrSpec(ObjectType.WRED, 37, "SAI_WRED_ATTR_ECN_RED_MAX_THRESHOLD_64",
            ValueType.UINT64, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U64(0L)));

    /** {@code SAI_WRED_ATTR_ECN_COLOR_UNAWARE_MIN_THRESHOLD_64}: uint64, create and set. */
    public static final AttrSpec ECN_COLOR_UNAWARE_MIN_THRESHOLD_64 = new AttrSpec(ObjectType.WRED, 38, "SAI_WRED_ATTR_ECN_COLOR_UNAWARE_MIN_THRESHOLD_64",
            ValueType.UINT64, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U64(0L)));

    /** {@code SAI_WRED_ATTR_ECN_COLOR_UNAWARE_MAX_THRESHOLD_64}: uint64, create and set. */
    public static final AttrSpec ECN_COLOR_UNAWARE_MAX_THRESHOLD_64 = new AttrSpec(ObjectType.WRED, 39, "SAI_WRED_ATTR_ECN_COLOR_UNAWARE_MAX_THRESHOLD_64",
            ValueType.UINT64, Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U64(0L)));

    /** Every attribute, in id order. */
    public static final List<AttrSpec> ALL = List.of(
            GREEN_ENABLE,
            GREEN_MIN_THRESHOLD,
            GREEN_MAX_THRESHOLD,
            GREEN_DROP_PROBABILITY,
            YELLOW_ENABLE,
            YELLOW_MIN_THRESHOLD,
            YELLOW_MAX_THRESHOLD,
            YELLOW_DROP_PROBABILITY,
            RED_ENABLE,
            RED_MIN_THRESHOLD,
            RED_MAX_THRESHOLD,
            RED_DROP_PROBABILITY,
            WEIGHT,
            ECN_MARK_MODE,
            ECN_GREEN_MIN_THRESHOLD,
            ECN_GREEN_MAX_THRESHOLD,
            ECN_GREEN_MARK_PROBABILITY,
            ECN_YELLOW_MIN_THRESHOLD,
            ECN_YELLOW_MAX_THRESHOLD,
            ECN_YELLOW_MARK_PROBABILITY,
            ECN_RED_MIN_THRESHOLD,
            ECN_RED_MAX_THRESHOLD,
            ECN_RED_MARK_PROBABILITY,
            ECN_COLOR_UNAWARE_MIN_THRESHOLD,
            ECN_COLOR_UNAWARE_MAX_THRESHOLD,
            ECN_COLOR_UNAWARE_MARK_PROBABILITY,
            GREEN_MIN_THRESHOLD_64,
            GREEN_MAX_THRESHOLD_64,
            YELLOW_MIN_THRESHOLD_64,
            YELLOW_MAX_THRESHOLD_64,
            RED_MIN_THRESHOLD_64,
            RED_MAX_THRESHOLD_64,
            ECN_GREEN_MIN_THRESHOLD_64,
            ECN_GREEN_MAX_THRESHOLD_64,
            ECN_YELLOW_MIN_THRESHOLD_64,
            ECN_YELLOW_MAX_THRESHOLD_64,
            ECN_RED_MIN_THRESHOLD_64,
            ECN_RED_MAX_THRESHOLD_64,
            ECN_COLOR_UNAWARE_MIN_THRESHOLD_64,
            ECN_COLOR_UNAWARE_MAX_THRESHOLD_64);
}
