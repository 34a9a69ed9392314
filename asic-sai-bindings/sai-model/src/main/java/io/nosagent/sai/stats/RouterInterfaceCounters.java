package io.nosagent.sai.stats;

/**
 * One router interface's counters as read in one poll: what was routed in and out of an interface's
 * routed subinterface, cumulative since the ASIC created the router interface. SAI counts them for both
 * address families together.
 *
 * @param interfaceName the interface the router interface routes for
 */
public record RouterInterfaceCounters(String interfaceName, long inPackets, long inOctets, long outPackets,
                                      long outOctets) {
}
