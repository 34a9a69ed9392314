package io.nosagent.sai.vasic.dataplane.acl;

import io.nosagent.sai.vasic.packet.Packet;

/** A compiled ingress ACL_TABLE: its entries, highest PRIORITY first (ties by creation order). */
public record AclTable(long oid, AclRule[] rules) {

    /** The first rule {@code p} matches, or null. */
    public AclRule lookup(Packet p, int ingressPort, byte[] scratch) {
        for (AclRule r : rules) {
            if (r.matches(p, ingressPort, scratch)) {
                return r;
            }
        }
        return null;
    }
}
