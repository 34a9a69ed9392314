package io.nosagent.config.codec;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.ConfigError;
import io.nosagent.config.ConfigErrors;
import io.nosagent.config.ConfigException;
import io.nosagent.config.intent.DefaultInstance;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.bgp.BgpIntent;
import io.nosagent.config.intent.routing.PrefixOrder;
import io.nosagent.config.intent.routing.RoutingIntent;
import io.nosagent.config.intent.routing.StaticRoute;
import io.nosagent.net.Cidr;
import io.nosagent.config.schema.ConfigSchema;
import io.nosagent.config.validate.IntentValidator;
import io.nosagent.config.validate.ValidationContext;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

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

    /**
     * The part of {@code intent}'s document {@code scope} reaches, as a tree to edit: only the sections it
     * reaches and, where it reaches static routes alone, only those routes of the DEFAULT instance.
     * Decode the edited tree with {@link #decode(SwitchIntent, ConfigTree, EditScope, String, ValidationContext)}.
     */
    public ConfigTree tree(SwitchIntent intent, EditScope scope) {
        if (scope.isWhole()) {
            return tree(intent);
        }
        ObjectNode doc = JsonNodeFactory.instance.objectNode();
        for (Section<?> section : sections) {
            if (!scope.reaches(section.member())) {
                continue;
            }
            ObjectNode body = scope.routes().isPresent() && section.codec() instanceof NetworkInstancesCodec codec
                    ? codec.encode(routesOnly(DefaultInstance.of(intent), scope.routes().get()))
                    : section.encode(intent);
            if (!body.isEmpty()) {
                doc.set(section.member(), body);
            }
        }
        return new ConfigTree(schema, doc);
    }

    /**
     * {@code base} with the part {@code scope} reaches replaced by what the edited {@code tree} (made by
     * {@link #tree(SwitchIntent, EditScope)} from {@code base}) holds, checked as {@link #decode(ConfigTree,
     * String, ValidationContext)} checks a whole document: the reached sections (or routes) decoded and
     * validated, then every check across sections on the whole result. The rest of {@code base} is kept as
     * it is, by reference, so a commit sees those sections unchanged at the cost of an identity check.
     */
    public SwitchIntent decode(SwitchIntent base, ConfigTree tree, EditScope scope, String source, ValidationContext context) {
        if (scope.isWhole()) {
            return decode(tree, source, context);
        }
        ObjectNode canonical = tree.document();
        var errors = new ConfigErrors();
        MandatoryLeaves.check(schema.root(), canonical, scope::reaches, errors);
        SwitchIntent.Builder builder = base.toBuilder();
        for (Section<?> section : sections) {
            if (!scope.reaches(section.member())) {
                continue;
            }
            if (scope.routes().isPresent() && section.codec() instanceof NetworkInstancesCodec) {
                @SuppressWarnings("unchecked")
                var instance = (Section<DefaultInstance>) section;
                Set<Cidr> reached = scope.routes().get();
                instance.decodeChecked(top(canonical, section), context, errors).ifPresent(edited -> {
                    // The table of base, the reached routes as the edit left them: a copy in linear time, no re-decode.
                    var routes = new TreeMap<>(RoutingIntent.of(base).staticRoutes());
                    reached.forEach(routes::remove);
                    routes.putAll(edited.staticRoutes());
                    builder.edit(RoutingIntent.SECTION, r -> r.withStaticRoutes(routes)).put(BgpIntent.SECTION, edited.bgp());
                });
            } else {
                section.decodeInto(top(canonical, section), builder, context, errors);
            }
        }
        errors.throwIfAny(source);
        SwitchIntent intent = builder.build();
        checkAcross(intent, canonical, source, context);
        return intent;
    }

    /**
     * An edit decoded into intent.
     *
     * @param intent      the result
     * @param lastChanged the last of the edit's targets that changed anything; -1 when none did
     */
    public record Decoded(SwitchIntent intent, int lastChanged) {
    }

    /**
     * {@code targets} (whose scope is {@code scope}, made by {@link EditScope#of}) applied to {@code base} straight
     * from their JSON into routes, when each adds a route new to the table, or deletes one, by its entry or in an
     * update of {@code static-routes}, in plain canonical JSON, and the result passes every check: a large route
     * Set then costs its routes, with no document of them built and read back. Empty otherwise (anything else,
     * or any problem): then edit {@link #tree(SwitchIntent, EditScope)} and {@link #decode(SwitchIntent,
     * ConfigTree, EditScope, String, ValidationContext)} it, which gives the same intent or reports each problem
     * at its path.
     */
    @SuppressWarnings("unchecked")
    public Optional<Decoded> decodeRoutes(SwitchIntent base, List<EditScope.Target> targets, EditScope scope, ValidationContext context) {
        for (Section<?> section : sections) {
            if (section.codec() instanceof NetworkInstancesCodec) {
                return new StaticRouteEdit((Section<DefaultInstance>) section, intentValidators, context).apply(base, targets, scope);
            }
        }
        return Optional.empty();
    }

    /**
     * {@code edited}, decoded onto {@code base} for {@code scope} ({@link #decode(SwitchIntent, ConfigTree, EditScope,
     * String, ValidationContext)}), moved onto {@code current}, an intent committed since: {@code current} with the
     * part {@code scope} reaches taken from {@code edited}. That is what the same edit decoded onto {@code current}
     * gives, so it is offered only when that part is the same in {@code base} and {@code current} (empty
     * otherwise: decode again). Checks within that part hold as they did; the checks across sections are the
     * committer's to run on the result. It costs an identity check per reached section and per reached route.
     */
    public Optional<SwitchIntent> rebase(SwitchIntent base, SwitchIntent edited, SwitchIntent current, EditScope scope) {
        if (scope.isWhole()) {
            return Optional.empty();
        }
        SwitchIntent.Builder builder = current.toBuilder();
        for (Section<?> section : sections) {
            if (!scope.reaches(section.member())) {
                continue;
            }
            if (scope.routes().isPresent() && section.codec() instanceof NetworkInstancesCodec) {
                DefaultInstance was = DefaultInstance.of(base);
                DefaultInstance now = DefaultInstance.of(current);
                if (!was.bgp().equals(now.bgp())) {
                    return Optional.empty();
                }
                Set<Cidr> reached = scope.routes().get();
                for (Cidr p : reached) {
                    if (!Objects.equals(was.staticRoutes().get(p), now.staticRoutes().get(p))) {
                        return Optional.empty();
                    }
                }
                var routes = new TreeMap<>(now.staticRoutes());
                var edits = DefaultInstance.of(edited).staticRoutes();
                for (Cidr p : reached) {
                    StaticRoute r = edits.get(p);
                    if (r == null) {
                        routes.remove(p);
                    } else {
                        routes.put(p, r);
                    }
                }
                builder.edit(RoutingIntent.SECTION, r -> r.withStaticRoutes(routes));
            } else if (section.differs(base, current)) {
                return Optional.empty();
            } else {
                section.copy(edited, builder);
            }
        }
        return Optional.of(builder.build());
    }

    /**
     * What {@code next} changes of {@code previous}, as a scope: the sections that differ and, when the
     * DEFAULT instance differs in its static routes alone, just the routes added, removed or changed (the
     * whole instance when those are every route {@code next} has: a first table, a replaced one). Its
     * part of {@code next} ({@link #tree(SwitchIntent, EditScope)}) decoded onto {@code previous}
     * ({@link #decode(SwitchIntent, JsonNode, EditScope, String, ValidationContext)}) is {@code next}
     * again: what a config store records of a commit instead of the whole document. Kept routes are the
     * same objects in both tables, so most cost an identity check.
     */
    public EditScope changeScope(SwitchIntent previous, SwitchIntent next) {
        var members = new java.util.HashSet<String>();
        Set<Cidr> routes = null;
        for (Section<?> section : sections) {
            if (section.codec() instanceof NetworkInstancesCodec) {
                DefaultInstance before = DefaultInstance.of(previous);
                DefaultInstance after = DefaultInstance.of(next);
                if (!before.bgp().equals(after.bgp())) {
                    members.add(section.member());
                } else if (before.staticRoutes().isEmpty()) {
                    // A first table: every route is new, so the change is the whole section (no list naming each route).
                    if (!after.staticRoutes().isEmpty()) {
                        members.add(section.member());
                    }
                } else {
                    var delta = io.nosagent.config.delta.MapDelta.between(before.staticRoutes(), after.staticRoutes());
                    if (!delta.isEmpty()) {
                        members.add(section.member());
                        // A change that rewrites every route the table keeps is the whole section too: the same
                        // routes written, without the list.
                        if (delta.added().size() + delta.changed().size() < after.staticRoutes().size()) {
                            routes = delta.keys();
                        }
                    }
                }
            } else if (section.codec() instanceof RoutingCodec) {
                // The routing section's records carry the static routes too (comparing them is the table's
                // cost), but its document does not: what it writes is what changed.
                if (!section.encode(previous).equals(section.encode(next))) {
                    members.add(section.member());
                }
            } else if (section.differs(previous, next)) {
                members.add(section.member());
            }
        }
        return EditScope.reaching(members, routes);
    }

    /**
     * {@code base} with the part {@code scope} reaches replaced by {@code scoped}, a document holding that
     * part (as {@link #tree(SwitchIntent, EditScope)} encodes it, e.g. read back from a file): normalized,
     * decoded and checked as {@link #decode(SwitchIntent, ConfigTree, EditScope, String, ValidationContext)} does.
     */
    public SwitchIntent decode(SwitchIntent base, JsonNode scoped, EditScope scope, String source, ValidationContext context) {
        var errors = new ConfigErrors();
        ObjectNode canonical = new Normalizer(errors).document(schema.root(), scoped);
        errors.throwIfAny(source);
        return decode(base, new ConfigTree(schema, canonical), scope, source, context);
    }

    /** The part of {@code intent}'s document {@code scope} reaches (see {@link #tree(SwitchIntent, EditScope)}). */
    public ObjectNode encode(SwitchIntent intent, EditScope scope) {
        return tree(intent, scope).document();
    }

    /** Streams {@link #encode(SwitchIntent, EditScope)}'s text without building it as a tree. */
    @SuppressWarnings("unchecked")
    public void write(SwitchIntent intent, EditScope scope, JsonGenerator out) throws IOException {
        out.writeStartObject();
        for (Section<?> section : sections) {
            if (!scope.reaches(section.member())) {
                continue;
            }
            if (scope.routes().isPresent() && section.codec() instanceof NetworkInstancesCodec) {
                ((SectionCodec<DefaultInstance>) section.codec()).write(section.member(),
                        routesOnly(DefaultInstance.of(intent), scope.routes().get()), out);
            } else {
                section.write(intent, out);
            }
        }
        out.writeEndObject();
    }

    /** The DEFAULT instance with only the routes of {@code prefixes} it has. */
    private static DefaultInstance routesOnly(DefaultInstance instance, Set<Cidr> prefixes) {
        var routes = new TreeMap<Cidr, StaticRoute>(PrefixOrder.INSTANCE);
        for (Cidr p : prefixes) {
            StaticRoute r = instance.staticRoutes().get(p);
            if (r != null) {
                routes.put(p, r);
            }
        }
        return new DefaultInstance(routes, instance.bgp());
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
        return validated(null, intent, source, context);
    }

    /**
     * {@link #validated(SwitchIntent, String, ValidationContext)} of {@code intent}, given that
     * {@code previous} (null: nothing) passed the same checks against the same context: a section equal to
     * the previous one is not checked again, and of a changed section only the part that changed
     * ({@link SectionCodec#changedPart}: of the route table, the routes added or changed). The checks across
     * sections run on the whole intent. So a commit costs what it changes.
     */
    public ValidIntent validated(SwitchIntent previous, SwitchIntent intent, String source, ValidationContext context) {
        var errors = new ConfigErrors();
        var parts = new java.util.ArrayList<Section.Part<?>>();
        for (Section<?> section : sections) {
            section.part(previous, intent).ifPresent(parts::add);
        }
        ObjectNode checked = JsonNodeFactory.instance.objectNode();
        for (Section.Part<?> part : parts) {
            if (!part.recordsSuffice()) {
                ObjectNode body = part.encode();
                if (!body.isEmpty()) {
                    checked.set(part.section().member(), body);
                }
            }
        }
        ObjectNode canonical = new Normalizer(errors).document(schema.root(), checked);
        var inDocument = new java.util.HashSet<String>();
        parts.stream().filter(p -> !p.recordsSuffice()).forEach(p -> inDocument.add(p.section().member()));
        MandatoryLeaves.check(schema.root(), canonical, inDocument::contains, errors);
        for (Section.Part<?> part : parts) {
            if (part.recordsSuffice()) {
                part.validateRecords(context, errors);
            } else {
                part.section().decodeInto(top(canonical, part.section()), SwitchIntent.builder(), context, errors);
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
        checkAcross(intent, canonical, source, context);
        return intent;
    }

    /** The checks across sections on {@code intent}, each problem located in {@code canonical}. */
    private void checkAcross(SwitchIntent intent, ObjectNode canonical, String source, ValidationContext context) {
        var found = new ConfigErrors();
        for (IntentValidator v : intentValidators) {
            v.validate(intent, context, found);
        }
        if (!found.isEmpty()) {
            var errors = new ConfigErrors();
            locate(found, canonical, errors);
            errors.throwIfAny(source);
        }
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
