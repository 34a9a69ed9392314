package io.nosagent.agent.gnmi.subscribe;

import java.net.SocketAddress;
import java.util.Optional;

/**
 * Gives the transport's thread that writes to a client's socket (the gRPC event loop its connection is on)
 * precedence until what was handed to it so far is written: told after a change was handed over.
 */
@FunctionalInterface
public interface TransportPrecedence {

    /** Where the transport's threads cannot be raised. */
    TransportPrecedence NONE = client -> { };

    /**
     * Raises the thread that writes to {@code client}'s socket until it has done the work queued on it now; every
     * transport thread when the client's is not known.
     */
    void untilWritten(Optional<SocketAddress> client);
}
