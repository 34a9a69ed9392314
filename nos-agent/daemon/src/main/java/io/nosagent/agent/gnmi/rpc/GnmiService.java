package io.nosagent.agent.gnmi.rpc;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.stub.StreamObserver;
import io.nosagent.api.gnmi.GnmiException;
import io.nosagent.api.gnmi.proto.CapabilityRequest;
import io.nosagent.api.gnmi.proto.CapabilityResponse;
import io.nosagent.api.gnmi.proto.GetRequest;
import io.nosagent.api.gnmi.proto.GetResponse;
import io.nosagent.api.gnmi.proto.SetRequest;
import io.nosagent.api.gnmi.proto.SetResponse;
import io.nosagent.api.gnmi.proto.SubscribeRequest;
import io.nosagent.api.gnmi.proto.SubscribeResponse;
import io.nosagent.api.gnmi.proto.gNMIGrpc;
import io.nosagent.agent.gnmi.set.SetRpc;
import io.nosagent.agent.gnmi.subscribe.SubscribeRpc;
import io.nosagent.agent.security.Principal;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.function.Supplier;

/**
 * The {@code gnmi.gNMI} service: each RPC delegated to its implementation, and every failure turned
 * into a gRPC status: a {@link GnmiException} into its code and message, anything unexpected into
 * INTERNAL (logged; a bug, never the answer to bad input).
 */
public final class GnmiService extends gNMIGrpc.gNMIImplBase {

    private static final Logger log = LoggerFactory.getLogger(GnmiService.class);

    private final CapabilitiesRpc capabilities;
    private final GetRpc get;
    private final SetRpc set;
    private final SubscribeRpc subscribe;

    public GnmiService(CapabilitiesRpc capabilities, GetRpc get, SetRpc set, SubscribeRpc subscribe) {
        this.capabilities = capabilities;
        this.get = get;
        this.set = set;
        this.subscribe = subscribe;
    }

    @Override
    public void capabilities(CapabilityRequest request, StreamObserver<CapabilityResponse> response) {
        unary("Capabilities", response, () -> capabilities.capabilities(request));
    }

    @Override
    public void get(GetRequest request, StreamObserver<GetResponse> response) {
        unary("Get", response, () -> get.get(request));
    }

    @Override
    public void set(SetRequest request, StreamObserver<SetResponse> response) {
        unary("Set", response, () -> set.set(request, Principal.current().user()));
    }

    @Override
    public StreamObserver<SubscribeRequest> subscribe(StreamObserver<SubscribeResponse> response) {
        return subscribe.subscribe(response);
    }

    private static <T> void unary(String rpc, StreamObserver<T> response, Supplier<T> call) {
        T result;
        try {
            result = call.get();
        } catch (GnmiException e) {
            response.onError(e.toStatus());
            return;
        } catch (StatusRuntimeException e) {
            response.onError(e);
            return;
        } catch (RuntimeException e) {
            log.error("{} failed unexpectedly", rpc, e);
            response.onError(Status.INTERNAL.withDescription(rpc + " failed: " + e).asRuntimeException());
            return;
        }
        response.onNext(result);
        response.onCompleted();
    }
}
