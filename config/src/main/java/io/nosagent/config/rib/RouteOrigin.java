package io.nosagent.config.rib;

/** Where a learned route came from, as the AFT and snapshots name it (OpenConfig's origin-protocol). */
public enum RouteOrigin {
    /** A BGP best path (next hops of its multipath set). */
    BGP("openconfig-policy-types:BGP");

    private final String identity;

    RouteOrigin(String identity) {
        this.identity = identity;
    }

    /** The OpenConfig identity ({@code openconfig-policy-types:BGP}). */
    public String identity() {
        return identity;
    }
}
