package io.nosagent.routing.bgp.frr;

import com.fasterxml.jackson.databind.JsonNode;
import io.nosagent.net.IpAddresses;

import java.net.InetAddress;
import java.util.Collection;

/**
 * Whether bgpd has every configured session back with its peer's whole table, read from its
 * {@code show bgp neighbors json}: each session established and, where the peer speaks graceful restart, its
 * End-of-RIB received for every family the session carries. A peer without the capability sends no End-of-RIB bgpd
 * tells of, so being established is all there is to know of it.
 */
public final class EndOfRib {

    private EndOfRib() {
    }

    /**
     * @param neighbors bgpd's {@code show bgp neighbors json}
     * @param expected  the sessions that should be up (the configured neighbors not shut down)
     */
    public static boolean everyPeerSentIts(JsonNode neighbors, Collection<InetAddress> expected) {
        for (InetAddress peer : expected) {
            if (!sentItsTable(neighbors.path(IpAddresses.format(peer)))) {
                return false;
            }
        }
        return true;
    }

    private static boolean sentItsTable(JsonNode n) {
        if (!n.path("bgpState").asText("").equals("Established")) {
            return false;
        }
        JsonNode caps = n.path("neighborCapabilities");
        boolean speaksGracefulRestart = caps.path("gracefulRestart").asText("").equals("advertisedAndReceived")
                || caps.path("gracefulRestartCapability").asText("").equals("received");
        if (!speaksGracefulRestart) {
            return true;
        }
        JsonNode received = n.path("gracefulRestartInfo").path("endOfRibRecv");
        for (var families = n.path("addressFamilyInfo").fieldNames(); families.hasNext(); ) {
            if (!received.path(families.next()).asBoolean(false)) {
                return false;
            }
        }
        return true;
    }
}
