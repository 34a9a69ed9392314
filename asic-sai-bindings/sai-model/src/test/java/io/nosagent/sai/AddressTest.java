package io.nosagent.sai;

import io.nosagent.net.IpAddresses;
import org.junit.jupiter.api.Test;

import java.net.Inet6Address;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The SAI value records' text forms; the literal rules themselves are tested in net-literals. */
class AddressTest {

    @Test
    void prefixesClearTheirHostBits() {
        assertThat(IpPrefix.parse("10.1.2.3/24")).hasToString("10.1.2.0/24");
        assertThat(IpPrefix.parse("2001:db8:0:0:1::1/64")).hasToString("2001:db8::/64");
        assertThat(new IpPrefix(IpAddresses.parse("10.1.2.3"), 16)).isEqualTo(IpPrefix.parse("10.1.0.0/16"));
        assertThat(IpPrefix.parse("10.1.2.3").length()).isEqualTo(32);
        assertThat(IpPrefix.parse("2001:db8::1").length()).isEqualTo(128);
        assertThat(IpPrefix.parse("10.0.0.0/8").mask()).isEqualTo(IpAddresses.parse("255.0.0.0"));
    }

    @Test
    void containmentRespectsFamilyAndLength() {
        var p = IpPrefix.parse("10.1.0.0/16");
        assertThat(p.contains(IpAddresses.parse("10.1.255.1"))).isTrue();
        assertThat(p.contains(IpAddresses.parse("10.2.0.1"))).isFalse();
        assertThat(p.contains(IpAddresses.parse("::ffff:a01:1"))).isFalse();
    }

    @Test
    void anIpv4MappedPrefixStaysIpv6() {
        var p = IpPrefix.parse("::ffff:10.1.2.3/120");

        assertThat(p.address()).isInstanceOf(Inet6Address.class);
        assertThat(p.isIpv4()).isFalse();
        assertThat(p).hasToString("::ffff:10.1.2.0/120");
    }

    @Test
    void badTextIsRefusedNamingIt() {
        assertThatThrownBy(() -> IpPrefix.parse("10.0.0.0/33")).hasMessageContaining("33");
        assertThatThrownBy(() -> IpPrefix.parse("10.0.0.300/24")).hasMessageContaining("'10.0.0.300'");
        assertThatThrownBy(() -> IpPrefix.parse("localhost")).hasMessageContaining("'localhost'");
        assertThatThrownBy(() -> new IpPrefix(IpAddresses.parse("2001:db8::"), 129)).hasMessageContaining("129");
    }

    @Test
    void leadingZerosAreRefusedAsInConfig() {
        assertThatThrownBy(() -> IpPrefix.parse("010.0.0.0/8")).hasMessageContaining("'010.0.0.0'");
        assertThatThrownBy(() -> AttrValue.IpAddress.parse("1.02.3.4")).hasMessageContaining("'1.02.3.4'");
        assertThatThrownBy(() -> AttrValue.Ipv4.parse("2001:db8::1")).hasMessageContaining("'2001:db8::1'");
        assertThatThrownBy(() -> AttrValue.Ipv6.parse("10.0.0.1")).hasMessageContaining("'10.0.0.1'");
    }

    @Test
    void macAddressesRoundTrip() {
        var mac = MacAddress.parse("02:00:5E:10:00:01");
        assertThat(mac).hasToString("02:00:5e:10:00:01");
        assertThat(MacAddress.of(mac.octets())).isEqualTo(mac);
        assertThatThrownBy(() -> MacAddress.parse("02:00:5e:10:00")).hasMessageContaining("02:00:5e:10:00");
        assertThatThrownBy(() -> MacAddress.parse("02-00-5e-10-00-01")).hasMessageContaining("'02-00-5e-10-00-01'");
    }
}
