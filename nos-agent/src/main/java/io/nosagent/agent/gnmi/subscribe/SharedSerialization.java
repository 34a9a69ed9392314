package io.nosagent.agent.gnmi.subscribe;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.grpc.MethodDescriptor;
import io.grpc.ServerMethodDefinition;
import io.grpc.ServerServiceDefinition;
import io.grpc.ServiceDescriptor;
import io.grpc.protobuf.ProtoUtils;
import io.nosagent.agent.gnmi.proto.SubscribeResponse;
import io.nosagent.agent.gnmi.proto.gNMIGrpc;

import java.io.ByteArrayInputStream;
import java.io.InputStream;

/**
 * Serializes a sample once however many streams send it. Every stream sampling the same path in
 * the same encoding sends the very same {@link SubscribeResponse} objects; their bytes are made
 * when the sample is built and the Subscribe method's marshaller hands them out instead of
 * re-encoding per stream. Keys are weak (identity), so bytes go when the sample does.
 */
public final class SharedSerialization {

    private final Cache<SubscribeResponse, byte[]> bytes = Caffeine.newBuilder().weakKeys().build();
    private final MethodDescriptor.Marshaller<SubscribeResponse> proto = ProtoUtils.marshaller(SubscribeResponse.getDefaultInstance());

    /** Encodes {@code message} now for every stream that will send it. */
    void share(SubscribeResponse message) {
        bytes.put(message, message.toByteArray());
    }

    /** {@code service} with Subscribe answering through the shared bytes. */
    public ServerServiceDefinition apply(ServerServiceDefinition service) {
        var methods = new java.util.ArrayList<ServerMethodDefinition<?, ?>>();
        for (ServerMethodDefinition<?, ?> m : service.getMethods()) {
            boolean isSubscribe = m.getMethodDescriptor().getFullMethodName()
                    .equals(gNMIGrpc.getSubscribeMethod().getFullMethodName());
            methods.add(isSubscribe ? subscribe(m) : m);
        }
        // Same service and schema (server reflection keeps describing gNMI), Subscribe's marshaller swapped.
        ServiceDescriptor original = service.getServiceDescriptor();
        var descriptor = ServiceDescriptor.newBuilder(original.getName()).setSchemaDescriptor(original.getSchemaDescriptor());
        methods.forEach(m -> descriptor.addMethod(m.getMethodDescriptor()));
        var b = ServerServiceDefinition.builder(descriptor.build());
        methods.forEach(b::addMethod);
        return b.build();
    }

    @SuppressWarnings("unchecked")
    private <Q, R> ServerMethodDefinition<Q, R> subscribe(ServerMethodDefinition<Q, R> m) {
        var descriptor = (MethodDescriptor<Q, R>) gNMIGrpc.getSubscribeMethod().toBuilder(
                ProtoUtils.marshaller(io.nosagent.agent.gnmi.proto.SubscribeRequest.getDefaultInstance()), marshaller())
                .build();
        return ServerMethodDefinition.create(descriptor, m.getServerCallHandler());
    }

    private MethodDescriptor.Marshaller<SubscribeResponse> marshaller() {
        return new MethodDescriptor.Marshaller<>() {
            @Override
            public InputStream stream(SubscribeResponse value) {
                byte[] shared = bytes.getIfPresent(value);
                return shared != null ? new ByteArrayInputStream(shared) : proto.stream(value);
            }

            @Override
            public SubscribeResponse parse(InputStream stream) {
                return proto.parse(stream);
            }
        };
    }
}
