package io.nosagent.config.intent;

import io.nosagent.net.IpAddresses;
import org.junit.jupiter.api.Test;

import java.util.TreeSet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class InterfaceAddressTest {

    @Test
    void ipv6IsPrintedInCanonicalForm() {
        assertThat(InterfaceAddress.parse("2001:DB8:0:0:1:0:0:1/64")).hasToString("2001:db8::1:0:0:1/64");
        assertThat(InterfaceAddress.parse("2001:db8:1:1:0:0:0:0/127")).hasToString("2001:db8:1:1::/127");
        assertThat(InterfaceAddress.parse("2001:db8:0:1:1:1:1:1/64")).hasToString("2001:db8:0:1:1:1:1:1/64");
    }

    @Test
    void malformedAddressesAreRejectedWithTheText() {
        assertThatThrownBy(() -> InterfaceAddress.parse("10.0.0.300/24")).hasMessage("'10.0.0.300' is not an IPv4 address");
        assertThatThrownBy(() -> InterfaceAddress.parse("10.0.0.01/24")).hasMessageContaining("'10.0.0.01'");
        assertThatThrownBy(() -> InterfaceAddress.parse("rtsw001/24")).hasMessageContaining("'rtsw001'");
        assertThatThrownBy(() -> InterfaceAddress.parse("10.0.0.1/33")).hasMessageContaining("out of range 0..32");
        assertThatThrownBy(() -> InterfaceAddress.parse("10.0.0.1")).hasMessageContaining("no prefix length");
        assertThatThrownBy(() -> InterfaceAddress.parse("10.0.0.1/024")).hasMessageContaining("'10.0.0.1/024'");
        assertThatThrownBy(() -> InterfaceAddress.parse("fe80::1%eth0/64")).hasMessageContaining("zone id");
    }

    @Test
    void theLastAddressOfASubnetIsItsBroadcastAddress() {
        assertThat(InterfaceAddress.parse("10.0.1.1/24").lastAddress()).isEqualTo(IpAddresses.parse("10.0.1.255"));
        assertThat(InterfaceAddress.parse("10.0.1.1/24").network()).isEqualTo(IpAddresses.parse("10.0.1.0"));
    }

    @Test
    void subnetsOverlapWhenOneContainsTheOther() {
        var p2p = InterfaceAddress.parse("10.1.1.0/31");

        assertThat(p2p.overlaps(InterfaceAddress.parse("10.1.1.1/31"))).isTrue();
        assertThat(p2p.overlaps(InterfaceAddress.parse("10.1.0.1/16"))).isTrue();
        assertThat(p2p.overlaps(InterfaceAddress.parse("10.1.1.2/31"))).isFalse();
        assertThat(p2p.overlaps(InterfaceAddress.parse("2001:db8::/31"))).isFalse();
    }

    @Test
    void addressesSortIpv4FirstThenNumerically() {
        var set = new TreeSet<InterfaceAddress>();
        set.add(InterfaceAddress.parse("2001:db8::1/64"));
        set.add(InterfaceAddress.parse("10.0.10.1/24"));
        set.add(InterfaceAddress.parse("10.0.9.1/24"));

        assertThat(set).extracting(InterfaceAddress::toString)
                .containsExactly("10.0.9.1/24", "10.0.10.1/24", "2001:db8::1/64");
    }
}
