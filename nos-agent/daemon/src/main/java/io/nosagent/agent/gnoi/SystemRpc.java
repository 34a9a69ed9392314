package io.nosagent.agent.gnoi;

import io.grpc.Status;
import io.grpc.stub.StreamObserver;
import io.nosagent.api.gnoi.system.PingRequest;
import io.nosagent.api.gnoi.system.PingResponse;
import io.nosagent.api.gnoi.system.SystemGrpc;
import io.nosagent.api.gnoi.system.TimeRequest;
import io.nosagent.api.gnoi.system.TimeResponse;
import io.nosagent.api.gnoi.system.TracerouteRequest;
import io.nosagent.api.gnoi.system.TracerouteResponse;

import java.time.Clock;
import java.time.Instant;

/**
 * gNOI System: Time from the agent's clock. Ping and Traceroute must leave through the switch's own
 * data plane, which needs the control plane: refused until it exists. Reboot, RebootStatus and
 * CancelReboot are not served yet (gRPC answers UNIMPLEMENTED).
 */
public final class SystemRpc extends SystemGrpc.SystemImplBase {

    static final String NEEDS_CONTROL_PLANE = "needs the control plane (issue 20)";

    private final Clock clock;

    public SystemRpc(Clock clock) {
        this.clock = clock;
    }

    @Override
    public void time(TimeRequest request, StreamObserver<TimeResponse> out) {
        Instant now = clock.instant();
        out.onNext(TimeResponse.newBuilder().setTime(now.getEpochSecond() * 1_000_000_000L + now.getNano()).build());
        out.onCompleted();
    }

    @Override
    public void ping(PingRequest request, StreamObserver<PingResponse> out) {
        out.onError(Status.UNIMPLEMENTED.withDescription("Ping " + NEEDS_CONTROL_PLANE).asRuntimeException());
    }

    @Override
    public void traceroute(TracerouteRequest request, StreamObserver<TracerouteResponse> out) {
        out.onError(Status.UNIMPLEMENTED.withDescription("Traceroute " + NEEDS_CONTROL_PLANE).asRuntimeException());
    }
}
