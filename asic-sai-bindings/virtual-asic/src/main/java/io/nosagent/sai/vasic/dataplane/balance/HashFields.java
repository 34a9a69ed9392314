package io.nosagent.sai.vasic.dataplane.balance;

import io.nosagent.sai.meta.SaiEnums.NativeHashField;
import io.nosagent.sai.vasic.packet.Packet;

import java.util.Arrays;

/**
 * A compiled HASH object: the native fields (sorted, so the order they were listed in does not change
 * the hash, as on real ASICs where the key layout is fixed) and the UDF groups whose bytes follow
 * them in the hash key. Fields a packet does not have (IPv6 fields of an IPv4 packet, the BTH of a
 * non-RoCE packet) contribute nothing.
 */
public final class HashFields {

    public static final HashFields NONE = new HashFields(new int[0], new UdfGroup[0]);

    private final int[] nativeFields;
    private final UdfGroup[] udfGroups;

    public HashFields(int[] nativeFields, UdfGroup[] udfGroups) {
        this.nativeFields = nativeFields.clone();
        Arrays.sort(this.nativeFields);
        this.udfGroups = udfGroups.clone();
    }

    public int[] nativeFields() {
        return nativeFields.clone();
    }

    /** Writes the hash key of {@code p} into {@code key}; returns its length. */
    public int fill(Packet p, int ingressPort, byte[] key) {
        int n = 0;
        for (int field : nativeFields) {
            n = field(field, p, ingressPort, key, n);
        }
        for (UdfGroup g : udfGroups) {
            n = g.extract(p, key, n, true);
        }
        return n;
    }

    private static int field(int field, Packet p, int ingressPort, byte[] key, int n) {
        switch (field) {
            case NativeHashField.SRC_IP:
                return ip(p.ipv6, p.srcIpHi, p.srcIpLo, key, n);
            case NativeHashField.DST_IP:
                return ip(p.ipv6, p.dstIpHi, p.dstIpLo, key, n);
            case NativeHashField.SRC_IPV4:
                return p.ipv6 ? n : ip(false, 0, p.srcIpLo, key, n);
            case NativeHashField.DST_IPV4:
                return p.ipv6 ? n : ip(false, 0, p.dstIpLo, key, n);
            case NativeHashField.SRC_IPV6:
                return p.ipv6 ? ip(true, p.srcIpHi, p.srcIpLo, key, n) : n;
            case NativeHashField.DST_IPV6:
                return p.ipv6 ? ip(true, p.dstIpHi, p.dstIpLo, key, n) : n;
            case NativeHashField.IP_PROTOCOL:
                key[n] = (byte) p.protocol;
                return n + 1;
            case NativeHashField.L4_SRC_PORT:
                return bytes(p.srcPort, 2, key, n);
            case NativeHashField.L4_DST_PORT:
                return bytes(p.dstPort, 2, key, n);
            case NativeHashField.SRC_MAC:
                return bytes(p.srcMac, 6, key, n);
            case NativeHashField.DST_MAC:
                return bytes(p.dstMac, 6, key, n);
            case NativeHashField.ETHERTYPE:
                return bytes(p.ipv6 ? 0x86DD : 0x0800, 2, key, n);
            case NativeHashField.IN_PORT:
                return bytes(ingressPort, 2, key, n);
            case NativeHashField.IPV6_FLOW_LABEL:
                return p.ipv6 ? bytes(p.flowLabel, 3, key, n) : n;
            case NativeHashField.RDMA_BTH_DEST_QP:
                return p.isRoce() ? bytes(p.destQp, 3, key, n) : n;
            case NativeHashField.RDMA_BTH_OPCODE:
                if (p.isRoce()) {
                    key[n] = (byte) p.bthOpcode;
                    return n + 1;
                }
                return n;
            default:
                // VLAN, inner headers, MPLS: the simulated packets carry none.
                return n;
        }
    }

    private static int ip(boolean ipv6, long hi, long lo, byte[] key, int n) {
        if (ipv6) {
            n = bytes(hi, 8, key, n);
            return bytes(lo, 8, key, n);
        }
        return bytes(lo, 4, key, n);
    }

    private static int bytes(long value, int count, byte[] key, int n) {
        for (int i = count - 1; i >= 0; i--) {
            key[n++] = (byte) (value >>> (8 * i));
        }
        return n;
    }
}
