package io.nosagent.config.codec;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.ConfigError;
import io.nosagent.config.ConfigErrors;
import io.nosagent.config.ConfigException;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.schema.ConfigSchema;
import io.nosagent.config.validate.IntentValidator;
import io.nosagent.config.validate.ValidationContext;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * OpenConfig JSON_IETF documents to {@link SwitchIntent} and back. Decoding is pure: it either returns
 * a fully valid intent or throws a {@link ConfigException} listing every problem (syntax with line
 * and column; otherwise the exact path and offending value), and the caller keeps its old intent.
 *
 * <p>Checks run in order: JSON syntax, the schema (unknown members, JSON types, ranges, keys), then
 * mandatory leaves, then each section's validator against the {@link ValidationContext}. Problems
 * from all stages are reported together, except after a syntax error. Last, once every section is
 * valid on its own, the {@link IntentValidator}s check what relates sections (a route's next hop
 * against the interfaces' subnets).
 */
public final class IntentCodec {

    private final List<Section<?>> sections;
    private final List<IntentValidator> intentValidators;
    private final ConfigSchema schema;

    /** A codec for every registered section and cross-section check ({@link Sections}). */
    public IntentCodec() {
        this(Sections.all(), Sections.intentValidators());
    }

    /** A codec for {@code sections} without cross-section checks. */
    public IntentCodec(List<Section<?>> sections) {
        this(sections, List.of());
    }

    public IntentCodec(List<Section<?>> sections, List<IntentValidator> intentValidators) {
        this.sections = List.copyOf(sections);
        this.intentValidators = List.copyOf(intentValidators);
        this.schema = new ConfigSchema(this.sections.stream().map(s -> s.codec().schema()).toList());
    }

    public ConfigSchema schema() {
        return schema;
    }

    /** Reads and decodes a startup file; the file name is the error source. */
    public SwitchIntent read(Path file, ValidationContext context) {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read config file " + file, e);
        }
        return parse(text, file.toString(), context);
    }

    /** Decodes document text; {@code source} names it in errors. */
    public SwitchIntent parse(String json, String source, ValidationContext context) {
        return decode(JsonText.parse(json, source), source, context);
    }

    /** Decodes a parsed document (module-qualified top-level members, RFC 7951). */
    public SwitchIntent decode(JsonNode document, String source, ValidationContext context) {
        var errors = new ConfigErrors();
        ObjectNode canonical = new Normalizer(errors).document(schema.root(), document);
        return decodeCanonical(canonical, source, context, errors);
    }

    /** Decodes an edited tree (e.g. after a gNMI Set's operations); {@code source} names the edit in errors. */
    public SwitchIntent decode(ConfigTree tree, String source, ValidationContext context) {
        return decodeCanonical(tree.document(), source, context, new ConfigErrors());
    }

    /** The document of {@code intent} as a tree, to read or edit by path. */
    public ConfigTree tree(SwitchIntent intent) {
        return new ConfigTree(schema, encode(intent));
    }

    /** The canonical JSON_IETF document of {@code intent} (config only; defaults written out). */
    public ObjectNode encode(SwitchIntent intent) {
        ObjectNode doc = JsonNodeFactory.instance.objectNode();
        for (Section<?> section : sections) {
            ObjectNode body = section.encode(intent);
            if (!body.isEmpty()) {
                doc.set(section.member(), body);
            }
        }
        return doc;
    }

    /** {@link #encode} as pretty text, as written to a startup or committed file. */
    public String print(SwitchIntent intent) {
        return JsonText.print(encode(intent));
    }

    /**
     * Every problem of an intent built in code (the same checks a document gets); empty when valid.
     */
    public List<ConfigError> validate(SwitchIntent intent, ValidationContext context) {
        try {
            validated(intent, "intent", context);
            return List.of();
        } catch (ConfigException e) {
            return e.errors();
        }
    }

    /**
     * Checks an intent built in code as a document is checked, for a caller that goes on to persist it
     * ({@code ConfigStore.commit(ValidIntent, note)}).
     *
     * <p>A section whose records cannot break a schema rule ({@link SectionCodec#encodesOnlySchemaValid})
     * skips the document round trip: its validator reads the records, and only its findings are located
     * in its document. That keeps a commit of 128k static routes fast; every other section goes through
     * schema, mandatory leaves and decode exactly as a document does.
     *
     * @throws ConfigException with every problem, each at its path
     */
    public ValidIntent validated(SwitchIntent intent, String source, ValidationContext context) {
        var errors = new ConfigErrors();
        ObjectNode checked = JsonNodeFactory.instance.objectNode();
        for (Section<?> section : sections) {
            if (!section.recordsSuffice(intent)) {
                ObjectNode body = section.encode(intent);
                if (!body.isEmpty()) {
                    checked.set(section.member(), body);
                }
            }
        }
        ObjectNode canonical = new Normalizer(errors).document(schema.root(), checked);
        MandatoryLeaves.check(schema.root(), canonical, errors);
        for (Section<?> section : sections) {
            if (section.recordsSuffice(intent)) {
                section.validateRecords(intent, context, errors);
            } else {
                section.decodeInto(top(canonical, section), SwitchIntent.builder(), context, errors);
            }
        }
        errors.throwIfAny(source);
        var found = new ConfigErrors();
        for (IntentValidator v : intentValidators) {
            v.validate(intent, context, found);
        }
        if (!found.isEmpty()) {
            locate(found, encode(intent), errors);
            errors.throwIfAny(source);
        }
        return new ValidIntent(intent, context);
    }

    /** Streams the document of {@code intent}: the text of {@link #encode}, without building it as a tree. */
    public void write(SwitchIntent intent, JsonGenerator out) throws IOException {
        out.writeStartObject();
        for (Section<?> section : sections) {
            section.write(intent, out);
        }
        out.writeEndObject();
    }

    private SwitchIntent decodeCanonical(ObjectNode canonical, String source, ValidationContext context,
                                         ConfigErrors errors) {
        MandatoryLeaves.check(schema.root(), canonical, errors);
        SwitchIntent.Builder builder = SwitchIntent.builder();
        for (Section<?> section : sections) {
            section.decodeInto(top(canonical, section), builder, context, errors);
        }
        errors.throwIfAny(source);
        SwitchIntent intent = builder.build();
        var found = new ConfigErrors();
        for (IntentValidator v : intentValidators) {
            v.validate(intent, context, found);
        }
        if (!found.isEmpty()) {
            locate(found, canonical, errors);
            errors.throwIfAny(source);
        }
        return intent;
    }

    /** Moves cross-section problems to {@code errors}, each located in the document of the section its path is in. */
    private void locate(ConfigErrors found, ObjectNode canonical, ConfigErrors errors) {
        for (ConfigError e : found.list()) {
            var one = new ConfigErrors();
            one.add(e.kind(), e.path(), e.message());
            String member = e.path().isRoot() ? "" : e.path().elems().getFirst().name();
            sections.stream().filter(s -> s.member().equals(member)).findFirst()
                    .ifPresentOrElse(s -> s.addLocated(one, top(canonical, s), errors), () -> errors.addAll(one.list()));
        }
    }

    private static JsonNode top(ObjectNode canonical, Section<?> section) {
        JsonNode top = canonical.get(section.member());
        return top == null ? JsonNodeFactory.instance.objectNode() : top;
    }
}
