package io.nosagent.lab.bench;

import io.nosagent.api.gnmi.proto.Notification;
import io.nosagent.api.gnmi.proto.Path;
import io.nosagent.api.gnmi.proto.PathElem;
import io.nosagent.api.gnmi.proto.SubscribeResponse;
import io.nosagent.api.gnmi.proto.TypedValue;
import io.nosagent.api.gnmi.proto.Update;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class FreshSamplesTest {

    /** One port's counters sample: in-octets and in-pkts under the interface's counters prefix. */
    private static byte[] sample(String port, long inOctets, long inPkts) {
        var prefix = Path.newBuilder().addElem(PathElem.newBuilder().setName("interfaces"))
                .addElem(PathElem.newBuilder().setName("interface").putKey("name", port))
                .addElem(PathElem.newBuilder().setName("state")).addElem(PathElem.newBuilder().setName("counters"));
        return SubscribeResponse.newBuilder().setUpdate(Notification.newBuilder().setTimestamp(System.nanoTime()).setPrefix(prefix)
                .addUpdate(leaf("in-octets", inOctets)).addUpdate(leaf("in-pkts", inPkts))).build().toByteArray();
    }

    private static Update leaf(String name, long value) {
        return Update.newBuilder().setPath(Path.newBuilder().addElem(PathElem.newBuilder().setName(name)))
                .setVal(TypedValue.newBuilder().setUintVal(value)).build();
    }

    @Test
    void aPortsInOctetsEqualToItsPreviousSampleIsStale() {
        var fresh = new FreshSamples();
        fresh.accept(sample("eth1/1/1", 100, 1));
        fresh.accept(sample("eth1/2/1", 100, 1)); // another port: its first value, nothing to compare with
        fresh.accept(sample("eth1/1/1", 200, 1)); // moved
        fresh.accept(sample("eth1/1/1", 200, 2)); // in-octets unchanged though in-pkts moved: stale
        fresh.accept(sample("eth1/2/1", 100, 1)); // unchanged: stale
        assertEquals(3, fresh.compared());
        assertEquals(2, fresh.stale());
    }

    @Test
    void responsesWithoutInOctetsAreNotCounted() {
        var fresh = new FreshSamples();
        fresh.accept(SubscribeResponse.newBuilder().setSyncResponse(true).build().toByteArray());
        byte[] other = SubscribeResponse.newBuilder().setUpdate(Notification.newBuilder().addUpdate(leaf("out-octets", 5)))
                .build().toByteArray();
        fresh.accept(other);
        fresh.accept(other);
        assertEquals(0, fresh.compared());
    }
}
