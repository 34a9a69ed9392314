package io.nosagent.config.codec;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.ConfigErrors;
import io.nosagent.config.ConfigPath;
import io.nosagent.config.schema.SchemaNode.Container;

import java.io.IOException;
import java.util.Optional;

/**
 * The mapping between one config section's JSON subtree and its intent record. Generic code has
 * already checked the JSON against {@link #schema()} (types, ranges, keys, mandatory leaves), so a
 * decoder only reads; where the schema check reported a problem and dropped a value it skips the
 * affected item.
 *
 * @param <T> the section's intent type
 */
public interface SectionCodec<T> {

    /** The section's top container, module-qualified ({@code openconfig-system:system}). */
    Container schema();

    /**
     * The section from its canonical JSON ({@code top} is an empty object when the document lacks the
     * section). Empty when the section cannot be built because of errors already reported; a decoder
     * may add problems only it can see.
     */
    Optional<T> decode(JsonNode top, ConfigErrors errors);

    /** The section's canonical JSON body (members of the top container); empty when nothing is configured. */
    ObjectNode encode(T section);

    /**
     * Writes the section as member {@code name} of a document being generated, or nothing when
     * {@link #encode} gives an empty body. The default writes {@link #encode}'s tree; a section with a
     * large body streams the same text without building the tree.
     */
    default void write(String name, T section, JsonGenerator out) throws IOException {
        ObjectNode body = encode(section);
        if (!body.isEmpty()) {
            out.writeFieldName(name);
            out.writeTree(body);
        }
    }

    /**
     * Whether the document {@link #encode} writes for {@code section} meets the schema (JSON types, ranges,
     * keys, mandatory leaves) whatever its records hold, so an intent built in code needs only the section's
     * validator and no round trip through JSON. True only where the records cannot express a schema violation; a test
     * per such codec checks that the two ways of validating agree.
     */
    default boolean encodesOnlySchemaValid(T section) {
        return false;
    }

    /**
     * The part of {@code after} that a check must see when {@code before} passed every check: a section
     * whose checks judge each item on its own (the routes of a table) returns the items added or changed;
     * the default is the whole of {@code after}.
     */
    default T changedPart(T before, T after) {
        return after;
    }

    /**
     * Where a problem a validator found at {@code intentPath} is in this section's document
     * {@code top}. Validators see intent, whose paths are those {@link #encode} writes; only a section
     * whose document carries keys the intent does not keep (free list indexes) needs more than that.
     */
    default ConfigPath locate(ConfigPath intentPath, JsonNode top) {
        return intentPath;
    }
}
