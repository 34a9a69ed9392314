package io.nosagent.sai;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class AddressTest {

    @Test
    void prefixesClearTheirHostBits() {
        assertThat(IpPrefix.parse("10.1.2.3/24")).hasToString("10.1.2.0/24");
        assertThat(IpPrefix.parse("2001:db8:0:0:1::1/64")).hasToString("2001:db8::/64");
        assertThat(IpPrefix.parse("10.1.2.3").length()).isEqualTo(32);
        assertThat(IpPrefix.parse("10.0.0.0/8").mask()).isEqualTo(IpLiterals.parse("255.0.0.0"));
    }

    @Test
    void containmentRespectsFamilyAndLength() {
        var p = IpPrefix.parse("10.1.0.0/16");
        assertThat(p.contains(IpLiterals.parse("10.1.255.1"))).isTrue();
        assertThat(p.contains(IpLiterals.parse("10.2.0.1"))).isFalse();
        assertThat(p.contains(IpLiterals.parse("::ffff:a01:1"))).isFalse();
    }

    @Test
    void literalsNeverResolveNames() {
        assertThatThrownBy(() -> IpLiterals.parse("localhost")).hasMessageContaining("'localhost'");
        assertThatThrownBy(() -> IpLiterals.parse("10.0.0.300")).hasMessageContaining("10.0.0.300");
        assertThatThrownBy(() -> IpPrefix.parse("10.0.0.0/33")).hasMessageContaining("33");
    }

    @Test
    void ipv6IsPrintedInRfc5952Form() {
        assertThat(IpLiterals.format(IpLiterals.parse("2001:0db8:0000:0000:0000:0000:0000:0001"))).isEqualTo("2001:db8::1");
        assertThat(IpLiterals.format(IpLiterals.parse("2001:db8:0:1:0:0:0:1"))).isEqualTo("2001:db8:0:1::1");
    }

    @Test
    void macAddressesRoundTrip() {
        var mac = MacAddress.parse("02:00:5E:10:00:01");
        assertThat(mac).hasToString("02:00:5e:10:00:01");
        assertThat(MacAddress.of(mac.octets())).isEqualTo(mac);
        assertThatThrownBy(() -> MacAddress.parse("02:00:5e:10:00")).hasMessageContaining("02:00:5e:10:00");
    }
}
