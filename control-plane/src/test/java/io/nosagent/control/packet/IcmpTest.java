package io.nosagent.control.packet;

import io.nosagent.net.IpAddresses;
import io.nosagent.sai.MacAddress;
import org.junit.jupiter.api.Test;

import java.net.InetAddress;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class IcmpTest {

    private static final MacAddress SWITCH = MacAddress.parse("02:00:00:00:00:01");
    private static final InetAddress SWITCH_V4 = IpAddresses.parse("10.0.3.1");
    private static final InetAddress HOST_V4 = IpAddresses.parse("10.0.3.2");
    private static final InetAddress ROUTER_V4 = IpAddresses.parse("10.1.1.1");
    private static final InetAddress SWITCH_V6 = IpAddresses.parse("2001:db8:0:3::1");
    private static final InetAddress HOST_V6 = IpAddresses.parse("2001:db8:0:3::2");
    private static final InetAddress ROUTER_V6 = IpAddresses.parse("2001:db8:1::1");

    @Test
    void anIpv4EchoRequestCarriesItsFieldsWithChecksumsThatVerify() throws Exception {
        byte[] f = Icmp.echoRequest(SWITCH, new Icmp.Echo(SWITCH_V4, HOST_V4, 0x1234, 7, 3, 100, true));

        assertThat(Frame.parse(f).destination()).as("to the switch's MAC: the pipeline routes it").isEqualTo(SWITCH);
        assertThat(Bytes.u16(f, 14 + 2)).as("total length").isEqualTo(20 + 8 + 100);
        assertThat(Bytes.u16(f, 14 + 6) & 0x4000).as("don't fragment").isNotZero();
        assertThat(Bytes.u8(f, 14 + 8)).as("TTL").isEqualTo(3);
        assertThat(Bytes.checksum(0, f, 14, 20)).as("IPv4 header checksum").isZero();
        assertThat(Bytes.checksum(0, f, 34, 108)).as("ICMP checksum").isZero();
        assertThat(Bytes.u8(f, 34)).isEqualTo(8);
        assertThat(Bytes.u16(f, 38)).isEqualTo(0x1234);
        assertThat(Bytes.u16(f, 40)).isEqualTo(7);
    }

    @Test
    void anIpv4EchoReplyIsReadWithItsIdSequenceTtlAndSize() throws Exception {
        byte[] f = reply(Icmp.echoRequest(SWITCH, new Icmp.Echo(SWITCH_V4, HOST_V4, 9, 2, 64, 56, false)), 61);

        assertThat(Icmp.answer(Frame.parse(f))).contains(new Icmp.EchoReply(HOST_V4, 9, 2, 61, 56));
        f[40] ^= 1; // the sequence changed in transit: the checksum no longer verifies
        assertThat(Icmp.answer(Frame.parse(f))).isEmpty();
    }

    @Test
    void anIpv6EchoRequestHasItsHopLimitAndAChecksumOverThePseudoHeader() throws Exception {
        byte[] f = Icmp.echoRequest(SWITCH, new Icmp.Echo(SWITCH_V6, HOST_V6, 5, 1, 2, 56, false));

        assertThat(Frame.parse(f).etherType()).isEqualTo(Frame.TYPE_IPV6);
        assertThat(Bytes.u8(f, 14 + 7)).as("hop limit").isEqualTo(2);
        assertThat(Bytes.u16(f, 14 + 4)).as("payload length").isEqualTo(64);
        assertThat(Bytes.u8(f, 54)).isEqualTo(128);
        assertThat(Bytes.icmpv6Checksum(f, 54, 64)).isZero();
    }

    @Test
    void theSwitchsOwnEchoRequestIsRecognisedInBothFamiliesAndAReplyIsNot() throws Exception {
        Frame v4 = Frame.parse(Icmp.echoRequest(SWITCH, new Icmp.Echo(SWITCH_V4, HOST_V4, 11, 4, 64, 56, false)));
        Frame v6 = Frame.parse(Icmp.echoRequest(SWITCH, new Icmp.Echo(SWITCH_V6, HOST_V6, 12, 5, 64, 56, false)));

        assertThat(Icmp.request(v4)).contains(new Icmp.Request(HOST_V4, 11, 4));
        assertThat(Icmp.request(v6)).contains(new Icmp.Request(HOST_V6, 12, 5));
        assertThat(Icmp.request(Frame.parse(reply(v4.bytes(), 64)))).as("an echo reply").isEmpty();
    }

    @Test
    void aRouterAnswersAnExpiredEchoRequestWithTimeExceededThatNamesTheRequest() throws Exception {
        for (var addresses : new InetAddress[][]{{SWITCH_V4, HOST_V4, ROUTER_V4}, {SWITCH_V6, HOST_V6, ROUTER_V6}}) {
            Frame expired = Frame.parse(Icmp.echoRequest(SWITCH, new Icmp.Echo(addresses[0], addresses[1], 77, 3, 1, 56, false)));

            byte[] error = Icmp.timeExceeded(SWITCH, addresses[2], expired).orElseThrow();

            assertThat(Icmp.sourceOf(Frame.parse(error))).contains(addresses[2]);
            assertThat(Icmp.answer(Frame.parse(error))).as("read back by the switch that sent the request")
                    .contains(new Icmp.TimeExceeded(addresses[2], 77, 3));
        }
    }

    @Test
    void noTimeExceededAboutAnErrorNorForAPacketOfTheOtherFamily() throws Exception {
        Frame request = Frame.parse(Icmp.echoRequest(SWITCH, new Icmp.Echo(SWITCH_V4, HOST_V4, 1, 1, 1, 56, false)));
        Frame error = Frame.parse(Icmp.timeExceeded(SWITCH, ROUTER_V4, request).orElseThrow());

        assertThat(Icmp.timeExceeded(SWITCH, ROUTER_V4, error)).isEmpty();
        assertThat(Icmp.timeExceeded(SWITCH, ROUTER_V6, request)).isEmpty();
    }

    @Test
    void anEchoOfMixedFamiliesOrOutOfRangeFieldsIsRefused() {
        assertThatThrownBy(() -> new Icmp.Echo(SWITCH_V4, HOST_V6, 1, 1, 64, 56, false)).hasMessageContaining("different families");
        assertThatThrownBy(() -> new Icmp.Echo(SWITCH_V4, HOST_V4, 1, 1, 0, 56, false)).hasMessageContaining("ttl 0");
        assertThatThrownBy(() -> new Icmp.Echo(SWITCH_V4, HOST_V4, 1, 1, 64, -1, false)).hasMessageContaining("size -1");
    }

    /** The host's reply to an IPv4 request: addresses swapped, type 0, TTL {@code ttl}, checksums made again. */
    private static byte[] reply(byte[] request, int ttl) {
        byte[] f = request.clone();
        for (int i = 0; i < 4; i++) {
            byte t = f[26 + i];
            f[26 + i] = f[30 + i];
            f[30 + i] = t;
        }
        f[14 + 8] = (byte) ttl;
        f[34] = 0;
        int length = Bytes.u16(f, 16) - 20;
        f[24] = f[25] = 0;
        int ip = Bytes.checksum(0, f, 14, 20);
        f[24] = (byte) (ip >>> 8);
        f[25] = (byte) ip;
        f[36] = f[37] = 0;
        int icmp = Bytes.checksum(0, f, 34, length);
        f[36] = (byte) (icmp >>> 8);
        f[37] = (byte) icmp;
        return f;
    }
}
