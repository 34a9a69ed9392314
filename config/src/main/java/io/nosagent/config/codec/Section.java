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
import java.util.Optional;
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
        decodeChecked(top, context, errors).ifPresent(section -> set.accept(builder, section));
    }

    /** Decodes and validates this section of a canonical document; empty when it cannot be built (reported). */
    Optional<T> decodeChecked(JsonNode top, ValidationContext context, ConfigErrors errors) {
        return codec.decode(top, errors).map(section -> {
            var found = new ConfigErrors();
            validator.validate(section, context, found);
            addLocated(found, top, errors);
            return section;
        });
    }

    /**
     * What of this section of {@code intent} still needs checking when {@code previous} (null: nothing)
     * passed the checks: nothing when the section is the same, else its {@link SectionCodec#changedPart}.
     */
    Optional<Part<T>> part(SwitchIntent previous, SwitchIntent intent) {
        T after = get.apply(intent);
        if (previous == null) {
            return Optional.of(new Part<>(this, after));
        }
        T before = get.apply(previous);
        if (before == after || before.equals(after)) {
            return Optional.empty();
        }
        return Optional.of(new Part<>(this, codec.changedPart(before, after)));
    }

    /** Puts this section of {@code from} into {@code builder}. */
    void copy(SwitchIntent from, SwitchIntent.Builder builder) {
        set.accept(builder, get.apply(from));
    }

    /** Whether this section of {@code a} and of {@code b} differ. */
    boolean differs(SwitchIntent a, SwitchIntent b) {
        T x = get.apply(a);
        T y = get.apply(b);
        return x != y && !x.equals(y);
    }

    /** A section value to check on its own: a whole section, or the part of one that changed. */
    record Part<T>(Section<T> section, T value) {

        boolean recordsSuffice() {
            return section.codec.encodesOnlySchemaValid(value);
        }

        ObjectNode encode() {
            return section.codec.encode(value);
        }

        /** Its validator on the records; only findings are located in its document. */
        void validateRecords(ValidationContext context, ConfigErrors errors) {
            var found = new ConfigErrors();
            section.validator.validate(value, context, found);
            if (!found.isEmpty()) {
                section.addLocated(found, section.codec.encode(value), errors);
            }
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
