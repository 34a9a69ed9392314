package io.nosagent.config.codec;

import com.fasterxml.jackson.databind.JsonNode;
import io.nosagent.config.ConfigError;
import io.nosagent.config.ConfigError.Kind;
import io.nosagent.config.ConfigException;
import io.nosagent.config.ConfigPath;
import io.nosagent.config.Rtsw;
import io.nosagent.config.intent.InterfaceAddress;
import io.nosagent.config.intent.SwitchIntent;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/** gNMI-style Get/Set on the RTSW example config, as the gNMI server will drive it. */
class ConfigTreeTest {

    private final IntentCodec codec = new IntentCodec();
    private final SwitchIntent running = Rtsw.exampleIntent();
    private final ConfigTree tree = codec.tree(running);

    private static ConfigPath path(String text) {
        return ConfigPath.parse(text);
    }

    private static JsonNode json(String text) {
        return JsonText.parse(text, "test");
    }

    private SwitchIntent decode(ConfigTree edited) {
        return codec.decode(edited, "gNMI Set", Rtsw.context());
    }

    private static ConfigError errorOf(Runnable operation) {
        return catchThrowableOfType(ConfigException.class, operation::run).errors().getFirst();
    }

    @Test
    void readingALeafOfEveryInterfaceWithAWildcardKey() {
        var matches = tree.read(path("/interfaces/interface[name=*]/config/mtu"));

        assertThat(matches).hasSize(34);
        assertThat(matches.getFirst().path()).hasToString("/openconfig-interfaces:interfaces/interface[name=eth1/1/1]/config/mtu");
        assertThat(matches.getLast().path()).hasToString("/openconfig-interfaces:interfaces/interface[name=eth1/34/1]/config/mtu");
        assertThat(matches).allSatisfy(m -> assertThat(m.value().asInt()).isEqualTo(9100));
    }

    @Test
    void readingAContainerOfOneInterfaceGivesItsSubtree() {
        var matches = tree.read(path("/openconfig-interfaces:interfaces/interface[name=eth1/17/1]/config"));

        assertThat(matches).singleElement().satisfies(m -> {
            assertThat(m.value().get("description").asText()).isEqualTo("uplink: ctsw001");
            assertThat(m.value().get("type").asText()).isEqualTo("iana-if-type:ethernetCsmacd");
        });
    }

    @Test
    void readingWithElementWildcards() {
        assertThat(tree.read(path("/system/*/hostname"))).singleElement()
                .satisfies(m -> assertThat(m.value().asText()).isEqualTo("rtsw001"));
        assertThat(tree.read(path("/system/..."))).extracting(m -> m.path().toString()).containsExactly(
                "/openconfig-system:system", "/openconfig-system:system/config",
                "/openconfig-system:system/config/hostname", "/openconfig-system:system/config/domain-name");
        var prefixLengths = tree.read(path("/interfaces/interface[name=eth1/17/1]/.../prefix-length"));
        assertThat(prefixLengths).extracting(m -> m.value().asInt()).containsExactly(31, 127);
        assertThat(prefixLengths.getFirst().path()).hasToString("/openconfig-interfaces:interfaces/interface[name=eth1/17/1]"
                + "/subinterfaces/subinterface[index=0]/openconfig-if-ip:ipv4/addresses/address[ip=10.1.1.0]/config/prefix-length");
    }

    @Test
    void readingWhatIsNotConfiguredFindsNothingButAnUnknownElementIsAnError() {
        assertThat(tree.read(path("/interfaces/interface[name=eth1/40/1]/config/mtu"))).isEmpty();
        assertThat(tree.read(path("/interfaces/interface[name=eth1/1/1]/state/oper-status"))).isEmpty();

        ConfigError error = errorOf(() -> tree.read(path("/interfaces/interface[name=eth1/40/1]/config/speed")));

        assertThat(error.kind()).isEqualTo(Kind.UNKNOWN_ELEMENT);
        assertThat(error).hasToString("/openconfig-interfaces:interfaces/interface[name=eth1/40/1]/config/speed:"
                + " 'speed' is not in the schema (config has: name, type, mtu, description, enabled, id)");
    }

    @Test
    void updateMergesAndLeavesEverythingElse() {
        var edited = tree.update(path("/interfaces/interface[name=eth1/1/1]/config"), json("{\"mtu\": 4200}"));

        SwitchIntent after = decode(edited);
        assertThat(after.interfaces().get("eth1/1/1").mtu()).isEqualTo(4200);
        assertThat(after.interfaces().get("eth1/1/1").description()).hasValue("downlink: host0 GPU0 RDMA NIC");
        assertThat(after.interfaces().get("eth1/1/1").addresses()).hasSize(2);
        assertThat(after.withInterface(after.interfaces().get("eth1/1/1").withMtu(9100))).isEqualTo(running);
    }

    @Test
    void aFamilySwitchedOffTheRoutingMacAndTheLoadIntervalGoIntoTheIntentAndBack() {
        String port = "/interfaces/interface[name=eth1/1/1]";
        var edited = tree.update(path(port + "/subinterfaces/subinterface[index=0]/ipv6/config/enabled"), json("false"));
        edited = edited.update(path(port + "/ethernet/config/mac-address"), json("\"02:00:00:AA:BB:CC\""));
        edited = edited.update(path(port + "/rates/config/load-interval"), json("30"));

        var eth = decode(edited).interfaces().get("eth1/1/1");
        assertThat(eth.ipv4Enabled()).isTrue();
        assertThat(eth.ipv6Enabled()).isFalse();
        assertThat(eth.mac()).hasValue("02:00:00:aa:bb:cc");
        assertThat(eth.effectiveLoadInterval()).isEqualTo(30);
        assertThat(decode(codec.tree(decode(edited)))).as("written back and read again").isEqualTo(decode(edited));
        assertThat(decode(edited).withInterface(eth.withFamilyEnabled(false, true).withMac(null).withLoadInterval(null)))
                .isEqualTo(running);
    }

    @Test
    void updateOfAListMergesEntriesByKey() {
        var edited = tree.update(path("/interfaces"), json("""
                {"interface": [{"name": "eth1/2/1", "config": {"enabled": false}}]}"""));

        SwitchIntent after = decode(edited);
        assertThat(after.interfaces()).hasSize(34);
        assertThat(after.interfaces().get("eth1/2/1").enabled()).isFalse();
        assertThat(after.interfaces().get("eth1/2/1").addresses()).hasSize(2);
    }

    @Test
    void updateOfALeafListAppendsTheValuesItLacksAndReplaceSetsIt() {
        var search = path("/system/dns/config/search");
        var first = tree.replace(search, json("[\"a.example\", \"b.example\"]"));

        var appended = first.update(search, json("[\"c.example\", \"a.example\"]"));
        var inContainer = appended.update(path("/system/dns/config"), json("{\"search\": [\"d.example\"]}"));

        assertThat(decode(appended).system().dns().search()).containsExactly("a.example", "b.example", "c.example");
        assertThat(decode(inContainer).system().dns().search()).containsExactly("a.example", "b.example", "c.example", "d.example");
        assertThat(decode(inContainer.replace(search, json("[\"e.example\"]"))).system().dns().search()).containsExactly("e.example");
    }

    @Test
    void replaceRemovesWhatIsNotSupplied() {
        var edited = tree.replace(path("/interfaces/interface[name=eth1/1/1]"), json("""
                {"config": {"type": "iana-if-type:ethernetCsmacd", "mtu": 9000}}"""));

        var eth1 = decode(edited).interfaces().get("eth1/1/1");
        assertThat(eth1.mtu()).isEqualTo(9000);
        assertThat(eth1.description()).isEmpty();
        assertThat(eth1.addresses()).isEmpty();
    }

    @Test
    void replaceOfAConfigContainerStillKnowsItsKey() {
        var edited = tree.replace(path("/interfaces/interface[name=eth1/1/1]/config"), json("""
                {"type": "iana-if-type:ethernetCsmacd", "description": "spare"}"""));

        assertThat(edited.read(path("/interfaces/interface[name=eth1/1/1]/config/name")))
                .singleElement().satisfies(m -> assertThat(m.value().asText()).isEqualTo("eth1/1/1"));
        assertThat(decode(edited).interfaces().get("eth1/1/1").description()).hasValue("spare");
    }

    @Test
    void writingAnAddressCreatesTheEntriesOnTheWay() {
        var edited = tree.update(path("/interfaces/interface[name=eth1/5/1]/subinterfaces/subinterface[index=0]"
                + "/openconfig-if-ip:ipv4/addresses/address[ip=10.0.55.1]/config/prefix-length"), json("24"));

        assertThat(decode(edited).interfaces().get("eth1/5/1").ipv4Addresses())
                .containsExactly(InterfaceAddress.parse("10.0.5.1/24"), InterfaceAddress.parse("10.0.55.1/24"));
    }

    @Test
    void deletingAMissingPathSucceedsAndChangesNothing() {
        var edited = tree.delete(path("/interfaces/interface[name=eth1/1/1]/config/description"))
                .delete(path("/interfaces/interface[name=eth1/1/1]/config/description"))
                .delete(path("/interfaces/interface[name=eth1/40/1]"));

        assertThat(decode(edited).interfaces().get("eth1/1/1").description()).isEmpty();
        assertThat(decode(edited).interfaces()).hasSize(34);
    }

    @Test
    void deletingWithAWildcardKeyRemovesEveryMatch() {
        var edited = tree.delete(path("/interfaces/interface[name=*]/subinterfaces"));

        assertThat(decode(edited).interfaces().values()).allSatisfy(i -> assertThat(i.addresses()).isEmpty());
    }

    @Test
    void keysAndMandatoryLeavesCannotBeDeletedOnTheirOwn() {
        assertThat(errorOf(() -> tree.delete(path("/interfaces/interface[name=eth1/1/1]/config/name")))).hasToString(
                "/openconfig-interfaces:interfaces/interface[name=eth1/1/1]/config/name: 'name' is a list key and"
                        + " cannot be deleted; delete the entry /openconfig-interfaces:interfaces/interface[name=eth1/1/1] instead");
        assertThat(errorOf(() -> tree.delete(path("/interfaces/interface[name=eth1/1/1]/name"))).kind())
                .isEqualTo(Kind.BAD_VALUE);
        assertThat(errorOf(() -> tree.delete(path("/system/config/hostname")))).hasToString(
                "/openconfig-system:system/config/hostname: mandatory leaf 'hostname' cannot be deleted");
    }

    @Test
    void aBodyKeyThatDisagreesWithThePathIsAConflict() {
        ConfigError entry = errorOf(() -> tree.update(path("/interfaces/interface[name=eth1/1/1]"),
                json("{\"name\": \"eth1/2/1\"}")));
        ConfigError mirror = errorOf(() -> tree.update(path("/interfaces/interface[name=eth1/1/1]/config"),
                json("{\"name\": \"eth1/2/1\"}")));
        ConfigError leaf = errorOf(() -> tree.replace(path("/interfaces/interface[name=eth1/1/1]/config/name"),
                json("\"eth1/2/1\"")));

        assertThat(entry).hasToString("/openconfig-interfaces:interfaces/interface[name=eth1/1/1]/name:"
                + " 'eth1/2/1' conflicts with the path's key name=eth1/1/1");
        assertThat(mirror.path()).hasToString("/openconfig-interfaces:interfaces/interface[name=eth1/1/1]/config/name");
        assertThat(leaf.kind()).isEqualTo(Kind.BAD_VALUE);
    }

    @Test
    void theWrongJsonTypeIsRejectedNamingPathAndExpectedType() {
        ConfigError error = errorOf(() -> tree.update(path("/interfaces/interface[name=eth1/1/1]/config/mtu"),
                json("\"9000\"")));

        assertThat(error.kind()).isEqualTo(Kind.BAD_VALUE);
        assertThat(error).hasToString("/openconfig-interfaces:interfaces/interface[name=eth1/1/1]/config/mtu:"
                + " expected uint16 as a JSON number, got string \"9000\"");
    }

    @Test
    void anUnknownElementInAWritePathIsNamed() {
        ConfigError error = errorOf(() -> tree.update(path("/interfaces/interface[name=eth1/1/1]/config/mtux"),
                json("9000")));

        assertThat(error.kind()).isEqualTo(Kind.UNKNOWN_ELEMENT);
        assertThat(error.path()).hasToString("/openconfig-interfaces:interfaces/interface[name=eth1/1/1]/config/mtux");
        assertThat(error.message()).startsWith("'mtux' is not in the schema");
    }

    @Test
    void writesNeedEveryKeyAValueAndConfigNotState() {
        assertThat(errorOf(() -> tree.update(path("/interfaces/interface[name=*]/config/mtu"), json("9000"))).message())
                .contains("writing needs every key of list 'interface' [name] with a value, not a wildcard");
        assertThat(errorOf(() -> tree.replace(path("/interfaces/interface[name=eth1/1/1]/config"), json("{}"))).message())
                .contains("use delete");
        assertThat(errorOf(() -> tree.update(path("/interfaces/interface[name=eth1/1/1]/config"), json("null"))).message())
                .contains("a value is required");
        assertThat(errorOf(() -> tree.update(path("/interfaces/interface[name=eth1/1/1]/state/mtu"), json("9000"))).message())
                .contains("read-only state");
        assertThat(errorOf(() -> tree.read(path("/interfaces/interface[index=0]"))).message())
                .contains("keyed by [name], not 'index'");
        assertThat(errorOf(() -> tree.read(path("/interfaces/interface[name=eth1/1/1]/subinterfaces/subinterface[index=x]")))
                .message()).isEqualTo("'x' is not a uint32");
        assertThat(errorOf(() -> tree.read(path("gribi:/interfaces"))).kind()).isEqualTo(Kind.UNKNOWN_ELEMENT);
    }

    @Test
    void aFailedEditLeavesTheTreeUnchanged() {
        String before = tree.toString();

        assertThatThrownBy(() -> tree.update(path("/interfaces/interface[name=eth1/1/1]"),
                json("{\"config\": {\"mtu\": 1500, \"enabled\": \"no\"}}"))).isInstanceOf(ConfigException.class);

        assertThat(tree.toString()).isEqualTo(before);
        assertThat(tree.read(path("/interfaces/interface[name=eth1/1/1]/config/mtu")).getFirst().value().asInt())
                .isEqualTo(9100);
    }

    @Test
    void anEditThatParsesButBreaksValidationFailsAtDecode() {
        var edited = tree.update(path("/interfaces/interface[name=eth1/2/1]/subinterfaces/subinterface[index=0]"
                + "/ipv4/addresses/address[ip=10.0.1.7]"), json("{\"config\": {\"prefix-length\": 24}}"));

        ConfigException e = catchThrowableOfType(ConfigException.class, () -> decode(edited));

        assertThat(e.source()).isEqualTo("gNMI Set");
        assertThat(e.errors()).singleElement().satisfies(err -> assertThat(err.message())
                .isEqualTo("subnet 10.0.1.7/24 overlaps 10.0.1.1/24 on eth1/1/1"));
    }

    @Test
    void replacingTheRootWithAWholeDocument() {
        var edited = tree.replace(ConfigPath.ROOT, json("""
                {"openconfig-system:system": {"config": {"hostname": "rtsw002"}}}"""));

        SwitchIntent after = decode(edited);
        assertThat(after.system().hostname()).isEqualTo("rtsw002");
        assertThat(after.interfaces()).isEmpty();
    }

    @Test
    void aStaticNeighborCanBeAddedByPathAndReadBack() {
        var edited = tree.update(path("/interfaces/interface[name=eth1/2/1]/subinterfaces/subinterface[index=0]"
                        + "/openconfig-if-ip:ipv4/neighbors/neighbor[ip=10.0.2.9]"),
                json("{\"ip\":\"10.0.2.9\",\"config\":{\"ip\":\"10.0.2.9\",\"link-layer-address\":\"02:00:00:00:02:09\"}}"));

        var intent = decode(edited);

        assertThat(intent.interfaceNamed("eth1/2/1").orElseThrow().neighbors())
                .contains(io.nosagent.config.intent.StaticNeighbor.of("10.0.2.9", "02:00:00:00:02:09"));
        assertThat(edited.read(path("/interfaces/interface[name=eth1/2/1]/subinterfaces/subinterface[index=0]"
                + "/openconfig-if-ip:ipv4/neighbors/neighbor[ip=10.0.2.9]/config/link-layer-address")))
                .singleElement().satisfies(m -> assertThat(m.value().asText()).isEqualTo("02:00:00:00:02:09"));
    }

    @Test
    void aNeighborWithoutItsMacIsRefused() {
        var error = errorOf(() -> decode(tree.update(path("/interfaces/interface[name=eth1/2/1]/subinterfaces/subinterface[index=0]"
                + "/openconfig-if-ip:ipv4/neighbors/neighbor[ip=10.0.2.9]"), json("{\"ip\":\"10.0.2.9\",\"config\":{\"ip\":\"10.0.2.9\"}}"))));

        assertThat(error.toString()).contains("neighbor[ip=10.0.2.9]").contains("link-layer-address");
    }

    @Test
    void aNeighborsMacIsStoredLowerCaseAndADashedOneIsRefusedWithItsPath() {
        var neighbor = path("/interfaces/interface[name=eth1/2/1]/subinterfaces/subinterface[index=0]"
                + "/openconfig-if-ip:ipv4/neighbors/neighbor[ip=10.0.2.9]");
        var edited = tree.update(neighbor, json("{\"ip\":\"10.0.2.9\",\"config\":{\"ip\":\"10.0.2.9\",\"link-layer-address\":\"02:AB:00:00:02:09\"}}"));

        assertThat(decode(edited).interfaceNamed("eth1/2/1").orElseThrow().neighbors())
                .extracting(n -> n.linkLayerAddress()).contains("02:ab:00:00:02:09");

        var error = errorOf(() -> decode(tree.update(neighbor,
                json("{\"ip\":\"10.0.2.9\",\"config\":{\"ip\":\"10.0.2.9\",\"link-layer-address\":\"02-ab-00-00-02-09\"}}"))));
        assertThat(error.toString()).contains("neighbor[ip=10.0.2.9]/config/link-layer-address")
                .contains("'02-ab-00-00-02-09' is not a MAC address (xx:xx:xx:xx:xx:xx)");
    }

    @Test
    void editsOnOneCopyGiveWhatTheSameEditsOneByOneGiveAndSayWhichChangedSomething() {
        var mtu = path("/interfaces/interface[name=eth1/1/1]/config/mtu");
        var newPort = path("/interfaces/interface[name=eth1/2/1]/subinterfaces/subinterface[index=0]/ipv4/addresses/address[ip=10.9.0.1]/config");
        var description = path("/interfaces/interface[name=eth1/3/1]/config/description");

        var edits = tree.edits();
        assertThat(edits.update(mtu, json("9100"))).as("the MTU it already has").isFalse();
        assertThat(edits.update(mtu, json("4000"))).isTrue();
        assertThat(edits.update(newPort, json("{\"prefix-length\": 24}"))).as("a new list entry").isTrue();
        assertThat(edits.update(newPort, json("{\"ip\": \"10.9.0.1\", \"prefix-length\": 24}"))).as("again").isFalse();
        assertThat(edits.replace(description, json("\"gpu1\""))).isTrue();
        assertThat(edits.delete(path("/interfaces/interface[name=eth1/3/1]/config/description"))).isTrue();
        assertThat(edits.delete(path("/interfaces/interface[name=eth1/3/1]/config/description"))).as("nothing left to delete").isFalse();
        ConfigTree batched = edits.tree();

        ConfigTree oneByOne = tree.update(mtu, json("4000")).update(newPort, json("{\"prefix-length\": 24}"))
                .replace(description, json("\"gpu1\"")).delete(path("/interfaces/interface[name=eth1/3/1]/config/description"));
        assertThat(batched).isEqualTo(oneByOne);
        assertThat(decode(batched).interfaces().get("eth1/1/1").mtu()).isEqualTo(4000);
        assertThat(decode(tree).interfaces().get("eth1/1/1").mtu()).as("the tree edited from is untouched").isEqualTo(9100);
        assertThatThrownBy(() -> edits.update(mtu, json("5000"))).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void aListEntryIsFoundByItsKeyWhateverTheIntegerWidthAndAFailedEditLeavesTheCopyAsItWas() {
        var sub = path("/interfaces/interface[name=eth1/1/1]/subinterfaces/subinterface[index=0]/config");
        var edits = tree.edits();
        assertThat(edits.update(sub, json("{\"index\": 0}"))).as("subinterface 0 exists").isFalse();
        assertThatThrownBy(() -> edits.update(path("/interfaces/interface[name=eth1/1/1]/config/mtu"), json("\"jumbo\"")))
                .isInstanceOf(ConfigException.class);
        assertThat(edits.tree()).isEqualTo(tree);
    }
}
