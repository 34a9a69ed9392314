package io.nosagent.agent.gnmi;

import io.grpc.Status;
import io.grpc.stub.StreamObserver;
import io.nosagent.api.gnmi.GnmiClient;
import io.nosagent.api.gnmi.proto.Encoding;
import io.nosagent.api.gnmi.proto.Notification;
import io.nosagent.api.gnmi.proto.Poll;
import io.nosagent.api.gnmi.proto.SubscribeRequest;
import io.nosagent.api.gnmi.proto.SubscribeResponse;
import io.nosagent.api.gnmi.proto.Subscription;
import io.nosagent.api.gnmi.proto.SubscriptionList;
import io.nosagent.api.gnmi.proto.SubscriptionMode;

import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/** A test's end of one Subscribe stream: what arrived, in order, and how it ended. */
final class Subscriber implements AutoCloseable {

    static final Duration WAIT = Duration.ofSeconds(10);

    final BlockingQueue<SubscribeResponse> received = new LinkedBlockingQueue<>();
    final CompletableFuture<Status> ended = new CompletableFuture<>();
    private final StreamObserver<SubscribeRequest> requests;

    Subscriber(GnmiClient client) {
        requests = client.async().subscribe(new StreamObserver<>() {
            @Override
            public void onNext(SubscribeResponse r) {
                received.add(r);
            }

            @Override
            public void onError(Throwable t) {
                ended.complete(Status.fromThrowable(t));
            }

            @Override
            public void onCompleted() {
                ended.complete(Status.OK);
            }
        });
    }

    static SubscriptionList.Builder list(SubscriptionList.Mode mode, Subscription... subscriptions) {
        var b = SubscriptionList.newBuilder().setMode(mode).setEncoding(Encoding.JSON_IETF);
        for (Subscription s : subscriptions) {
            b.addSubscription(s);
        }
        return b;
    }

    static Subscription onChange(String path) {
        return Subscription.newBuilder().setPath(GnmiAgent.path(path)).setMode(SubscriptionMode.ON_CHANGE).build();
    }

    static Subscription sample(String path, Duration interval) {
        return Subscription.newBuilder().setPath(GnmiAgent.path(path)).setMode(SubscriptionMode.SAMPLE)
                .setSampleInterval(interval.toNanos()).build();
    }

    Subscriber send(SubscriptionList.Builder list) {
        requests.onNext(SubscribeRequest.newBuilder().setSubscribe(list).build());
        return this;
    }

    void send(SubscribeRequest request) {
        requests.onNext(request);
    }

    void poll() {
        requests.onNext(SubscribeRequest.newBuilder().setPoll(Poll.getDefaultInstance()).build());
    }

    /** The next response; fails the test when none comes in time. */
    SubscribeResponse next() {
        try {
            SubscribeResponse r = received.poll(WAIT.toMillis(), TimeUnit.MILLISECONDS);
            if (r == null) {
                throw new AssertionError("no response within " + WAIT + (ended.isDone() ? "; stream ended " + ended.join() : ""));
            }
            return r;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    /** Notifications up to and including the sync_response. */
    java.util.List<Notification> untilSync() {
        var out = new java.util.ArrayList<Notification>();
        while (true) {
            SubscribeResponse r = next();
            if (r.getSyncResponse()) {
                return out;
            }
            out.add(r.getUpdate());
        }
    }

    /** The first notification that satisfies {@code wanted}, skipping others. */
    Notification nextMatching(Predicate<Notification> wanted) {
        while (true) {
            SubscribeResponse r = next();
            if (r.hasUpdate() && wanted.test(r.getUpdate())) {
                return r.getUpdate();
            }
        }
    }

    Status awaitEnd() {
        try {
            return ended.get(WAIT.toMillis(), TimeUnit.MILLISECONDS);
        } catch (Exception e) {
            throw new AssertionError("stream did not end within " + WAIT, e);
        }
    }

    @Override
    public void close() {
        try {
            requests.onCompleted();
        } catch (RuntimeException e) {
            // already ended
        }
    }

    /** The path of an update as text, e.g. {@code /interfaces/interface[name=eth1/1/1]/state/oper-status}. */
    static String text(io.nosagent.api.gnmi.proto.Path p) {
        return io.nosagent.api.gnmi.PathCodec.text(p);
    }

    /** The absolute path of {@code p} under {@code n}'s prefix (origin and target left out). */
    static String full(Notification n, io.nosagent.api.gnmi.proto.Path p) {
        return text(io.nosagent.api.gnmi.proto.Path.newBuilder().addAllElem(n.getPrefix().getElemList())
                .addAllElem(p.getElemList()).build());
    }

    /** Every update of the notifications by absolute path. */
    static java.util.List<String> paths(java.util.List<Notification> notifications) {
        return notifications.stream().flatMap(n -> n.getUpdateList().stream().map(u -> full(n, u.getPath()))).toList();
    }
}
