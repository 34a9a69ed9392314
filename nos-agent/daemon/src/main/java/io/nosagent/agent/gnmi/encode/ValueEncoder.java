package io.nosagent.agent.gnmi.encode;

import com.fasterxml.jackson.core.io.JsonStringEncoder;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.protobuf.ByteString;
import io.nosagent.api.gnmi.GnmiException;
import io.nosagent.api.gnmi.proto.Encoding;
import io.nosagent.api.gnmi.proto.ScalarArray;
import io.nosagent.api.gnmi.proto.TypedValue;
import io.nosagent.config.schema.LeafType;
import io.nosagent.config.schema.SchemaNode;
import io.nosagent.config.schema.SchemaNode.Inner;
import io.nosagent.config.schema.SchemaNode.Leaf;
import io.nosagent.config.schema.SchemaNode.LeafList;
import io.nosagent.config.schema.SchemaNode.ListNode;

import java.math.BigInteger;

/** Data to {@link TypedValue} in JSON, JSON_IETF or PROTO (see the package comment for the forms). */
public final class ValueEncoder {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private ValueEncoder() {
    }

    /**
     * The encoding a request asks for, if served.
     *
     * @throws GnmiException UNIMPLEMENTED for BYTES, ASCII or an unknown value
     */
    public static Encoding served(Encoding requested) {
        return switch (requested) {
            case JSON, JSON_IETF, PROTO -> requested;
            default -> throw GnmiException.unimplemented("encoding " + requested
                    + " is not supported (supported: JSON, JSON_IETF, PROTO)");
        };
    }

    /** One leaf's or leaf-list's value. */
    public static TypedValue leaf(SchemaNode node, JsonNode value, Encoding encoding) {
        return switch (encoding) {
            case JSON_IETF -> TypedValue.newBuilder().setJsonIetfVal(bytes(value)).build();
            case JSON -> TypedValue.newBuilder().setJsonVal(bytes(plain(node, value))).build();
            case PROTO -> switch (node) {
                case Leaf leaf -> scalar(leaf.type(), value);
                case LeafList leafList -> leafList(leafList.type(), value);
                default -> throw new IllegalArgumentException(node.name() + " is not a leaf");
            };
            default -> throw new IllegalArgumentException("encoding " + encoding + " is not served");
        };
    }

    /**
     * A whole subtree (container or list entry) as one JSON value; PROTO has no subtree form (send
     * leaves instead).
     */
    public static TypedValue subtree(SchemaNode node, JsonNode value, Encoding encoding) {
        if (!(node instanceof Inner inner)) {
            return leaf(node, value, encoding);
        }
        return switch (encoding) {
            case JSON_IETF -> TypedValue.newBuilder().setJsonIetfVal(bytes(qualifiedTop(inner, value))).build();
            case JSON -> TypedValue.newBuilder().setJsonVal(bytes(plain(node, value))).build();
            default -> throw new IllegalArgumentException("no subtree form for " + encoding);
        };
    }

    /** RFC 7951 subtree with its first-level members module-qualified, as a stand-alone value. */
    private static JsonNode qualifiedTop(Inner node, JsonNode value) {
        if (node.name().isEmpty()) {
            return value; // the root: top-level members are qualified already
        }
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        for (var field : value.properties()) {
            String name = field.getKey();
            out.set(name.indexOf(':') >= 0 ? name : node.module() + ":" + name, field.getValue());
        }
        return out;
    }

    /** JSON without module qualifiers, 64-bit integers as numbers. */
    private static JsonNode plain(SchemaNode node, JsonNode value) {
        return switch (node) {
            case Leaf leaf -> plainScalar(leaf.type(), value);
            case LeafList leafList when value.isArray() -> {
                ArrayNode out = JsonNodeFactory.instance.arrayNode();
                value.forEach(v -> out.add(plainScalar(leafList.type(), v)));
                yield out;
            }
            case Inner inner when value.isObject() -> {
                ObjectNode out = JsonNodeFactory.instance.objectNode();
                for (var field : value.properties()) {
                    var child = inner.member(field.getKey());
                    if (child.isEmpty()) {
                        continue;
                    }
                    JsonNode v = field.getValue();
                    if (child.get() instanceof ListNode list) {
                        ArrayNode entries = out.putArray(list.name());
                        v.forEach(e -> entries.add(plain(list, e)));
                    } else {
                        out.set(child.get().name(), plain(child.get(), v));
                    }
                }
                yield out;
            }
            default -> value;
        };
    }

    /** A 64-bit integer, a JSON string in RFC 7951, as a JSON number. */
    private static JsonNode plainScalar(LeafType type, JsonNode value) {
        return is64Bits(type) && value.isTextual() ? JsonNodeFactory.instance.numberNode(new BigInteger(value.asText())) : value;
    }

    private static boolean is64Bits(LeafType type) {
        return (type instanceof LeafType.Unsigned u && u.bits() == 64) || (type instanceof LeafType.Signed s && s.bits() == 64);
    }

    private static TypedValue leafList(LeafType type, JsonNode values) {
        var array = ScalarArray.newBuilder();
        values.forEach(v -> array.addElement(scalar(type, v)));
        return TypedValue.newBuilder().setLeaflistVal(array).build();
    }

    private static TypedValue scalar(LeafType type, JsonNode value) {
        var b = TypedValue.newBuilder();
        return switch (type) {
            case LeafType.Unsigned u -> b.setUintVal(Long.parseUnsignedLong(value.asText())).build();
            case LeafType.Signed s -> b.setIntVal(Long.parseLong(value.asText())).build();
            case LeafType.Bool bool -> b.setBoolVal(value.asBoolean()).build();
            default -> b.setStringVal(value.asText()).build();
        };
    }

    private static ByteString bytes(JsonNode value) {
        if (value.isTextual()) { // the common case, without a serializer
            byte[] quoted = JsonStringEncoder.getInstance().quoteAsUTF8(value.textValue());
            byte[] out = new byte[quoted.length + 2];
            out[0] = '"';
            System.arraycopy(quoted, 0, out, 1, quoted.length);
            out[out.length - 1] = '"';
            return ByteString.copyFrom(out);
        }
        if (value.isIntegralNumber() || value.isBoolean()) {
            return ByteString.copyFromUtf8(value.asText());
        }
        try {
            return ByteString.copyFrom(MAPPER.writeValueAsBytes(value));
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("a JSON tree always serializes", e);
        }
    }
}
