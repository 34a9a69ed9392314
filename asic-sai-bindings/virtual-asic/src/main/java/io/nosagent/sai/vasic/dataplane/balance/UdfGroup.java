package io.nosagent.sai.vasic.dataplane.balance;

import io.nosagent.sai.vasic.packet.HeaderBytes;
import io.nosagent.sai.vasic.packet.Packet;

/**
 * A compiled UDF_GROUP with its UDFs: {@code length} bytes extracted from the packet by the UDF whose
 * match applies (highest match priority first), each UDF reading at its base + offset. For hashing
 * the bytes are ANDed with the UDF's HASH_MASK; when no UDF applies the group yields zeros.
 */
public final class UdfGroup {

    /** One UDF of the group. */
    public record Udf(long oid, UdfMatch match, int base, int offset, int[] hashMask) {
    }

    private final long oid;
    private final int length;
    private final Udf[] udfs;

    /** {@code udfs} in the order they are tried: highest match priority first. */
    public UdfGroup(long oid, int length, Udf[] udfs) {
        this.oid = oid;
        this.length = length;
        this.udfs = udfs.clone();
    }

    public long oid() {
        return oid;
    }

    public int length() {
        return length;
    }

    /** Writes the group's bytes for {@code p} into {@code out} at {@code at}; returns the position after them. */
    public int extract(Packet p, byte[] out, int at, boolean forHash) {
        Udf applied = null;
        for (Udf u : udfs) {
            if (u.match().matches(p)) {
                applied = u;
                break;
            }
        }
        for (int k = 0; k < length; k++) {
            int b = 0;
            if (applied != null) {
                b = HeaderBytes.byteAt(p, applied.base(), applied.offset() + k);
                if (forHash) {
                    b &= k < applied.hashMask().length ? applied.hashMask()[k] : 0xFF;
                }
            }
            out[at + k] = (byte) b;
        }
        return at + length;
    }
}
