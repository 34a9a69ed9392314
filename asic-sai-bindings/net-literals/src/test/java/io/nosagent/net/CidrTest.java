package io.nosagent.net;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class CidrTest {

    @Test
    void anInterfaceAddressKeepsItsHostBitsAndPrintsCanonically() {
        assertThat(Cidr.parse("10.1.1.1/31")).hasToString("10.1.1.1/31");
        assertThat(Cidr.parse("2001:DB8:0:0:1:0:0:1/64")).hasToString("2001:db8::1:0:0:1/64");
        assertThat(Cidr.parse("2001:db8:1:1:0:0:0:0/127")).hasToString("2001:db8:1:1::/127");
        assertThat(Cidr.parse("10.0.0.0/0").length()).isZero();
        assertThat(Cidr.parse("::/0")).hasToString("::/0");
        assertThat(Cidr.parse("::ffff:10.0.0.0/104")).hasToString("::ffff:10.0.0.0/104");
    }

    @Test
    void theNetworkClearsTheHostBits() {
        assertThat(Cidr.parse("10.1.2.3/24").network()).hasToString("10.1.2.0/24");
        assertThat(Cidr.parse("2001:db8:0:0:1::1/64").network()).hasToString("2001:db8::/64");
        assertThat(Cidr.parse("10.1.2.3/0").network()).hasToString("0.0.0.0/0");
        assertThat(Cidr.parse("::ffff:10.1.2.3/120").network()).hasToString("::ffff:10.1.2.0/120");
        var network = Cidr.parse("10.1.2.0/24");
        assertThat(network.network()).isSameAs(network);
    }

    @Test
    void parseNetworkRefusesHostBitsWhereACallerInsists() {
        assertThat(Cidr.parseNetwork("10.1.2.0/24")).hasToString("10.1.2.0/24");
        assertThat(Cidr.parseNetwork("2001:db8::/32")).hasToString("2001:db8::/32");
        assertThat(Cidr.parseNetwork("10.1.2.3/32").isNetwork()).isTrue();
        assertThatThrownBy(() -> Cidr.parseNetwork("10.1.2.3/24"))
                .hasMessage("'10.1.2.3/24' has host bits set (the network is 10.1.2.0/24)");
        assertThatThrownBy(() -> Cidr.parseNetwork("2001:db8::1/64")).hasMessageContaining("'2001:db8::1/64'");
    }

    @Test
    void prefixLengthsOutsideTheFamilysRangeAreRefused() {
        assertThatThrownBy(() -> Cidr.parse("10.0.0.0/33")).hasMessage("'10.0.0.0/33': prefix length 33 is out of range 0..32");
        assertThatThrownBy(() -> Cidr.parse("2001:db8::/129")).hasMessage("'2001:db8::/129': prefix length 129 is out of range 0..128");
        assertThat(Cidr.parse("10.0.0.1/32").length()).isEqualTo(32);
        assertThat(Cidr.parse("2001:db8::1/128").length()).isEqualTo(128);
        assertThatThrownBy(() -> new Cidr(IpAddresses.parse("10.0.0.1"), 33))
                .hasMessage("prefix length 33 is out of range 0..32 for 10.0.0.1");
        assertThatThrownBy(() -> new Cidr(IpAddresses.parse("10.0.0.1"), -1)).hasMessageContaining("-1");
    }

    @ParameterizedTest
    @ValueSource(strings = {"10.0.0.0/", "10.0.0.0/x", "10.0.0.0/024", "10.0.0.0/00", "10.0.0.0/+8", "10.0.0.0/-1",
            "10.0.0.0/8/8", "10.0.0.0/ 8", "10.0.0.0/8 ", "2001:db8::/0064", "10.0.0.0/1000"})
    void malformedLengthsAreRefusedNamingTheText(String text) {
        assertThatThrownBy(() -> Cidr.parse(text)).hasMessage("'" + text + "' has no valid prefix length");
    }

    @Test
    void theAddressPartFollowsTheAddressRules() {
        assertThatThrownBy(() -> Cidr.parse("10.0.0.300/24")).hasMessage("'10.0.0.300' is not an IPv4 address");
        assertThatThrownBy(() -> Cidr.parse("010.0.0.0/8")).hasMessageContaining("'010.0.0.0'").hasMessageContaining("leading zero");
        assertThatThrownBy(() -> Cidr.parse("rtsw001/24")).hasMessageContaining("'rtsw001'");
        assertThatThrownBy(() -> Cidr.parse("fe80::1%eth0/64")).hasMessageContaining("zone id");
        assertThatThrownBy(() -> Cidr.parse("10.0.0.1")).hasMessage("'10.0.0.1' has no prefix length (address/length)");
    }

    @Test
    void containmentRespectsFamilyAndLength() {
        var p = Cidr.parse("10.1.0.0/16");

        assertThat(p.contains(IpAddresses.parse("10.1.255.1"))).isTrue();
        assertThat(p.contains(IpAddresses.parse("10.2.0.1"))).isFalse();
        assertThat(p.contains(IpAddresses.parse("::ffff:a01:1"))).isFalse();
        assertThat(Cidr.parse("10.1.2.3/16").contains(IpAddresses.parse("10.1.9.9"))).isTrue();
    }

    @Test
    void subnetsOverlapWhenOneContainsTheOther() {
        var p2p = Cidr.parse("10.1.1.0/31");

        assertThat(p2p.overlaps(Cidr.parse("10.1.1.1/31"))).isTrue();
        assertThat(p2p.overlaps(Cidr.parse("10.1.0.1/16"))).isTrue();
        assertThat(p2p.overlaps(Cidr.parse("10.1.1.2/31"))).isFalse();
        assertThat(p2p.overlaps(Cidr.parse("2001:db8::/31"))).isFalse();
    }

    @Test
    void maskAndLastAddressOfAPrefix() {
        assertThat(Cidr.parse("10.0.0.0/8").mask()).isEqualTo(IpAddresses.parse("255.0.0.0"));
        assertThat(Cidr.parse("2001:db8::/33").mask()).isEqualTo(IpAddresses.parse("ffff:ffff:8000::"));
        assertThat(Cidr.parse("10.0.1.7/24").lastAddress()).isEqualTo(IpAddresses.parse("10.0.1.255"));
        assertThat(Cidr.parse("2001:db8::/127").lastAddress()).isEqualTo(IpAddresses.parse("2001:db8::1"));
        assertThat(Cidr.parse("::ffff:10.0.0.0/120").lastAddress()).isEqualTo(IpAddresses.parse("::ffff:10.0.0.255"));
    }

    @Test
    void aHostPrefixIsTheFamilysFullLength() {
        assertThat(Cidr.host(IpAddresses.parse("10.0.0.1"))).hasToString("10.0.0.1/32");
        assertThat(Cidr.host(IpAddresses.parse("2001:db8::1"))).hasToString("2001:db8::1/128");
    }

    @Test
    void canonicalTextRoundTrips() {
        for (String text : new String[] {"10.0.0.0/8", "10.1.1.1/31", "2001:db8::/32", "2001:db8:0:1::1/64", "::/0", "::1/128"}) {
            assertThat(Cidr.parse(text)).hasToString(text);
            assertThat(Cidr.parse(Cidr.parse(text).toString())).isEqualTo(Cidr.parse(text));
        }
    }

    @Test
    void aPrefixPrintedIntoABufferIsItsCanonicalTextAtThatPlace() {
        for (String text : new String[] {"0.0.0.0/0", "255.255.255.255/32", "10.1.1.1/31",
                "2001:db8:1234:5678:9abc:def0:1234:5678/128", "::ffff:10.0.0.0/104", "::1/128", "2001:db8::/64"}) {
            char[] buffer = new char[3 + Cidr.MAX_TEXT];
            buffer[0] = 'x';
            int end = Cidr.parse(text).formatTo(buffer, 1);
            assertThat(new String(buffer, 1, end - 1)).isEqualTo(text);
            assertThat(buffer[0]).isEqualTo('x');
        }
    }
}
