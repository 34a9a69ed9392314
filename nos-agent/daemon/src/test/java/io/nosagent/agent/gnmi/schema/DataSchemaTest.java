package io.nosagent.agent.gnmi.schema;

import io.grpc.Status;
import io.nosagent.api.gnmi.GnmiException;
import io.nosagent.config.ConfigPath;
import io.nosagent.config.schema.LeafType;
import io.nosagent.config.schema.SchemaNode;
import io.nosagent.config.yang.InterfacesYang;
import io.nosagent.config.yang.InterfacesYang.Interface;
import io.nosagent.feature.gnmi.Fragment;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/** Request paths against the served tree: what is malformed, what is not served, what is fine. */
class DataSchemaTest {

    static final LeafType UINT32 = LeafType.unsigned(32, 0, 4294967295L);

    static final SchemaNode.Container CONFIG = Fragment.of(InterfacesYang.node())
            .with(Interface.Config.node(), Interface.Config.NAME, Interface.Config.MTU)
            .with(Interface.Subinterfaces.Subinterface.Config.node(), Interface.Subinterfaces.Subinterface.Config.INDEX)
            .build();
    static final SchemaNode.Container COUNTERS = Fragment.of(InterfacesYang.node())
            .with(Interface.State.Counters.node(), Interface.State.Counters.IN_OCTETS).build();

    final DataSchema schema = new DataSchema(Map.of("openconfig", List.of(CONFIG, COUNTERS)));

    private Status.Code check(String path) {
        var e = catchThrowableOfType(GnmiException.class, () -> schema.check(ConfigPath.parse(path)));
        return e == null ? Status.Code.OK : e.code();
    }

    @Test
    void fragmentsOfSeveralHandlersMergeIntoOneTree() {
        assertThat(check("/interfaces/interface[name=eth1/1/1]/config/mtu")).isEqualTo(Status.Code.OK);
        assertThat(check("/interfaces/interface[name=eth1/1/1]/state/counters/in-octets")).isEqualTo(Status.Code.OK);
        assertThat(check("/openconfig-interfaces:interfaces/interface")).isEqualTo(Status.Code.OK);
    }

    @Test
    void wildcardsAreServedWhenSomeBranchIs() {
        assertThat(check("/interfaces/interface[name=*]/*/mtu")).isEqualTo(Status.Code.OK);
        assertThat(check("/interfaces/.../in-octets")).isEqualTo(Status.Code.OK);
        assertThat(check("/.../index")).isEqualTo(Status.Code.OK);
        assertThat(check("/interfaces/*/nothing-like-this")).isEqualTo(Status.Code.UNIMPLEMENTED);
    }

    @Test
    void elementsAndOriginsNotServedAreUnimplemented() {
        assertThat(check("/interfaces/interface/config/speed")).isEqualTo(Status.Code.UNIMPLEMENTED);
        assertThat(check("/bgp")).isEqualTo(Status.Code.UNIMPLEMENTED);
        assertThat(check("/interfaces/interface/config/mtu/deeper")).isEqualTo(Status.Code.UNIMPLEMENTED);
        assertThat(check("cli:/show")).isEqualTo(Status.Code.UNIMPLEMENTED);
        assertThat(check("/other-module:interfaces")).isEqualTo(Status.Code.UNIMPLEMENTED);
    }

    @Test
    void malformedNamesAndKeysAreInvalid() {
        assertThat(check("/interfaces/inter face")).isEqualTo(Status.Code.INVALID_ARGUMENT);
        assertThat(check("/interfaces/interface[id=1]")).isEqualTo(Status.Code.INVALID_ARGUMENT);
        assertThat(check("/interfaces[name=a]")).isEqualTo(Status.Code.INVALID_ARGUMENT);
        assertThat(check("/interfaces/interface[name=x]/subinterfaces/subinterface[index=-1]"))
                .isEqualTo(Status.Code.INVALID_ARGUMENT);
        assertThat(check("/interfaces/interface[name=x]/subinterfaces/subinterface[index=4294967296]"))
                .isEqualTo(Status.Code.INVALID_ARGUMENT);
        assertThat(check("/*[name=x]")).isEqualTo(Status.Code.INVALID_ARGUMENT);
    }

    @Test
    void aPathCheckedAfterAnotherHasEveryElementThatDiffersCheckedStill() {
        var checked = ConfigPath.parse("/interfaces/interface[name=eth1/1/1]/config/mtu");

        assertThatCode(() -> DataSchema.checkSyntax(ConfigPath.parse("/interfaces/interface[name=eth1/2/1]/config/mtu"), checked))
                .doesNotThrowAnyException();
        assertThatThrownBy(() -> DataSchema.checkSyntax(ConfigPath.parse("/interfaces/interface[name=eth1/2/1]/config/m tu"), checked))
                .isInstanceOf(GnmiException.class).hasMessageContaining("'m tu'");
        assertThatThrownBy(() -> DataSchema.checkSyntax(ConfigPath.parse("/interfaces/interface[name=eth1/1/1]/config/mtu/x y"), checked))
                .isInstanceOf(GnmiException.class).hasMessageContaining("'x y'");
        assertThatThrownBy(() -> DataSchema.checkSyntax(ConfigPath.parse("/interfaces/interface[bad key=eth1/1/1]/config/mtu"), checked))
                .isInstanceOf(GnmiException.class).hasMessageContaining("'bad key'");
    }

    @Test
    void twoHandlersDefiningOneNodeDifferentlyAreRefusedAtRegistration() {
        var clash = new SchemaNode.Container("interfaces", "openconfig-interfaces", true, List.of(
                new SchemaNode.ListNode("interface", "openconfig-interfaces", true, List.of("name"), List.of(
                        new SchemaNode.Leaf("name", "openconfig-interfaces", true, UINT32, false)))));

        assertThatThrownBy(() -> new DataSchema(Map.of("openconfig", List.of(CONFIG, clash))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("name");
    }

    @Test
    void keyValuesAreComparedInCanonicalForm() {
        assertThat(PathKeys.canonical(UINT32, "007")).isEqualTo("7");
        assertThat(PathKeys.canonical(LeafType.ipv6Address(), "2001:DB8:0:0::1")).isEqualTo("2001:db8::1");
        assertThat(PathKeys.canonical(LeafType.ipPrefix(), "10.0.1.7/24")).isEqualTo("10.0.1.0/24");
        assertThat(PathKeys.canonical(LeafType.macAddress(), "02:AB:00:00:00:01")).isEqualTo("02:ab:00:00:00:01");
        assertThatCode(() -> PathKeys.canonical(LeafType.string(), "eth1/1/1")).doesNotThrowAnyException();
    }

    @Test
    void keyValuesWithLeadingZerosAreRefusedNamingTheText() {
        assertThatThrownBy(() -> PathKeys.canonical(LeafType.ipv4Address(), "010.0.0.1")).hasMessageContaining("'010.0.0.1'");
        assertThatThrownBy(() -> PathKeys.canonical(LeafType.ipPrefix(), "10.0.1.0/024")).hasMessageContaining("'10.0.1.0/024'");
    }
}
