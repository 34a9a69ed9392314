package io.nosagent.sai.platform;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.meta.HashAttr;
import io.nosagent.sai.meta.NextHopGroupAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.SchedulerGroupAttr;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/** Vendor personalities: the shipped ones, {@code platform:personality}, a description's own, and errors by path. */
class PersonalityLoaderTest {

    private final PlatformLoader platforms = new PlatformLoader();

    @Test
    void theMinimalPersonalityLacksArsTheRdmaHashFieldsAndBulkAndShrinksTheRouteTables() {
        Platform minimal = platforms.load("rtsw:minimal");
        Personality p = minimal.personality();

        assertThat(p.name()).isEqualTo("minimal");
        assertThat(p.has(ObjectType.ARS)).isFalse();
        assertThat(p.has(NextHopGroupAttr.ARS_OBJECT_ID)).isFalse();
        assertThat(p.has(HashAttr.NATIVE_HASH_FIELD_LIST, SaiEnums.NativeHashField.RDMA_BTH_DEST_QP)).isFalse();
        assertThat(p.has(HashAttr.NATIVE_HASH_FIELD_LIST, SaiEnums.NativeHashField.SRC_IP)).isTrue();
        assertThat(p.bulk()).isFalse();
        assertThat(p.gets().unsetNotImplemented()).isTrue();
        assertThat(p.gets().notImplemented()).containsExactly(SchedulerGroupAttr.LEVEL);
        assertThat(minimal.capacities().ipv4Routes()).isEqualTo(16_384);
        assertThat(minimal.capacities().ipv6Routes()).isEqualTo(8_192);
        assertThat(minimal.capacities().nextHops()).isEqualTo(platforms.load("rtsw").capacities().nextHops());
        assertThat(minimal.name()).as("the switch stays the rtsw: its example config is found by name").isEqualTo("rtsw");
    }

    @Test
    void theFullPersonalityIsWhatAPlainProfileRuns() {
        assertThat(platforms.load("ctsw").personality()).isEqualTo(Personality.FULL);
        assertThat(platforms.load("ctsw:full")).isEqualTo(platforms.load("ctsw"));
    }

    @Test
    void aDescriptionNamesItsPersonalityOrDescribesItInline(@TempDir Path dir) throws Exception {
        var json = new ObjectMapper();
        var rtsw = json.readTree(PlatformLoader.class.getResourceAsStream("rtsw.json"));
        Path named = dir.resolve("named.json");
        ((com.fasterxml.jackson.databind.node.ObjectNode) rtsw).put("personality", "minimal");
        Files.writeString(named, rtsw.toString());
        Path inline = dir.resolve("inline.json");
        ((com.fasterxml.jackson.databind.node.ObjectNode) rtsw).set("personality", json.readTree(
                "{\"name\": \"no-bulk\", \"lacks\": {\"bulk\": true}, \"capacities\": {\"neighbors\": 100}}"));
        Files.writeString(inline, rtsw.toString());

        assertThat(platforms.load(named.toString()).personality().name()).isEqualTo("minimal");
        Platform noBulk = platforms.load(inline.toString());
        assertThat(noBulk.personality().bulk()).isFalse();
        assertThat(noBulk.personality().has(ObjectType.ARS)).isTrue();
        assertThat(noBulk.capacities().neighbors()).isEqualTo(100);
    }

    @Test
    void aMistakeIsRefusedAtItsPath(@TempDir Path dir) throws Exception {
        for (var bad : new String[][]{
                {"{\"name\": \"x\", \"lacks\": {\"objectTypes\": [\"SAI_OBJECT_TYPE_NOPE\"]}}",
                        "/lacks/objectTypes/0: 'SAI_OBJECT_TYPE_NOPE' is not a SAI object type"},
                {"{\"name\": \"x\", \"lacks\": {\"attributes\": [\"SAI_PORT_ATTR_MTU\", \"SAI_PORT_ATTR_NOPE\"]}}",
                        "/lacks/attributes/1: 'SAI_PORT_ATTR_NOPE' is not a SAI attribute"},
                {"{\"name\": \"x\", \"lacks\": {\"enumValues\": {\"SAI_HASH_ATTR_NATIVE_HASH_FIELD_LIST\": [\"SAI_NATIVE_HASH_FIELD_NOPE\"]}}}",
                        "/lacks/enumValues/SAI_HASH_ATTR_NATIVE_HASH_FIELD_LIST/0: 'SAI_NATIVE_HASH_FIELD_NOPE' is not a member of"},
                {"{\"name\": \"x\", \"lacks\": {\"bulk\": \"yes\"}}", "/lacks/bulk: expected true or false"},
                {"{\"name\": \"x\", \"gets\": {\"unset\": \"sometimes\"}}", "/gets/unset: 'sometimes' is not one of"},
                {"{\"name\": \"x\", \"capacities\": {\"routes\": 10}}", "/capacities/routes: not a table"},
                {"{\"lacks\": {}}", "/name: missing"}}) {
            Path file = Files.writeString(dir.resolve("p.json"), bad[0]);

            var e = catchThrowableOfType(PlatformException.class, () -> platforms.load("rtsw:" + file));

            assertThat(e).as(bad[0]).isNotNull();
            assertThat(e.getMessage()).startsWith(file.toString()).contains(bad[1]);
        }
        assertThat(catchThrowableOfType(PlatformException.class, () -> platforms.load("rtsw:nope")).getMessage())
                .contains("personality 'nope' is neither a shipped one [full, minimal] nor a readable file");
    }
}
