package io.nosagent.config.codec;

import io.nosagent.config.intent.copp.CoppIntent;
import io.nosagent.config.intent.copp.CoppProfile;
import io.nosagent.config.validate.CoppValidator;

/**
 * The CoPP profile the project ships as data ({@code io/nosagent/config/copp/copp-profile.json}, in the
 * {@code nosagent-copp} form), FBOSS's and SONiC's defaults as the reference:
 * <ul>
 *   <li>queue 7 {@code high}, 6000 pps: BGP, BGPv6, LACP (sessions: SONiC's 6000 pps);</li>
 *   <li>queue 6 {@code neighbor}, 600 pps: ARP replies and IPv6 neighbor discovery, and queue 5
 *       {@code arp-request}, 600 pps: ARP requests (SONiC's ARP rate). Both above the rest, as FBOSS
 *       moved ARP to its high queue after ARP on a low queue waited up to 50 s under a flood; apart from each
 *       other and from the sessions because a trap group is one queue with one policer: a host flooding ARP
 *       requests fills only its own queue, and the replies to the agent's probes and the BGP sessions still
 *       get through;</li>
 *   <li>queue 2 {@code mid}, 2000 pps: IP2ME, LLDP, DHCP, DHCPv6 (FBOSS's mid queue);</li>
 *   <li>queue 1 {@code default}, 200 pps: neighbor miss (SONiC's 200 pps);</li>
 *   <li>queue 0 {@code low}, 100 pps: TTL and MTU errors (FBOSS's low queue, 100 pps on XGS).</li>
 * </ul>
 * Bursts equal the rates (one second's worth, as SONiC's CBS).
 */
public final class ShippedCopp {

    private static final String RESOURCE = "/io/nosagent/config/copp/copp-profile.json";
    private static final CoppProfile PROFILE = read();

    private ShippedCopp() {
    }

    /** The shipped profile. */
    public static CoppProfile profile() {
        return PROFILE;
    }

    private static CoppProfile read() {
        String text = ShippedDocument.text(RESOURCE).orElseThrow(() -> new IllegalStateException(RESOURCE + " is missing"));
        CoppIntent whole = ShippedDocument.parse(text, RESOURCE, new CoppCodec(), new CoppValidator(CoppProfile.EMPTY));
        return whole.over(CoppProfile.EMPTY);
    }
}
