package io.nosagent.config.validate;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.ConfigError;
import io.nosagent.config.ConfigException;
import io.nosagent.config.ConfigPath;
import io.nosagent.config.Rtsw;
import io.nosagent.config.codec.IntentCodec;
import io.nosagent.config.codec.JsonText;
import io.nosagent.config.intent.platform.ComponentsIntent;
import io.nosagent.config.intent.platform.TableResource;
import io.nosagent.config.intent.platform.Thresholds;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * The ASIC's resource thresholds: set ones read back and take effect, unset ones are the defaults, and bad
 * ones are refused at the path of the offending leaf: a clear threshold not below the upper one (given or
 * default), a percentage past 100, a resource the ASIC does not report, a component with nothing to set.
 */
class ComponentsValidationTest {

    private static final String RESOURCES = "/openconfig-platform:components/component[name=asic0]/integrated-circuit/utilization/resources";

    private final IntentCodec codec = new IntentCodec();

    private ObjectNode document(String resources) {
        var doc = (ObjectNode) JsonText.parse(Rtsw.exampleText(), "example");
        doc.set("openconfig-platform:components", JsonText.parse("""
                {"component": [{"name": "asic0", "config": {"name": "asic0"}, "integrated-circuit": {"utilization":
                  {"resources": {"resource": [%s]}}}}]}""".formatted(resources), "components"));
        return doc;
    }

    private static String resource(String name, String config) {
        return "{\"name\": \"%s\", \"config\": {\"name\": \"%s\"%s}}".formatted(name, name, config.isEmpty() ? "" : ", " + config);
    }

    private List<String> problems(ObjectNode doc) {
        var e = catchThrowableOfType(ConfigException.class, () -> codec.decode(doc, "components.json", Rtsw.context()));
        return e == null ? List.of() : e.errors().stream().map(ConfigError::toString).toList();
    }

    @Test
    void thresholdsSetOnARouteTableTakeEffectAndTheOthersKeepTheDefaults() {
        var intent = codec.decode(document(resource("ipv4-routes", "\"used-threshold-upper\": 60, \"used-threshold-upper-clear\": 50")
                + ", " + resource("ipv6-routes", "\"used-threshold-upper\": 95")), "components.json", Rtsw.context());

        var components = ComponentsIntent.of(intent);
        assertThat(components.thresholds("asic0", TableResource.IPV4_ROUTES)).isEqualTo(new Thresholds(60, 50));
        assertThat(components.thresholds("asic0", TableResource.IPV6_ROUTES)).isEqualTo(new Thresholds(95, 70));
        assertThat(components.thresholds("asic0", TableResource.ACL_ENTRIES)).isEqualTo(Thresholds.DEFAULT);
        assertThat(codec.encode(intent).get("openconfig-platform:components")).isEqualTo(JsonText.parse("""
                {"component": [{"name": "asic0", "config": {"name": "asic0"}, "integrated-circuit": {"utilization": {"resources": {"resource": [
                  {"name": "ipv4-routes", "config": {"name": "ipv4-routes", "used-threshold-upper": 60, "used-threshold-upper-clear": 50}},
                  {"name": "ipv6-routes", "config": {"name": "ipv6-routes", "used-threshold-upper": 95}}]}}}}]}""", "expected"));
    }

    @Test
    void anUnconfiguredSwitchWritesNoComponents() {
        var intent = codec.decode((ObjectNode) JsonText.parse(Rtsw.exampleText(), "example"), "example", Rtsw.context());

        assertThat(ComponentsIntent.of(intent)).isEqualTo(ComponentsIntent.NONE);
        assertThat(codec.encode(intent).has("openconfig-platform:components")).isFalse();
    }

    @Test
    void aClearThresholdNotBelowTheUpperOneIsRefusedAtTheClearLeaf() {
        assertThat(problems(document(resource("ipv4-next-hops",
                "\"used-threshold-upper\": 60, \"used-threshold-upper-clear\": 60"))))
                .containsExactly(RESOURCES + "/resource[name=ipv4-next-hops]/config/used-threshold-upper-clear: "
                        + "used-threshold-upper-clear 60 is not below used-threshold-upper 60: an exceeded resource clears only once"
                        + " its use falls below the clear threshold");
    }

    @Test
    void anUpperThresholdBelowTheDefaultClearIsRefusedAtTheUpperLeafNamingTheDefault() {
        assertThat(problems(document(resource("acl-entries", "\"used-threshold-upper\": 50")))).singleElement().asString()
                .startsWith(RESOURCES + "/resource[name=acl-entries]/config/used-threshold-upper: ")
                .contains("used-threshold-upper-clear 70 (default) is not below used-threshold-upper 50");
    }

    @Test
    void aPercentagePast100IsRefusedAtItsLeaf() {
        assertThat(problems(document(resource("ipv4-routes", "\"used-threshold-upper\": 101")))).singleElement().asString()
                .startsWith(RESOURCES + "/resource[name=ipv4-routes]/config/used-threshold-upper: ").contains("101").contains("0..100");
    }

    @Test
    void aResourceTheAsicDoesNotReportIsRefusedNamingTheOnesItDoes() {
        assertThat(problems(document(resource("fdb-entries", "\"used-threshold-upper\": 90")))).singleElement().asString()
                .startsWith(RESOURCES + "/resource[name=fdb-entries]: unknown resource 'fdb-entries'")
                .contains("ipv4-routes").contains("next-hop-group-members").contains("acl-entries");
    }

    @Test
    void aComponentOtherThanTheAsicHasNothingToConfigure() {
        var doc = (ObjectNode) JsonText.parse(Rtsw.exampleText(), "example");
        doc.set("openconfig-platform:components", JsonText.parse(
                "{\"component\": [{\"name\": \"fan0\", \"config\": {\"name\": \"fan0\"}}]}", "components"));

        assertThat(problems(doc)).singleElement().asString()
                .startsWith("/openconfig-platform:components/component[name=fan0]: component 'fan0' has nothing to configure");
    }

    @Test
    void aSetOfAStateLeafOrASubcomponentIsRefusedAndChangesNothing() {
        var intent = codec.decode((ObjectNode) JsonText.parse(Rtsw.exampleText(), "example"), "example", Rtsw.context());
        var tree = codec.tree(intent);

        assertThatThrownBy(() -> tree.update(ConfigPath.parse(
                "/components/component[name=asic0]/subcomponents/subcomponent[name=x]/config/name"), JsonText.parse("\"x\"", "v")))
                .isInstanceOf(ConfigException.class).hasMessageContaining("subcomponents");
        assertThat(ComponentsIntent.of(intent)).isEqualTo(ComponentsIntent.NONE);
    }
}
