package io.nosagent.api.gnmi;

import org.junit.jupiter.api.Test;

import java.net.InetAddress;
import java.net.InetSocketAddress;

import static org.assertj.core.api.Assertions.assertThat;

/** Which targets a client connects to directly (IP literals) and which go through name resolution. */
class GnmiClientTargetTest {

    @Test
    void anIpv4LiteralIsConnectedToDirectly() {
        assertThat(GnmiClient.ipLiteral("127.0.0.1:9339"))
                .contains(new InetSocketAddress(InetAddress.getLoopbackAddress(), 9339));
    }

    @Test
    void aBracketedIpv6LiteralIsConnectedToDirectly() {
        assertThat(GnmiClient.ipLiteral("[::1]:57400"))
                .hasValueSatisfying(a -> {
                    assertThat(a.getAddress().isLoopbackAddress()).isTrue();
                    assertThat(a.getAddress().getAddress()).hasSize(16);
                    assertThat(a.getPort()).isEqualTo(57400);
                });
    }

    @Test
    void namesAndMalformedTargetsAreLeftToNameResolution() {
        assertThat(GnmiClient.ipLiteral("localhost:9339")).isEmpty();
        assertThat(GnmiClient.ipLiteral("rtsw001.example:9339")).isEmpty();
        assertThat(GnmiClient.ipLiteral("127.0.0.1")).isEmpty();
        assertThat(GnmiClient.ipLiteral("127.0.0.1:port")).isEmpty();
        assertThat(GnmiClient.ipLiteral("127.0.0.1:70000")).isEmpty();
        assertThat(GnmiClient.ipLiteral(":9339")).isEmpty();
    }
}
