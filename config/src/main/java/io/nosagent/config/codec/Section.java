package io.nosagent.config.codec;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.ConfigError;
import io.nosagent.config.ConfigErrors;
import io.nosagent.config.intent.SectionKey;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.validate.SectionValidator;
import io.nosagent.config.validate.ValidationContext;

import java.io.IOException;
import java.util.function.BiConsumer;
import java.util.function.Function;

/**
 * One config section wired together: its codec, its validator and where it sits in
 * {@link SwitchIntent}.
 *
 * @param codec     JSON subtree to record and back
 * @param validator context checks
 * @param get       the section of an intent
 * @param set       puts a decoded section into an intent being built
 * @param <T>       the section's intent type
 */
public record Section<T>(SectionCodec<T> codec, SectionValidator<T> validator,
                         Function<SwitchIntent, T> get, BiConsumer<SwitchIntent.Builder, T> set) {

    /** A section that is one key of the intent. */
    public static <T> Section<T> of(SectionCodec<T> codec, SectionValidator<T> validator, SectionKey<T> key) {
        return new Section<>(codec, validator, intent -> intent.get(key), (builder, value) -> builder.put(key, value));
    }

    /** Decodes and validates this section of a canonical document into {@code builder}. */
    void decodeInto(JsonNode top, SwitchIntent.Builder builder, ValidationContext context, ConfigErrors errors) {
        codec.decode(top, errors).ifPresent(section -> {
            var found = new ConfigErrors();
            validator.validate(section, context, found);
            addLocated(found, top, errors);
            set.accept(builder, section);
        });
    }

    /** Whether this section of {@code intent} is checked on its records alone ({@link SectionCodec#encodesOnlySchemaValid}). */
    boolean recordsSuffice(SwitchIntent intent) {
        return codec.encodesOnlySchemaValid(get.apply(intent));
    }

    /** Validates this section of an intent built in code on its records; only findings are located in its document. */
    void validateRecords(SwitchIntent intent, ValidationContext context, ConfigErrors errors) {
        var found = new ConfigErrors();
        T section = get.apply(intent);
        validator.validate(section, context, found);
        if (!found.isEmpty()) {
            addLocated(found, codec.encode(section), errors);
        }
    }

    /** Adds {@code found} to {@code errors}, each at its path in this section's document {@code top}. */
    void addLocated(ConfigErrors found, JsonNode top, ConfigErrors errors) {
        for (ConfigError e : found.list()) {
            errors.add(e.kind(), codec.locate(e.path(), top), e.message());
        }
    }

    void write(SwitchIntent intent, JsonGenerator out) throws IOException {
        codec.write(member(), get.apply(intent), out);
    }

    ObjectNode encode(SwitchIntent intent) {
        return codec.encode(get.apply(intent));
    }

    /** The JSON member name of this section in a document ({@code openconfig-system:system}). */
    String member() {
        return codec.schema().module() + ":" + codec.schema().name();
    }
}
