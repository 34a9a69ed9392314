package io.nosagent.config;

import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ConfigPathTest {

    @Test
    void interfaceNamesWithSlashesStayInsideTheirKey() {
        ConfigPath path = ConfigPath.parse("/interfaces/interface[name=eth1/1/1]/config/mtu");

        assertThat(path.elems()).extracting(ConfigPath.Elem::name).containsExactly("interfaces", "interface", "config", "mtu");
        assertThat(path.elems().get(1).keys()).containsExactly(Map.entry("name", "eth1/1/1"));
        assertThat(path).hasToString("/interfaces/interface[name=eth1/1/1]/config/mtu");
    }

    @Test
    void escapedBracketsInKeyValuesRoundTrip() {
        ConfigPath path = ConfigPath.ROOT.child("a", Map.of("k", "x]y\\z"));

        assertThat(path.toString()).isEqualTo("/a[k=x\\]y\\\\z]");
        assertThat(ConfigPath.parse(path.toString())).isEqualTo(path);
    }

    @Test
    void originPrefixAndModuleQualifiedNamesAreKept() {
        ConfigPath path = ConfigPath.parse("openconfig:/openconfig-interfaces:interfaces/interface[name=*]");

        assertThat(path.origin()).isEqualTo("openconfig");
        assertThat(path.elems().getFirst().name()).isEqualTo("openconfig-interfaces:interfaces");
        assertThat(path.elems().getFirst().localName()).isEqualTo("interfaces");
        assertThat(path.elems().get(1).keys()).containsEntry("name", ConfigPath.ANY);
    }

    @Test
    void rootIsSlash() {
        assertThat(ConfigPath.parse("/")).isEqualTo(ConfigPath.ROOT);
        assertThat(ConfigPath.ROOT).hasToString("/");
    }

    @Test
    void malformedPathsSayWhatIsWrong() {
        assertThatThrownBy(() -> ConfigPath.parse("interfaces")).hasMessageContaining("must start with '/'");
        assertThatThrownBy(() -> ConfigPath.parse("/a[name=x")).hasMessageContaining("not closed");
        assertThatThrownBy(() -> ConfigPath.parse("/a//b")).hasMessageContaining("empty element");
        assertThatThrownBy(() -> ConfigPath.parse("/a[k=1][k=2]")).hasMessageContaining("repeated key 'k'");
    }
}
