package io.nosagent.agent.gnmi.rpc;

import io.grpc.Context;
import io.grpc.Contexts;
import io.grpc.Grpc;
import io.grpc.Metadata;
import io.grpc.ServerCall;
import io.grpc.ServerCallHandler;
import io.grpc.ServerInterceptor;

import java.net.SocketAddress;
import java.util.Optional;

/**
 * Makes the calling client's socket address known to the service handling a call ({@link #current()}): a
 * Subscribe stream uses it to raise only the event loop that writes to its own socket.
 */
public final class ClientAddress implements ServerInterceptor {

    private static final Context.Key<SocketAddress> KEY = Context.key("nos-client-address");

    @Override
    public <Q, R> ServerCall.Listener<Q> interceptCall(ServerCall<Q, R> call, Metadata headers, ServerCallHandler<Q, R> next) {
        SocketAddress client = call.getAttributes().get(Grpc.TRANSPORT_ATTR_REMOTE_ADDR);
        return client == null ? next.startCall(call, headers)
                : Contexts.interceptCall(Context.current().withValue(KEY, client), call, headers, next);
    }

    /** The address of the client whose call this thread is handling, where the transport gave one. */
    public static Optional<SocketAddress> current() {
        return Optional.ofNullable(KEY.get());
    }
}
