package io.nosagent.agent.gnmi.subscribe;

import io.nosagent.api.gnmi.proto.Encoding;
import io.nosagent.config.schema.LeafType;
import io.nosagent.config.schema.SchemaNode;
import io.nosagent.feature.gnmi.DataWriter;
import io.nosagent.agent.gnmi.tree.LeafValue;
import io.nosagent.config.ConfigPath;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Changes and deletes between the leaves last sent and the leaves now, whether or not they stand at the same places. */
class LeafDiffTest {

    private static final ConfigPath BASE = ConfigPath.parse("/interfaces");
    private static final SchemaNode.Leaf LEAF = new SchemaNode.Leaf("in-octets", "openconfig-interfaces", false,
            LeafType.unsigned(64, 0, Long.MAX_VALUE), false);

    private static List<EncodedLeaf> encode(List<EncodedLeaf> previous, Object... portsAndValues) {
        var leaves = new java.util.ArrayList<LeafValue>();
        for (int i = 0; i < portsAndValues.length; i += 2) {
            var path = ConfigPath.parse("/interfaces/interface[name=" + portsAndValues[i] + "]/state/counters/in-octets");
            leaves.add(new LeafValue(path, BASE, DataWriter.uint64((Integer) portsAndValues[i + 1]), LEAF));
        }
        return LeafEncoder.encode(leaves, Encoding.JSON_IETF, previous);
    }

    private static List<String> ports(List<EncodedLeaf> leaves) {
        return leaves.stream().map(l -> l.path().elems().get(1).keys().get("name")).toList();
    }

    @Test
    void theSameLeavesWithOneNewValueChangeOnlyThatLeaf() {
        var before = encode(null, "eth1", 1, "eth2", 2, "eth3", 3);
        var now = encode(before, "eth1", 1, "eth2", 7, "eth3", 3);

        var diff = LeafDiff.between(before, now);

        assertThat(ports(diff.changed())).containsExactly("eth2");
        assertThat(diff.deleted()).isEmpty();
    }

    @Test
    void equalValuesEncodedAnewAreNoChange() {
        var before = encode(null, "eth1", 1, "eth2", 2);
        var now = encode(null, "eth1", 1, "eth2", 2); // not reused: other instances, same paths and values

        assertThat(LeafDiff.between(before, now).changed()).isEmpty();
    }

    @Test
    void leavesThatMovedAreComparedByPath() {
        var before = encode(null, "eth1", 1, "eth2", 2, "eth3", 3);
        var now = encode(before, "eth1", 1, "eth3", 3, "eth4", 4);

        var diff = LeafDiff.between(before, now);

        assertThat(ports(diff.changed())).containsExactly("eth4");
        assertThat(ports(diff.deleted())).containsExactly("eth2");
    }

    @Test
    void everythingIsNewAgainstNothingSent() {
        var now = encode(null, "eth1", 1, "eth2", 2);

        var diff = LeafDiff.between(List.of(), now);

        assertThat(ports(diff.changed())).containsExactly("eth1", "eth2");
        assertThat(ports(LeafDiff.between(now, List.of()).deleted())).containsExactly("eth1", "eth2");
    }
}
