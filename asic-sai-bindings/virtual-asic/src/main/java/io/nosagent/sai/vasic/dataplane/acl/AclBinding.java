package io.nosagent.sai.vasic.dataplane.acl;

import io.nosagent.sai.vasic.packet.Packet;

/**
 * The ACL tables bound at one bind point (the switch, a port, a router interface) for one stage: one
 * table, or a table group's tables in member priority order. A packet is looked up in the bindings of
 * its stage in order (switch, port, router interface); each table contributes its highest-priority
 * matching entry; entries of later tables override the TC, DSCP and redirect of earlier ones; a drop
 * ends the lookup.
 */
public final class AclBinding {

    public static final AclBinding NONE = new AclBinding(new AclTable[0]);

    private final AclTable[] tables;
    private final byte[] scratch = new byte[64];

    public AclBinding(AclTable[] tables) {
        this.tables = tables.clone();
    }

    public boolean isEmpty() {
        return tables.length == 0;
    }

    /**
     * Looks {@code p} up in the tables of several bind points, in order, counting into ACL counters;
     * fills {@code verdict}. {@code egressPort} is -1 at ingress, where the egress port is not known yet.
     */
    public static void applyAll(AclBinding[] bindings, Packet p, int ingressPort, int egressPort, AclVerdict verdict) {
        verdict.clear();
        for (AclBinding binding : bindings) {
            if (binding != null && !binding.isEmpty()) {
                apply(binding.tables, p, ingressPort, egressPort, verdict, binding.scratch);
                if (verdict.action == AclVerdict.DROP) {
                    return;
                }
            }
        }
    }

    private static void apply(AclTable[] tables, Packet p, int ingressPort, int egressPort, AclVerdict verdict, byte[] scratch) {
        for (AclTable t : tables) {
            AclRule r = t.lookup(p, ingressPort, egressPort, scratch);
            if (r == null) {
                continue;
            }
            if (r.counter() != null) {
                r.counter().count(p.count, p.bytes());
            }
            if (r.setTc() >= 0) {
                verdict.setTc = r.setTc();
            }
            if (r.setDscp() >= 0) {
                verdict.setDscp = r.setDscp();
            }
            if (r.redirect() != null) {
                verdict.redirect = r.redirect();
            }
            if (r.packetAction() != AclVerdict.NONE) {
                verdict.action = r.packetAction();
                if (verdict.action == AclVerdict.DROP) {
                    return;
                }
            }
        }
    }
}
