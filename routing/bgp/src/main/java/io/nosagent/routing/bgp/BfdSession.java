package io.nosagent.routing.bgp;

import java.net.InetAddress;
import java.time.Instant;
import java.util.Optional;

/**
 * One BFD session as bfdd runs it (immutable; gNMI and the CLI read it).
 *
 * @param localDiscriminator  bfdd's id of the session
 * @param remoteDiscriminator the peer's id of it (0 until the peer said it)
 * @param peer                the remote address
 * @param local               the local address, when bfdd knows it
 * @param interfaceName       the router interface the session runs on, when it runs on one
 * @param state               the local state
 * @param localDiagnostic     why the local side last went down
 * @param remoteDiagnostic    why the peer says it last went down
 * @param timers              what this side asks for
 * @param remoteReceiveMillis the peer's required minimum receive interval, from its last packet
 * @param upTransitions       times the session came up
 * @param failureTransitions  times it went from up to down
 * @param lastFailure         when the agent last saw it go from up to down
 */
public record BfdSession(long localDiscriminator, long remoteDiscriminator, InetAddress peer, Optional<InetAddress> local,
                         Optional<String> interfaceName, State state, Diagnostic localDiagnostic, Diagnostic remoteDiagnostic,
                         Timers timers, long remoteReceiveMillis, long upTransitions, long failureTransitions,
                         Optional<Instant> lastFailure) {

    /** RFC 5880's session states (OpenConfig's names). */
    public enum State { UP, DOWN, ADMIN_DOWN, INIT }

    /** RFC 5880's diagnostic codes, by OpenConfig's names, with the text bfdd prints for each. */
    public enum Diagnostic {
        NO_DIAGNOSTIC("ok"),
        DETECTION_TIMEOUT("control detection time expired"),
        ECHO_FAILED("echo function failed"),
        NEIGHBOR_DOWN("neighbor signaled session down"),
        FORWARDING_RESET("forwarding plane reset"),
        PATH_DOWN("path down"),
        CONCATENATED_PATH_DOWN("concatenated path down"),
        ADMIN_DOWN("administratively down"),
        REVERSE_CONCATENATED_PATH_DOWN("reverse concatenated path down");

        private final String frr;

        Diagnostic(String frr) {
            this.frr = frr;
        }

        /** The code bfdd's text names; an unknown text is no diagnostic. */
        public static Diagnostic ofFrr(String text) {
            for (Diagnostic d : values()) {
                if (d.frr.equals(text)) {
                    return d;
                }
            }
            return NO_DIAGNOSTIC;
        }
    }

    /**
     * The session's own timers.
     *
     * @param transmitMillis desired minimum transmit interval
     * @param receiveMillis  required minimum receive interval
     * @param multiplier     detection multiplier
     */
    public record Timers(long transmitMillis, long receiveMillis, int multiplier) {
    }

    /** This session with the time it last failed. */
    public BfdSession withLastFailure(Optional<Instant> time) {
        return new BfdSession(localDiscriminator, remoteDiscriminator, peer, local, interfaceName, state, localDiagnostic,
                remoteDiagnostic, timers, remoteReceiveMillis, upTransitions, failureTransitions, time);
    }
}
