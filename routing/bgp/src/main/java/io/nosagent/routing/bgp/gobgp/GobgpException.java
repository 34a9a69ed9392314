package io.nosagent.routing.bgp.gobgp;

/** A call gobgpd refused or could not answer: which call, which daemon, and the daemon's reason. */
public final class GobgpException extends RuntimeException {

    private final String call;

    public GobgpException(String call, String target, String reason) {
        super("gobgpd at " + target + ": " + call + " failed: " + reason);
        this.call = call;
    }

    public GobgpException(String call, String target, String reason, Throwable cause) {
        super("gobgpd at " + target + ": " + call + " failed: " + reason, cause);
        this.call = call;
    }

    /** The API call that failed, with its subject ({@code AddPeer 10.0.1.2}). */
    public String call() {
        return call;
    }
}
