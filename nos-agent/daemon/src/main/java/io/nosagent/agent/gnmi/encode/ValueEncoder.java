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
import io.nosagent.feature.gnmi.DataNode;
import io.nosagent.feature.gnmi.DataNode.Inner;
import io.nosagent.feature.gnmi.DataNode.Leaf;
import io.nosagent.feature.gnmi.DataNode.ListNode;
import io.nosagent.feature.gnmi.LeafKind;

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

    /** One leaf's value. */
    public static TypedValue leaf(Leaf node, JsonNode value, Encoding encoding) {
        return switch (encoding) {
            case JSON_IETF -> TypedValue.newBuilder().setJsonIetfVal(bytes(value)).build();
            case JSON -> TypedValue.newBuilder().setJsonVal(bytes(plainLeaf(node, value))).build();
            case PROTO -> node.list() ? leafList(node, value) : scalar(node.kind(), value);
            default -> throw new IllegalArgumentException("encoding " + encoding + " is not served");
        };
    }

    /**
     * A whole subtree (container or list entry) as one JSON value; PROTO has no subtree form (send
     * leaves instead).
     */
    public static TypedValue subtree(DataNode node, JsonNode value, Encoding encoding) {
        if (node instanceof Leaf leaf) {
            return leaf(leaf, value, encoding);
        }
        return switch (encoding) {
            case JSON_IETF -> TypedValue.newBuilder().setJsonIetfVal(bytes(qualifiedTop((Inner) node, value))).build();
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
    private static JsonNode plain(DataNode node, JsonNode value) {
        return switch (node) {
            case Leaf leaf -> plainLeaf(leaf, value);
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

    private static JsonNode plainLeaf(Leaf leaf, JsonNode value) {
        if ((leaf.kind() == LeafKind.UINT64 || leaf.kind() == LeafKind.INT64) && value.isTextual()) {
            return JsonNodeFactory.instance.numberNode(new BigInteger(value.asText()));
        }
        if (value.isArray()) {
            ArrayNode out = JsonNodeFactory.instance.arrayNode();
            value.forEach(v -> out.add(plainLeaf(new Leaf(leaf.name(), leaf.module(), leaf.config(), leaf.kind(), false), v)));
            return out;
        }
        return value;
    }

    private static TypedValue leafList(Leaf node, JsonNode values) {
        var array = ScalarArray.newBuilder();
        values.forEach(v -> array.addElement(scalar(node.kind(), v)));
        return TypedValue.newBuilder().setLeaflistVal(array).build();
    }

    private static TypedValue scalar(LeafKind kind, JsonNode value) {
        var b = TypedValue.newBuilder();
        if (kind.isUnsigned()) {
            return b.setUintVal(Long.parseUnsignedLong(value.asText())).build();
        }
        if (kind.isSigned()) {
            return b.setIntVal(Long.parseLong(value.asText())).build();
        }
        if (kind == LeafKind.BOOLEAN) {
            return b.setBoolVal(value.asBoolean()).build();
        }
        if (kind == LeafKind.DECIMAL64) {
            return b.setDoubleVal(Double.parseDouble(value.asText())).build();
        }
        return b.setStringVal(value.asText()).build();
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
