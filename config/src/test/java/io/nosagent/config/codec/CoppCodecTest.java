package io.nosagent.config.codec;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.ConfigPath;
import io.nosagent.config.Rtsw;
import io.nosagent.config.delta.IntentDelta;
import io.nosagent.config.intent.copp.CoppIntent;
import io.nosagent.config.intent.copp.CoppProfile;
import io.nosagent.config.intent.copp.CpuQueue;
import io.nosagent.config.intent.copp.TrapName;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The CoPP section from a document to intent and back: the shipped profile when nothing is configured,
 * overrides merged over it, every leaf read back, a path edit that changes only this section.
 */
class CoppCodecTest {

    private final IntentCodec codec = new IntentCodec();

    static final String ALL_LEAVES = """
            {"queues": {"queue": [
               {"index": 3, "config": {"index": 3, "name": "bgp-only", "rate": 3000, "burst": 500}},
               {"index": 5, "config": {"index": 5, "rate": 100}}]},
             "traps": {"trap": [{"name": "bgp", "config": {"name": "bgp", "queue": 3}}]}}
            """;

    static CoppIntent decoded(String section) {
        var doc = (ObjectNode) JsonText.parse(Rtsw.exampleText(), "example");
        doc.set("nosagent-copp:copp", JsonText.parse(section, "copp"));
        return CoppIntent.of(new IntentCodec().decode(doc, "copp", Rtsw.context()));
    }

    @Test
    void theShippedProfilePutsSessionsHighArpOnItsOwnQueuesAndTtlErrorsLowest() {
        CoppProfile shipped = ShippedCopp.profile();

        assertThat(shipped.queueOf(TrapName.BGP)).isEqualTo(new CpuQueue(7, "high", 6000, 6000));
        assertThat(shipped.trapsOn(7)).containsExactly(TrapName.LACP, TrapName.BGP, TrapName.BGPV6);
        assertThat(shipped.queueOf(TrapName.ARP_REQUEST).index()).isEqualTo(5);
        assertThat(shipped.trapsOn(6)).containsExactly(TrapName.ARP_RESPONSE, TrapName.NEIGHBOR_DISCOVERY);
        assertThat(shipped.trapsOn(2)).containsExactly(TrapName.LLDP, TrapName.IP2ME, TrapName.DHCP, TrapName.DHCPV6);
        assertThat(shipped.trapsOn(1)).containsExactly(TrapName.NEIGHBOR_MISS);
        assertThat(shipped.trapsOn(0)).containsExactly(TrapName.TTL_ERROR, TrapName.L3_MTU_ERROR);
        assertThat(shipped.traps().keySet()).containsExactlyInAnyOrder(TrapName.values());
    }

    @Test
    void anUnconfiguredSwitchRunsTheShippedProfileAndWritesNothing() {
        var intent = Rtsw.exampleIntent();

        assertThat(CoppIntent.of(intent)).isEqualTo(CoppIntent.NONE);
        assertThat(CoppIntent.of(intent).over(ShippedCopp.profile())).isEqualTo(ShippedCopp.profile());
        assertThat(codec.encode(intent).has("nosagent-copp:copp")).isFalse();
    }

    @Test
    void overridesChangeOnlyWhatTheySetAndAddQueues() {
        CoppProfile effective = decoded(ALL_LEAVES).over(ShippedCopp.profile());

        assertThat(effective.queues().get(3)).isEqualTo(new CpuQueue(3, "bgp-only", 3000, 500));
        assertThat(effective.queues().get(5)).isEqualTo(new CpuQueue(5, "arp-request", 100, 600));
        assertThat(effective.queueOf(TrapName.BGP).index()).isEqualTo(3);
        assertThat(effective.queueOf(TrapName.BGPV6).index()).as("not moved").isEqualTo(7);
        assertThat(effective.queues().get(7)).isEqualTo(ShippedCopp.profile().queues().get(7));
    }

    @Test
    void everyLeafReadsBackAsWritten() {
        var intent = Rtsw.exampleIntent().with(CoppIntent.SECTION, decoded(ALL_LEAVES));
        var reread = codec.parse(codec.print(intent), "again", Rtsw.context());

        assertThat(reread).isEqualTo(intent);
        assertThat(codec.encode(intent).get("nosagent-copp:copp")).isEqualTo(JsonText.parse(ALL_LEAVES, "copp"));
    }

    @Test
    void aPathEditChangesOneQueueAndTheDeltaNamesOnlyCopp() {
        var before = Rtsw.exampleIntent();
        var tree = codec.tree(before).update(ConfigPath.parse("/nosagent-copp:copp/queues/queue[index=5]/config"),
                JsonText.parse("{\"rate\": 50}", "t"));
        var after = codec.decode(tree, "edit", Rtsw.context());

        assertThat(CoppIntent.of(after).over(ShippedCopp.profile()).queues().get(5).rate()).isEqualTo(50);
        var delta = IntentDelta.between(before, after);
        assertThat(delta.change(CoppIntent.SECTION)).isPresent();
        assertThat(delta.interfaces().isEmpty()).isTrue();
        assertThat(delta.reversed().change(CoppIntent.SECTION).orElseThrow().after()).isEqualTo(CoppIntent.NONE);
    }
}
