package io.nosagent.sai.vasic.dataplane.acl;

import io.nosagent.sai.vasic.packet.Packet;

/**
 * The ingress ACL tables bound where a packet enters (the switch, its port, its router interface), in
 * lookup order. Each table contributes its highest-priority matching entry; entries of later tables
 * override the TC, DSCP and redirect of earlier ones; a drop ends the lookup.
 */
public final class IngressAcl {

    public static final IngressAcl NONE = new IngressAcl(new AclTable[0]);

    private final AclTable[] tables;
    private final byte[] scratch = new byte[64];

    public IngressAcl(AclTable[] tables) {
        this.tables = tables.clone();
    }

    public boolean isEmpty() {
        return tables.length == 0;
    }

    /** Looks {@code p} up in the tables of several binding points, in order, counting into ACL counters; fills {@code verdict}. */
    public static void applyAll(IngressAcl[] bindings, Packet p, int ingressPort, AclVerdict verdict) {
        verdict.clear();
        for (IngressAcl binding : bindings) {
            if (binding != null && !binding.isEmpty()) {
                apply(binding.tables, p, ingressPort, verdict, binding.scratch);
                if (verdict.action == AclVerdict.DROP) {
                    return;
                }
            }
        }
    }

    private static void apply(AclTable[] tables, Packet p, int ingressPort, AclVerdict verdict, byte[] scratch) {
        for (AclTable t : tables) {
            AclRule r = t.lookup(p, ingressPort, scratch);
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
