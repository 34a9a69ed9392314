package io.nosagent.agent.gnoi;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.stub.StreamObserver;
import io.nosagent.api.gnoi.system.PingRequest;
import io.nosagent.api.gnoi.system.PingResponse;
import io.nosagent.api.gnoi.system.TracerouteRequest;
import io.nosagent.api.gnoi.system.TracerouteResponse;
import io.nosagent.api.gnoi.types.L3Protocol;
import io.nosagent.control.echo.EchoProbes;
import io.nosagent.control.packet.Icmp;
import io.nosagent.net.IpAddresses;
import io.nosagent.sai.time.AgentTime;

import java.net.Inet4Address;
import java.net.InetAddress;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * gNOI System Ping and Traceroute from the switch through its own data plane ({@link EchoProbes}: ICMP or ICMPv6
 * echo routed by the pipeline, answers trapped to the CPU). Ping streams one response per reply, then the summary
 * (sent, received, min/avg/max/std-dev); Traceroute a first response naming the destination, then one per hop,
 * one echo request per TTL from {@code initial_ttl} until the destination answers, one says it is unreachable, or
 * {@code max_ttl}. Names are not resolved: the destination and source are address literals. Timing is the agent's
 * time source; nothing blocks a gRPC thread.
 */
final class DataPlaneEcho {

    static final int DEFAULT_COUNT = 5;
    static final Duration DEFAULT_INTERVAL = Duration.ofSeconds(1);
    static final Duration DEFAULT_WAIT = Duration.ofSeconds(2);
    static final int DEFAULT_SIZE = 56;
    static final int DEFAULT_MAX_TTL = 30;
    /** At most this many requests in one ping: its sequence numbers must stay distinct. */
    static final int MAX_COUNT = 0xFFFF;

    private final EchoProbes probes;
    private final AgentTime time;

    DataPlaneEcho(EchoProbes probes, AgentTime time) {
        this.probes = probes;
        this.time = time;
    }

    /** Where a request goes and from where. */
    private record Route(InetAddress source, InetAddress destination) {
    }

    void ping(PingRequest request, StreamObserver<PingResponse> out) {
        Route route = route(request.getDestination(), request.getSource(), request.getL3Protocol(), request.getNetworkInstance());
        if (request.getCount() < 0 || request.getCount() > MAX_COUNT) {
            throw refusal(Status.INVALID_ARGUMENT, "count: " + request.getCount() + " is not 0 (5) .. " + MAX_COUNT);
        }
        Duration interval = duration("interval", request.getInterval(), DEFAULT_INTERVAL);
        Duration wait = duration("wait", request.getWait(), DEFAULT_WAIT);
        if (request.getSize() < 0 || request.getSize() > Icmp.MAX_DATA) {
            throw refusal(Status.INVALID_ARGUMENT, "size: " + request.getSize() + " is not 0 (56) .. " + Icmp.MAX_DATA + " bytes");
        }
        int count = request.getCount() == 0 ? DEFAULT_COUNT : request.getCount();
        int size = request.getSize() == 0 ? DEFAULT_SIZE : request.getSize();
        int id = probes.newId();
        Instant start = time.now();
        List<Duration> rtts = new ArrayList<>();
        CompletableFuture<Void> streamed = CompletableFuture.completedFuture(null);
        for (int seq = 1; seq <= count; seq++) {
            var echo = new Icmp.Echo(route.source(), route.destination(), id, seq, 64, size, request.getDoNotFragment());
            var answered = after(interval.multipliedBy(seq - 1)).thenCompose(v -> probes.send(echo, wait));
            streamed = streamed.thenCompose(v -> answered).thenAccept(reply -> reply.ifPresent(r -> {
                if (r.answer() instanceof Icmp.EchoReply e) {
                    rtts.add(r.rtt());
                    out.onNext(PingResponse.newBuilder().setSource(IpAddresses.format(e.from())).setTime(r.rtt().toNanos())
                            .setBytes(e.size() + 8).setSequence(e.sequence()).setTtl(e.ttl()).build());
                }
            }));
        }
        streamed.whenComplete((v, failure) -> {
            if (failure != null) {
                out.onError(Status.INTERNAL.withDescription("ping failed: " + failure.getMessage()).asRuntimeException());
                return;
            }
            out.onNext(summary(route.destination(), Duration.between(start, time.now()), count, rtts));
            out.onCompleted();
        });
    }

    private static PingResponse summary(InetAddress destination, Duration took, int sent, List<Duration> rtts) {
        var summary = PingResponse.newBuilder().setSource(IpAddresses.format(destination)).setTime(took.toNanos())
                .setSent(sent).setReceived(rtts.size());
        if (!rtts.isEmpty()) {
            long[] ns = rtts.stream().mapToLong(Duration::toNanos).toArray();
            double avg = java.util.Arrays.stream(ns).average().orElse(0);
            double variance = java.util.Arrays.stream(ns).mapToDouble(n -> (n - avg) * (n - avg)).sum() / ns.length;
            summary.setMinTime(java.util.Arrays.stream(ns).min().orElse(0)).setMaxTime(java.util.Arrays.stream(ns).max().orElse(0))
                    .setAvgTime(Math.round(avg)).setStdDev(Math.round(Math.sqrt(variance)));
        }
        return summary.build();
    }

    void traceroute(TracerouteRequest request, StreamObserver<TracerouteResponse> out) {
        Route route = route(request.getDestination(), request.getSource(), request.getL3Protocol(), request.getNetworkInstance());
        if (request.getL4Protocol() != TracerouteRequest.L4Protocol.ICMP) {
            throw refusal(Status.UNIMPLEMENTED, "l4protocol: " + request.getL4Protocol() + " is not supported; ICMP");
        }
        int first = request.getInitialTtl() == 0 ? 1 : request.getInitialTtl();
        int last = request.getMaxTtl() == 0 ? DEFAULT_MAX_TTL : request.getMaxTtl();
        if (request.getInitialTtl() < 0 || first > 255) {
            throw refusal(Status.INVALID_ARGUMENT, "initial_ttl: " + Integer.toUnsignedString(request.getInitialTtl()) + " is not 1..255");
        }
        if (last < first || last > 255) {
            throw refusal(Status.INVALID_ARGUMENT, "max_ttl: " + request.getMaxTtl() + " is not " + first + "..255");
        }
        Duration wait = duration("wait", request.getWait(), DEFAULT_WAIT);
        String destination = IpAddresses.format(route.destination());
        out.onNext(TracerouteResponse.newBuilder().setDestinationName(destination).setDestinationAddress(destination)
                .setHops(last).setPacketSize(DEFAULT_SIZE + 8).build());
        hop(route, probes.newId(), first, last, wait, request.getDoNotFragment(), out);
    }

    /** Probes with TTL {@code ttl}, streams the hop, and goes on to the next unless this one ended the trace. */
    private void hop(Route route, int id, int ttl, int last, Duration wait, boolean dontFragment, StreamObserver<TracerouteResponse> out) {
        var echo = new Icmp.Echo(route.source(), route.destination(), id, ttl, ttl, DEFAULT_SIZE, dontFragment);
        probes.send(echo, wait).whenComplete((reply, failure) -> {
            if (failure != null) {
                out.onError(Status.INTERNAL.withDescription("traceroute failed: " + failure.getMessage()).asRuntimeException());
                return;
            }
            var hop = TracerouteResponse.newBuilder().setHop(ttl);
            boolean ended = reply.map(r -> {
                hop.setAddress(IpAddresses.format(r.answer().from())).setName(IpAddresses.format(r.answer().from()))
                        .setRtt(r.rtt().toNanos());
                return switch (r.answer()) {
                    case Icmp.EchoReply e -> true;
                    case Icmp.TimeExceeded t -> false;
                    case Icmp.Unreachable u -> {
                        hop.setState(unreachable(u, route.destination() instanceof Inet4Address)).setIcmpCode(u.code());
                        yield true;
                    }
                };
            }).orElseGet(() -> {
                hop.setState(TracerouteResponse.State.NONE);
                return false;
            });
            out.onNext(hop.build());
            if (ended || ttl >= last) {
                out.onCompleted();
            } else {
                hop(route, id, ttl + 1, last, wait, dontFragment, out);
            }
        });
    }

    private static TracerouteResponse.State unreachable(Icmp.Unreachable u, boolean v4) {
        return switch (v4 ? u.code() : -1 - u.code()) {
            case 0, -1 -> TracerouteResponse.State.NETWORK_UNREACHABLE; // v4 net, v6 no route
            case 1, -4 -> TracerouteResponse.State.HOST_UNREACHABLE; // v4 host, v6 address
            case 2 -> TracerouteResponse.State.PROTOCOL_UNREACHABLE;
            case 4 -> TracerouteResponse.State.FRAGMENTATION_NEEDED;
            case 13, -2 -> TracerouteResponse.State.PROHIBITED;
            default -> TracerouteResponse.State.UNKNOWN;
        };
    }

    private Route route(String destinationText, String sourceText, L3Protocol protocol, String networkInstance) {
        if (!networkInstance.isEmpty() && !networkInstance.equals("default")) {
            throw refusal(Status.NOT_FOUND, "network_instance: " + networkInstance + " does not exist; the switch routes in default");
        }
        if (destinationText.isEmpty()) {
            throw refusal(Status.INVALID_ARGUMENT, "destination: not set");
        }
        InetAddress destination = address("destination", destinationText);
        boolean v4 = destination instanceof Inet4Address;
        if (protocol == L3Protocol.IPV4 && !v4 || protocol == L3Protocol.IPV6 && v4) {
            throw refusal(Status.INVALID_ARGUMENT, "l3protocol: " + protocol + " but destination " + destinationText + " is not");
        }
        InetAddress source;
        if (sourceText.isEmpty()) {
            source = probes.sourceToward(destination).orElseThrow(() -> refusal(Status.NOT_FOUND,
                    "destination: " + destinationText + ": the switch has no " + (v4 ? "IPv4" : "IPv6") + " address to send from"));
        } else {
            source = address("source", sourceText);
            if (!probes.isOwn(source) || (source instanceof Inet4Address) != v4) {
                throw refusal(Status.INVALID_ARGUMENT, "source: " + sourceText + " is not an address of this switch of the destination's family");
            }
        }
        return new Route(source, destination);
    }

    private static InetAddress address(String field, String text) {
        try {
            return IpAddresses.parse(text);
        } catch (IllegalArgumentException e) {
            throw refusal(Status.INVALID_ARGUMENT, field + ": " + e.getMessage() + " (the switch resolves no names)");
        }
    }

    private static Duration duration(String field, long nanos, Duration otherwise) {
        if (nanos < 0) {
            throw refusal(Status.INVALID_ARGUMENT, field + ": " + nanos + " ns is negative");
        }
        return nanos == 0 ? otherwise : Duration.ofNanos(nanos);
    }

    private CompletableFuture<Void> after(Duration delay) {
        var due = new CompletableFuture<Void>();
        if (delay.isZero()) {
            due.complete(null);
        } else {
            time.schedule(delay, () -> due.complete(null));
        }
        return due;
    }

    private static StatusRuntimeException refusal(Status status, String why) {
        return status.withDescription(why).asRuntimeException();
    }
}
