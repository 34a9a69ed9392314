package io.nosagent.sai.capability;

/**
 * What the agent does whose SAI support differs from one ASIC to another: each is native, takes a
 * documented fallback, or is not supported ({@link Support}).
 */
public enum AgentFeature {
    SWITCH_OBJECTS("switch-objects", "queues, priority groups and scheduler groups read at bring-up"),
    ROUTES("routes", "IPv4 and IPv6 route tables"),
    BULK_CALLS("bulk-calls", "routes and next-hop group members written in bulk"),
    QP_HASHING("qp-hashing", "E-ECMP: the RoCE destination QP in the ECMP hash"),
    FLOWLETS("flowlets", "flowlet switching of ECMP groups"),
    FINE_GRAINED_ECMP("fine-grained-ecmp", "fine-grained (consistent) ECMP groups"),
    ACK_REMARKING("ack-remarking", "RoCE ACKs re-marked by their BTH opcode"),
    PFC_WATCHDOG("pfc-watchdog", "PFC deadlock detection and recovery"),
    CREDIT_WATCHDOG("credit-watchdog", "the VOQ credit watchdog"),
    VOQ_CREDIT_TUNING("voq-credit-tuning", "VOQ initial credit and credit ramp"),
    COUNTERS("counters", "port, queue and priority-group counters");

    private final String yangName;
    private final String description;

    AgentFeature(String yangName, String description) {
        this.yangName = yangName;
        this.description = description;
    }

    /** The feature's name in gNMI, tables and JSON ({@code flowlets}). */
    public String yangName() {
        return yangName;
    }

    /** What it is, for humans. */
    public String description() {
        return description;
    }
}
