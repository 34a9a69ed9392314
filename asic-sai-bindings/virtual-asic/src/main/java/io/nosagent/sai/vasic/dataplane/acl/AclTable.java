package io.nosagent.sai.vasic.dataplane.acl;

import io.nosagent.sai.vasic.packet.Packet;

/** A compiled ACL_TABLE of the ingress or egress stage: its entries, highest PRIORITY first (ties by creation order). */
public record AclTable(long oid, AclRule[] rules) {

    /** The first rule {@code p} matches, or null. */
    public AclRule lookup(Packet p, int ingressPort, int egressPort, byte[] scratch) {
        for (AclRule r : rules) {
            if (r.matches(p, ingressPort, egressPort, scratch)) {
                return r;
            }
        }
        return null;
    }
}
