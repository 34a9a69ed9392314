package io.nosagent.agent.gnmi.set;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import io.grpc.Status;
import io.nosagent.api.gnmi.GnmiException;
import io.nosagent.api.gnmi.proto.TypedValue;
import io.nosagent.config.ConfigException;
import io.nosagent.config.codec.JsonText;

import java.math.BigInteger;

/**
 * A Set value to JSON: {@code json_ietf_val} and {@code json_val} are parsed (plain names are
 * accepted where RFC 7951 would qualify them), PROTO scalars become the JSON scalar of the same
 * value. ASCII, bytes, protobuf messages and the deprecated decimal/float forms are not served.
 */
final class ValueDecoder {

    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private ValueDecoder() {
    }

    /**
     * @throws GnmiException UNIMPLEMENTED for an encoding not served, INVALID_ARGUMENT for JSON that
     *                       does not parse or a value that is missing
     */
    static JsonNode decode(TypedValue value, String where) {
        return switch (value.getValueCase()) {
            case JSON_IETF_VAL -> parse(utf8(value.getJsonIetfVal(), where), where);
            case JSON_VAL -> parse(utf8(value.getJsonVal(), where), where);
            case STRING_VAL -> JSON.textNode(value.getStringVal());
            case INT_VAL -> JSON.numberNode(value.getIntVal());
            case UINT_VAL -> value.getUintVal() >= 0 ? JSON.numberNode(value.getUintVal())
                    : JSON.numberNode(new BigInteger(Long.toUnsignedString(value.getUintVal())));
            case BOOL_VAL -> JSON.booleanNode(value.getBoolVal());
            case DOUBLE_VAL -> JSON.numberNode(value.getDoubleVal());
            case LEAFLIST_VAL -> {
                ArrayNode array = JSON.arrayNode();
                for (TypedValue element : value.getLeaflistVal().getElementList()) {
                    array.add(decode(element, where));
                }
                yield array;
            }
            case VALUE_NOT_SET -> throw GnmiException.invalid(where + ": the update carries no value (set 'val')");
            default -> throw new GnmiException(Status.Code.UNIMPLEMENTED, where + ": value encoding "
                    + value.getValueCase() + " is not supported (use json_ietf_val, json_val or a PROTO scalar)");
        };
    }

    /**
     * The bytes, parsed as they are (no string of a 4 MB value first); bytes that are not UTF-8 are
     * refused rather than read as U+FFFD.
     */
    private static byte[] utf8(com.google.protobuf.ByteString bytes, String where) {
        if (!bytes.isValidUtf8()) {
            throw GnmiException.invalid(where + ": the JSON value is not valid UTF-8 (RFC 8259 requires it)");
        }
        return bytes.toByteArray();
    }

    private static JsonNode parse(byte[] utf8, String where) {
        try {
            return JsonText.parse(utf8, where);
        } catch (ConfigException e) {
            throw GnmiException.invalid(e.getMessage());
        }
    }
}
