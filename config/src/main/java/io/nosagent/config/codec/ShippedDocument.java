package io.nosagent.config.codec;

import com.fasterxml.jackson.databind.JsonNode;
import io.nosagent.config.ConfigErrors;
import io.nosagent.config.schema.ConfigSchema;
import io.nosagent.config.validate.SectionValidator;
import io.nosagent.config.validate.ValidationContext;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A section the project ships as data, read from a class-path resource in the section's own JSON_IETF
 * form: normalized and checked against the section's schema, decoded, then checked by its validator, so a
 * shipped file that no longer fits the YANG fails loudly, naming the resource.
 */
final class ShippedDocument {

    private ShippedDocument() {
    }

    /** The text of {@code resource}, or empty when there is none. */
    static Optional<String> text(String resource) {
        try (InputStream in = ShippedDocument.class.getResourceAsStream(resource)) {
            return in == null ? Optional.empty() : Optional.of(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The section {@code text} holds, valid for a switch with no ports. */
    static <T> T parse(String text, String source, SectionCodec<T> codec, SectionValidator<T> validator) {
        var errors = new ConfigErrors();
        var schema = new ConfigSchema(List.of(codec.schema()));
        var canonical = new Normalizer(errors).document(schema.root(), JsonText.parse(text, source));
        MandatoryLeaves.check(schema.root(), canonical, errors);
        JsonNode top = canonical.path(codec.schema().memberName(""));
        T section = codec.decode(top, errors).orElseThrow();
        validator.validate(section, ValidationContext.forInterfaces(Set.of()), errors);
        errors.throwIfAny(source);
        return section;
    }
}
