package io.nosagent.agent.gnmi.subscribe;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.api.gnmi.proto.Encoding;
import io.nosagent.api.gnmi.proto.Path;
import io.nosagent.api.gnmi.proto.PathElem;
import io.nosagent.api.gnmi.proto.SubscribeRequest;
import io.nosagent.api.gnmi.proto.SubscribeResponse;
import io.nosagent.api.gnmi.proto.Subscription;
import io.nosagent.api.gnmi.proto.SubscriptionList;
import io.nosagent.api.gnmi.proto.SubscriptionMode;
import io.nosagent.config.schema.SchemaNode.Container;
import io.nosagent.config.yang.InterfacesYang;
import io.nosagent.config.yang.InterfacesYang.Interface;
import io.nosagent.feature.gnmi.DataWriter;
import io.nosagent.feature.gnmi.Fragment;
import io.nosagent.feature.gnmi.PathHandler;
import io.nosagent.sai.observe.Published;

import java.time.Duration;
import java.util.List;
import java.util.Set;

/** One port's data as the agent serves it, for the engine's scheduling tests: its counters as polled, its oper-status. */
final class PortData {

    static final String COUNTERS = "/interfaces/interface/state/counters";
    static final String OPER_STATUS = "/interfaces/interface/state/oper-status";

    private PortData() {
    }

    /** in-octets of eth1, from the latest poll, stamped with the poll's read time (as the counter handlers do). */
    static final class Counters implements PathHandler {
        /** The polls, as the stats collector publishes its snapshots. */
        final Published<Long> polls = new Published<>("counter snapshots", 0L);
        volatile long readAt;
        volatile long inOctets;

        /** A poll that read {@code octets} at {@code at} (ns since the epoch). */
        void poll(long at, long octets) {
            readAt = at;
            inOctets = octets;
            polls.publish(octets);
        }

        @Override
        public List<Container> schema() {
            return List.of(Fragment.of(InterfacesYang.node())
                    .with(Interface.State.Counters.node(), Interface.State.Counters.IN_OCTETS).build());
        }

        @Override
        public Set<Published<?>> sources() {
            return Set.of(polls);
        }

        @Override
        public void write(DataWriter out) {
            out.timestamp(readAt);
            ObjectNode e = out.entry(out.container(out.root(), InterfacesYang.TOP), InterfacesYang.INTERFACE, Interface.NAME, "eth1");
            out.container(out.container(e, Interface.STATE), Interface.State.COUNTERS)
                    .set(Interface.State.Counters.IN_OCTETS, DataWriter.uint64(inOctets));
        }
    }

    /** eth1's oper-status, from the port's state changes. */
    static final class OperStatus implements PathHandler {
        final Published<Boolean> changes = new Published<>("port status changes", true);
        volatile boolean up = true;

        void flip() {
            up = !up;
            changes.publish(up);
        }

        @Override
        public List<Container> schema() {
            return List.of(Fragment.of(InterfacesYang.node()).with(Interface.State.node(), Interface.State.OPER_STATUS).build());
        }

        @Override
        public Set<Published<?>> sources() {
            return Set.of(changes);
        }

        @Override
        public void write(DataWriter out) {
            ObjectNode e = out.entry(out.container(out.root(), InterfacesYang.TOP), InterfacesYang.INTERFACE, Interface.NAME, "eth1");
            out.container(e, Interface.STATE).put(Interface.State.OPER_STATUS, up ? "UP" : "DOWN");
        }
    }

    static SubscribeRequest stream(Subscription... subscriptions) {
        return SubscribeRequest.newBuilder().setSubscribe(SubscriptionList.newBuilder().setMode(SubscriptionList.Mode.STREAM)
                .setEncoding(Encoding.JSON_IETF).addAllSubscription(List.of(subscriptions))).build();
    }

    static Subscription sample(String path, Duration every) {
        return Subscription.newBuilder().setPath(path(path)).setMode(SubscriptionMode.SAMPLE).setSampleInterval(every.toNanos()).build();
    }

    static Subscription onChange(String path) {
        return Subscription.newBuilder().setPath(path(path)).setMode(SubscriptionMode.ON_CHANGE).build();
    }

    static Path path(String text) {
        var b = Path.newBuilder();
        for (String name : text.substring(1).split("/")) {
            b.addElem(PathElem.newBuilder().setName(name));
        }
        return b.build();
    }

    /** The last element of the first update's path, and its value as JSON text. */
    static String leaf(SubscribeResponse r) {
        var u = r.getUpdate().getUpdate(0);
        return u.getPath().getElem(u.getPath().getElemCount() - 1).getName() + "=" + u.getVal().getJsonIetfVal().toStringUtf8();
    }
}
