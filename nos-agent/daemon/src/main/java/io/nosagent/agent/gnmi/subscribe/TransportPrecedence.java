package io.nosagent.agent.gnmi.subscribe;

/**
 * Gives the transport's threads (gRPC's event loops, which write what a stream hands over to its socket)
 * precedence until what was handed to them so far is written: told after a change was handed over.
 */
@FunctionalInterface
public interface TransportPrecedence {

    /** Where the transport's threads cannot be raised. */
    TransportPrecedence NONE = () -> { };

    /** Raises the transport's threads until each has done the work queued on it now. */
    void untilWritten();
}
