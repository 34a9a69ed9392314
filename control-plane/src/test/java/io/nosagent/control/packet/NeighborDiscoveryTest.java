package io.nosagent.control.packet;

import io.nosagent.net.IpAddresses;
import io.nosagent.sai.MacAddress;
import org.junit.jupiter.api.Test;

import java.net.Inet6Address;
import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Reading neighbor discovery as RFC 4861 asks a receiver to: an option of a type it does not know is skipped and
 * the message still read; a message cut short, a payload length that does not match the bytes there, an option
 * running past the message's end are malformed, each with its reason.
 */
class NeighborDiscoveryTest {

    private static final MacAddress HOST = MacAddress.parse("02:00:00:00:50:01");
    private static final Inet6Address SOURCE = (Inet6Address) IpAddresses.parse("2001:db8:0:1::2");
    private static final Inet6Address TARGET = (Inet6Address) IpAddresses.parse("2001:db8:0:1::1");

    private static NeighborDiscovery read(byte[] frame) throws MalformedFrame {
        return NeighborDiscovery.parse(Frame.parse(frame));
    }

    @Test
    void anOptionOfAnUnknownTypeIsSkippedAndTheSolicitationStillRead() throws MalformedFrame {
        byte[] frame = NdFrames.withOption(NeighborDiscovery.solicitation(HOST, SOURCE, TARGET), 200, 2);

        var s = (NeighborDiscovery.Solicitation) read(frame);

        assertThat(s.source()).isEqualTo(SOURCE);
        assertThat(s.target()).isEqualTo(TARGET);
        assertThat(s.sourceLinkLayer()).contains(HOST);
    }

    @Test
    void aMessageCutShortIsMalformed() {
        byte[] whole = NeighborDiscovery.solicitation(HOST, SOURCE, TARGET);

        assertThatThrownBy(() -> read(Arrays.copyOf(whole, NeighborDiscovery.ICMP + 2)))
                .isInstanceOf(MalformedFrame.class).hasMessageContaining("long enough for an ICMPv6 header");
        assertThatThrownBy(() -> read(Arrays.copyOf(whole, whole.length - 8)))
                .isInstanceOf(MalformedFrame.class).hasMessageContaining("payload length 32");
    }

    @Test
    void aPayloadLengthShorterThanASolicitationIsMalformed() {
        byte[] shortened = NdFrames.withPayloadLength(NeighborDiscovery.solicitation(HOST, SOURCE, TARGET), 20);

        assertThatThrownBy(() -> read(shortened)).isInstanceOf(MalformedFrame.class).hasMessageContaining("24 bytes");
    }

    @Test
    void anOptionRunningPastTheMessageIsMalformed() {
        byte[] frame = NdFrames.withOption(NeighborDiscovery.solicitation(HOST, SOURCE, TARGET), 200, 1);
        frame[frame.length - 7] = 3; // says 24 bytes where 8 are left
        byte[] lying = NdFrames.withPayloadLength(frame, frame.length - NeighborDiscovery.ICMP);

        assertThatThrownBy(() -> read(lying)).isInstanceOf(MalformedFrame.class).hasMessageContaining("option of length 24");
    }
}
