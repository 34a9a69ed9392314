package io.nosagent.config.delta;

import io.nosagent.config.intent.InterfaceAddress;
import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.config.intent.SwitchIntent;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class IntentDeltaTest {

    private static SwitchIntent rack() {
        var intent = SwitchIntent.named("rtsw001");
        for (int i = 1; i <= 34; i++) {
            intent = intent.withInterface(InterfaceIntent.named("eth1/" + i + "/1")
                    .withAddress(InterfaceAddress.parse("10.0." + i + ".1/24")));
        }
        return intent;
    }

    @Test
    void oneInterfacesMtuNamesOnlyThatInterfaceAsChanged() {
        var before = rack();
        var after = before.withInterface(before.interfaceNamed("eth1/20/1").orElseThrow().withMtu(4200));

        var delta = IntentDelta.between(before, after);

        assertThat(delta.interfaces().changed()).containsOnlyKeys("eth1/20/1");
        assertThat(delta.interfaces().changed().get("eth1/20/1").before().mtu()).isEqualTo(InterfaceIntent.DEFAULT_MTU);
        assertThat(delta.interfaces().changed().get("eth1/20/1").after().mtu()).isEqualTo(4200);
        assertThat(delta.interfaces().added()).isEmpty();
        assertThat(delta.interfaces().removed()).isEmpty();
        assertThat(delta.system()).isEmpty();
        assertThat(delta.interfaces().keys()).containsExactly("eth1/20/1");
    }

    @Test
    void theSameIntentIsAnEmptyDelta() {
        var intent = rack();
        assertThat(IntentDelta.between(intent, intent).isEmpty()).isTrue();
        assertThat(IntentDelta.between(intent, rack()).isEmpty()).as("equal but not the same instances").isTrue();
    }

    @Test
    void addedAndRemovedInterfacesAndTheHostnameAreNamedInPanelOrder() {
        var before = rack().withoutInterface("eth1/3/1");
        var after = rack().withoutInterface("eth1/10/1").withoutInterface("eth1/2/1")
                .withSystem(rack().system().withHostname("rtsw002"));

        var delta = IntentDelta.between(before, after);

        assertThat(delta.interfaces().added()).containsOnlyKeys("eth1/3/1");
        assertThat(delta.interfaces().removed().keySet()).containsExactly("eth1/2/1", "eth1/10/1");
        assertThat(delta.interfaces().changed()).isEmpty();
        assertThat(delta.system()).hasValueSatisfying(c -> assertThat(c.after().hostname()).isEqualTo("rtsw002"));
    }

    @Test
    void theReversedDeltaUndoesTheChange() {
        var before = rack().withoutInterface("eth1/3/1");
        var after = rack().withoutInterface("eth1/10/1")
                .withInterface(rack().interfaceNamed("eth1/5/1").orElseThrow().withEnabled(false));

        var back = IntentDelta.between(before, after).reversed();

        assertThat(back).isEqualTo(IntentDelta.between(after, before));
    }
}
