package io.nosagent.platform.gnmi;

import io.grpc.Status;
import io.grpc.stub.StreamObserver;
import io.nosagent.api.gnmi.GnmiClient;
import io.nosagent.api.gnmi.PathCodec;
import io.nosagent.api.gnmi.proto.Encoding;
import io.nosagent.api.gnmi.proto.Notification;
import io.nosagent.api.gnmi.proto.SubscribeRequest;
import io.nosagent.api.gnmi.proto.SubscribeResponse;
import io.nosagent.api.gnmi.proto.Subscription;
import io.nosagent.api.gnmi.proto.SubscriptionList;
import io.nosagent.api.gnmi.proto.SubscriptionMode;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** An ON_CHANGE subscriber: what changed, as absolute path = JSON value, in arrival order. */
final class Watch {

    private final LinkedBlockingQueue<SubscribeResponse> received = new LinkedBlockingQueue<>();
    final CompletableFuture<Status> ended = new CompletableFuture<>();

    Watch(GnmiClient client, String... paths) {
        var list = SubscriptionList.newBuilder().setMode(SubscriptionList.Mode.STREAM).setEncoding(Encoding.JSON_IETF);
        for (String p : paths) {
            list.addSubscription(Subscription.newBuilder().setPath(GnmiSwitch.path(p)).setMode(SubscriptionMode.ON_CHANGE));
        }
        client.async().subscribe(new StreamObserver<>() {
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
        }).onNext(SubscribeRequest.newBuilder().setSubscribe(list).build());
        while (!next().getSyncResponse()) {
            // the initial state, up to sync_response
        }
    }

    private SubscribeResponse next() {
        try {
            SubscribeResponse r = received.poll(10, TimeUnit.SECONDS);
            if (r == null) {
                throw new AssertionError("nothing from the subscription within 10 s");
            }
            return r;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    /** The next notification's changes: {@code path = json} for updates, {@code path deleted} for deletes. */
    List<String> nextChanges() {
        SubscribeResponse r = next();
        Notification n = r.getUpdate();
        var out = new ArrayList<String>();
        n.getUpdateList().forEach(u -> out.add(full(n, u.getPath()) + " = " + u.getVal().getJsonIetfVal().toStringUtf8()));
        n.getDeleteList().forEach(d -> out.add(full(n, d) + " deleted"));
        return out;
    }

    private static String full(Notification n, io.nosagent.api.gnmi.proto.Path p) {
        return PathCodec.text(io.nosagent.api.gnmi.proto.Path.newBuilder().addAllElem(n.getPrefix().getElemList())
                .addAllElem(p.getElemList()).build());
    }
}
