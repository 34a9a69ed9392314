package io.nosagent.sai.vasic.dataplane.acl;

import io.nosagent.sai.vasic.dataplane.balance.UdfGroup;
import io.nosagent.sai.vasic.packet.Packet;

/** One enabled match field of an ACL entry, compiled: data and mask against the packet. */
public sealed interface AclMatch {

    /** Whether {@code p} matches; {@code egressPort} is -1 at ingress. */
    boolean test(Packet p, int ingressPort, int egressPort, byte[] scratch);

    /** Packet header fields the ACL can match. */
    enum Field { DSCP, ECN, IP_PROTOCOL, L4_SRC_PORT, L4_DST_PORT, BTH_OPCODE, TTL, TC }

    /** A numeric header field under a mask. */
    record Numeric(Field field, int data, int mask) implements AclMatch {
        @Override
        public boolean test(Packet p, int ingressPort, int egressPort, byte[] scratch) {
            int v = switch (field) {
                case DSCP -> p.dscp;
                case ECN -> p.ecn;
                case IP_PROTOCOL -> p.protocol;
                case L4_SRC_PORT -> p.srcPort;
                case L4_DST_PORT -> p.dstPort;
                case BTH_OPCODE -> p.isRoce() ? p.bthOpcode : -1;
                case TTL -> p.ttl;
                case TC -> p.tc;
            };
            return v >= 0 && (v & mask) == (data & mask);
        }
    }

    /** Source or destination address of one family under a mask (the other family never matches). */
    record Address(boolean source, boolean ipv6, long hi, long lo, long maskHi, long maskLo) implements AclMatch {
        @Override
        public boolean test(Packet p, int ingressPort, int egressPort, byte[] scratch) {
            if (p.ipv6 != ipv6) {
                return false;
            }
            long h = source ? p.srcIpHi : p.dstIpHi;
            long l = source ? p.srcIpLo : p.dstIpLo;
            return (h & maskHi) == (hi & maskHi) && (l & maskLo) == (lo & maskLo);
        }
    }

    /** The ingress port is one of these (by port index). */
    record InPorts(boolean[] ports) implements AclMatch {
        @Override
        public boolean test(Packet p, int ingressPort, int egressPort, byte[] scratch) {
            return ingressPort >= 0 && ingressPort < ports.length && ports[ingressPort];
        }
    }

    /** The egress port is one of these (by port index); only an egress table knows it. */
    record OutPorts(boolean[] ports) implements AclMatch {
        @Override
        public boolean test(Packet p, int ingressPort, int egressPort, byte[] scratch) {
            return egressPort >= 0 && egressPort < ports.length && ports[egressPort];
        }
    }

    /** The bytes a UDF group extracts (unmasked by its hash mask) under data and mask. */
    record Udf(UdfGroup group, int[] data, int[] mask) implements AclMatch {
        @Override
        public boolean test(Packet p, int ingressPort, int egressPort, byte[] scratch) {
            group.extract(p, scratch, 0, false);
            for (int i = 0; i < data.length && i < group.length(); i++) {
                int m = i < mask.length ? mask[i] : 0xFF;
                if (((scratch[i] & 0xFF) & m) != (data[i] & m)) {
                    return false;
                }
            }
            return true;
        }
    }

    /** A field the simulator does not model: the entry never matches (and says so once in the log). */
    record Unsupported(String field) implements AclMatch {
        @Override
        public boolean test(Packet p, int ingressPort, int egressPort, byte[] scratch) {
            return false;
        }
    }
}
