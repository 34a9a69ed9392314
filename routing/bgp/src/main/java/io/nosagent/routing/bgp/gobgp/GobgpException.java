package io.nosagent.routing.bgp.gobgp;

/** A call gobgpd refused or could not answer: which call, which daemon, and the daemon's reason. */
public final class GobgpException extends RuntimeException {

    private final String call;
    private final boolean unreachable;

    public GobgpException(String call, String target, String reason) {
        super("gobgpd at " + target + ": " + call + " failed: " + reason);
        this.call = call;
        this.unreachable = true;
    }

    public GobgpException(String call, String target, String reason, boolean unreachable, Throwable cause) {
        super("gobgpd at " + target + ": " + call + " failed: " + reason, cause);
        this.call = call;
        this.unreachable = unreachable;
    }

    /** Whether the daemon did not answer (down, restarting, hung) rather than refuse. */
    public boolean unreachable() {
        return unreachable;
    }

    /** The API call that failed, with its subject ({@code AddPeer 10.0.1.2}). */
    public String call() {
        return call;
    }
}
