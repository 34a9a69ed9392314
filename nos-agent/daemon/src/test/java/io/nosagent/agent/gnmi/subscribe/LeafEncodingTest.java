package io.nosagent.agent.gnmi.subscribe;

import com.fasterxml.jackson.databind.JsonNode;
import io.nosagent.api.gnmi.proto.Encoding;
import io.nosagent.api.gnmi.proto.Notification;
import io.nosagent.api.gnmi.proto.Path;
import io.nosagent.api.gnmi.proto.PathElem;
import io.nosagent.api.gnmi.proto.SubscribeResponse;
import io.nosagent.config.schema.LeafType;
import io.nosagent.config.schema.SchemaNode;
import io.nosagent.feature.gnmi.DataWriter;
import io.nosagent.agent.gnmi.tree.LeafValue;
import io.nosagent.config.ConfigPath;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Leaves encoded once and kept while unchanged; notifications assembled from their bytes as protobuf writes them. */
class LeafEncodingTest {

    private static final ConfigPath BASE = ConfigPath.parse("/interfaces");
    private static final SchemaNode.Leaf IN_OCTETS = new SchemaNode.Leaf("in-octets", "openconfig-interfaces", false,
            LeafType.unsigned(64, 0, Long.MAX_VALUE), false);

    private static LeafValue octets(String port, long value) {
        var path = ConfigPath.parse("/interfaces/interface[name=" + port + "]/state/counters/in-octets");
        return new LeafValue(path, BASE, DataWriter.uint64(value), IN_OCTETS);
    }

    @Test
    void unchangedLeavesKeepTheirEncodingAndChangedOnesAreEncodedAgain() {
        var first = LeafEncoder.encode(List.of(octets("eth1", 1), octets("eth2", 2)), Encoding.JSON_IETF, null);
        var second = LeafEncoder.encode(List.of(octets("eth1", 1), octets("eth2", 5)), Encoding.JSON_IETF, first);

        assertThat(second.get(0)).isSameAs(first.get(0));
        assertThat(second.get(1)).isNotSameAs(first.get(1));
        assertThat(second.get(1).update().getVal().getJsonIetfVal().toStringUtf8()).isEqualTo("\"5\"");
        assertThat(second.get(1).prefix()).as("new leaves join the kept ones' prefix").isSameAs(second.get(0).prefix());
    }

    @Test
    void countersThatAllMovedKeepThePrefixInstanceTheyWereSentUnderAndTheirBytesAreWhatProtobufWrites() {
        var first = LeafEncoder.encode(List.of(octets("eth1", 1), octets("eth2", 2)), Encoding.JSON_IETF, null);
        var second = LeafEncoder.encode(List.of(octets("eth1", 3), octets("eth2", 4)), Encoding.JSON_IETF, first);

        assertThat(second).extracting(EncodedLeaf::prefix).as("one notification, grouped by identity")
                .allSatisfy(p -> assertThat(p).isSameAs(first.getFirst().prefix()));
        assertThat(second).allSatisfy(l -> assertThat(l.bytes()).isEqualTo(l.update().toByteArray()));
        assertThat(second.get(1).update().getVal().getJsonIetfVal().toStringUtf8()).isEqualTo("\"4\"");
    }

    @Test
    void aLeafAtAnotherPathIsNotTakenForTheOneBefore() {
        var first = LeafEncoder.encode(List.of(octets("eth1", 1), octets("eth2", 1)), Encoding.JSON_IETF, null);
        var second = LeafEncoder.encode(List.of(octets("eth2", 1)), Encoding.JSON_IETF, first);

        assertThat(second.getFirst()).isNotSameAs(first.getFirst());
        assertThat(second.getFirst().path()).isEqualTo(octets("eth2", 1).path());
        assertThat(second.getFirst().update().getPath().getElem(0).getKeyMap()).containsEntry("name", "eth2");
    }

    @Test
    void assembledBytesAreWhatProtobufWrites() {
        var leaves = LeafEncoder.encode(List.of(octets("eth1", 1), octets("eth2", 300)), Encoding.JSON_IETF, null);
        Path prefix = leaves.getFirst().prefix().toBuilder().setTarget("sw1").setOrigin("openconfig").build();
        List<Path> deletes = List.of(Path.newBuilder().addElem(PathElem.newBuilder().setName("interfaces")).build());
        var n = Notification.newBuilder().setTimestamp(1_700_000_000_123_456_789L).setPrefix(prefix).addAllDelete(deletes);
        leaves.forEach(l -> n.addUpdate(l.update()));

        assertThat(NotificationBytes.of(1_700_000_000_123_456_789L, prefix, leaves, deletes))
                .isEqualTo(SubscribeResponse.newBuilder().setUpdate(n).build().toByteArray());
    }

    @Test
    void assembledBytesOfAnEmptyPrefixAndNoTimestampAreWhatProtobufWrites() {
        Path empty = Path.getDefaultInstance();

        assertThat(NotificationBytes.of(0, empty, List.of(), List.of())).isEqualTo(SubscribeResponse.newBuilder()
                .setUpdate(Notification.newBuilder().setPrefix(empty)).build().toByteArray());
    }

    @Test
    void aKeptLeafComparesByValue() {
        JsonNode v = DataWriter.uint64(7);
        var first = LeafEncoder.encode(List.of(new LeafValue(octets("eth1", 7).path(), BASE, v, IN_OCTETS)),
                Encoding.PROTO, null);
        var second = LeafEncoder.encode(List.of(octets("eth1", 7)), Encoding.PROTO, first);

        assertThat(second.getFirst()).isSameAs(first.getFirst());
        assertThat(second.getFirst().update().getVal().getUintVal()).isEqualTo(7);
    }
}
