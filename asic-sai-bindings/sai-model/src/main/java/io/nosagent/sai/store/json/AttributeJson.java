package io.nosagent.sai.store.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.sai.AttrFlag;
import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.ValueType;
import io.nosagent.sai.meta.SaiMetadata;

import java.util.EnumSet;
import java.util.Optional;

import static io.nosagent.sai.store.json.Json.field;
import static io.nosagent.sai.store.json.Json.integer;
import static io.nosagent.sai.store.json.Json.text;

/**
 * An {@link Attribute} as JSON: {@code {"attr": "SAI_PORT_ATTR_MTU", "id": 54, "value": {"u32": 9100}}}.
 * The id finds the spec in the SAI metadata of the object type; the name is there for people and is
 * checked. An attribute the metadata does not know (a vendor extension) also carries its value type and
 * flags, so its spec can be rebuilt.
 */
public final class AttributeJson {

    private final JsonNodeFactory nodes = JsonNodeFactory.instance;
    private final AttrValueJson values;

    public AttributeJson(AttrValueJson values) {
        this.values = values;
    }

    public ObjectNode write(Attribute a) {
        AttrSpec spec = a.spec();
        ObjectNode n = nodes.objectNode().put("attr", spec.name()).put("id", spec.id());
        if (SaiMetadata.attribute(spec.objectType(), spec.id()).filter(spec::equals).isEmpty()) {
            n.put("valueType", spec.valueType().name());
            ArrayNode flags = n.putArray("flags");
            spec.flags().stream().sorted().forEach(f -> flags.add(f.name()));
        }
        n.set("value", values.write(a.value()));
        return n;
    }

    /** Reads an attribute of {@code type}; a value of the wrong kind for the attribute is an error. */
    public Attribute read(ObjectType type, JsonNode n) {
        String name = text(n, "attr");
        int id = Math.toIntExact(integer(n, "id"));
        Optional<AttrSpec> known = SaiMetadata.attribute(type, id);
        AttrSpec spec;
        if (n.has("valueType")) {
            var flags = EnumSet.noneOf(AttrFlag.class);
            field(n, "flags").forEach(f -> flags.add(AttrFlag.valueOf(f.asText())));
            spec = AttrSpec.custom(type, id, name, ValueType.valueOf(text(n, "valueType")), flags);
        } else if (known.isPresent() && known.get().name().equals(name)) {
            spec = known.get();
        } else {
            throw new IllegalArgumentException(type + " attribute " + id + " is " + known.map(AttrSpec::name).orElse("unknown")
                    + " in this SAI, not " + name);
        }
        return Attribute.checked(spec, values.read(field(n, "value")));
    }
}
