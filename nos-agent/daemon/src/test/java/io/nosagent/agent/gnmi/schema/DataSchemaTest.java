package io.nosagent.agent.gnmi.schema;

import io.nosagent.feature.gnmi.LeafKind;
import io.nosagent.feature.gnmi.DataNode;
import io.grpc.Status;
import io.nosagent.api.gnmi.GnmiException;
import io.nosagent.config.ConfigPath;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static io.nosagent.feature.gnmi.LeafKind.STRING;
import static io.nosagent.feature.gnmi.LeafKind.UINT32;
import static io.nosagent.feature.gnmi.LeafKind.UINT64;
import static io.nosagent.feature.gnmi.Yang.container;
import static io.nosagent.feature.gnmi.Yang.leaf;
import static io.nosagent.feature.gnmi.Yang.list;
import static io.nosagent.feature.gnmi.Yang.state;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/** Request paths against the served tree: what is malformed, what is not served, what is fine. */
class DataSchemaTest {

    static final DataNode.Container CONFIG = container("openconfig-interfaces:interfaces",
            list("interface", List.of("name"), leaf("name", STRING),
                    container("config", leaf("name", STRING), leaf("mtu", LeafKind.UINT16)),
                    container("subinterfaces", list("subinterface", List.of("index"), leaf("index", UINT32)))));
    static final DataNode.Container COUNTERS = container("openconfig-interfaces:interfaces",
            list("interface", List.of("name"), leaf("name", STRING),
                    state(container("counters", leaf("in-octets", UINT64)))));

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
    void twoHandlersDefiningOneNodeDifferentlyAreRefusedAtRegistration() {
        var clash = container("openconfig-interfaces:interfaces", list("interface", List.of("name"), leaf("name", UINT32)));

        assertThatThrownBy(() -> new DataSchema(Map.of("openconfig", List.of(CONFIG, clash))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("name");
    }

    @Test
    void keyValuesAreComparedInCanonicalForm() {
        assertThat(LeafKind.UINT32.canonicalKey("007")).isEqualTo("7");
        assertThat(LeafKind.IPV6_ADDRESS.canonicalKey("2001:DB8:0:0::1")).isEqualTo("2001:db8::1");
        assertThat(LeafKind.IP_PREFIX.canonicalKey("10.0.1.7/24")).isEqualTo("10.0.1.0/24");
        assertThat(LeafKind.MAC_ADDRESS.canonicalKey("02:AB:00:00:00:01")).isEqualTo("02:ab:00:00:00:01");
        assertThatCode(() -> LeafKind.STRING.canonicalKey("eth1/1/1")).doesNotThrowAnyException();
    }

    @Test
    void keyValuesWithLeadingZerosAreRefusedNamingTheText() {
        assertThatThrownBy(() -> LeafKind.IPV4_ADDRESS.canonicalKey("010.0.0.1")).hasMessageContaining("'010.0.0.1'");
        assertThatThrownBy(() -> LeafKind.IP_PREFIX.canonicalKey("10.0.1.0/024")).hasMessageContaining("'10.0.1.0/024'");
    }
}
