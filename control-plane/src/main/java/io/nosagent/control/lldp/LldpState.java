package io.nosagent.control.lldp;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * LLDP as published: the neighbor heard on each port and each port's counters.
 *
 * @param neighbors by port
 * @param counters  by port, for every port LLDP ran on
 */
public record LldpState(Map<String, LldpNeighbor> neighbors, Map<String, PortCounters> counters) {

    public static final LldpState NONE = new LldpState(Map.of(), Map.of());

    public LldpState {
        neighbors = Collections.unmodifiableMap(new TreeMap<>(neighbors));
        counters = Collections.unmodifiableMap(new TreeMap<>(counters));
    }

    /**
     * One port's LLDP counters (OpenConfig's names).
     *
     * @param frameIn      LLDPDUs received and read
     * @param frameOut     LLDPDUs sent
     * @param frameErrorIn LLDPDUs dropped as malformed
     * @param tlvUnknown   TLVs of types 802.1AB does not define, skipped
     * @param agedOut      neighbors forgotten when their TTL ran out
     */
    public record PortCounters(long frameIn, long frameOut, long frameErrorIn, long tlvUnknown, long agedOut) {
        public static final PortCounters ZERO = new PortCounters(0, 0, 0, 0, 0);

        PortCounters plus(long in, long out, long errors, long unknown, long aged) {
            return new PortCounters(frameIn + in, frameOut + out, frameErrorIn + errors, tlvUnknown + unknown, agedOut + aged);
        }
    }
}
