package io.nosagent.config.intent.bgp;

/** The address families served: OpenConfig's {@code oc-bgp-types} AFI_SAFI_TYPE identities. */
public enum AfiSafi {
    IPV4_UNICAST, IPV6_UNICAST;

    /** The identity's name, as OpenConfig spells it. */
    public String yangName() {
        return name();
    }
}
