package io.nosagent.config.intent.qos;

/** How far into the shared pool a queue may go: a fixed byte count, or a power of two of the pool's free bytes. */
public enum SharedLimitType {
    STATIC("STATIC"), DYNAMIC("DYNAMIC_BASED_ON_SCALING_FACTOR");

    private final String identity;

    SharedLimitType(String identity) {
        this.identity = identity;
    }

    /** The openconfig-qos identity. */
    public String identity() {
        return identity;
    }
}
