package io.nosagent.config.codec;

import io.nosagent.config.ConfigError;
import io.nosagent.config.ConfigError.Kind;
import io.nosagent.config.ConfigException;
import io.nosagent.config.Rtsw;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

class StartupFileErrorsTest {

    private static final String IFS = "/openconfig-interfaces:interfaces";

    private final IntentCodec codec = new IntentCodec();

    /** A startup file with the RTSW hostname and the given interface entries. */
    private static String file(String... interfaces) {
        return """
                {
                  "openconfig-system:system": {"config": {"hostname": "rtsw001"}},
                  "openconfig-interfaces:interfaces": {"interface": [%s]}
                }
                """.formatted(String.join(",\n", interfaces));
    }

    private static String intf(String name, String extraConfig, String addresses) {
        return """
                {"name": "%s",
                 "config": {"name": "%s", "type": "iana-if-type:ethernetCsmacd"%s},
                 "subinterfaces": {"subinterface": [{"index": 0,
                   "openconfig-if-ip:ipv4": {"addresses": {"address": [%s]}}}]}}""".formatted(name, name, extraConfig, addresses);
    }

    private static String v4(String ip, int length) {
        return "{\"ip\": \"%s\", \"config\": {\"ip\": \"%s\", \"prefix-length\": %d}}".formatted(ip, ip, length);
    }

    private List<ConfigError> errorsOf(String text) {
        return catchThrowableOfType(ConfigException.class, () -> codec.parse(text, "startup.json", Rtsw.context()))
                .errors();
    }

    @Test
    void aSyntaxErrorNamesLineAndColumn() {
        String broken = """
                {
                  "openconfig-system:system": {
                    "config": {"hostname": "rtsw001",}
                  }
                }
                """;

        var e = catchThrowableOfType(ConfigException.class, () -> codec.parse(broken, "startup.json", Rtsw.context()));

        assertThat(e.errors()).singleElement().satisfies(err -> {
            assertThat(err.kind()).isEqualTo(Kind.SYNTAX);
            assertThat(err.message()).startsWith("line 3, column 38:");
        });
        assertThat(e.getMessage()).startsWith("startup.json: line 3, column 38:");
    }

    @Test
    void aDuplicateMemberIsASyntaxErrorToo() {
        var errors = errorsOf("{\"openconfig-system:system\": {\"config\": {\"hostname\": \"a\", \"hostname\": \"b\"}}}");

        assertThat(errors).singleElement().satisfies(err -> {
            assertThat(err.kind()).isEqualTo(Kind.SYNTAX);
            assertThat(err.message()).contains("line 1").contains("hostname");
        });
    }

    /** An interface entry with an expected-peer config member. */
    private static String withPeer(String name, String peerConfig) {
        return """
                {"name": "%s",
                 "config": {"name": "%s", "type": "iana-if-type:ethernetCsmacd"},
                 "nosagent-interfaces:expected-peer": {"config": {%s}}}""".formatted(name, name, peerConfig);
    }

    @Test
    void anExpectedPeerPortWithoutItsDeviceIsRefusedAtThePortId() {
        var errors = errorsOf(file(withPeer("eth1/17/1", "\"port-id\": \"eth1/1/1\"")));

        assertThat(errors).singleElement().hasToString(IFS + "/interface[name=eth1/17/1]/nosagent-interfaces:expected-peer"
                + "/config/port-id: port-id needs system-name: a port id alone does not say which device the cable reaches");
    }

    @Test
    void anEmptyExpectedPeerNameIsOutOfTheYangLength() {
        var errors = errorsOf(file(withPeer("eth1/17/1", "\"system-name\": \"\"")));

        assertThat(errors).singleElement().satisfies(err -> {
            assertThat(err.kind()).isEqualTo(Kind.BAD_VALUE);
            assertThat(err.toString()).startsWith(IFS + "/interface[name=eth1/17/1]/nosagent-interfaces:expected-peer/config/system-name");
        });
    }

    @Test
    void anUnknownInterfaceIsNamedWithItsPath() {
        var errors = errorsOf(file(intf("eth1/99/1", "", v4("10.0.0.1", 24))));

        assertThat(errors).singleElement().hasToString(
                IFS + "/interface[name=eth1/99/1]: unknown interface 'eth1/99/1' (not a port of this switch)");
    }

    @Test
    void anInvalidAddressIsNamedWithItsPathAndValue() {
        var errors = errorsOf(file(intf("eth1/1/1", "", v4("10.0.0.300", 24))));

        assertThat(errors).singleElement().hasToString(IFS + "/interface[name=eth1/1/1]/subinterfaces/subinterface[index=0]"
                + "/openconfig-if-ip:ipv4/addresses/address[ip=10.0.0.300]: '10.0.0.300' is not an IPv4 address");
    }

    @Test
    void anAddressWithALeadingZeroIsRefusedBecauseSomeParsersReadItAsOctal() {
        var errors = errorsOf(file(intf("eth1/1/1", "", v4("10.0.0.010", 24))));

        assertThat(errors).singleElement().hasToString(IFS + "/interface[name=eth1/1/1]/subinterfaces/subinterface[index=0]"
                + "/openconfig-if-ip:ipv4/addresses/address[ip=10.0.0.010]: '10.0.0.010' is not an IPv4 address:"
                + " octet '010' has a leading zero (octal to some parsers)");
    }

    @Test
    void aFileWithSeveralErrorsReportsAllOfThem() {
        String text = file(
                intf("eth1/99/1", "", v4("10.0.0.1", 24)),
                intf("eth1/1/1", ", \"mtu\": \"9000\"", v4("10.0.0.300", 24)),
                intf("eth1/2/1", ", \"mtu\": 9300, \"colour\": \"blue\"", v4("10.0.0.2", 40)),
                intf("eth1/3/1", "", v4("10.0.0.5", 16)));

        var e = catchThrowableOfType(ConfigException.class, () -> codec.parse(text, "startup.json", Rtsw.context()));

        assertThat(e.errors()).extracting(ConfigError::toString).containsExactlyInAnyOrder(
                IFS + "/interface[name=eth1/1/1]/config/mtu: expected uint16 as a JSON number, got string \"9000\"",
                IFS + "/interface[name=eth1/1/1]/subinterfaces/subinterface[index=0]/openconfig-if-ip:ipv4/addresses"
                        + "/address[ip=10.0.0.300]: '10.0.0.300' is not an IPv4 address",
                IFS + "/interface[name=eth1/2/1]/config/colour: 'colour' is not in the schema"
                        + " (config has: name, type, mtu, description, enabled, id)",
                IFS + "/interface[name=eth1/2/1]/subinterfaces/subinterface[index=0]/openconfig-if-ip:ipv4/addresses"
                        + "/address[ip=10.0.0.2]/config/prefix-length: 40 is out of range 0..32",
                IFS + "/interface[name=eth1/99/1]: unknown interface 'eth1/99/1' (not a port of this switch)",
                IFS + "/interface[name=eth1/2/1]/config/mtu: mtu 9300 is out of range 68..9216",
                IFS + "/interface[name=eth1/99/1]/subinterfaces/subinterface[index=0]/openconfig-if-ip:ipv4/addresses"
                        + "/address[ip=10.0.0.1]: subnet 10.0.0.1/24 overlaps 10.0.0.5/16 on eth1/3/1");
        assertThat(e.getMessage()).startsWith("startup.json: 7 errors");
    }

    @Test
    void unknownMembersAreUnknownElementsAndTypeErrorsAreBadValues() {
        var errors = errorsOf(file(intf("eth1/1/1", ", \"enabled\": \"yes\"", ""))
                .replace("\"openconfig-system:system\"", "\"openconfig-system:sys\""));

        assertThat(errors).extracting(ConfigError::kind).contains(Kind.UNKNOWN_ELEMENT, Kind.BAD_VALUE);
        assertThat(errors).anySatisfy(err -> assertThat(err).hasToString(
                "/openconfig-system:sys: 'openconfig-system:sys' is not in the schema (top level has: system, interfaces, network-instances, routing, qos, pfc-watchdog, copp, components)"));
        assertThat(errors).anySatisfy(err -> assertThat(err.toString()).endsWith(
                "/config/enabled: expected boolean as a JSON true/false, got string \"yes\""));
    }

    @Test
    void aFileWithoutHostnameOrInterfaceTypeMissesMandatoryLeaves() {
        String text = """
                {"openconfig-interfaces:interfaces": {"interface": [{"name": "eth1/1/1", "config": {"mtu": 9100}}]}}
                """;

        assertThat(errorsOf(text)).extracting(ConfigError::toString).containsExactlyInAnyOrder(
                "/openconfig-system:system/config/hostname: mandatory leaf 'hostname' is missing",
                IFS + "/interface[name=eth1/1/1]/config/type: mandatory leaf 'type' is missing");
    }

    @Test
    void theListKeyMustAgreeWithItsConfigMirror() {
        String text = file("""
                {"name": "eth1/1/1", "config": {"name": "eth1/2/1", "type": "iana-if-type:ethernetCsmacd"}}""");

        assertThat(errorsOf(text)).singleElement().hasToString(
                IFS + "/interface[name=eth1/1/1]/config/name: 'eth1/2/1' conflicts with the entry's key name=eth1/1/1");
    }

    @Test
    void stateIsNotConfigurableAndOtherSubinterfacesAreRefused() {
        String text = file("""
                {"name": "eth1/1/1", "config": {"name": "eth1/1/1", "type": "iana-if-type:ethernetCsmacd"},
                 "state": {"oper-status": "UP"},
                 "subinterfaces": {"subinterface": [{"index": 5}]}}""");

        assertThat(errorsOf(text)).extracting(ConfigError::toString).containsExactlyInAnyOrder(
                IFS + "/interface[name=eth1/1/1]/state: 'state' is read-only state (config false) and cannot be configured",
                IFS + "/interface[name=eth1/1/1]/subinterfaces/subinterface[index=5]: subinterface 5 is not supported:"
                        + " ports are routed and carry addresses on subinterface 0 only");
    }

    @Test
    void duplicateInterfacesAndUnsupportedTypesAreRefused() {
        String text = file(intf("eth1/1/1", "", ""), intf("eth1/1/1", "", ""), """
                {"name": "eth1/2/1", "config": {"name": "eth1/2/1", "type": "iana-if-type:softwareLoopback"}}""");

        assertThat(errorsOf(text)).extracting(ConfigError::toString).containsExactlyInAnyOrder(
                IFS + "/interface[name=eth1/1/1]: duplicate entry in list 'interface'",
                IFS + "/interface[name=eth1/2/1]/config/type: 'iana-if-type:softwareLoopback' is not supported"
                        + " (supported: iana-if-type:ethernetCsmacd)");
    }

    @Test
    void unqualifiedTopLevelNamesAndRedundantQualifiersAreAccepted() {
        String text = """
                {"system": {"openconfig-system:config": {"hostname": "rtsw001"}},
                 "interfaces": {"interface": [{"name": "eth1/1/1",
                   "config": {"type": "ethernetCsmacd"},
                   "subinterfaces": {"subinterface": [{"index": 0,
                     "ipv6": {"addresses": {"address": [{"ip": "2001:DB8::1", "config": {"prefix-length": 64}}]}}}]}}]}}
                """;

        var intent = codec.parse(text, "lenient.json", Rtsw.context());

        assertThat(intent.interfaces().get("eth1/1/1").addresses()).extracting(Object::toString)
                .containsExactly("2001:db8::1/64");
    }
}
