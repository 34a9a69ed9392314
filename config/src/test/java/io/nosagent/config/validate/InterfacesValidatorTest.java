package io.nosagent.config.validate;

import io.nosagent.config.ConfigError;
import io.nosagent.config.ConfigErrors;
import io.nosagent.config.Rtsw;
import io.nosagent.config.intent.InterfaceAddress;
import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.config.intent.SwitchIntent;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class InterfacesValidatorTest {

    private static final String IFS = "/openconfig-interfaces:interfaces/interface";
    private static final String V4 = "/subinterfaces/subinterface[index=0]/openconfig-if-ip:ipv4/addresses/address";

    private static List<String> problems(InterfaceIntent... interfaces) {
        var errors = new ConfigErrors();
        new InterfacesValidator().validate(SwitchIntent.named("rtsw001").withInterfaces(List.of(interfaces)).interfaces(),
                Rtsw.context(), errors);
        return errors.list().stream().map(ConfigError::toString).toList();
    }

    private static InterfaceIntent port(String name, String... addresses) {
        var intf = InterfaceIntent.named(name);
        for (String a : addresses) {
            intf = intf.withAddress(InterfaceAddress.parse(a));
        }
        return intf;
    }

    @Test
    void theSameSubnetOnTwoPortsIsRefusedNamingTheOtherPort() {
        assertThat(problems(port("eth1/17/1", "10.1.1.0/31"), port("eth1/18/1", "10.1.1.1/31")))
                .containsExactly(IFS + "[name=eth1/18/1]" + V4 + "[ip=10.1.1.1]: subnet 10.1.1.1/31 overlaps 10.1.1.0/31 on eth1/17/1");
    }

    @Test
    void twoPortsWithOneControllerIdAreRefusedNamingTheOther() {
        assertThat(problems(port("eth1/1/1").withId(7L), port("eth1/2/1").withId(7L), port("eth1/3/1").withId(8L)))
                .containsExactly(IFS + "[name=eth1/2/1]/config/openconfig-p4rt:id: id 7 is already eth1/1/1's");
    }

    @Test
    void aGroupOrAllZeroMacIsRefusedAtTheEthernetLeafAndAUnicastOneIsTaken() {
        assertThat(problems(port("eth1/1/1").withMac("01:00:5e:00:00:01"), port("eth1/2/1").withMac("00:00:00:00:00:00"),
                port("eth1/3/1").withMac("02:00:00:aa:bb:cc")))
                .containsExactly(
                        IFS + "[name=eth1/1/1]/openconfig-if-ethernet:ethernet/config/mac-address: '01:00:5e:00:00:01' is a group MAC address, not a port's",
                        IFS + "[name=eth1/2/1]/openconfig-if-ethernet:ethernet/config/mac-address: the all-zero MAC is no interface's address");
    }

    @Test
    void theSameAddressTwiceIsCalledADuplicate() {
        assertThat(problems(port("eth1/1/1", "10.0.1.1/24"), port("eth1/2/1", "10.0.1.1/25")))
                .containsExactly(IFS + "[name=eth1/2/1]" + V4 + "[ip=10.0.1.1]: address 10.0.1.1 is already configured"
                        + " on eth1/1/1 (as 10.0.1.1/24)");
    }

    @Test
    void overlappingSubnetsOnOnePortAreRefusedToo() {
        assertThat(problems(port("eth1/1/1", "10.0.1.1/24", "10.0.1.129/25"))).singleElement().asString()
                .endsWith("subnet 10.0.1.129/25 overlaps 10.0.1.1/24 on the same interface");
    }

    @Test
    void disjointSubnetsAndBothFamiliesAreFine() {
        assertThat(problems(port("eth1/1/1", "10.0.1.1/24", "2001:db8:0:1::1/64"),
                port("eth1/17/1", "10.1.1.0/31", "2001:db8:1:1::/127"),
                port("eth1/18/1", "10.1.2.0/31", "2001:db8:1:2::/127"))).isEmpty();
    }

    @Test
    void networkBroadcastAndNonUnicastAddressesAreNotHostAddresses() {
        assertThat(problems(port("eth1/1/1", "10.0.1.0/24"), port("eth1/2/1", "10.0.2.255/24"),
                port("eth1/3/1", "224.0.0.5/24"), port("eth1/4/1", "10.0.4.1/0")))
                .containsExactly(
                        IFS + "[name=eth1/1/1]" + V4 + "[ip=10.0.1.0]: '10.0.1.0/24' is the subnet's network address, not a host address",
                        IFS + "[name=eth1/2/1]" + V4 + "[ip=10.0.2.255]: '10.0.2.255/24' is the subnet's broadcast address, not a host address",
                        IFS + "[name=eth1/3/1]" + V4 + "[ip=224.0.0.5]: '224.0.0.5' is not a unicast host address",
                        IFS + "[name=eth1/4/1]" + V4 + "[ip=10.0.4.1]: prefix length 0 is not an interface subnet");
    }

    @Test
    void mtuMustFitTheAsicAndIpv4() {
        assertThat(problems(port("eth1/1/1").withMtu(9216), port("eth1/2/1").withMtu(9217), port("eth1/3/1").withMtu(67)))
                .containsExactly(IFS + "[name=eth1/2/1]/config/mtu: mtu 9217 is out of range 68..9216",
                        IFS + "[name=eth1/3/1]/config/mtu: mtu 67 is out of range 68..9216");
    }

    @Test
    void everyProblemIsReportedNotJustTheFirst() {
        assertThat(problems(port("eth1/99/1").withMtu(20000), port("eth1/1/1", "10.0.1.0/24", "10.0.2.5/24"),
                port("eth1/2/1", "10.0.2.6/24"))).containsExactly(
                IFS + "[name=eth1/1/1]" + V4 + "[ip=10.0.1.0]: '10.0.1.0/24' is the subnet's network address, not a host address",
                IFS + "[name=eth1/2/1]" + V4 + "[ip=10.0.2.6]: subnet 10.0.2.6/24 overlaps 10.0.2.5/24 on eth1/1/1",
                IFS + "[name=eth1/99/1]: unknown interface 'eth1/99/1' (not a port of this switch)",
                IFS + "[name=eth1/99/1]/config/mtu: mtu 20000 is out of range 68..9216");
    }
}
