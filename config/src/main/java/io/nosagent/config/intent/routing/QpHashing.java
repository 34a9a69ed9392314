package io.nosagent.config.intent.routing;

import java.util.Objects;

/**
 * E-ECMP: the RoCE destination Queue Pair in the ECMP hash, so the QPs of one NIC pair spread over
 * the uplinks.
 *
 * @param enabled   whether the hash reads the destination QP
 * @param mode      how: {@link Mode#NATIVE} SAI's RDMA_BTH_DEST_QP hash field, {@link Mode#UDF} a
 *                  user-defined field on RoCEv2 packets, {@link Mode#AUTO} native when the ASIC's
 *                  capability query has it, else UDF
 * @param udfOffset bytes from the start of L4 to the first UDF byte: 13 is the BTH destination QP
 *                  (8-byte UDP header + byte 5 of the BTH); some ASICs can only take 14
 * @param udfLength bytes the UDF reads: 3 (the whole 24-bit QP), or 2 with offset 14
 */
public record QpHashing(boolean enabled, Mode mode, int udfOffset, int udfLength) {

    public static final int DEFAULT_UDF_OFFSET = 13;
    public static final int DEFAULT_UDF_LENGTH = 3;
    public static final QpHashing OFF = new QpHashing(false, Mode.AUTO, DEFAULT_UDF_OFFSET, DEFAULT_UDF_LENGTH);

    public enum Mode {
        AUTO("auto"), UDF("udf"), NATIVE("native");

        private final String yangName;

        Mode(String yangName) {
            this.yangName = yangName;
        }

        public String yangName() {
            return yangName;
        }
    }

    public QpHashing {
        Objects.requireNonNull(mode, "mode");
    }

    public QpHashing withEnabled(boolean value) {
        return new QpHashing(value, mode, udfOffset, udfLength);
    }

    public QpHashing withMode(Mode value) {
        return new QpHashing(enabled, value, udfOffset, udfLength);
    }

    public QpHashing withUdf(int offset, int length) {
        return new QpHashing(enabled, mode, offset, length);
    }
}
