package io.nosagent.config.intent;

/**
 * Interface types this agent configures, named by their IANA ifType identity
 * ({@code iana-if-type} YANG module). Every front-panel port of the supported switches is Ethernet.
 */
public enum InterfaceType {
    ETHERNET_CSMACD("ethernetCsmacd");

    private final String ianaName;

    InterfaceType(String ianaName) {
        this.ianaName = ianaName;
    }

    /** The identity name in {@code iana-if-type}, e.g. {@code ethernetCsmacd}. */
    public String ianaName() {
        return ianaName;
    }

    /** The type whose IANA identity is {@code name}; an {@link IllegalArgumentException} if none. */
    public static InterfaceType ofIanaName(String name) {
        for (InterfaceType t : values()) {
            if (t.ianaName.equals(name)) {
                return t;
            }
        }
        throw new IllegalArgumentException("unsupported interface type '" + name + "'");
    }
}
