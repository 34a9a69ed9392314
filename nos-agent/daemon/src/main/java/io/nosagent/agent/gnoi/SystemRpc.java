package io.nosagent.agent.gnoi;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.stub.StreamObserver;
import io.nosagent.agent.restart.Reboot;
import io.nosagent.agent.restart.RebootSchedule;
import io.nosagent.api.gnoi.system.CancelRebootRequest;
import io.nosagent.api.gnoi.system.CancelRebootResponse;
import io.nosagent.api.gnoi.system.PingRequest;
import io.nosagent.api.gnoi.system.PingResponse;
import io.nosagent.api.gnoi.system.RebootRequest;
import io.nosagent.api.gnoi.system.RebootResponse;
import io.nosagent.api.gnoi.system.RebootStatus;
import io.nosagent.api.gnoi.system.RebootStatusRequest;
import io.nosagent.api.gnoi.system.RebootStatusResponse;
import io.nosagent.api.gnoi.system.SystemGrpc;
import io.nosagent.api.gnoi.system.TimeRequest;
import io.nosagent.api.gnoi.system.TimeResponse;
import io.nosagent.api.gnoi.system.TracerouteRequest;
import io.nosagent.api.gnoi.system.TracerouteResponse;
import io.nosagent.control.echo.EchoProbes;
import io.nosagent.sai.time.AgentTime;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

/**
 * gNOI System: Time from the agent's clock; Reboot (COLD or WARM of the whole switch, after {@code delay}
 * nanoseconds), RebootStatus and CancelReboot over the {@link RebootSchedule} of the agent's host (without
 * one, as when a test runs the agent bare, they are FAILED_PRECONDITION). Ping and Traceroute leave through the
 * switch's own data plane ({@link DataPlaneEcho}).
 */
public final class SystemRpc extends SystemGrpc.SystemImplBase {

    private final Clock clock;
    private final Optional<RebootSchedule> reboots;
    private final Optional<DataPlaneEcho> echo;

    /** @param echo the switch's own echo requests, when its control plane runs (else Ping and Traceroute are UNIMPLEMENTED) */
    public SystemRpc(AgentTime time, Optional<RebootSchedule> reboots, Optional<EchoProbes> echo) {
        this.clock = time.clock();
        this.reboots = reboots;
        this.echo = echo.map(probes -> new DataPlaneEcho(probes, time));
    }

    @Override
    public void reboot(RebootRequest request, StreamObserver<RebootResponse> out) {
        answer(out, () -> {
            schedule(request);
            return RebootResponse.getDefaultInstance();
        });
    }

    @Override
    public void rebootStatus(RebootStatusRequest request, StreamObserver<RebootStatusResponse> out) {
        answer(out, this::status);
    }

    @Override
    public void cancelReboot(CancelRebootRequest request, StreamObserver<CancelRebootResponse> out) {
        answer(out, () -> {
            if (!schedule().cancel(request.getMessage())) {
                throw refusal(Status.FAILED_PRECONDITION, "no reboot is pending");
            }
            return CancelRebootResponse.getDefaultInstance();
        });
    }

    private static <T> void answer(StreamObserver<T> out, java.util.function.Supplier<T> response) {
        try {
            out.onNext(response.get());
            out.onCompleted();
        } catch (StatusRuntimeException e) {
            out.onError(e);
        }
    }

    private void schedule(RebootRequest request) {
        Reboot.Method method = switch (request.getMethod()) {
            case COLD -> Reboot.Method.COLD;
            case WARM -> Reboot.Method.WARM;
            case UNKNOWN -> throw refusal(Status.INVALID_ARGUMENT, "method: not set; COLD or WARM");
            default -> throw refusal(Status.UNIMPLEMENTED, "method: " + request.getMethod() + " is not supported; COLD or WARM");
        };
        if (request.getSubcomponentsCount() > 0) {
            throw refusal(Status.UNIMPLEMENTED, "subcomponents: the switch reboots as a whole; leave them out");
        }
        if (request.getDelay() < 0) { // a uint64 past Long.MAX_VALUE: centuries
            throw refusal(Status.INVALID_ARGUMENT, "delay: " + Long.toUnsignedString(request.getDelay()) + " ns is too long");
        }
        try {
            schedule().request(method, Duration.ofNanos(request.getDelay()), request.getMessage());
        } catch (IllegalStateException e) {
            throw refusal(Status.FAILED_PRECONDITION, e.getMessage());
        }
    }

    private RebootStatusResponse status() {
        var status = schedule().status();
        var response = RebootStatusResponse.newBuilder().setCount(status.count());
        status.pending().ifPresentOrElse(p -> response.setActive(true)
                        .setWhen(nanos(p.when()))
                        .setWait(Math.max(0, nanos(p.when()) - nanos(clock.instant())))
                        .setReason(p.reason())
                        .setMethod(method(p.method())),
                () -> status.last().ifPresent(l -> response.setReason(l.reason()).setMethod(method(l.method()))
                        .setStatus(RebootStatus.newBuilder().setStatus(RebootStatus.Status.STATUS_SUCCESS))));
        return response.build();
    }

    private RebootSchedule schedule() {
        return reboots.orElseThrow(() -> refusal(Status.FAILED_PRECONDITION,
                "this agent runs without a host that can restart it (started bare, as in a test)"));
    }

    private static io.nosagent.api.gnoi.system.RebootMethod method(Reboot.Method m) {
        return switch (m) {
            case COLD -> io.nosagent.api.gnoi.system.RebootMethod.COLD;
            case WARM -> io.nosagent.api.gnoi.system.RebootMethod.WARM;
        };
    }

    private static StatusRuntimeException refusal(Status status, String why) {
        return status.withDescription(why).asRuntimeException();
    }

    private static long nanos(Instant t) {
        return t.getEpochSecond() * 1_000_000_000L + t.getNano();
    }

    @Override
    public void time(TimeRequest request, StreamObserver<TimeResponse> out) {
        Instant now = clock.instant();
        out.onNext(TimeResponse.newBuilder().setTime(nanos(now)).build());
        out.onCompleted();
    }

    @Override
    public void ping(PingRequest request, StreamObserver<PingResponse> out) {
        try {
            echo().ping(request, out);
        } catch (StatusRuntimeException e) {
            out.onError(e);
        }
    }

    @Override
    public void traceroute(TracerouteRequest request, StreamObserver<TracerouteResponse> out) {
        try {
            echo().traceroute(request, out);
        } catch (StatusRuntimeException e) {
            out.onError(e);
        }
    }

    private DataPlaneEcho echo() {
        return echo.orElseThrow(() -> refusal(Status.UNIMPLEMENTED, "this agent runs without its control plane: no packets to or from its CPU"));
    }
}
