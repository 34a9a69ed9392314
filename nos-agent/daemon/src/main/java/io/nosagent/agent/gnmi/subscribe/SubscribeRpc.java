package io.nosagent.agent.gnmi.subscribe;

import io.grpc.stub.StreamObserver;
import io.nosagent.api.gnmi.proto.SubscribeRequest;
import io.nosagent.api.gnmi.proto.SubscribeResponse;
import io.nosagent.agent.gnmi.rpc.ClientAddress;
import io.nosagent.agent.gnmi.rpc.UseModels;

/** Subscribe: one {@link SubscriptionStream} per RPC, on the shared {@link Telemetry} engine. */
public final class SubscribeRpc {

    private final Telemetry engine;
    private final UseModels useModels;

    public SubscribeRpc(Telemetry engine, UseModels useModels) {
        this.engine = engine;
        this.useModels = useModels;
    }

    public StreamObserver<SubscribeRequest> subscribe(StreamObserver<SubscribeResponse> responses) {
        return new SubscriptionStream(engine, useModels, responses, ClientAddress.current());
    }
}
