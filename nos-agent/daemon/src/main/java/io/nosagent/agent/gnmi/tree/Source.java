package io.nosagent.agent.gnmi.tree;

/** What makes a handler's data change; ON_CHANGE subscriptions are re-evaluated on these events. */
public enum Source {
    /** A config commit (Set, rollback, startup). */
    INTENT,
    /** A port's operational state changed. */
    PORT_STATUS,
    /** Routing published a new programmed state (routes, groups, members after a commit or failover). */
    ROUTING,
    /** BGP published a new state (sessions, prefix counts, task VIPs, refusals, the daemon link). */
    BGP,
    /** The stats collector published a new counter snapshot. */
    COUNTERS,
    /** The watchdog changed: a queue's storm state, an alarm, a case. */
    WATCHDOG,
    /** The snapshot index changed. */
    SNAPSHOTS,
    /** Changes continuously (clocks, uptime): never cached, only sampled. */
    CLOCK
}
