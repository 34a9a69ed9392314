package io.nosagent.sai.conditions;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.nosagent.sai.AttrValue;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The committed condition table against the shared SAI 1.18.1 metadata: a condition for exactly the
 * attributes the metadata marks conditional, and every name and value in it one the metadata has,
 * also for the object types without generated tables. Runs when {@code ../shared} is present.
 */
class SaiConditionsMatchSharedMetadataTest {

    /** What the metadata says about one attribute. */
    private record MetaAttr(String objectType, String valueType, String enumName, boolean conditional) {
    }

    private static final Map<String, MetaAttr> ATTRIBUTES = new HashMap<>();
    private static final Map<String, Map<String, Integer>> ENUMS = new HashMap<>();

    private final SaiConditions conditions = SaiConditions.load();

    @BeforeAll
    static void readSharedMetadata() throws Exception {
        Path metadata = Path.of(System.getProperty("nosagent.shared.dir", "../../shared"), "sai", "sai-1.18.1-metadata.json");
        assumeTrue(Files.isRegularFile(metadata), "../shared/sai not present: cross-check skipped");
        JsonNode root = new ObjectMapper().readTree(metadata.toFile());
        for (JsonNode type : root.get("object_types")) {
            String typeName = type.get("name").asText();
            for (JsonNode a : type.get("attributes")) {
                ATTRIBUTES.put(a.get("name").asText(), new MetaAttr(typeName, a.get("type").asText(),
                        a.hasNonNull("enum") ? a.get("enum").asText() : null, a.path("conditional").asBoolean()));
            }
        }
        root.get("enums").properties().forEach(e -> {
            var members = new HashMap<String, Integer>();
            e.getValue().forEach(m -> members.put(m.get(0).asText(), m.get(1).asInt()));
            ENUMS.put(e.getKey(), members);
        });
    }

    @Test
    void theTableHasAConditionForExactlyTheAttributesTheMetadataMarksConditional() {
        Set<String> marked = ATTRIBUTES.entrySet().stream().filter(e -> e.getValue().conditional())
                .map(Map.Entry::getKey).collect(Collectors.toSet());
        var inTable = new LinkedHashSet<String>();
        conditions.lines().forEach(l -> inTable.add(l.attribute()));

        assertThat(inTable).hasSameSizeAs(conditions.lines());
        assertThat(inTable).containsExactlyInAnyOrderElementsOf(marked);
    }

    @Test
    void everyAttributeAndValueInTheTableIsOneTheMetadataHas() {
        for (ConditionLine line : conditions.lines()) {
            MetaAttr attr = ATTRIBUTES.get(line.attribute());
            assertThat(attr).as(line.attribute()).isNotNull();
            assertThat(attr.objectType()).as(line.attribute()).isEqualTo(line.objectType().saiName());
            for (ConditionLine.Comparison c : line.clauses()) {
                MetaAttr on = ATTRIBUTES.get(c.attribute());
                assertThat(on).as(line + ": " + c.attribute()).isNotNull();
                assertThat(on.objectType()).as(line + ": a condition on the same object").isEqualTo(attr.objectType());
                if (on.valueType().equals("SAI_ATTR_VALUE_TYPE_BOOL")) {
                    assertThat(c.value()).as(line.toString()).isIn("true", "false");
                } else {
                    assertThat(on.valueType()).as(line.toString()).isEqualTo("SAI_ATTR_VALUE_TYPE_INT32");
                    assertThat(ENUMS.get(on.enumName())).as(line + ": members of " + on.enumName()).containsKey(c.value());
                }
            }
        }
    }

    @Test
    void resolvedConditionsCarryTheMetadataNumbers() {
        assertThat(conditions.resolved()).isNotEmpty();
        for (ConditionLine line : conditions.lines()) {
            conditions.resolved(line).ifPresent(resolved -> {
                assertThat(resolved.attribute().name()).isEqualTo(line.attribute());
                for (int i = 0; i < line.clauses().size(); i++) {
                    var written = line.clauses().get(i);
                    var clause = resolved.clauses().get(i);
                    assertThat(clause.attribute().name()).isEqualTo(written.attribute());
                    AttrValue expected = switch (written.value()) {
                        case "true" -> AttrValue.Bool.TRUE;
                        case "false" -> AttrValue.Bool.FALSE;
                        default -> new AttrValue.S32(ENUMS.get(ATTRIBUTES.get(written.attribute()).enumName()).get(written.value()));
                    };
                    assertThat(clause.expected()).as(line.toString()).isEqualTo(expected);
                }
            });
        }
    }
}
