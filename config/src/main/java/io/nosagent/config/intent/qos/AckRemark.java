package io.nosagent.config.intent.qos;

import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * ACK re-marking at the RTSW ({@code nosagent-qos:ack-remark}): RoCE acknowledgements (BTH opcode 17)
 * entering from the hosts leave with {@code dscp} in {@code queue}, so they do not queue behind RDMA
 * data on the way back. The opcode is matched with the ACL's BTH opcode field, or with a UDF at L4
 * offset 8 where the ASIC lacks the field.
 *
 * @param enabled whether the re-marking ACL is programmed
 * @param dscp    the DSCP the ACKs get
 * @param queue   the queue they go to
 * @param match   how the opcode is matched
 */
public record AckRemark(boolean enabled, int dscp, Optional<String> queue, Match match) {

    /** How the BTH opcode is matched. */
    public enum Match {
        /** The ACL field where the ASIC has it, else the UDF. */
        AUTO,
        /** SAI's ACL field for the BTH opcode. */
        ACL_FIELD,
        /** A UDF at L4 offset 8 (the first BTH byte after the 8-byte UDP header). */
        UDF;

        public String yangName() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    public static final AckRemark OFF = new AckRemark(false, 0, Optional.empty(), Match.AUTO);

    public AckRemark {
        Objects.requireNonNull(queue, "queue");
        Objects.requireNonNull(match, "match");
    }

    public AckRemark withEnabled(boolean value) {
        return new AckRemark(value, dscp, queue, match);
    }
}
