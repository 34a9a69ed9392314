package io.nosagent.sai.vasic.traffic;

import java.util.SplittableRandom;

/**
 * How a NIC picks each flow's UDP (or TCP) source port, the entropy plain 5-tuple ECMP hashes on.
 * RoCE NICs often use one fixed port for every queue pair, which is why 5-tuple hashing collides.
 */
public enum SourcePorts {
    /** Every flow uses {@link #FIXED_PORT}. */
    FIXED,
    /** Each flow draws a port from the dynamic range 49152..65535. */
    RANDOM;

    public static final int FIXED_PORT = 49152;

    int next(SplittableRandom random) {
        return this == FIXED ? FIXED_PORT : 49152 + random.nextInt(16384);
    }
}
