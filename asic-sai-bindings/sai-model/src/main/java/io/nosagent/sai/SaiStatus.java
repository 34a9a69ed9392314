package io.nosagent.sai;

/**
 * A decoded {@code sai_status_t}: the code and, for the attribute-indexed ranges
 * (INVALID_ATTRIBUTE_0 + i, ...), the index of the offending attribute in the call's list.
 *
 * <p>The SAI header encodes index {@code i} as {@code base - i} (INVALID_ATTRIBUTE_1 = -65537);
 * some vendors compute {@code base + i}. {@link #decode(int)} reads both, picking the reading
 * with the small index (attribute lists are short; the other reading lands near 0xFFFF).
 *
 * @param code      the status code, ranges named by their base
 * @param attrIndex the attribute index for ranged codes, -1 otherwise
 */
public record SaiStatus(SaiStatusCode code, int attrIndex) {

    public static final SaiStatus SUCCESS = new SaiStatus(SaiStatusCode.SUCCESS, -1);

    private static final int RANGE_WIDTH = 0x10000;

    public SaiStatus {
        if (code.isRange() != (attrIndex >= 0)) {
            throw new IllegalArgumentException(code + (code.isRange() ? " needs" : " takes no") + " attribute index");
        }
        if (attrIndex >= RANGE_WIDTH) {
            throw new IllegalArgumentException("attribute index " + attrIndex + " out of range");
        }
    }

    public static SaiStatus of(SaiStatusCode code) {
        return new SaiStatus(code, -1);
    }

    /** A ranged status naming attribute {@code index} of the call. */
    public static SaiStatus at(SaiStatusCode rangeBase, int index) {
        return new SaiStatus(rangeBase, index);
    }

    /** Decodes a raw status from a SAI library, accepting both encodings of the indexed ranges. */
    public static SaiStatus decode(int raw) {
        var plain = SaiStatusCode.plain(raw);
        if (plain != null) {
            return of(plain);
        }
        if (raw > -RANGE_WIDTH) {
            // Only the additive encoding of the first range lands here (INVALID_ATTRIBUTE_0 + i);
            // anything near zero is a vendor code SAI does not define.
            int index = raw + RANGE_WIDTH;
            return index < RANGE_WIDTH / 2 ? at(SaiStatusCode.INVALID_ATTRIBUTE, index) : of(SaiStatusCode.FAILURE);
        }
        int magnitude = -raw;
        var headerBase = SaiStatusCode.rangeBase(-(magnitude & ~(RANGE_WIDTH - 1)));
        int headerIndex = magnitude & (RANGE_WIDTH - 1);
        var additiveBase = SaiStatusCode.rangeBase(raw & ~(RANGE_WIDTH - 1));
        int additiveIndex = raw & (RANGE_WIDTH - 1);
        boolean preferHeader = headerBase != null && (additiveBase == null || headerIndex <= additiveIndex);
        if (preferHeader) {
            return at(headerBase, headerIndex);
        }
        if (additiveBase != null) {
            return at(additiveBase, additiveIndex);
        }
        return of(SaiStatusCode.FAILURE);
    }

    /** The status as the SAI header encodes it. */
    public int raw() {
        return code.isRange() ? code.value() - attrIndex : code.value();
    }

    public boolean isSuccess() {
        return code == SaiStatusCode.SUCCESS;
    }

    /**
     * Whether the status says the ASIC does not have what was asked (NOT_SUPPORTED, NOT_IMPLEMENTED and
     * their per-attribute forms): a vendor SAI's answer for an optional object, attribute, stat or call
     * it lacks, which the agent falls back from instead of failing.
     */
    public boolean meansAbsent() {
        return code == SaiStatusCode.NOT_SUPPORTED || code == SaiStatusCode.NOT_IMPLEMENTED
                || code == SaiStatusCode.ATTR_NOT_SUPPORTED || code == SaiStatusCode.ATTR_NOT_IMPLEMENTED;
    }

    @Override
    public String toString() {
        return code.isRange() ? code.name() + "_" + attrIndex : code.name();
    }
}
