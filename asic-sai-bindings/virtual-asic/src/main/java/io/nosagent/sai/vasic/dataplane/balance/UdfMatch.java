package io.nosagent.sai.vasic.dataplane.balance;

import io.nosagent.sai.vasic.packet.Ethernet;
import io.nosagent.sai.vasic.packet.Packet;

/**
 * A compiled UDF_MATCH: which packets a UDF applies to, by EtherType, IP protocol and L4 destination
 * port, each with a mask (mask 0: any). Among several matching UDFs of one group the highest
 * {@code priority} wins.
 */
public record UdfMatch(long oid, int l2Type, int l2Mask, int l3Type, int l3Mask, int l4DstPort, int l4DstMask, int priority) {

    public boolean matches(Packet p) {
        if (l2Mask != 0 && ((p.ipv6 ? Ethernet.TYPE_IPV6 : Ethernet.TYPE_IPV4) & l2Mask) != (l2Type & l2Mask)) {
            return false;
        }
        if (l3Mask != 0 && (p.protocol & l3Mask) != (l3Type & l3Mask)) {
            return false;
        }
        return l4DstMask == 0 || (p.dstPort & l4DstMask) == (l4DstPort & l4DstMask);
    }
}
