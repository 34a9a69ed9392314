package io.nosagent.agent.gnoi;

import com.google.protobuf.ByteString;
import com.google.protobuf.Timestamp;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.stub.StreamObserver;
import io.nosagent.agent.snapshot.SnapshotEntry;
import io.nosagent.agent.snapshot.SnapshotService;
import io.nosagent.api.gnoi.ComponentPath;
import io.nosagent.api.gnoi.healthz.AcknowledgeRequest;
import io.nosagent.api.gnoi.healthz.AcknowledgeResponse;
import io.nosagent.api.gnoi.healthz.ArtifactHeader;
import io.nosagent.api.gnoi.healthz.ArtifactRequest;
import io.nosagent.api.gnoi.healthz.ArtifactResponse;
import io.nosagent.api.gnoi.healthz.ArtifactTrailer;
import io.nosagent.api.gnoi.healthz.CheckRequest;
import io.nosagent.api.gnoi.healthz.CheckResponse;
import io.nosagent.api.gnoi.healthz.ComponentStatus;
import io.nosagent.api.gnoi.healthz.FileArtifactType;
import io.nosagent.api.gnoi.healthz.GetRequest;
import io.nosagent.api.gnoi.healthz.GetResponse;
import io.nosagent.api.gnoi.healthz.HealthzGrpc;
import io.nosagent.api.gnoi.healthz.ListRequest;
import io.nosagent.api.gnoi.healthz.ListResponse;
import io.nosagent.api.gnoi.types.Path;
import io.nosagent.feature.SnapshotTrigger;

import java.nio.file.Files;
import java.time.Instant;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Predicate;

/**
 * gNOI Healthz over {@link HealthEvents}. Paths name one component:
 * {@code /components/component[name=port-Ethernet0]}.
 */
public final class HealthzRpc extends HealthzGrpc.HealthzImplBase {

    private final HealthEvents events;
    private final ComponentHealth health;
    private final SnapshotService snapshots;
    private final Predicate<String> components;

    /** @param components whether a component of that name exists */
    public HealthzRpc(HealthEvents events, ComponentHealth health, SnapshotService snapshots, Predicate<String> components) {
        this.events = events;
        this.health = health;
        this.snapshots = snapshots;
        this.components = components;
    }

    @Override
    public void get(GetRequest request, StreamObserver<GetResponse> out) {
        answer(out, () -> {
            String component = component(request.getPath());
            var latest = events.of(component).reversed().stream().filter(e -> !events.acknowledged(e.id())).findFirst();
            var status = health.healthy(component) || latest.isEmpty()
                    ? ComponentStatus.newBuilder().setPath(request.getPath()).setStatus(healthz(component)).build()
                    : status(latest.get());
            return GetResponse.newBuilder().setComponent(status).build();
        });
    }

    @Override
    public void list(ListRequest request, StreamObserver<ListResponse> out) {
        answer(out, () -> {
            var response = ListResponse.newBuilder();
            for (var e : events.of(component(request.getPath()))) {
                if (request.getIncludeAcknowledged() || !events.acknowledged(e.id())) {
                    response.addStatuses(status(e));
                }
            }
            return response.build();
        });
    }

    @Override
    public void acknowledge(AcknowledgeRequest request, StreamObserver<AcknowledgeResponse> out) {
        answer(out, () -> {
            String component = component(request.getPath());
            var event = events.of(component).stream().filter(e -> e.id().equals(request.getId())).findFirst()
                    .orElseThrow(() -> Status.NOT_FOUND.withDescription("id '" + request.getId() + "': no event of component '"
                            + component + "'").asRuntimeException());
            events.acknowledge(event.id());
            return AcknowledgeResponse.newBuilder().setStatus(status(event)).build();
        });
    }

    @Override
    public void artifact(ArtifactRequest request, StreamObserver<ArtifactResponse> out) {
        try {
            SnapshotEntry entry = events.snapshot(request.getId()).orElseThrow(() -> Status.NOT_FOUND
                    .withDescription("id '" + request.getId() + "': no such artifact").asRuntimeException());
            var file = snapshots.dir().resolve(entry.file());
            if (!Files.isRegularFile(file)) {
                throw Status.NOT_FOUND.withDescription("id '" + request.getId() + "': its snapshot was removed").asRuntimeException();
            }
            out.onNext(ArtifactResponse.newBuilder().setHeader(header(entry, true)).build());
            ChunkedFile.send(file, chunk -> out.onNext(ArtifactResponse.newBuilder().setBytes(ByteString.copyFrom(chunk)).build()));
            out.onNext(ArtifactResponse.newBuilder().setTrailer(ArtifactTrailer.getDefaultInstance()).build());
            out.onCompleted();
        } catch (StatusRuntimeException e) {
            out.onError(e);
        }
    }

    /** Takes a fresh snapshot about the component now; its artifact comes back with the component's status. */
    @Override
    public void check(CheckRequest request, StreamObserver<CheckResponse> out) {
        answer(out, () -> {
            String component = component(request.getPath());
            var trigger = new SnapshotTrigger(SnapshotTrigger.REQUEST, "/components/component[name=" + component + "]",
                    java.util.Optional.empty(), "gNOI Healthz Check of " + component, Set.of());
            SnapshotEntry taken;
            try {
                taken = snapshots.request(trigger).orElseThrow(() -> Status.UNAVAILABLE
                        .withDescription("a snapshot is already being taken; retry").asRuntimeException()).get(60, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw Status.CANCELLED.withDescription("interrupted").asRuntimeException();
            } catch (ExecutionException | TimeoutException e) {
                throw Status.INTERNAL.withDescription("snapshot failed: " + e.getMessage()).asRuntimeException();
            }
            var status = ComponentStatus.newBuilder().setPath(ComponentPath.of(component))
                    .setStatus(healthz(component))
                    .setId(HealthEvents.id(taken)).setCreated(timestamp(taken.time()))
                    .addArtifacts(header(taken, false));
            return CheckResponse.newBuilder().setStatus(status).build();
        });
    }

    private ComponentStatus status(HealthEvents.Event e) {
        return ComponentStatus.newBuilder().setPath(ComponentPath.of(e.component()))
                .setStatus(io.nosagent.api.gnoi.healthz.Status.STATUS_UNHEALTHY)
                .setId(e.id()).setAcknowledged(events.acknowledged(e.id())).setCreated(timestamp(e.snapshot().time()))
                .addArtifacts(header(e.snapshot(), false)).build();
    }

    private io.nosagent.api.gnoi.healthz.Status healthz(String component) {
        return health.healthy(component) ? io.nosagent.api.gnoi.healthz.Status.STATUS_HEALTHY
                : io.nosagent.api.gnoi.healthz.Status.STATUS_UNHEALTHY;
    }

    private ArtifactHeader header(SnapshotEntry entry, boolean withHash) {
        var file = FileArtifactType.newBuilder().setName(entry.file()).setPath(snapshots.dir().resolve(entry.file()).toString())
                .setMimetype("application/gzip").setSize(entry.size());
        if (withHash) {
            file.setHash(ChunkedFile.hash(snapshots.dir().resolve(entry.file())));
        }
        return ArtifactHeader.newBuilder().setId(HealthEvents.id(entry)).setFile(file).build();
    }

    private String component(Path path) {
        String name = path.getElemCount() == 0 ? "" : path.getElem(path.getElemCount() - 1).getKeyOrDefault("name", "");
        if (name.isEmpty() || !path.getElem(path.getElemCount() - 1).getName().equals("component")) {
            throw Status.INVALID_ARGUMENT.withDescription("path: name one component, as /components/component[name=...]")
                    .asRuntimeException();
        }
        if (!components.test(name)) {
            throw Status.NOT_FOUND.withDescription("path: no component '" + name + "'").asRuntimeException();
        }
        return name;
    }

    private static Timestamp timestamp(Instant t) {
        return Timestamp.newBuilder().setSeconds(t.getEpochSecond()).setNanos(t.getNano()).build();
    }

    private static <R> void answer(StreamObserver<R> out, java.util.function.Supplier<R> body) {
        try {
            out.onNext(body.get());
            out.onCompleted();
        } catch (StatusRuntimeException e) {
            out.onError(e);
        }
    }
}
