package io.nosagent.net;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.net.Inet4Address;
import java.net.Inet6Address;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class IpAddressesTest {

    @ParameterizedTest
    @ValueSource(strings = {"0.0.0.0", "10.0.0.1", "10.0.0.0", "192.168.100.200", "255.255.255.255", "1.2.3.4"})
    void dottedQuadsParseAndPrintAsWritten(String text) {
        assertThat(IpAddresses.parseIpv4(text)).isInstanceOf(Inet4Address.class);
        assertThat(IpAddresses.format(IpAddresses.parse(text))).isEqualTo(text);
    }

    @ParameterizedTest
    @ValueSource(strings = {"010.0.0.1", "1.02.3.4", "10.0.0.01", "00.0.0.0", "10.0.000.1"})
    void leadingZerosInAnOctetAreRefusedBecauseSomeParsersReadThemAsOctal(String text) {
        assertThatThrownBy(() -> IpAddresses.parseIpv4(text))
                .hasMessageStartingWith("'" + text + "' is not an IPv4 address: octet '")
                .hasMessageContaining("leading zero");
        assertThatThrownBy(() -> IpAddresses.parse(text)).hasMessageContaining("'" + text + "'");
    }

    @ParameterizedTest
    @ValueSource(strings = {"10.0.0.256", "10.0.0.300", "256.0.0.0", "10.0.0.1000", "10.0.0", "10.0.0.1.2", "10.1",
            "10..0.1", ".10.0.0", "10.0.0.", "", "+1.0.0.0", "-1.0.0.0", "0x0a.0.0.1", " 10.0.0.1", "10.0.0.1 ",
            "١٠.0.0.1"})
    void malformedIpv4IsRefusedNamingTheText(String text) {
        assertThatThrownBy(() -> IpAddresses.parseIpv4(text)).hasMessage("'" + text + "' is not an IPv4 address");
    }

    @Test
    void namesAreNeverLookedUp() {
        assertThatThrownBy(() -> IpAddresses.parse("localhost")).hasMessage("'localhost' is not an IP address");
        assertThatThrownBy(() -> IpAddresses.parse("rtsw001")).hasMessageContaining("'rtsw001'");
        assertThatThrownBy(() -> IpAddresses.parseIpv4("localhost")).hasMessage("'localhost' is not an IPv4 address");
        assertThatThrownBy(() -> IpAddresses.parseIpv6("localhost")).hasMessage("'localhost' is not an IPv6 address");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "2001:DB8:0:0:1:0:0:1                   | 2001:db8::1:0:0:1",
            "2001:0db8:0000:0000:0000:0000:0000:0001 | 2001:db8::1",
            "2001:db8:0:1:0:0:0:1                   | 2001:db8:0:1::1",
            "2001:db8:0:0:1:1:1:1                   | 2001:db8::1:1:1:1",
            "2001:db8:0:1:1:1:1:1                   | 2001:db8:0:1:1:1:1:1",
            "2001:db8:1:1:0:0:0:0                   | 2001:db8:1:1::",
            "0:0:0:0:0:0:0:0                        | ::",
            "0:0:0:0:0:0:0:1                        | ::1",
            "1:0:0:0:0:0:0:0                        | 1::",
            "1:0:0:2:0:0:0:3                        | 1:0:0:2::3",
            "1:0:0:2:0:0:3:4                        | 1::2:0:0:3:4",
            "1:2:3:4:5:6:7::                        | 1:2:3:4:5:6:7:0",
            "::2:3:4:5:6:7:8                        | 0:2:3:4:5:6:7:8",
            "fe80::0001                             | fe80::1",
            "FE80::ABCD:EF01                        | fe80::abcd:ef01",
            "::1.2.3.4                              | ::102:304",
            "64:ff9b::192.0.2.33                    | 64:ff9b::c000:221",
            "1:2:3:4:5:6:10.0.0.1                   | 1:2:3:4:5:6:a00:1",
    })
    void ipv6IsPrintedInRfc5952Form(String written, String canonical) {
        assertThat(IpAddresses.format(IpAddresses.parseIpv6(written))).isEqualTo(canonical);
        assertThat(IpAddresses.format(IpAddresses.parse(canonical))).isEqualTo(canonical);
    }

    @Test
    void ipv4MappedAddressesStayIpv6AndPrintInMixedNotation() {
        var mapped = IpAddresses.parse("::FFFF:10.0.0.1");

        assertThat(mapped).isInstanceOf(Inet6Address.class);
        assertThat(IpAddresses.format(mapped)).isEqualTo("::ffff:10.0.0.1");
        assertThat(IpAddresses.parse("::ffff:a00:1")).isEqualTo(mapped);
        assertThat(IpAddresses.format(IpAddresses.parse("0:0:0:0:0:ffff:0:0"))).isEqualTo("::ffff:0.0.0.0");
        assertThat(mapped).isNotEqualTo(IpAddresses.parse("10.0.0.1"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"1:2:3:4:5:6:7", "1:2:3:4:5:6:7:8:9", "1:2:3:4::5:6:7:8", "12345::", "1::g", ":1:2:3:4:5:6:7",
            "1:2:3:4:5:6:7:", ":", "1:2:3:4:5:6:7:8:", ":1::", "1::2:", "1.2.3.4::", "::1.2.3.4:5", "::1.2.3",
            "::256.0.0.1", "1:2:3:4:5:6:7:1.2.3.4", "[::1]", " ::1", "::1 ", "::-1", "::+1"})
    void malformedIpv6IsRefusedNamingTheText(String text) {
        assertThatThrownBy(() -> IpAddresses.parseIpv6(text)).hasMessage("'" + text + "' is not an IPv6 address");
    }

    @ParameterizedTest
    @ValueSource(strings = {"1::2::3", "::1::", ":::", "::1:2::"})
    void doubleColonTwiceIsRefused(String text) {
        assertThatThrownBy(() -> IpAddresses.parse(text))
                .hasMessage("'" + text + "' is not an IPv6 address: '::' may appear only once");
    }

    @Test
    void zoneIdsAreRefused() {
        assertThatThrownBy(() -> IpAddresses.parse("fe80::1%eth0"))
                .hasMessage("'fe80::1%eth0' is not an IPv6 address: zone id '%eth0' is not accepted");
        assertThatThrownBy(() -> IpAddresses.parseIpv6("fe80::1%2")).hasMessageContaining("'fe80::1%2'");
        assertThatThrownBy(() -> IpAddresses.parse("10.0.0.1%eth0")).hasMessageContaining("'10.0.0.1%eth0'");
    }

    @Test
    void anEmbeddedDottedQuadFollowsTheIpv4Rules() {
        assertThatThrownBy(() -> IpAddresses.parse("::ffff:010.0.0.1"))
                .hasMessage("'::ffff:010.0.0.1' is not an IPv6 address: octet '010' has a leading zero (octal to some parsers)");
        assertThatThrownBy(() -> IpAddresses.parse("::ffff:10.0.0.300")).hasMessage("'::ffff:10.0.0.300' is not an IPv6 address");
    }

    @Test
    void eachParserTakesOnlyItsFamily() {
        assertThatThrownBy(() -> IpAddresses.parseIpv4("2001:db8::1")).hasMessage("'2001:db8::1' is not an IPv4 address");
        assertThatThrownBy(() -> IpAddresses.parseIpv6("10.0.0.1")).hasMessage("'10.0.0.1' is not an IPv6 address");
        assertThat(IpAddresses.parse("2001:db8::1")).isInstanceOf(Inet6Address.class);
        assertThat(IpAddresses.parse("10.0.0.1")).isInstanceOf(Inet4Address.class);
    }

    @Test
    void everyCanonicalTextRoundTrips() {
        var random = new java.util.Random(5952);
        for (int n = 0; n < 2000; n++) {
            byte[] b = new byte[n % 2 == 0 ? 4 : 16];
            random.nextBytes(b);
            // zero runs of different lengths, so compression is exercised
            for (int i = 0; i < b.length; i++) {
                if (random.nextInt(3) == 0) {
                    b[i] = 0;
                }
            }
            var address = IpAddresses.fromBytes(b);
            String text = IpAddresses.format(address);

            assertThat(IpAddresses.parse(text)).as(text).isEqualTo(address);
            assertThat(IpAddresses.format(IpAddresses.parse(text))).isEqualTo(text);
            if (address instanceof Inet6Address && !text.startsWith("::ffff:")) {
                assertThat(text).as("JDK prints the same groups").isEqualTo(jdkGroupsCompressed(address));
            }
        }
    }

    @Test
    void bitLengthIsTheFamilysLongestPrefix() {
        assertThat(IpAddresses.bitLength(IpAddresses.parse("10.0.0.1"))).isEqualTo(32);
        assertThat(IpAddresses.bitLength(IpAddresses.parse("::ffff:10.0.0.1"))).isEqualTo(128);
    }

    /**
     * An independent RFC 5952 printer to check ours against: the JDK's eight groups (lower case, no
     * leading zeros) with the first of the longest runs of two or more zero groups replaced by {@code ::}.
     */
    private static String jdkGroupsCompressed(java.net.InetAddress address) {
        String s = ":" + address.getHostAddress() + ":";
        for (int zeros = 8; zeros >= 2; zeros--) {
            String run = ":0".repeat(zeros) + ":";
            int at = s.indexOf(run);
            if (at >= 0) {
                s = s.substring(0, at) + "::" + s.substring(at + run.length());
                break;
            }
        }
        s = s.startsWith("::") ? s : s.substring(1);
        return s.endsWith("::") ? s : s.substring(0, s.length() - 1);
    }
}
