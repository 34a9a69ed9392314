package io.nosagent.config.intent.pfcwd;

/** What the watchdog does to a queue it finds in a PFC storm. */
public enum StormAction {
    /** The stormed queue's egress traffic and its priority's ingress traffic on that port are dropped. */
    DROP("drop"),
    /** PFC on that priority is ignored on that port: the queue sends although its peer pauses it. */
    FORWARD("forward"),
    /** Nothing changes on the ASIC: events and an alarm only. */
    ALERT("alert");

    private final String yangName;

    StormAction(String yangName) {
        this.yangName = yangName;
    }

    public String yangName() {
        return yangName;
    }

    /** The action named {@code name} in the YANG enumeration. */
    public static StormAction ofYangName(String name) {
        for (StormAction a : values()) {
            if (a.yangName.equals(name)) {
                return a;
            }
        }
        throw new IllegalArgumentException("no storm action '" + name + "'");
    }
}
