package io.nosagent.cli;

import io.nosagent.api.cli.DurationConverter;
import io.grpc.Status;
import io.grpc.stub.StreamObserver;
import io.nosagent.api.gnmi.PathCodec;
import io.nosagent.api.gnmi.proto.Encoding;
import io.nosagent.api.gnmi.proto.Notification;
import io.nosagent.api.gnmi.proto.Path;
import io.nosagent.api.gnmi.proto.Poll;
import io.nosagent.api.gnmi.proto.SubscribeRequest;
import io.nosagent.api.gnmi.proto.SubscribeResponse;
import io.nosagent.api.gnmi.proto.Subscription;
import io.nosagent.api.gnmi.proto.SubscriptionList;
import io.nosagent.api.gnmi.proto.SubscriptionMode;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;

/** {@code nos-agent subscribe PATH...}: a gNMI Subscribe, one line per update until Ctrl-C or {@code --count}. */
@Command(name = "subscribe", mixinStandardHelpOptions = true, description = "Stream telemetry over gNMI (Subscribe).")
public final class SubscribeCommand implements Callable<Integer> {

    @Mixin
    GnmiConnection connection;

    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "PATH", converter = PathArgument.class, description = "Paths to subscribe to.")
    List<Path> paths;

    @Option(names = "--mode", defaultValue = "stream", description = "stream, once or poll (default ${DEFAULT-VALUE}).")
    String mode;

    @Option(names = "--stream-mode", defaultValue = "target-defined",
            description = "target-defined, on-change or sample (default ${DEFAULT-VALUE}).")
    String streamMode;

    @Option(names = "--sample-interval", paramLabel = "DURATION", defaultValue = "0s", converter = DurationConverter.class,
            description = "Sample period (default: the agent's minimum, 100ms).")
    Duration sampleInterval;

    @Option(names = "--heartbeat", paramLabel = "DURATION", defaultValue = "0s", converter = DurationConverter.class,
            description = "Resend unchanged values at least this often.")
    Duration heartbeat;

    @Option(names = "--suppress-redundant", description = "With sample: only leaves that changed.")
    boolean suppressRedundant;

    @Option(names = "--updates-only", description = "Skip the current state; send only changes.")
    boolean updatesOnly;

    @Option(names = "--poll-interval", paramLabel = "DURATION", defaultValue = "5s", converter = DurationConverter.class,
            description = "With --mode poll: how often to poll (default ${DEFAULT-VALUE}).")
    Duration pollInterval;

    @Option(names = "--count", paramLabel = "N", defaultValue = "0", description = "Stop after N notifications (0 = never).")
    int count;

    @Option(names = "--encoding", defaultValue = "json_ietf", description = "json_ietf, json or proto (default ${DEFAULT-VALUE}).")
    Encoding encoding;

    @Option(names = "--json", description = "One JSON object per notification, for scripts.")
    boolean json;

    @Override
    public Integer call() throws Exception {
        SubscriptionList.Mode listMode = switch (mode.toLowerCase()) {
            case "stream" -> SubscriptionList.Mode.STREAM;
            case "once" -> SubscriptionList.Mode.ONCE;
            case "poll" -> SubscriptionList.Mode.POLL;
            default -> throw new picocli.CommandLine.ParameterException(new picocli.CommandLine(this),
                    "--mode: '" + mode + "' is not stream, once or poll");
        };
        SubscriptionMode perPath = switch (streamMode.toLowerCase().replace('_', '-')) {
            case "target-defined" -> SubscriptionMode.TARGET_DEFINED;
            case "on-change" -> SubscriptionMode.ON_CHANGE;
            case "sample" -> SubscriptionMode.SAMPLE;
            default -> throw new picocli.CommandLine.ParameterException(new picocli.CommandLine(this),
                    "--stream-mode: '" + streamMode + "' is not target-defined, on-change or sample");
        };
        var list = SubscriptionList.newBuilder().setEncoding(encoding).setUpdatesOnly(updatesOnly).setMode(listMode);
        for (Path p : paths) {
            list.addSubscription(Subscription.newBuilder().setPath(p)
                    .setMode(perPath)
                    .setSampleInterval(perPath == SubscriptionMode.SAMPLE ? sampleInterval.toNanos() : 0)
                    .setSuppressRedundant(suppressRedundant)
                    .setHeartbeatInterval(heartbeat.toNanos()));
        }
        var done = new CompletableFuture<Status>();
        var seen = new AtomicInteger();
        try (var client = connection.connect()) {
            var requests = client.async().subscribe(new StreamObserver<>() {
                @Override
                public void onNext(SubscribeResponse r) {
                    if (r.getSyncResponse()) {
                        out().println(json ? "{\"sync_response\": true}" : "-- in sync --");
                        return;
                    }
                    print(r.getUpdate());
                    if (count > 0 && seen.incrementAndGet() >= count) {
                        done.complete(Status.OK);
                    }
                }

                @Override
                public void onError(Throwable t) {
                    done.complete(Status.fromThrowable(t));
                }

                @Override
                public void onCompleted() {
                    done.complete(Status.OK);
                }
            });
            requests.onNext(SubscribeRequest.newBuilder().setSubscribe(list).build());
            while (!done.isDone() && listMode == SubscriptionList.Mode.POLL) {
                try {
                    done.get(pollInterval.toMillis(), java.util.concurrent.TimeUnit.MILLISECONDS);
                } catch (java.util.concurrent.TimeoutException e) {
                    requests.onNext(SubscribeRequest.newBuilder().setPoll(Poll.getDefaultInstance()).build());
                }
            }
            Status end = done.get();
            if (!end.isOk()) {
                err().println("error: " + end.getCode() + ": " + Rendering.transportCause(end).orElse(end.getDescription()));
                return end.getCode() == Status.Code.UNAUTHENTICATED || end.getCode() == Status.Code.PERMISSION_DENIED ? 3 : 1;
            }
            return 0;
        }
    }

    private void print(Notification n) {
        String origin = GetCommand.origin(n.getPrefix());
        java.util.function.Function<Path, String> full = p -> PathCodec.text(Path.newBuilder()
                .addAllElem(n.getPrefix().getElemList()).addAllElem(p.getElemList()).build());
        if (json) {
            var o = Rendering.JSON.createObjectNode().put("timestamp", n.getTimestamp());
            var updates = o.putArray("updates");
            n.getUpdateList().forEach(u -> updates.addObject().put("path", origin + full.apply(u.getPath()))
                    .set("value", Rendering.json(u.getVal())));
            var deletes = o.putArray("deletes");
            n.getDeleteList().forEach(d -> deletes.add(origin + full.apply(d)));
            out().println(o);
            return;
        }
        String time = Rendering.time(n.getTimestamp());
        n.getUpdateList().forEach(u -> out().println(time + "  " + origin + full.apply(u.getPath()) + " = "
                + Rendering.text(Rendering.json(u.getVal()))));
        n.getDeleteList().forEach(d -> out().println(time + "  " + origin + full.apply(d) + " deleted"));
    }

    private java.io.PrintWriter out() {
        return spec.commandLine().getOut();
    }

    private java.io.PrintWriter err() {
        return spec.commandLine().getErr();
    }
}
