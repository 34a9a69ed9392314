package io.nosagent.config.yang.codegen;

import com.google.common.collect.Range;
import io.nosagent.config.yang.codegen.Served.ValueType;
import org.opendaylight.yangtools.yang.common.QName;
import org.opendaylight.yangtools.yang.model.api.EffectiveModelContext;
import org.opendaylight.yangtools.yang.model.api.IdentitySchemaNode;
import org.opendaylight.yangtools.yang.model.api.Module;
import org.opendaylight.yangtools.yang.model.api.TypeDefinition;
import org.opendaylight.yangtools.yang.model.api.type.BinaryTypeDefinition;
import org.opendaylight.yangtools.yang.model.api.type.DecimalTypeDefinition;
import org.opendaylight.yangtools.yang.model.api.type.BooleanTypeDefinition;
import org.opendaylight.yangtools.yang.model.api.type.EnumTypeDefinition;
import org.opendaylight.yangtools.yang.model.api.type.IdentityrefTypeDefinition;
import org.opendaylight.yangtools.yang.model.api.type.Int16TypeDefinition;
import org.opendaylight.yangtools.yang.model.api.type.Int32TypeDefinition;
import org.opendaylight.yangtools.yang.model.api.type.Int64TypeDefinition;
import org.opendaylight.yangtools.yang.model.api.type.Int8TypeDefinition;
import org.opendaylight.yangtools.yang.model.api.type.LengthConstraint;
import org.opendaylight.yangtools.yang.model.api.type.PatternConstraint;
import org.opendaylight.yangtools.yang.model.api.type.RangeConstraint;
import org.opendaylight.yangtools.yang.model.api.type.RangeRestrictedTypeDefinition;
import org.opendaylight.yangtools.yang.model.api.type.StringTypeDefinition;
import org.opendaylight.yangtools.yang.model.api.type.Uint16TypeDefinition;
import org.opendaylight.yangtools.yang.model.api.type.Uint32TypeDefinition;
import org.opendaylight.yangtools.yang.model.api.type.Uint64TypeDefinition;
import org.opendaylight.yangtools.yang.model.api.type.Uint8TypeDefinition;
import org.opendaylight.yangtools.yang.model.api.type.UnionTypeDefinition;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * A YANG type (leafrefs already resolved) as the Java expression of its {@code LeafType}. Address,
 * prefix and MAC typedefs become the model's own types, which canonicalize values (RFC 5952) where a
 * pattern could only check them; other types keep their YANG restrictions (ranges, lengths, patterns,
 * enum values, identities). A type the model cannot hold yet fails the generation, naming the leaf.
 */
final class LeafTypes {

    /** Typedefs whose values the model canonicalizes, by {@code module:name}. */
    private static final Map<String, String> CANONICALIZED = Map.ofEntries(
            Map.entry("openconfig-inet-types:ipv4-address", "LeafType.ipv4Address()"),
            Map.entry("openconfig-inet-types:ipv6-address", "LeafType.ipv6Address()"),
            Map.entry("openconfig-inet-types:ip-address", "LeafType.ipAddress()"),
            Map.entry("openconfig-inet-types:ip-prefix", "LeafType.ipPrefix()"),
            // an AFT entry's prefix: only ever written by the agent, so one prefix type serves both families
            Map.entry("openconfig-inet-types:ipv4-prefix", "LeafType.ipPrefix()"),
            Map.entry("openconfig-inet-types:ipv6-prefix", "LeafType.ipPrefix()"),
            Map.entry("ietf-inet-types:ipv4-address", "LeafType.ipv4Address()"),
            Map.entry("ietf-inet-types:ipv6-address", "LeafType.ipv6Address()"),
            Map.entry("ietf-inet-types:ip-address", "LeafType.ipAddress()"),
            Map.entry("ietf-inet-types:ip-prefix", "LeafType.ipPrefix()"),
            Map.entry("openconfig-yang-types:mac-address", "LeafType.macAddress()"),
            // a 32-bit id written as an IPv4 address (BGP router id)
            Map.entry("openconfig-yang-types:dotted-quad", "LeafType.ipv4Address()"),
            Map.entry("ietf-yang-types:mac-address", "LeafType.macAddress()"));

    /** The model holds integers in a Java long: uint64 stops at 2^63-1. */
    private static final BigInteger LONG_MAX = BigInteger.valueOf(Long.MAX_VALUE);

    private final EffectiveModelContext context;
    private final Map<QName, Set<IdentitySchemaNode>> derived = new HashMap<>();

    LeafTypes(EffectiveModelContext context) {
        this.context = context;
        for (Module m : context.getModules()) {
            for (IdentitySchemaNode identity : m.getIdentities()) {
                for (IdentitySchemaNode base : identity.getBaseIdentities()) {
                    derived.computeIfAbsent(base.getQName(), q -> new LinkedHashSet<>()).add(identity);
                }
            }
        }
    }

    /**
     * @param type       the leaf's type, leafrefs resolved
     * @param leafName   the leaf's QName (a type restricted in place carries it)
     * @param identities the identities the manifest narrows an identityref to, if any
     * @param where      the leaf's path, for messages
     */
    ValueType of(TypeDefinition<?> type, QName leafName, Optional<List<String>> identities, String where) {
        for (TypeDefinition<?> t = type; t != null; t = t.getBaseType()) {
            String java = CANONICALIZED.get(typedefName(t.getQName()));
            if (java != null) {
                return new ValueType(java, t.getQName().getLocalName(), false);
            }
        }
        return switch (type) {
            case BooleanTypeDefinition b -> new ValueType("LeafType.bool()", "boolean", false);
            case Uint8TypeDefinition u -> integer("unsigned", 8, u, BigInteger.ZERO, BigInteger.valueOf(255));
            case Uint16TypeDefinition u -> integer("unsigned", 16, u, BigInteger.ZERO, BigInteger.valueOf(65535));
            case Uint32TypeDefinition u -> integer("unsigned", 32, u, BigInteger.ZERO, BigInteger.valueOf(4294967295L));
            case Uint64TypeDefinition u -> integer("unsigned", 64, u, BigInteger.ZERO, LONG_MAX);
            case Int8TypeDefinition i -> integer("signed", 8, i, BigInteger.valueOf(-128), BigInteger.valueOf(127));
            case Int16TypeDefinition i -> integer("signed", 16, i, BigInteger.valueOf(-32768), BigInteger.valueOf(32767));
            case Int32TypeDefinition i -> integer("signed", 32, i, BigInteger.valueOf(Integer.MIN_VALUE),
                    BigInteger.valueOf(Integer.MAX_VALUE));
            case Int64TypeDefinition i -> integer("signed", 64, i, BigInteger.valueOf(Long.MIN_VALUE), LONG_MAX);
            case StringTypeDefinition s -> text(s, leafName, where);
            case EnumTypeDefinition e -> {
                List<String> names = e.getValues().stream().map(EnumTypeDefinition.EnumPair::getName).toList();
                yield new ValueType("LeafType.enumeration(" + JavaText.stringList(names) + ")",
                        "enumeration " + String.join(" ", names), false);
            }
            case IdentityrefTypeDefinition r -> identity(r.getIdentities(), identities, where);
            case BinaryTypeDefinition b -> new ValueType("LeafType.binary()", "binary", false);
            case DecimalTypeDefinition d -> new ValueType("LeafType.decimal64(" + d.getFractionDigits() + ")", "decimal64", false);
            // a union of identityrefs takes an identity of any of their bases (a component's type: hardware or software)
            case UnionTypeDefinition u when u.getTypes().stream().allMatch(IdentityrefTypeDefinition.class::isInstance) ->
                    identity(u.getTypes().stream().flatMap(t -> ((IdentityrefTypeDefinition) t).getIdentities().stream()).toList(),
                            identities, where);
            // a union with a plain string among its members takes any text (alarm type ids: a string or an identity)
            case UnionTypeDefinition u when u.getTypes().stream().anyMatch(LeafTypes::isPlainString) ->
                    new ValueType("LeafType.string()", "string", false);
            default -> throw new IllegalArgumentException(where + ": YANG type '" + type.getQName().getLocalName()
                    + "' is not in io.nosagent.config.schema.LeafType yet; add it there and here");
        };
    }

    private static boolean isPlainString(TypeDefinition<?> type) {
        return type instanceof StringTypeDefinition s && s.getPatternConstraints().isEmpty() && s.getLengthConstraint().isEmpty();
    }

    private static <N extends Number & Comparable<N>> ValueType integer(String kind, int bits,
            RangeRestrictedTypeDefinition<?, N> type, BigInteger min, BigInteger max) {
        BigInteger lo = min;
        BigInteger hi = max;
        Optional<RangeConstraint<N>> range = type.getRangeConstraint();
        if (range.isPresent()) {
            Set<Range<N>> ranges = range.get().getAllowedRanges().asRanges();
            if (ranges.size() != 1) {
                throw new IllegalArgumentException(type.getQName() + ": a range of several intervals is not served");
            }
            Range<N> r = ranges.iterator().next();
            lo = lo.max(new BigInteger(r.lowerEndpoint().toString()));
            hi = hi.min(new BigInteger(r.upperEndpoint().toString()));
        }
        String name = (kind.equals("unsigned") ? "uint" : "int") + bits;
        return new ValueType("LeafType." + kind + "(" + bits + ", " + literal(lo) + ", " + literal(hi) + ")",
                name + " " + lo + ".." + hi, true);
    }

    private static String literal(BigInteger v) {
        return v.equals(LONG_MAX) ? "Long.MAX_VALUE" : v.equals(BigInteger.valueOf(Long.MIN_VALUE)) ? "Long.MIN_VALUE"
                : v.bitLength() < 32 ? v.toString() : v + "L";
    }

    private ValueType text(StringTypeDefinition type, QName leafName, String where) {
        var patterns = new ArrayList<String>();
        for (PatternConstraint p : type.getPatternConstraints()) {
            if (p.getModifier().isPresent()) {
                throw new IllegalArgumentException(where + ": an invert-match pattern is not served");
            }
            patterns.add(p.getJavaPatternString());
        }
        int min = 0;
        int max = Integer.MAX_VALUE;
        Optional<LengthConstraint> length = type.getLengthConstraint();
        if (length.isPresent()) {
            Set<Range<Integer>> ranges = length.get().getAllowedRanges().asRanges();
            if (ranges.size() != 1) {
                throw new IllegalArgumentException(where + ": a length of several intervals is not served");
            }
            Range<Integer> r = ranges.iterator().next();
            min = r.lowerEndpoint();
            max = r.upperEndpoint();
        }
        String name = typedefName(type, leafName).orElse("string");
        if (patterns.isEmpty() && min == 0 && max == Integer.MAX_VALUE) {
            return new ValueType(name.equals("string") ? "LeafType.string()" : "LeafType.text(\"" + name + "\", "
                    + "java.util.List.of(), 0, Integer.MAX_VALUE)", name, false);
        }
        return new ValueType("LeafType.text(" + JavaText.quote(name) + ", " + JavaText.stringList(patterns) + ", " + min
                + ", " + (max == Integer.MAX_VALUE ? "Integer.MAX_VALUE" : max) + ")", name, false);
    }

    /** The nearest typedef's name, skipping a restriction made in place on the leaf itself. */
    private static Optional<String> typedefName(TypeDefinition<?> type, QName leafName) {
        for (TypeDefinition<?> t = type; t != null && t.getBaseType() != null; t = t.getBaseType()) {
            if (!t.getQName().equals(leafName)) {
                return Optional.of(t.getQName().getLocalName());
            }
        }
        return Optional.empty();
    }

    private ValueType identity(Collection<? extends IdentitySchemaNode> bases, Optional<List<String>> narrowed, String where) {
        var all = new TreeSet<String>();
        for (IdentitySchemaNode base : bases) {
            collect(base.getQName(), all);
        }
        List<String> values;
        if (narrowed.isPresent()) {
            values = new ArrayList<>();
            for (String name : narrowed.get()) {
                List<String> found = all.stream().filter(v -> v.equals(name) || v.endsWith(":" + name)).toList();
                if (found.size() != 1) {
                    throw new IllegalArgumentException(where + ": identity '" + name + "' is "
                            + (found.isEmpty() ? "not derived from the leaf's base" : "ambiguous: " + found));
                }
                values.add(found.getFirst());
            }
        } else {
            values = List.copyOf(all);
        }
        return new ValueType("LeafType.identity(" + JavaText.stringList(values) + ")",
                "identityref " + String.join(" ", values), false);
    }

    private void collect(QName base, Set<String> out) {
        for (IdentitySchemaNode d : derived.getOrDefault(base, Set.of())) {
            if (out.add(moduleName(d.getQName()) + ":" + d.getQName().getLocalName())) {
                collect(d.getQName(), out);
            }
        }
    }

    /** {@code module:name} of a typedef; built-in types belong to no module. */
    private String typedefName(QName name) {
        return context.findModule(name.getModule()).map(m -> m.getName() + ":" + name.getLocalName()).orElse("");
    }

    String moduleName(QName name) {
        return context.findModule(name.getModule()).orElseThrow().getName();
    }
}
