// GENERATED from SAI 1.18.1 metadata by SaiTablesGenerator. Do not edit:
// ./mvnw -pl asic-sai-bindings/sai-model test -Dtest=GeneratedTablesMatchSharedMetadataTest -Dsai.regenerate=true
package io.nosagent.sai;

/**
 * SAI status codes ({@code sai_status_t}). The attribute-indexed ranges appear once, by their
 * base ({@code INVALID_ATTRIBUTE} = SAI_STATUS_INVALID_ATTRIBUTE_0); {@link SaiStatus} adds the index.
 */
public enum SaiStatusCode {
    SUCCESS(0, false),
    FAILURE(-1, false),
    NOT_SUPPORTED(-2, false),
    NO_MEMORY(-3, false),
    INSUFFICIENT_RESOURCES(-4, false),
    INVALID_PARAMETER(-5, false),
    ITEM_ALREADY_EXISTS(-6, false),
    ITEM_NOT_FOUND(-7, false),
    BUFFER_OVERFLOW(-8, false),
    INVALID_PORT_NUMBER(-9, false),
    INVALID_PORT_MEMBER(-10, false),
    INVALID_VLAN_ID(-11, false),
    UNINITIALIZED(-12, false),
    TABLE_FULL(-13, false),
    MANDATORY_ATTRIBUTE_MISSING(-14, false),
    NOT_IMPLEMENTED(-15, false),
    ADDR_NOT_FOUND(-16, false),
    OBJECT_IN_USE(-17, false),
    INVALID_OBJECT_TYPE(-18, false),
    INVALID_OBJECT_ID(-19, false),
    INVALID_NV_STORAGE(-20, false),
    NV_STORAGE_FULL(-21, false),
    SW_UPGRADE_VERSION_MISMATCH(-22, false),
    NOT_EXECUTED(-23, false),
    STAGE_MISMATCH(-24, false),
    INVALID_ATTRIBUTE(-65536, true),
    INVALID_ATTR_VALUE(-131072, true),
    ATTR_NOT_IMPLEMENTED(-196608, true),
    UNKNOWN_ATTRIBUTE(-262144, true),
    ATTR_NOT_SUPPORTED(-327680, true);

    private final int value;
    private final boolean range;

    SaiStatusCode(int value, boolean range) {
        this.value = value;
        this.range = range;
    }

    /** The raw value; for a range, its base (index 0). */
    public int value() {
        return value;
    }

    /** Whether this code is an attribute-indexed range. */
    public boolean isRange() {
        return range;
    }

    /** The plain (non-range) code with this raw value, or null. */
    static SaiStatusCode plain(int raw) {
        for (var c : values()) {
            if (!c.range && c.value == raw) {
                return c;
            }
        }
        return null;
    }

    /** The range whose base is {@code base}, or null. */
    static SaiStatusCode rangeBase(int base) {
        for (var c : values()) {
            if (c.range && c.value == base) {
                return c;
            }
        }
        return null;
    }
}
