package io.nosagent.routing.bgp.gobgp;

import com.google.protobuf.ByteString;
import io.grpc.CallOptions;
import io.grpc.ManagedChannel;
import io.grpc.MethodDescriptor;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.netty.shaded.io.grpc.netty.NettyChannelBuilder;
import io.grpc.protobuf.ProtoUtils;
import io.grpc.stub.ClientCallStreamObserver;
import io.grpc.stub.ClientCalls;
import io.grpc.stub.ClientResponseObserver;
import io.grpc.stub.StreamObserver;
import io.nosagent.routing.bgp.apipb.AddPathRequest;
import io.nosagent.routing.bgp.apipb.AddPathStreamRequest;
import io.nosagent.routing.bgp.apipb.AddPeerGroupRequest;
import io.nosagent.routing.bgp.apipb.AddPeerRequest;
import io.nosagent.routing.bgp.apipb.DeletePathRequest;
import io.nosagent.routing.bgp.apipb.DeletePeerGroupRequest;
import io.nosagent.routing.bgp.apipb.DeletePeerRequest;
import io.nosagent.routing.bgp.apipb.Destination;
import io.nosagent.routing.bgp.apipb.Family;
import io.nosagent.routing.bgp.apipb.GetBgpRequest;
import io.nosagent.routing.bgp.apipb.Global;
import io.nosagent.routing.bgp.apipb.GobgpApiGrpc;
import io.nosagent.routing.bgp.apipb.ListPathRequest;
import io.nosagent.routing.bgp.apipb.ListPeerGroupRequest;
import io.nosagent.routing.bgp.apipb.ListPeerRequest;
import io.nosagent.routing.bgp.apipb.Path;
import io.nosagent.routing.bgp.apipb.Peer;
import io.nosagent.routing.bgp.apipb.PeerGroup;
import io.nosagent.routing.bgp.apipb.PolicyAssignment;
import io.nosagent.routing.bgp.apipb.ResetPeerRequest;
import io.nosagent.routing.bgp.apipb.SetPoliciesRequest;
import io.nosagent.routing.bgp.apipb.SetPolicyAssignmentRequest;
import io.nosagent.routing.bgp.apipb.StartBgpRequest;
import io.nosagent.routing.bgp.apipb.StopBgpRequest;
import io.nosagent.routing.bgp.apipb.TableType;
import io.nosagent.routing.bgp.apipb.UpdatePeerGroupRequest;
import io.nosagent.routing.bgp.apipb.UpdatePeerRequest;
import io.nosagent.routing.bgp.apipb.WatchEventRequest;
import io.nosagent.routing.bgp.apipb.WatchEventResponse;
import io.nosagent.routing.bgp.apipb.WatchEventResponseUndecoded;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * A client of one gobgpd's gRPC API ({@code apipb.GobgpApi}): typed calls for what the agent does with
 * the daemon. Unary calls carry a deadline, so a hung daemon fails a call instead of blocking its caller;
 * a refusal surfaces as a {@link GobgpException} naming the call and the daemon's message. Thread-safe.
 */
public final class GobgpClient implements AutoCloseable {

    /** How long a unary call may take: gobgpd answers config calls in milliseconds when it is healthy. */
    public static final Duration CALL_DEADLINE = Duration.ofSeconds(10);

    /** gobgpd's WatchEvent with its paths left encoded: most of a multipath stream is sets replaced before use. */
    private static final MethodDescriptor<WatchEventRequest, WatchEventResponseUndecoded> WATCH_UNDECODED =
            GobgpApiGrpc.getWatchEventMethod().toBuilder(ProtoUtils.marshaller(WatchEventRequest.getDefaultInstance()),
                    ProtoUtils.marshaller(WatchEventResponseUndecoded.getDefaultInstance())).build();

    private final String target;
    private final ManagedChannel channel;
    private final GobgpApiGrpc.GobgpApiBlockingStub blocking;
    private final GobgpApiGrpc.GobgpApiStub async;

    /** A client of the daemon whose API listens on {@code host:port} (plaintext: gobgpd's API is local). */
    public GobgpClient(String host, int port) {
        this.target = host + ":" + port;
        this.channel = NettyChannelBuilder.forAddress(host, port).usePlaintext()
                .maxInboundMessageSize(256 * 1024 * 1024).build();
        this.blocking = GobgpApiGrpc.newBlockingStub(channel);
        this.async = GobgpApiGrpc.newStub(channel);
    }

    /** Where the daemon's API is ({@code host:port}). */
    public String target() {
        return target;
    }

    private GobgpApiGrpc.GobgpApiBlockingStub call() {
        return blocking.withDeadlineAfter(CALL_DEADLINE.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** The running BGP instance; empty when the daemon runs without one (a fresh gobgpd has AS 0). */
    public Optional<Global> global() {
        Global g = run("GetBgp", () -> call().getBgp(GetBgpRequest.getDefaultInstance()).getGlobal());
        return g.getAsn() == 0 ? Optional.empty() : Optional.of(g);
    }

    public void startBgp(Global global) {
        run("StartBgp", () -> call().startBgp(StartBgpRequest.newBuilder().setGlobal(global).build()));
    }

    public void stopBgp() {
        run("StopBgp", () -> call().stopBgp(StopBgpRequest.getDefaultInstance()));
    }

    public void addPeer(Peer peer) {
        run("AddPeer " + peer.getConf().getNeighborAddress(), () -> call().addPeer(AddPeerRequest.newBuilder().setPeer(peer).build()));
    }

    public void updatePeer(Peer peer) {
        run("UpdatePeer " + peer.getConf().getNeighborAddress(),
                () -> call().updatePeer(UpdatePeerRequest.newBuilder().setPeer(peer).setDoSoftResetIn(true).build()));
    }

    public void deletePeer(String address) {
        run("DeletePeer " + address, () -> call().deletePeer(DeletePeerRequest.newBuilder().setAddress(address).build()));
    }

    /** Every peer with its state (session, timers, per-family counters). */
    public List<Peer> peers() {
        return run("ListPeer", () -> {
            var out = new ArrayList<Peer>();
            call().listPeer(ListPeerRequest.getDefaultInstance()).forEachRemaining(r -> out.add(r.getPeer()));
            return out;
        });
    }

    public void addPeerGroup(PeerGroup group) {
        run("AddPeerGroup " + group.getConf().getPeerGroupName(),
                () -> call().addPeerGroup(AddPeerGroupRequest.newBuilder().setPeerGroup(group).build()));
    }

    public void updatePeerGroup(PeerGroup group) {
        run("UpdatePeerGroup " + group.getConf().getPeerGroupName(),
                () -> call().updatePeerGroup(UpdatePeerGroupRequest.newBuilder().setPeerGroup(group).setDoSoftResetIn(true).build()));
    }

    public void deletePeerGroup(String name) {
        run("DeletePeerGroup " + name, () -> call().deletePeerGroup(DeletePeerGroupRequest.newBuilder().setName(name).build()));
    }

    public List<PeerGroup> peerGroups() {
        return run("ListPeerGroup", () -> {
            var out = new ArrayList<PeerGroup>();
            call().listPeerGroup(ListPeerGroupRequest.getDefaultInstance()).forEachRemaining(r -> out.add(r.getPeerGroup()));
            return out;
        });
    }

    /** Replaces every defined set and policy of the daemon (its policy assignments stay). */
    public void setPolicies(SetPoliciesRequest policies) {
        run("SetPolicies", () -> call().setPolicies(policies));
    }

    /** Sets which policies a table applies in one direction ({@code global}: every non route-server peer). */
    public void setPolicyAssignment(PolicyAssignment assignment) {
        run("SetPolicyAssignment " + assignment.getName(),
                () -> call().setPolicyAssignment(SetPolicyAssignmentRequest.newBuilder().setAssignment(assignment).build()));
    }

    /** Sends {@code address} its routes again through the export policy (soft reset out). */
    public void resendTo(String address) {
        run("ResetPeer " + address, () -> call().resetPeer(ResetPeerRequest.newBuilder().setAddress(address).setSoft(true)
                .setDirection(ResetPeerRequest.SoftResetDirection.OUT).build()));
    }

    /** Originates {@code path} in the global table (what a host sidecar or a test peer announces); returns its id. */
    public ByteString addPath(Path path) {
        return run("AddPath", () -> call().addPath(AddPathRequest.newBuilder().setTableType(TableType.GLOBAL).setPath(path)
                .build()).getUuid());
    }

    /** Withdraws a path this daemon originated, by the id {@link #addPath} returned. */
    public void deletePath(ByteString id) {
        run("DeletePath", () -> call().deletePath(DeletePathRequest.newBuilder().setTableType(TableType.GLOBAL)
                .setUuid(id).build()));
    }

    /** Originates many paths over one stream (the bulk load of a test peer), in batches of {@code batch}. */
    public void addPaths(List<Path> paths, int batch) {
        var done = new CompletableFuture<Void>();
        StreamObserver<AddPathStreamRequest> out = async.addPathStream(new StreamObserver<>() {
            @Override
            public void onNext(com.google.protobuf.Empty value) {
            }

            @Override
            public void onError(Throwable t) {
                done.completeExceptionally(t);
            }

            @Override
            public void onCompleted() {
                done.complete(null);
            }
        });
        for (int i = 0; i < paths.size(); i += batch) {
            out.onNext(AddPathStreamRequest.newBuilder().setTableType(TableType.GLOBAL)
                    .addAllPaths(paths.subList(i, Math.min(paths.size(), i + batch))).build());
        }
        out.onCompleted();
        run("AddPathStream", () -> done.orTimeout(CALL_DEADLINE.toMillis() * 6, TimeUnit.MILLISECONDS).join());
    }

    /** The destinations of a table ({@code name}: the neighbor of an adj-in/adj-out table, else empty). */
    public List<Destination> paths(TableType table, String name, Family family) {
        return run("ListPath", () -> {
            var out = new ArrayList<Destination>();
            call().listPath(ListPathRequest.newBuilder().setTableType(table).setName(name).setFamily(family).build())
                    .forEachRemaining(r -> out.add(r.getDestination()));
            return out;
        });
    }

    /** What a watch hears, on gRPC's threads, one call at a time. */
    public interface WatchListener {
        /**
         * Best paths changed: per prefix in the event, its new best (multipath) set; withdrawals flagged.
         * Each path is still encoded (a {@link Path}): {@link Paths.Decoder} reads what is needed of it.
         */
        void paths(List<ByteString> paths);

        /** A peer's state: the initial list, then changes. */
        void peer(WatchEventResponse.PeerEvent event);

        /** The stream ended: the daemon went away ({@code failure} says how) or the watch was closed. */
        void ended(Throwable failure);
    }

    /**
     * Watches the best paths (with the current table first, as one event) and peer state. Close the
     * result to stop; {@link WatchListener#ended} follows either way.
     */
    public AutoCloseable watch(WatchListener listener) {
        var request = WatchEventRequest.newBuilder()
                .setPeer(WatchEventRequest.Peer.getDefaultInstance())
                .setTable(WatchEventRequest.Table.newBuilder().addFilters(WatchEventRequest.Table.Filter.newBuilder()
                        .setType(WatchEventRequest.Table.Filter.Type.BEST).setInit(true)))
                .build();
        var call = new CompletableFuture<ClientCallStreamObserver<WatchEventRequest>>();
        var observer = new ClientResponseObserver<WatchEventRequest, WatchEventResponseUndecoded>() {
            @Override
            public void beforeStart(ClientCallStreamObserver<WatchEventRequest> requestStream) {
                call.complete(requestStream);
            }

            @Override
            public void onNext(WatchEventResponseUndecoded event) {
                switch (event.getEventCase()) {
                    case TABLE -> listener.paths(event.getTable().getPathsList());
                    case PEER -> listener.peer(event.getPeer());
                    default -> {
                    }
                }
            }

            @Override
            public void onError(Throwable t) {
                listener.ended(t);
            }

            @Override
            public void onCompleted() {
                listener.ended(new GobgpException("WatchEvent", target, "the daemon ended the watch"));
            }
        };
        ClientCalls.asyncServerStreamingCall(channel.newCall(WATCH_UNDECODED, CallOptions.DEFAULT), request, observer);
        return () -> call.join().cancel("watch closed", null);
    }

    private <T> T run(String what, java.util.function.Supplier<T> call) {
        try {
            return call.get();
        } catch (StatusRuntimeException e) {
            throw new GobgpException(what, target, describe(e.getStatus()), unreachable(e.getStatus()), e);
        } catch (java.util.concurrent.CompletionException e) {
            Status s = Status.fromThrowable(e.getCause());
            throw new GobgpException(what, target, describe(s), unreachable(s), e.getCause());
        }
    }

    private static boolean unreachable(Status s) {
        return s.getCode() == Status.Code.UNAVAILABLE || s.getCode() == Status.Code.DEADLINE_EXCEEDED
                || s.getCode() == Status.Code.CANCELLED;
    }

    private static String describe(Status s) {
        return s.getCode() == Status.Code.UNAVAILABLE ? "the daemon is unreachable (" + s.getDescription() + ")"
                : s.getCode() + (s.getDescription() == null ? "" : ": " + s.getDescription());
    }

    @Override
    public void close() {
        channel.shutdownNow();
        try {
            channel.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
