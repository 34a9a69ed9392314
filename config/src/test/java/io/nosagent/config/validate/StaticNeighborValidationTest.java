package io.nosagent.config.validate;

import io.nosagent.config.ConfigError;
import io.nosagent.config.ConfigErrors;
import io.nosagent.config.Rtsw;
import io.nosagent.config.intent.InterfaceAddress;
import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.config.intent.StaticNeighbor;
import io.nosagent.config.intent.SwitchIntent;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class StaticNeighborValidationTest {

    private static final String NEIGHBOR = "/openconfig-interfaces:interfaces/interface[name=eth1/1/1]"
            + "/subinterfaces/subinterface[index=0]/openconfig-if-ip:ipv4/neighbors/neighbor";

    private static List<String> problems(StaticNeighbor... neighbors) {
        var intf = InterfaceIntent.named("eth1/1/1").withAddress(InterfaceAddress.parse("10.0.1.1/24"))
                .withNeighbors(List.of(neighbors));
        var errors = new ConfigErrors();
        new InterfacesValidator().validate(SwitchIntent.named("rtsw001").withInterface(intf).interfaces(), Rtsw.context(), errors);
        return errors.list().stream().map(ConfigError::toString).toList();
    }

    @Test
    void aNeighborOnTheInterfaceSubnetIsFine() {
        assertThat(problems(StaticNeighbor.of("10.0.1.2", "02:00:00:00:01:01"))).isEmpty();
    }

    @Test
    void aNeighborOffTheSubnetIsRefusedNamingItsPath() {
        assertThat(problems(StaticNeighbor.of("10.0.2.2", "02:00:00:00:01:01")))
                .containsExactly(NEIGHBOR + "[ip=10.0.2.2]: neighbor '10.0.2.2' is not on a subnet of eth1/1/1 [10.0.1.1/24]");
    }

    @Test
    void theSwitchsOwnAddressAndGroupMacsAreNoNeighbors() {
        assertThat(problems(StaticNeighbor.of("10.0.1.1", "02:00:00:00:01:01"), StaticNeighbor.of("10.0.1.3", "01:00:5e:00:00:01")))
                .containsExactlyInAnyOrder(
                        NEIGHBOR + "[ip=10.0.1.1]: '10.0.1.1' is this interface's own address",
                        NEIGHBOR + "[ip=10.0.1.3]: '01:00:5e:00:00:01' is a group MAC address, not a neighbor's");
    }

    @Test
    void macAddressesAreCheckedAndNormalised() {
        assertThat(StaticNeighbor.of("10.0.1.2", "02:AB:00:00:01:01").linkLayerAddress()).isEqualTo("02:ab:00:00:01:01");
        assertThatThrownBy(() -> StaticNeighbor.of("10.0.1.2", "02:ab:00:00:01")).hasMessageContaining("'02:ab:00:00:01'");
    }

    @Test
    void aConfiguredNeighborWithoutItsMacIsRefusedAtThatLeaf() {
        var doc = (com.fasterxml.jackson.databind.node.ObjectNode) io.nosagent.config.codec.JsonText.parse(Rtsw.exampleText(), "example");
        var sub = (com.fasterxml.jackson.databind.node.ObjectNode) doc.path("openconfig-interfaces:interfaces").path("interface").get(0)
                .path("subinterfaces").path("subinterface").get(0).path("openconfig-if-ip:ipv4");
        sub.putObject("neighbors").putArray("neighbor").addObject().put("ip", "10.0.1.2").putObject("config").put("ip", "10.0.1.2");

        var e = org.assertj.core.api.Assertions.catchThrowableOfType(io.nosagent.config.ConfigException.class,
                () -> new io.nosagent.config.codec.IntentCodec().decode(doc, "neighbor.json", Rtsw.context()));

        assertThat(e).isNotNull();
        assertThat(e.errors()).extracting(ConfigError::toString).singleElement().asString()
                .startsWith(NEIGHBOR + "[ip=10.0.1.2]/config/link-layer-address: ").contains("needs its link-layer-address");
    }
}
