package io.nosagent.routing.bgp.frr;

import io.nosagent.net.IpAddresses;
import org.junit.jupiter.api.Test;

import java.net.InetAddress;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** bfdd's control socket messages: the subscription the agent sends and the notifications it reads. */
class BfdEventsTest {

    private record Change(InetAddress peer, boolean up) {
    }

    @Test
    void theSubscriptionAsksForEveryPeersStateInBfddsHeader() {
        var m = BfdEvents.subscription();
        assertThat(m.remaining()).isEqualTo(16);
        assertThat(m.getInt(0)).as("payload length, big-endian").isEqualTo(8);
        assertThat(m.getShort(4)).as("message id").isEqualTo((short) 1);
        assertThat(m.get(6)).as("type NOTIFY").isEqualTo((byte) 4);
        assertThat(m.get(7)).as("version").isEqualTo((byte) 1);
        assertThat(m.order(ByteOrder.nativeOrder()).getLong(8)).as("PEER_STATE, as bfdd reads a native u64").isEqualTo(1L);
    }

    @Test
    void onlyADownStatusTakesAPeerDownAndWhatIsNotAStatusIsSkipped() {
        var seen = new ArrayList<Change>();
        BfdEvents.Listener listener = (peer, up) -> seen.add(new Change(peer, up));
        String down = "{\"op\":\"status\",\"ipv6\":false,\"peer-address\":\"172.16.0.129\",\"local-interface\":\"eth1-18-1\","
                + "\"id\":7,\"remote-id\":7,\"state\":\"down\",\"downtime\":0,\"diagnostics\":1,\"remote-diagnostics\":0}\0";
        assertThat(BfdEvents.deliver((byte) 4, down.getBytes(StandardCharsets.UTF_8), listener)).isTrue();
        assertThat(BfdEvents.deliver((byte) 4, "{\"op\":\"status\",\"peer-address\":\"fe80::1\",\"state\":\"adm-down\"}"
                .getBytes(StandardCharsets.UTF_8), listener)).isTrue();
        assertThat(BfdEvents.deliver((byte) 1, "{\"status\":\"ok\"}".getBytes(StandardCharsets.UTF_8), listener))
                .as("the subscription's response").isFalse();
        assertThat(BfdEvents.deliver((byte) 4, "{\"op\":\"add\",\"peer-address\":\"10.0.0.1\"}".getBytes(StandardCharsets.UTF_8), listener))
                .as("a config notification").isFalse();
        assertThat(BfdEvents.deliver((byte) 4, "not json".getBytes(StandardCharsets.UTF_8), listener)).isFalse();
        assertThat(seen).containsExactly(new Change(IpAddresses.parse("172.16.0.129"), false),
                new Change(IpAddresses.parse("fe80::1"), true));
    }
}
