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

/** Attributes of {@code SAI_OBJECT_TYPE_ARS_PROFILE} ({@code sai_ars_profile_attr_t}). */
public final class ArsProfileAttr {

    private ArsProfileAttr() {
    }

    /** {@code SAI_ARS_PROFILE_ATTR_ALGO}: int32, create and set. */
    public static final AttrSpec.S32<SaiObject.ArsProfile> ALGO = new AttrSpec.S32<>(SaiObject.ArsProfile.class, 0, "SAI_ARS_PROFILE_ATTR_ALGO",
            Set.of(AttrFlag.CREATE_AND_SET),
            SaiEnums.ArsProfileAlgo.ENUM, Set.of(), false,
            AttrDefault.of(new AttrValue.S32(0)) /* SAI_ARS_PROFILE_ALGO_EWMA */);

    /** {@code SAI_ARS_PROFILE_ATTR_SAMPLING_INTERVAL}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.ArsProfile> SAMPLING_INTERVAL = new AttrSpec.U32<>(SaiObject.ArsProfile.class, 1, "SAI_ARS_PROFILE_ATTR_SAMPLING_INTERVAL",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(16L)));

    /** {@code SAI_ARS_PROFILE_ATTR_ARS_RANDOM_SEED}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.ArsProfile> ARS_RANDOM_SEED = new AttrSpec.U32<>(SaiObject.ArsProfile.class, 2, "SAI_ARS_PROFILE_ATTR_ARS_RANDOM_SEED",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_ARS_PROFILE_ATTR_ECMP_ARS_MAX_GROUPS}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.ArsProfile> ECMP_ARS_MAX_GROUPS = new AttrSpec.U32<>(SaiObject.ArsProfile.class, 3, "SAI_ARS_PROFILE_ATTR_ECMP_ARS_MAX_GROUPS",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_ARS_PROFILE_ATTR_ECMP_ARS_MAX_MEMBERS_PER_GROUP}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.ArsProfile> ECMP_ARS_MAX_MEMBERS_PER_GROUP = new AttrSpec.U32<>(SaiObject.ArsProfile.class, 4, "SAI_ARS_PROFILE_ATTR_ECMP_ARS_MAX_MEMBERS_PER_GROUP",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_ARS_PROFILE_ATTR_LAG_ARS_MAX_GROUPS}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.ArsProfile> LAG_ARS_MAX_GROUPS = new AttrSpec.U32<>(SaiObject.ArsProfile.class, 5, "SAI_ARS_PROFILE_ATTR_LAG_ARS_MAX_GROUPS",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_ARS_PROFILE_ATTR_LAG_ARS_MAX_MEMBERS_PER_GROUP}: uint32, read only. */
    public static final AttrSpec.U32<SaiObject.ArsProfile> LAG_ARS_MAX_MEMBERS_PER_GROUP = new AttrSpec.U32<>(SaiObject.ArsProfile.class, 6, "SAI_ARS_PROFILE_ATTR_LAG_ARS_MAX_MEMBERS_PER_GROUP",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_ARS_PROFILE_ATTR_PORT_LOAD_PAST}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.ArsProfile> PORT_LOAD_PAST = new AttrSpec.Bool<>(SaiObject.ArsProfile.class, 7, "SAI_ARS_PROFILE_ATTR_PORT_LOAD_PAST",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.TRUE));

    /** {@code SAI_ARS_PROFILE_ATTR_PORT_LOAD_PAST_WEIGHT}: uint8, create and set. */
    public static final AttrSpec.U8<SaiObject.ArsProfile> PORT_LOAD_PAST_WEIGHT = new AttrSpec.U8<>(SaiObject.ArsProfile.class, 8, "SAI_ARS_PROFILE_ATTR_PORT_LOAD_PAST_WEIGHT",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U8(16)));

    /** {@code SAI_ARS_PROFILE_ATTR_PORT_LOAD_FUTURE}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.ArsProfile> PORT_LOAD_FUTURE = new AttrSpec.Bool<>(SaiObject.ArsProfile.class, 9, "SAI_ARS_PROFILE_ATTR_PORT_LOAD_FUTURE",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.TRUE));

    /** {@code SAI_ARS_PROFILE_ATTR_PORT_LOAD_FUTURE_WEIGHT}: uint8, create and set. */
    public static final AttrSpec.U8<SaiObject.ArsProfile> PORT_LOAD_FUTURE_WEIGHT = new AttrSpec.U8<>(SaiObject.ArsProfile.class, 10, "SAI_ARS_PROFILE_ATTR_PORT_LOAD_FUTURE_WEIGHT",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U8(16)));

    /** {@code SAI_ARS_PROFILE_ATTR_PORT_LOAD_CURRENT}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.ArsProfile> PORT_LOAD_CURRENT = new AttrSpec.Bool<>(SaiObject.ArsProfile.class, 11, "SAI_ARS_PROFILE_ATTR_PORT_LOAD_CURRENT",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ARS_PROFILE_ATTR_PORT_LOAD_EXPONENT}: uint8, create and set. */
    public static final AttrSpec.U8<SaiObject.ArsProfile> PORT_LOAD_EXPONENT = new AttrSpec.U8<>(SaiObject.ArsProfile.class, 12, "SAI_ARS_PROFILE_ATTR_PORT_LOAD_EXPONENT",
            Set.of(AttrFlag.CREATE_AND_SET, AttrFlag.VALID_ONLY),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U8(2)));

    /** {@code SAI_ARS_PROFILE_ATTR_QUANT_BANDS}: uint8, read only. */
    public static final AttrSpec.U8<SaiObject.ArsProfile> QUANT_BANDS = new AttrSpec.U8<>(SaiObject.ArsProfile.class, 13, "SAI_ARS_PROFILE_ATTR_QUANT_BANDS",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_ARS_PROFILE_ATTR_QUANT_BAND_0_MIN_THRESHOLD}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.ArsProfile> QUANT_BAND_0_MIN_THRESHOLD = new AttrSpec.U32<>(SaiObject.ArsProfile.class, 14, "SAI_ARS_PROFILE_ATTR_QUANT_BAND_0_MIN_THRESHOLD",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_ARS_PROFILE_ATTR_QUANT_BAND_0_MAX_THRESHOLD}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.ArsProfile> QUANT_BAND_0_MAX_THRESHOLD = new AttrSpec.U32<>(SaiObject.ArsProfile.class, 15, "SAI_ARS_PROFILE_ATTR_QUANT_BAND_0_MAX_THRESHOLD",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_ARS_PROFILE_ATTR_QUANT_BAND_1_MIN_THRESHOLD}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.ArsProfile> QUANT_BAND_1_MIN_THRESHOLD = new AttrSpec.U32<>(SaiObject.ArsProfile.class, 16, "SAI_ARS_PROFILE_ATTR_QUANT_BAND_1_MIN_THRESHOLD",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_ARS_PROFILE_ATTR_QUANT_BAND_1_MAX_THRESHOLD}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.ArsProfile> QUANT_BAND_1_MAX_THRESHOLD = new AttrSpec.U32<>(SaiObject.ArsProfile.class, 17, "SAI_ARS_PROFILE_ATTR_QUANT_BAND_1_MAX_THRESHOLD",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_ARS_PROFILE_ATTR_QUANT_BAND_2_MIN_THRESHOLD}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.ArsProfile> QUANT_BAND_2_MIN_THRESHOLD = new AttrSpec.U32<>(SaiObject.ArsProfile.class, 18, "SAI_ARS_PROFILE_ATTR_QUANT_BAND_2_MIN_THRESHOLD",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_ARS_PROFILE_ATTR_QUANT_BAND_2_MAX_THRESHOLD}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.ArsProfile> QUANT_BAND_2_MAX_THRESHOLD = new AttrSpec.U32<>(SaiObject.ArsProfile.class, 19, "SAI_ARS_PROFILE_ATTR_QUANT_BAND_2_MAX_THRESHOLD",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_ARS_PROFILE_ATTR_QUANT_BAND_3_MIN_THRESHOLD}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.ArsProfile> QUANT_BAND_3_MIN_THRESHOLD = new AttrSpec.U32<>(SaiObject.ArsProfile.class, 20, "SAI_ARS_PROFILE_ATTR_QUANT_BAND_3_MIN_THRESHOLD",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_ARS_PROFILE_ATTR_QUANT_BAND_3_MAX_THRESHOLD}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.ArsProfile> QUANT_BAND_3_MAX_THRESHOLD = new AttrSpec.U32<>(SaiObject.ArsProfile.class, 21, "SAI_ARS_PROFILE_ATTR_QUANT_BAND_3_MAX_THRESHOLD",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_ARS_PROFILE_ATTR_QUANT_BAND_4_MIN_THRESHOLD}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.ArsProfile> QUANT_BAND_4_MIN_THRESHOLD = new AttrSpec.U32<>(SaiObject.ArsProfile.class, 22, "SAI_ARS_PROFILE_ATTR_QUANT_BAND_4_MIN_THRESHOLD",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_ARS_PROFILE_ATTR_QUANT_BAND_4_MAX_THRESHOLD}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.ArsProfile> QUANT_BAND_4_MAX_THRESHOLD = new AttrSpec.U32<>(SaiObject.ArsProfile.class, 23, "SAI_ARS_PROFILE_ATTR_QUANT_BAND_4_MAX_THRESHOLD",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_ARS_PROFILE_ATTR_QUANT_BAND_5_MIN_THRESHOLD}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.ArsProfile> QUANT_BAND_5_MIN_THRESHOLD = new AttrSpec.U32<>(SaiObject.ArsProfile.class, 24, "SAI_ARS_PROFILE_ATTR_QUANT_BAND_5_MIN_THRESHOLD",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_ARS_PROFILE_ATTR_QUANT_BAND_5_MAX_THRESHOLD}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.ArsProfile> QUANT_BAND_5_MAX_THRESHOLD = new AttrSpec.U32<>(SaiObject.ArsProfile.class, 25, "SAI_ARS_PROFILE_ATTR_QUANT_BAND_5_MAX_THRESHOLD",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_ARS_PROFILE_ATTR_QUANT_BAND_6_MIN_THRESHOLD}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.ArsProfile> QUANT_BAND_6_MIN_THRESHOLD = new AttrSpec.U32<>(SaiObject.ArsProfile.class, 26, "SAI_ARS_PROFILE_ATTR_QUANT_BAND_6_MIN_THRESHOLD",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_ARS_PROFILE_ATTR_QUANT_BAND_6_MAX_THRESHOLD}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.ArsProfile> QUANT_BAND_6_MAX_THRESHOLD = new AttrSpec.U32<>(SaiObject.ArsProfile.class, 27, "SAI_ARS_PROFILE_ATTR_QUANT_BAND_6_MAX_THRESHOLD",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_ARS_PROFILE_ATTR_QUANT_BAND_7_MIN_THRESHOLD}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.ArsProfile> QUANT_BAND_7_MIN_THRESHOLD = new AttrSpec.U32<>(SaiObject.ArsProfile.class, 28, "SAI_ARS_PROFILE_ATTR_QUANT_BAND_7_MIN_THRESHOLD",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_ARS_PROFILE_ATTR_QUANT_BAND_7_MAX_THRESHOLD}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.ArsProfile> QUANT_BAND_7_MAX_THRESHOLD = new AttrSpec.U32<>(SaiObject.ArsProfile.class, 29, "SAI_ARS_PROFILE_ATTR_QUANT_BAND_7_MAX_THRESHOLD",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_ARS_PROFILE_ATTR_ENABLE_IPV4}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.ArsProfile> ENABLE_IPV4 = new AttrSpec.Bool<>(SaiObject.ArsProfile.class, 30, "SAI_ARS_PROFILE_ATTR_ENABLE_IPV4",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ARS_PROFILE_ATTR_ENABLE_IPV6}: bool, create and set. */
    public static final AttrSpec.Bool<SaiObject.ArsProfile> ENABLE_IPV6 = new AttrSpec.Bool<>(SaiObject.ArsProfile.class, 31, "SAI_ARS_PROFILE_ATTR_ENABLE_IPV6",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(AttrValue.Bool.FALSE));

    /** {@code SAI_ARS_PROFILE_ATTR_LOAD_PAST_MIN_VAL}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.ArsProfile> LOAD_PAST_MIN_VAL = new AttrSpec.U32<>(SaiObject.ArsProfile.class, 32, "SAI_ARS_PROFILE_ATTR_LOAD_PAST_MIN_VAL",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_ARS_PROFILE_ATTR_LOAD_PAST_MAX_VAL}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.ArsProfile> LOAD_PAST_MAX_VAL = new AttrSpec.U32<>(SaiObject.ArsProfile.class, 33, "SAI_ARS_PROFILE_ATTR_LOAD_PAST_MAX_VAL",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_ARS_PROFILE_ATTR_QUANT_BAND_MIN_THRESHOLD_LIST_LOAD_PAST}: uint32_list, read only. */
    public static final AttrSpec.U32List<SaiObject.ArsProfile> QUANT_BAND_MIN_THRESHOLD_LIST_LOAD_PAST = new AttrSpec.U32List<>(SaiObject.ArsProfile.class, 34, "SAI_ARS_PROFILE_ATTR_QUANT_BAND_MIN_THRESHOLD_LIST_LOAD_PAST",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_ARS_PROFILE_ATTR_QUANT_BAND_MAX_THRESHOLD_LIST_LOAD_PAST}: uint32_list, read only. */
    public static final AttrSpec.U32List<SaiObject.ArsProfile> QUANT_BAND_MAX_THRESHOLD_LIST_LOAD_PAST = new AttrSpec.U32List<>(SaiObject.ArsProfile.class, 35, "SAI_ARS_PROFILE_ATTR_QUANT_BAND_MAX_THRESHOLD_LIST_LOAD_PAST",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_ARS_PROFILE_ATTR_LOAD_FUTURE_MIN_VAL}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.ArsProfile> LOAD_FUTURE_MIN_VAL = new AttrSpec.U32<>(SaiObject.ArsProfile.class, 36, "SAI_ARS_PROFILE_ATTR_LOAD_FUTURE_MIN_VAL",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_ARS_PROFILE_ATTR_LOAD_FUTURE_MAX_VAL}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.ArsProfile> LOAD_FUTURE_MAX_VAL = new AttrSpec.U32<>(SaiObject.ArsProfile.class, 37, "SAI_ARS_PROFILE_ATTR_LOAD_FUTURE_MAX_VAL",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_ARS_PROFILE_ATTR_QUANT_BAND_MIN_THRESHOLD_LIST_LOAD_FUTURE}: uint32_list, read only. */
    public static final AttrSpec.U32List<SaiObject.ArsProfile> QUANT_BAND_MIN_THRESHOLD_LIST_LOAD_FUTURE = new AttrSpec.U32List<>(SaiObject.ArsProfile.class, 38, "SAI_ARS_PROFILE_ATTR_QUANT_BAND_MIN_THRESHOLD_LIST_LOAD_FUTURE",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_ARS_PROFILE_ATTR_QUANT_BAND_MAX_THRESHOLD_LIST_LOAD_FUTURE}: uint32_list, read only. */
    public static final AttrSpec.U32List<SaiObject.ArsProfile> QUANT_BAND_MAX_THRESHOLD_LIST_LOAD_FUTURE = new AttrSpec.U32List<>(SaiObject.ArsProfile.class, 39, "SAI_ARS_PROFILE_ATTR_QUANT_BAND_MAX_THRESHOLD_LIST_LOAD_FUTURE",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_ARS_PROFILE_ATTR_LOAD_CURRENT_MIN_VAL}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.ArsProfile> LOAD_CURRENT_MIN_VAL = new AttrSpec.U32<>(SaiObject.ArsProfile.class, 40, "SAI_ARS_PROFILE_ATTR_LOAD_CURRENT_MIN_VAL",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_ARS_PROFILE_ATTR_LOAD_CURRENT_MAX_VAL}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.ArsProfile> LOAD_CURRENT_MAX_VAL = new AttrSpec.U32<>(SaiObject.ArsProfile.class, 41, "SAI_ARS_PROFILE_ATTR_LOAD_CURRENT_MAX_VAL",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** {@code SAI_ARS_PROFILE_ATTR_QUANT_BAND_MIN_THRESHOLD_LIST_LOAD_CURRENT}: uint32_list, read only. */
    public static final AttrSpec.U32List<SaiObject.ArsProfile> QUANT_BAND_MIN_THRESHOLD_LIST_LOAD_CURRENT = new AttrSpec.U32List<>(SaiObject.ArsProfile.class, 42, "SAI_ARS_PROFILE_ATTR_QUANT_BAND_MIN_THRESHOLD_LIST_LOAD_CURRENT",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_ARS_PROFILE_ATTR_QUANT_BAND_MAX_THRESHOLD_LIST_LOAD_CURRENT}: uint32_list, read only. */
    public static final AttrSpec.U32List<SaiObject.ArsProfile> QUANT_BAND_MAX_THRESHOLD_LIST_LOAD_CURRENT = new AttrSpec.U32List<>(SaiObject.ArsProfile.class, 43, "SAI_ARS_PROFILE_ATTR_QUANT_BAND_MAX_THRESHOLD_LIST_LOAD_CURRENT",
            Set.of(AttrFlag.READ_ONLY),
            null, Set.of(), false,
            AttrDefault.NONE);

    /** {@code SAI_ARS_PROFILE_ATTR_MAX_FLOWS}: uint32, create and set. */
    public static final AttrSpec.U32<SaiObject.ArsProfile> MAX_FLOWS = new AttrSpec.U32<>(SaiObject.ArsProfile.class, 44, "SAI_ARS_PROFILE_ATTR_MAX_FLOWS",
            Set.of(AttrFlag.CREATE_AND_SET),
            null, Set.of(), false,
            AttrDefault.of(new AttrValue.U32(0L)));

    /** Every attribute, in id order. */
    public static final List<AttrSpec> ALL = List.of(
            ALGO,
            SAMPLING_INTERVAL,
            ARS_RANDOM_SEED,
            ECMP_ARS_MAX_GROUPS,
            ECMP_ARS_MAX_MEMBERS_PER_GROUP,
            LAG_ARS_MAX_GROUPS,
            LAG_ARS_MAX_MEMBERS_PER_GROUP,
            PORT_LOAD_PAST,
            PORT_LOAD_PAST_WEIGHT,
            PORT_LOAD_FUTURE,
            PORT_LOAD_FUTURE_WEIGHT,
            PORT_LOAD_CURRENT,
            PORT_LOAD_EXPONENT,
            QUANT_BANDS,
            QUANT_BAND_0_MIN_THRESHOLD,
            QUANT_BAND_0_MAX_THRESHOLD,
            QUANT_BAND_1_MIN_THRESHOLD,
            QUANT_BAND_1_MAX_THRESHOLD,
            QUANT_BAND_2_MIN_THRESHOLD,
            QUANT_BAND_2_MAX_THRESHOLD,
            QUANT_BAND_3_MIN_THRESHOLD,
            QUANT_BAND_3_MAX_THRESHOLD,
            QUANT_BAND_4_MIN_THRESHOLD,
            QUANT_BAND_4_MAX_THRESHOLD,
            QUANT_BAND_5_MIN_THRESHOLD,
            QUANT_BAND_5_MAX_THRESHOLD,
            QUANT_BAND_6_MIN_THRESHOLD,
            QUANT_BAND_6_MAX_THRESHOLD,
            QUANT_BAND_7_MIN_THRESHOLD,
            QUANT_BAND_7_MAX_THRESHOLD,
            ENABLE_IPV4,
            ENABLE_IPV6,
            LOAD_PAST_MIN_VAL,
            LOAD_PAST_MAX_VAL,
            QUANT_BAND_MIN_THRESHOLD_LIST_LOAD_PAST,
            QUANT_BAND_MAX_THRESHOLD_LIST_LOAD_PAST,
            LOAD_FUTURE_MIN_VAL,
            LOAD_FUTURE_MAX_VAL,
            QUANT_BAND_MIN_THRESHOLD_LIST_LOAD_FUTURE,
            QUANT_BAND_MAX_THRESHOLD_LIST_LOAD_FUTURE,
            LOAD_CURRENT_MIN_VAL,
            LOAD_CURRENT_MAX_VAL,
            QUANT_BAND_MIN_THRESHOLD_LIST_LOAD_CURRENT,
            QUANT_BAND_MAX_THRESHOLD_LIST_LOAD_CURRENT,
            MAX_FLOWS);
}
