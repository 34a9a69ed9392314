package io.nosagent.routing.bgp.fpm;

/**
 * A frame or netlink message the agent cannot read. {@link #kind} names the fault without the values
 * that vary, so each kind is logged once however often zebra sends it.
 */
public class FpmFormatException extends Exception {

    private final String kind;

    FpmFormatException(String kind, String detail) {
        super(kind + ": " + detail);
        this.kind = kind;
    }

    /** The fault, e.g. "truncated attribute" or "unknown message type 30". */
    public String kind() {
        return kind;
    }
}
