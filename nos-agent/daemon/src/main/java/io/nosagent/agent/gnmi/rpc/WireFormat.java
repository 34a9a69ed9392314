package io.nosagent.agent.gnmi.rpc;

import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import com.google.protobuf.Parser;
import io.grpc.Attributes;
import io.grpc.Metadata;
import io.grpc.MethodDescriptor;
import io.grpc.ServerCall;
import io.grpc.ServerCallHandler;
import io.grpc.ServerMethodDefinition;
import io.grpc.ServerServiceDefinition;
import io.grpc.ServiceDescriptor;
import io.grpc.Status;
import io.grpc.protobuf.ProtoUtils;
import io.grpc.stub.StreamObserver;
import io.nosagent.api.gnmi.proto.SubscribeResponse;
import io.nosagent.api.gnmi.proto.gNMIGrpc;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;

/**
 * How gNMI messages go on and come off the wire, in two ways the stock bindings do not:
 * <ul>
 *   <li>A request that is not a valid protobuf message (truncated, garbage) is INVALID_ARGUMENT:
 *       requests arrive as bytes and are parsed in the handler, where the failure can be answered
 *       (gRPC turns an exception thrown by a marshaller into UNKNOWN).</li>
 *   <li>A Subscribe response whose bytes are already known (assembled from updates serialized
 *       once, and sent by every stream asking for the same sample) is not encoded again: it is
 *       handed to gRPC through {@link #send} with its bytes, and the response marshaller, which gRPC
 *       runs inside that hand-over on the same thread, gives gRPC those bytes in one write.</li>
 * </ul>
 */
public final class WireFormat {

    /** Messages as raw bytes, both ways: requests as they came, responses serialized once. */
    public static final MethodDescriptor.Marshaller<byte[]> BYTES = new MethodDescriptor.Marshaller<>() {
        @Override
        public InputStream stream(byte[] value) {
            return new SerializedMessage(value);
        }

        @Override
        public byte[] parse(InputStream stream) {
            try {
                return stream.readAllBytes();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    };

    /**
     * The response this thread is handing to gRPC and its bytes. Only for the duration of the hand-over:
     * a table from messages to bytes (it was a weak-keyed cache) kept every sample's bytes alive until
     * the collection after the message died, so each young collection copied seconds of samples
     * (~20 MB at 10 subscribers), which is what made its pause long.
     */
    private final ThreadLocal<Sending> sending = ThreadLocal.withInitial(Sending::new);

    /** The message being sent on one thread and its bytes (reused: one per thread, cleared after each send). */
    private static final class Sending {
        private SubscribeResponse message;
        private byte[] bytes;
    }

    /**
     * Sends {@code message} on {@code out}, whose bytes are {@code bytes}: they must be exactly what
     * {@code message.toByteArray()} gives. gRPC serializes a message inside {@code onNext}, on the
     * caller's thread, so the marshaller finds them there.
     */
    public void send(StreamObserver<SubscribeResponse> out, SubscribeResponse message, byte[] bytes) {
        Sending s = sending.get();
        s.message = message;
        s.bytes = bytes;
        try {
            out.onNext(message);
        } finally {
            s.message = null;
            s.bytes = null;
        }
    }

    /** {@code service} with these bindings; same service and schema, so reflection still describes gNMI. */
    public ServerServiceDefinition apply(ServerServiceDefinition service) {
        var methods = new ArrayList<ServerMethodDefinition<byte[], ?>>();
        for (ServerMethodDefinition<?, ?> m : service.getMethods()) {
            methods.add(rewire(m));
        }
        ServiceDescriptor original = service.getServiceDescriptor();
        var descriptor = ServiceDescriptor.newBuilder(original.getName()).setSchemaDescriptor(original.getSchemaDescriptor());
        methods.forEach(m -> descriptor.addMethod(m.getMethodDescriptor()));
        var b = ServerServiceDefinition.builder(descriptor.build());
        methods.forEach(b::addMethod);
        return b.build();
    }

    @SuppressWarnings("unchecked")
    private <Q, R> ServerMethodDefinition<byte[], R> rewire(ServerMethodDefinition<Q, R> m) {
        MethodDescriptor<Q, R> typed = m.getMethodDescriptor();
        Message prototype = (Message) ((MethodDescriptor.PrototypeMarshaller<Q>) typed.getRequestMarshaller())
                .getMessagePrototype();
        MethodDescriptor.Marshaller<R> responses = typed.getFullMethodName()
                .equals(gNMIGrpc.getSubscribeMethod().getFullMethodName())
                ? (MethodDescriptor.Marshaller<R>) sharedResponses() : typed.getResponseMarshaller();
        MethodDescriptor<byte[], R> raw = typed.toBuilder(BYTES, responses).build();
        return ServerMethodDefinition.create(raw,
                new Parsing<>(typed, (Parser<Q>) prototype.getParserForType(), m.getServerCallHandler()));
    }

    private MethodDescriptor.Marshaller<SubscribeResponse> sharedResponses() {
        var proto = ProtoUtils.marshaller(SubscribeResponse.getDefaultInstance());
        return new MethodDescriptor.Marshaller<>() {
            @Override
            public InputStream stream(SubscribeResponse value) {
                Sending s = sending.get();
                return s.message == value ? new SerializedMessage(s.bytes) : proto.stream(value);
            }

            @Override
            public SubscribeResponse parse(InputStream stream) {
                return proto.parse(stream);
            }
        };
    }

    /** Parses each request for {@code next}; one that does not parse ends the call with INVALID_ARGUMENT. */
    private record Parsing<Q, R>(MethodDescriptor<Q, R> typed, Parser<Q> parser, ServerCallHandler<Q, R> next)
            implements ServerCallHandler<byte[], R> {

        @Override
        public ServerCall.Listener<byte[]> startCall(ServerCall<byte[], R> call, Metadata headers) {
            ServerCall.Listener<Q> inner = next.startCall(new Typed<>(call, typed), headers);
            return new ServerCall.Listener<>() {
                private boolean refused;

                @Override
                public void onMessage(byte[] message) {
                    if (refused) {
                        return;
                    }
                    Q request;
                    try {
                        request = parser.parseFrom(message);
                    } catch (InvalidProtocolBufferException e) {
                        refused = true;
                        call.close(Status.INVALID_ARGUMENT.withDescription(typed.getFullMethodName()
                                + ": the request is not a valid message: " + e.getMessage()), new Metadata());
                        inner.onCancel();
                        return;
                    }
                    inner.onMessage(request);
                }

                @Override
                public void onHalfClose() {
                    if (!refused) {
                        inner.onHalfClose();
                    }
                }

                @Override
                public void onCancel() {
                    if (!refused) {
                        inner.onCancel();
                    }
                }

                @Override
                public void onComplete() {
                    if (!refused) {
                        inner.onComplete();
                    }
                }

                @Override
                public void onReady() {
                    if (!refused) {
                        inner.onReady();
                    }
                }
            };
        }
    }

    /** The raw call seen with its typed method, for the handler that expects it. */
    private static final class Typed<Q, R> extends ServerCall<Q, R> {
        private final ServerCall<byte[], R> call;
        private final MethodDescriptor<Q, R> method;

        Typed(ServerCall<byte[], R> call, MethodDescriptor<Q, R> method) {
            this.call = call;
            this.method = method;
        }

        @Override
        public void request(int numMessages) {
            call.request(numMessages);
        }

        @Override
        public void sendHeaders(Metadata headers) {
            call.sendHeaders(headers);
        }

        @Override
        public void sendMessage(R message) {
            call.sendMessage(message);
        }

        @Override
        public void close(Status status, Metadata trailers) {
            call.close(status, trailers);
        }

        @Override
        public boolean isCancelled() {
            return call.isCancelled();
        }

        @Override
        public boolean isReady() {
            return call.isReady();
        }

        @Override
        public void setMessageCompression(boolean enabled) {
            call.setMessageCompression(enabled);
        }

        @Override
        public void setCompression(String compressor) {
            call.setCompression(compressor);
        }

        @Override
        public Attributes getAttributes() {
            return call.getAttributes();
        }

        @Override
        public String getAuthority() {
            return call.getAuthority();
        }

        @Override
        public MethodDescriptor<Q, R> getMethodDescriptor() {
            return method;
        }
    }
}
