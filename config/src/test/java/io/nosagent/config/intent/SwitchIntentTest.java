package io.nosagent.config.intent;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SwitchIntentTest {

    @Test
    void interfacesAreListedInFrontPanelOrder() {
        var intent = SwitchIntent.named("rtsw001").withInterfaces(List.of(
                InterfaceIntent.named("eth1/10/1"), InterfaceIntent.named("eth1/2/1"), InterfaceIntent.named("eth1/1/1")));

        assertThat(intent.interfaces().keySet()).containsExactly("eth1/1/1", "eth1/2/1", "eth1/10/1");
    }

    @Test
    void editsProduceCopiesAndLeaveTheOriginalAlone() {
        var before = SwitchIntent.named("rtsw001").withInterface(InterfaceIntent.named("eth1/1/1"));

        var after = before.withInterface(before.interfaces().get("eth1/1/1").withMtu(4200).withEnabled(false));

        assertThat(before.interfaces().get("eth1/1/1").mtu()).isEqualTo(InterfaceIntent.DEFAULT_MTU);
        assertThat(after.interfaces().get("eth1/1/1").mtu()).isEqualTo(4200);
        assertThat(after.interfaces().get("eth1/1/1").enabled()).isFalse();
        assertThat(after).isNotEqualTo(before);
    }

    @Test
    void equalityIsAboutWhatIsConfiguredNotHowItWasBuilt() {
        var a = InterfaceIntent.named("eth1/1/1")
                .withAddress(InterfaceAddress.parse("2001:db8::1/64"))
                .withAddress(InterfaceAddress.parse("10.0.1.1/24"));
        var b = InterfaceIntent.named("eth1/1/1")
                .withAddress(InterfaceAddress.parse("10.0.1.1/24"))
                .withAddress(InterfaceAddress.parse("2001:db8:0:0::1/64"));

        assertThat(SwitchIntent.named("x").withInterface(a)).isEqualTo(SwitchIntent.named("x").withInterface(b));
        assertThat(a.ipv4Addresses()).extracting(Object::toString).containsExactly("10.0.1.1/24");
        assertThat(a.ipv6Addresses()).extracting(Object::toString).containsExactly("2001:db8::1/64");
    }

    @Test
    void collectionsCannotBeChangedBehindTheIntentsBack() {
        var intent = SwitchIntent.named("rtsw001").withInterface(InterfaceIntent.named("eth1/1/1")
                .withAddress(InterfaceAddress.parse("10.0.1.1/24")));

        assertThatThrownBy(() -> intent.interfaces().remove("eth1/1/1")).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> intent.interfaces().get("eth1/1/1").addresses().clear())
                .isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void anInterfaceMustBeKeyedByItsOwnName() {
        var map = new java.util.TreeMap<String, InterfaceIntent>();
        map.put("eth1/2/1", InterfaceIntent.named("eth1/1/1"));

        assertThatThrownBy(() -> SwitchIntent.builder().system(SystemIntent.named("x")).interfaces(map))
                .hasMessageContaining("keyed 'eth1/2/1' is named 'eth1/1/1'");
    }
}
