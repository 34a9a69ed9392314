package io.nosagent.feature.gnmi;

import io.nosagent.config.schema.SchemaNode;
import io.nosagent.config.yang.InterfacesYang;
import io.nosagent.config.yang.InterfacesYang.Interface;
import io.nosagent.config.yang.QosYang;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A handler's fragment is what it names of the generated tree, the way there and the lists' keys. */
class FragmentTest {

    /** Every leaf of {@code node}, as {@code /interface/state/oper-status}. */
    private static List<String> leaves(SchemaNode node, String above) {
        var out = new ArrayList<String>();
        String here = above + "/" + node.name();
        if (node instanceof SchemaNode.Inner inner) {
            inner.children().forEach(c -> out.addAll(leaves(c, here)));
        } else {
            out.add(here);
        }
        return out;
    }

    @Test
    void namedLeavesComeWithTheContainersAndListKeysOnTheWay() {
        var fragment = Fragment.of(InterfacesYang.node())
                .with(Interface.State.node(), Interface.State.OPER_STATUS)
                .with(Interface.Subinterfaces.Subinterface.State.node(), Interface.Subinterfaces.Subinterface.State.OPER_STATUS)
                .build();

        assertThat(leaves(fragment, "")).containsExactly(
                "/interfaces/interface/name",
                "/interfaces/interface/state/oper-status",
                "/interfaces/interface/subinterfaces/subinterface/index",
                "/interfaces/interface/subinterfaces/subinterface/state/oper-status");
        assertThat(fragment.module()).isEqualTo("openconfig-interfaces");
    }

    @Test
    void aNamedNodeComesWithEverythingBelowItAndItsLeavesAreTheGeneratedOnes() {
        var counters = Interface.State.Counters.node();
        var fragment = Fragment.of(InterfacesYang.node()).with(counters).build();

        var state = (SchemaNode.Container) ((SchemaNode.ListNode) fragment.child(InterfacesYang.INTERFACE).orElseThrow())
                .child(Interface.STATE).orElseThrow();
        assertThat(state.children()).containsExactly(counters);
        assertThat(leaves(fragment, "")).hasSize(1 + counters.children().size());
    }

    @Test
    void aMemberTheNodeDoesNotHaveIsRefusedNamingWhatItHas() {
        assertThatThrownBy(() -> Fragment.of(InterfacesYang.node()).with(Interface.State.node(), "oper-state"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'oper-state'").hasMessageContaining("oper-status");
    }

    @Test
    void aNodeOfAnotherTreeIsRefused() {
        var mixed = Fragment.of(InterfacesYang.node()).with(QosYang.Queues.node());

        assertThatThrownBy(mixed::build).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("queues").hasMessageContaining("openconfig-interfaces:interfaces");
    }
}
