package io.nosagent.routing.state;

/** Why a group member carries traffic or not. */
public enum MemberStatus {
    /** Its port is up and not drained. */
    UP,
    /** Its port is operationally down: fast failover took it out of its groups. */
    FAILED_OVER,
    /** Its uplink is drained by configuration: out of its groups while the link stays up. */
    DRAINED,
    /**
     * A task VIP's NIC whose path its host withdrew: it keeps its place in the bucket layout but forwards
     * nothing, so only its own flows moved to the other NICs.
     */
    WITHDRAWN,
    /**
     * Its neighbor is not resolved: no ARP or neighbor discovery answer yet, or the neighbor aged out. It joins
     * its groups once resolved.
     */
    UNRESOLVED
}
