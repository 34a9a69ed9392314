package io.nosagent.config.intent.routing;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;

/**
 * How ECMP picks a member: the hash fields, the function and its seed, and RoCE QP hashing.
 *
 * @param fields    packet fields hashed (the 5-tuple by default)
 * @param algorithm hash function
 * @param seed      hash seed (SAI_SWITCH_ATTR_ECMP_DEFAULT_HASH_SEED)
 * @param qp        E-ECMP on the RoCE destination QP
 */
public record LoadBalancing(Set<HashField> fields, HashAlgorithm algorithm, long seed, QpHashing qp) {

    /** The 5-tuple, CRC, seed 0, QP hashing off: what a switch does before anyone configures it. */
    public static final LoadBalancing DEFAULT = new LoadBalancing(EnumSet.of(HashField.SRC_IP, HashField.DST_IP,
            HashField.IP_PROTOCOL, HashField.L4_SRC_PORT, HashField.L4_DST_PORT), HashAlgorithm.CRC, 0, QpHashing.OFF);

    public LoadBalancing {
        fields = Collections.unmodifiableSet(fields.isEmpty() ? EnumSet.noneOf(HashField.class) : EnumSet.copyOf(fields));
        Objects.requireNonNull(algorithm, "algorithm");
        Objects.requireNonNull(qp, "qp");
    }

    public LoadBalancing withFields(Set<HashField> value) {
        return new LoadBalancing(value, algorithm, seed, qp);
    }

    public LoadBalancing withAlgorithm(HashAlgorithm value) {
        return new LoadBalancing(fields, value, seed, qp);
    }

    public LoadBalancing withSeed(long value) {
        return new LoadBalancing(fields, algorithm, value, qp);
    }

    public LoadBalancing withQp(QpHashing value) {
        return new LoadBalancing(fields, algorithm, seed, value);
    }
}
