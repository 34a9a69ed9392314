package io.nosagent.config.intent.routing;

/** A packet field the ECMP hash reads (the RoCE destination QP is configured apart, in {@link QpHashing}). */
public enum HashField {
    SRC_IP("src-ip"),
    DST_IP("dst-ip"),
    IP_PROTOCOL("ip-protocol"),
    L4_SRC_PORT("l4-src-port"),
    L4_DST_PORT("l4-dst-port"),
    FLOW_LABEL("flow-label"),
    INGRESS_PORT("ingress-port");

    private final String yangName;

    HashField(String yangName) {
        this.yangName = yangName;
    }

    /** The enum value in the {@code nosagent-routing} YANG module. */
    public String yangName() {
        return yangName;
    }
}
