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

/** Attributes of {@code SAI_OBJECT_TYPE_WRED} ({@code sai_wred_attr_t}). */
public final class WredAttr {

    private WredAttr() {
    }

    /** {@code SAI_WRED_ATTR_GREEN_ENABLE}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.Wred> GREEN_ENABLE = new AttrSpec.Bool<>(SaiObject.Wred.class, 0, "SAI_WRED_ATTR_GREEN_ENABLE",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_WRED_ATTR_GREEN_MIN_THRESHOLD}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.Wred> GREEN_MIN_THRESHOLD = new AttrSpec.U32<>(SaiObject.Wred.class, 1, "SAI_WRED_ATTR_GREEN_MIN_THRESHOLD",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_WRED_ATTR_GREEN_MAX_THRESHOLD}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.Wred> GREEN_MAX_THRESHOLD = new AttrSpec.U32<>(SaiObject.Wred.class, 2, "SAI_WRED_ATTR_GREEN_MAX_THRESHOLD",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_WRED_ATTR_GREEN_DROP_PROBABILITY}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.Wred> GREEN_DROP_PROBABILITY = new AttrSpec.U32<>(SaiObject.Wred.class, 3, "SAI_WRED_ATTR_GREEN_DROP_PROBABILITY",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(100L)));

    /** {@code SAI_WRED_ATTR_YELLOW_ENABLE}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.Wred> YELLOW_ENABLE = new AttrSpec.Bool<>(SaiObject.Wred.class, 4, "SAI_WRED_ATTR_YELLOW_ENABLE",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_WRED_ATTR_YELLOW_MIN_THRESHOLD}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.Wred> YELLOW_MIN_THRESHOLD = new AttrSpec.U32<>(SaiObject.Wred.class, 5, "SAI_WRED_ATTR_YELLOW_MIN_THRESHOLD",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_WRED_ATTR_YELLOW_MAX_THRESHOLD}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.Wred> YELLOW_MAX_THRESHOLD = new AttrSpec.U32<>(SaiObject.Wred.class, 6, "SAI_WRED_ATTR_YELLOW_MAX_THRESHOLD",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_WRED_ATTR_YELLOW_DROP_PROBABILITY}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.Wred> YELLOW_DROP_PROBABILITY = new AttrSpec.U32<>(SaiObject.Wred.class, 7, "SAI_WRED_ATTR_YELLOW_DROP_PROBABILITY",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(100L)));

    /** {@code SAI_WRED_ATTR_RED_ENABLE}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.Wred> RED_ENABLE = new AttrSpec.Bool<>(SaiObject.Wred.class, 8, "SAI_WRED_ATTR_RED_ENABLE",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_WRED_ATTR_RED_MIN_THRESHOLD}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.Wred> RED_MIN_THRESHOLD = new AttrSpec.U32<>(SaiObject.Wred.class, 9, "SAI_WRED_ATTR_RED_MIN_THRESHOLD",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_WRED_ATTR_RED_MAX_THRESHOLD}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.Wred> RED_MAX_THRESHOLD = new AttrSpec.U32<>(SaiObject.Wred.class, 10, "SAI_WRED_ATTR_RED_MAX_THRESHOLD",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_WRED_ATTR_RED_DROP_PROBABILITY}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.Wred> RED_DROP_PROBABILITY = new AttrSpec.U32<>(SaiObject.Wred.class, 11, "SAI_WRED_ATTR_RED_DROP_PROBABILITY",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(100L)));

    /** {@code SAI_WRED_ATTR_WEIGHT}: uint8, create and set. */
    public static final AttrSpec.U8<SaiObject.Wred> WEIGHT = new AttrSpec.U8<>(SaiObject.Wred.class, 12, "SAI_WRED_ATTR_WEIGHT",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U8(0)));

    /** {@code SAI_WRED_ATTR_ECN_MARK_MODE}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.Wred> ECN_MARK_MODE = new AttrSpec.S32<>(SaiObject.Wred.class, 13, "SAI_WRED_ATTR_ECN_MARK_MODE",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.EcnMarkMode.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_ECN_MARK_MODE_NONE */);

    /** {@code SAI_WRED_ATTR_ECN_GREEN_MIN_THRESHOLD}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.Wred> ECN_GREEN_MIN_THRESHOLD = new AttrSpec.U32<>(SaiObject.Wred.class, 14, "SAI_WRED_ATTR_ECN_GREEN_MIN_THRESHOLD",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_WRED_ATTR_ECN_GREEN_MAX_THRESHOLD}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.Wred> ECN_GREEN_MAX_THRESHOLD = new AttrSpec.U32<>(SaiObject.Wred.class, 15, "SAI_WRED_ATTR_ECN_GREEN_MAX_THRESHOLD",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_WRED_ATTR_ECN_GREEN_MARK_PROBABILITY}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.Wred> ECN_GREEN_MARK_PROBABILITY = new AttrSpec.U32<>(SaiObject.Wred.class, 16, "SAI_WRED_ATTR_ECN_GREEN_MARK_PROBABILITY",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(100L)));

    /** {@code SAI_WRED_ATTR_ECN_YELLOW_MIN_THRESHOLD}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.Wred> ECN_YELLOW_MIN_THRESHOLD = new AttrSpec.U32<>(SaiObject.Wred.class, 17, "SAI_WRED_ATTR_ECN_YELLOW_MIN_THRESHOLD",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_WRED_ATTR_ECN_YELLOW_MAX_THRESHOLD}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.Wred> ECN_YELLOW_MAX_THRESHOLD = new AttrSpec.U32<>(SaiObject.Wred.class, 18, "SAI_WRED_ATTR_ECN_YELLOW_MAX_THRESHOLD",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_WRED_ATTR_ECN_YELLOW_MARK_PROBABILITY}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.Wred> ECN_YELLOW_MARK_PROBABILITY = new AttrSpec.U32<>(SaiObject.Wred.class, 19, "SAI_WRED_ATTR_ECN_YELLOW_MARK_PROBABILITY",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(100L)));

    /** {@code SAI_WRED_ATTR_ECN_RED_MIN_THRESHOLD}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.Wred> ECN_RED_MIN_THRESHOLD = new AttrSpec.U32<>(SaiObject.Wred.class, 20, "SAI_WRED_ATTR_ECN_RED_MIN_THRESHOLD",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_WRED_ATTR_ECN_RED_MAX_THRESHOLD}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.Wred> ECN_RED_MAX_THRESHOLD = new AttrSpec.U32<>(SaiObject.Wred.class, 21, "SAI_WRED_ATTR_ECN_RED_MAX_THRESHOLD",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_WRED_ATTR_ECN_RED_MARK_PROBABILITY}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.Wred> ECN_RED_MARK_PROBABILITY = new AttrSpec.U32<>(SaiObject.Wred.class, 22, "SAI_WRED_ATTR_ECN_RED_MARK_PROBABILITY",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(100L)));

    /** {@code SAI_WRED_ATTR_ECN_COLOR_UNAWARE_MIN_THRESHOLD}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.Wred> ECN_COLOR_UNAWARE_MIN_THRESHOLD = new AttrSpec.U32<>(SaiObject.Wred.class, 23, "SAI_WRED_ATTR_ECN_COLOR_UNAWARE_MIN_THRESHOLD",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_WRED_ATTR_ECN_COLOR_UNAWARE_MAX_THRESHOLD}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.Wred> ECN_COLOR_UNAWARE_MAX_THRESHOLD = new AttrSpec.U32<>(SaiObject.Wred.class, 24, "SAI_WRED_ATTR_ECN_COLOR_UNAWARE_MAX_THRESHOLD",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_WRED_ATTR_ECN_COLOR_UNAWARE_MARK_PROBABILITY}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.Wred> ECN_COLOR_UNAWARE_MARK_PROBABILITY = new AttrSpec.U32<>(SaiObject.Wred.class, 25, "SAI_WRED_ATTR_ECN_COLOR_UNAWARE_MARK_PROBABILITY",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(100L)));

    /** {@code SAI_WRED_ATTR_GREEN_MIN_THRESHOLD_64}: uint64, create and set. */
    public static final AttrSpec.U64<SaiObject.Wred> GREEN_MIN_THRESHOLD_64 = new AttrSpec.U64<>(SaiObject.Wred.class, 26, "SAI_WRED_ATTR_GREEN_MIN_THRESHOLD_64",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U64(0L)));

    /** {@code SAI_WRED_ATTR_GREEN_MAX_THRESHOLD_64}: uint64, create and set. */
    public static final AttrSpec.U64<SaiObject.Wred> GREEN_MAX_THRESHOLD_64 = new AttrSpec.U64<>(SaiObject.Wred.class, 27, "SAI_WRED_ATTR_GREEN_MAX_THRESHOLD_64",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U64(0L)));

    /** {@code SAI_WRED_ATTR_YELLOW_MIN_THRESHOLD_64}: uint64, create and set. */
    public static final AttrSpec.U64<SaiObject.Wred> YELLOW_MIN_THRESHOLD_64 = new AttrSpec.U64<>(SaiObject.Wred.class, 28, "SAI_WRED_ATTR_YELLOW_MIN_THRESHOLD_64",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U64(0L)));

    /** {@code SAI_WRED_ATTR_YELLOW_MAX_THRESHOLD_64}: uint64, create and set. */
    public static final AttrSpec.U64<SaiObject.Wred> YELLOW_MAX_THRESHOLD_64 = new AttrSpec.U64<>(SaiObject.Wred.class, 29, "SAI_WRED_ATTR_YELLOW_MAX_THRESHOLD_64",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U64(0L)));

    /** {@code SAI_WRED_ATTR_RED_MIN_THRESHOLD_64}: uint64, create and set. */
    public static final AttrSpec.U64<SaiObject.Wred> RED_MIN_THRESHOLD_64 = new AttrSpec.U64<>(SaiObject.Wred.class, 30, "SAI_WRED_ATTR_RED_MIN_THRESHOLD_64",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U64(0L)));

    /** {@code SAI_WRED_ATTR_RED_MAX_THRESHOLD_64}: uint64, create and set. */
    public static final AttrSpec.U64<SaiObject.Wred> RED_MAX_THRESHOLD_64 = new AttrSpec.U64<>(SaiObject.Wred.class, 31, "SAI_WRED_ATTR_RED_MAX_THRESHOLD_64",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U64(0L)));

    /** {@code SAI_WRED_ATTR_ECN_GREEN_MIN_THRESHOLD_64}: uint64, create and set. */
    public static final AttrSpec.U64<SaiObject.Wred> ECN_GREEN_MIN_THRESHOLD_64 = new AttrSpec.U64<>(SaiObject.Wred.class, 32, "SAI_WRED_ATTR_ECN_GREEN_MIN_THRESHOLD_64",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U64(0L)));

    /** {@code SAI_WRED_ATTR_ECN_GREEN_MAX_THRESHOLD_64}: uint64, create and set. */
    public static final AttrSpec.U64<SaiObject.Wred> ECN_GREEN_MAX_THRESHOLD_64 = new AttrSpec.U64<>(SaiObject.Wred.class, 33, "SAI_WRED_ATTR_ECN_GREEN_MAX_THRESHOLD_64",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U64(0L)));

    /** {@code SAI_WRED_ATTR_ECN_YELLOW_MIN_THRESHOLD_64}: uint64, create and set. */
    public static final AttrSpec.U64<SaiObject.Wred> ECN_YELLOW_MIN_THRESHOLD_64 = new AttrSpec.U64<>(SaiObject.Wred.class, 34, "SAI_WRED_ATTR_ECN_YELLOW_MIN_THRESHOLD_64",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U64(0L)));

    /** {@code SAI_WRED_ATTR_ECN_YELLOW_MAX_THRESHOLD_64}: uint64, create and set. */
    public static final AttrSpec.U64<SaiObject.Wred> ECN_YELLOW_MAX_THRESHOLD_64 = new AttrSpec.U64<>(SaiObject.Wred.class, 35, "SAI_WRED_ATTR_ECN_YELLOW_MAX_THRESHOLD_64",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U64(0L)));

    /** {@code SAI_WRED_ATTR_ECN_RED_MIN_THRESHOLD_64}: uint64, create and set. */
    public static final AttrSpec.U64<SaiObject.Wred> ECN_RED_MIN_THRESHOLD_64 = new AttrSpec.U64<>(SaiObject.Wred.class, 36, "SAI_WRED_ATTR_ECN_RED_MIN_THRESHOLD_64",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U64(0L)));

    /** {@code SAI_WRED_ATTR_ECN_RED_MAX_THRESHOLD_64}: uint64, create and set. */
    public static final AttrSpec.U64<SaiObject.Wred> ECN_RED_MAX_THRESHOLD_64 = new AttrSpec.U64<>(SaiObject.Wred.class, 37, "SAI_WRED_ATTR_ECN_RED_MAX_THRESHOLD_64",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U64(0L)));

    /** {@code SAI_WRED_ATTR_ECN_COLOR_UNAWARE_MIN_THRESHOLD_64}: uint64, create and set. */
    public static final AttrSpec.U64<SaiObject.Wred> ECN_COLOR_UNAWARE_MIN_THRESHOLD_64 = new AttrSpec.U64<>(SaiObject.Wred.class, 38, "SAI_WRED_ATTR_ECN_COLOR_UNAWARE_MIN_THRESHOLD_64",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U64(0L)));

    /** {@code SAI_WRED_ATTR_ECN_COLOR_UNAWARE_MAX_THRESHOLD_64}: uint64, create and set. */
    public static final AttrSpec.U64<SaiObject.Wred> ECN_COLOR_UNAWARE_MAX_THRESHOLD_64 = new AttrSpec.U64<>(SaiObject.Wred.class, 39, "SAI_WRED_ATTR_ECN_COLOR_UNAWARE_MAX_THRESHOLD_64",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
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
