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

    /** One port's counters sample read at {@code readAt}: in-octets and in-pkts under the interface's counters prefix. */
    private static byte[] sample(String port, long inOctets, long inPkts, long readAt) {
        var prefix = Path.newBuilder().addElem(PathElem.newBuilder().setName("interfaces"))
                .addElem(PathElem.newBuilder().setName("interface").putKey("name", port))
                .addElem(PathElem.newBuilder().setName("state")).addElem(PathElem.newBuilder().setName("counters"));
        return SubscribeResponse.newBuilder().setUpdate(Notification.newBuilder().setTimestamp(readAt).setPrefix(prefix)
                .addUpdate(leaf("in-octets", inOctets)).addUpdate(leaf("in-pkts", inPkts))).build().toByteArray();
    }

    private static Update leaf(String name, long value) {
        return Update.newBuilder().setPath(Path.newBuilder().addElem(PathElem.newBuilder().setName(name)))
                .setVal(TypedValue.newBuilder().setUintVal(value)).build();
    }

    @Test
    void aPortsInOctetsCarryingItsPreviousSamplesReadIsStaleWhateverItsValue() {
        var fresh = new FreshSamples();
        fresh.accept(sample("eth1/1/1", 100, 1, 1_000_000), 1_000_000);
        fresh.accept(sample("eth1/2/1", 100, 1, 1_000_000), 1_000_000); // another port: its first value, nothing to compare with
        fresh.accept(sample("eth1/1/1", 200, 1, 101_000_000), 102_000_000); // a new read, moved
        fresh.accept(sample("eth1/1/1", 200, 2, 201_000_000), 202_000_000); // a new read, in-octets unchanged: fresh, unchanged
        fresh.accept(sample("eth1/2/1", 100, 1, 1_000_000), 102_000_000); // the same read again: stale
        assertEquals(3, fresh.compared());
        assertEquals(1, fresh.stale());
        assertEquals(2, fresh.unchanged());
    }

    @Test
    void aReadsAgeIsItsArrivalLessItsTimestamp() {
        var fresh = new FreshSamples();
        fresh.accept(sample("eth1/1/1", 100, 1, 1_000_000), 4_000_000);
        fresh.accept(sample("eth1/1/1", 200, 1, 101_000_000), 201_500_000);
        assertEquals(java.util.List.of(3.0, 100.5), fresh.ages());
    }

    @Test
    void responsesWithoutInOctetsAreNotCounted() {
        var fresh = new FreshSamples();
        fresh.accept(SubscribeResponse.newBuilder().setSyncResponse(true).build().toByteArray(), 1);
        byte[] other = SubscribeResponse.newBuilder().setUpdate(Notification.newBuilder().addUpdate(leaf("out-octets", 5)))
                .build().toByteArray();
        fresh.accept(other, 1);
        fresh.accept(other, 2);
        assertEquals(0, fresh.compared());
        assertEquals(java.util.List.of(), fresh.ages());
    }
}
