package io.nosagent.sai.vasic.dataplane.acl;

import io.nosagent.sai.vasic.dataplane.route.Forwarder;
import io.nosagent.sai.vasic.packet.Packet;

/**
 * A compiled ACL_ENTRY: all of its match fields must hold; its actions are a packet action (drop,
 * forward, punt), TC and DSCP rewrites, a counter and a redirect to a next hop or group.
 *
 * @param packetAction a {@link AclVerdict} action, or {@link AclVerdict#NONE}
 * @param setTc        the TC to set, or -1
 * @param setDscp      the DSCP to rewrite, or -1
 * @param counter      the ACL counter to count into, or null
 * @param redirect     where to send the packet instead of the route, or null
 */
public record AclRule(long oid, int priority, AclMatch[] matches, int packetAction, int setTc, int setDscp,
                      AclCounter counter, Forwarder redirect) {

    public boolean matches(Packet p, int ingressPort, int egressPort, byte[] scratch) {
        for (AclMatch m : matches) {
            if (!m.test(p, ingressPort, egressPort, scratch)) {
                return false;
            }
        }
        return true;
    }
}
