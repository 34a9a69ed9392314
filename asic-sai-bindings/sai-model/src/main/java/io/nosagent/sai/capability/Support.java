package io.nosagent.sai.capability;

/** How the agent does one of its features on an ASIC. */
public enum Support {
    /** With the SAI's own objects or attributes for it. */
    NATIVE("native"),
    /** With the documented fallback (a UDF instead of a native field, software instead of hardware, one call per item). */
    FALLBACK("fallback"),
    /** Not at all: a config that needs it is refused. */
    NOT_SUPPORTED("not-supported"),
    /** The SAI answered no capability query for it: tried when a config needs it, refused then if the ASIC says so. */
    UNKNOWN("unknown");

    private final String yangName;

    Support(String yangName) {
        this.yangName = yangName;
    }

    public String yangName() {
        return yangName;
    }
}
