package io.nosagent.config.validate;

import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;

/**
 * What the switch's ASIC cannot do of what a config may ask for, each with the ASIC's own answer, as
 * the agent learned it at bring-up (config knows nothing of SAI: the agent words the reasons). A config
 * needing one is refused at its path with that answer; what is not listed is not checked (the ASIC
 * has it, or nobody knows, and programming will tell).
 *
 * @param missing what is missing, with why
 */
public record AsicSupport(Map<Missing, String> missing) {

    /** What a config can need that an ASIC may lack. */
    public enum Missing {
        /** Flowlet switching (SAI ARS). */
        FLOWLETS,
        /** The RoCE destination QP as a native hash field. */
        QP_HASH_NATIVE,
        /** A UDF in the ECMP hash. */
        QP_HASH_UDF,
        /** The ACL's BTH opcode field. */
        BTH_OPCODE_ACL_FIELD,
        /** An ACL matching a UDF. */
        BTH_OPCODE_UDF
    }

    /** Nothing known to be missing. */
    public static final AsicSupport UNKNOWN = new AsicSupport(Map.of());

    public AsicSupport {
        missing = missing.isEmpty() ? Map.of() : Map.copyOf(new EnumMap<>(missing));
    }

    /** Why the ASIC cannot do {@code what}; empty when it can or nobody knows. */
    public Optional<String> lacks(Missing what) {
        return Optional.ofNullable(missing.get(what));
    }
}
