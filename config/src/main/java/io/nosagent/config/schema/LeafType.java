package io.nosagent.config.schema;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.BigIntegerNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.LongNode;
import com.fasterxml.jackson.databind.node.TextNode;
import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;
import io.nosagent.net.MacAddresses;

import java.math.BigInteger;
import java.util.Base64;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The value type of a leaf with its RFC 7951 JSON encoding: integers up to 32 bits are JSON numbers,
 * 64-bit integers are JSON strings, booleans are JSON booleans, identities are {@code module:name}.
 * Each type checks a JSON value and returns its canonical form, or throws an
 * {@link IllegalArgumentException} whose message quotes the value and says what was expected.
 */
public sealed interface LeafType {

    /** The type's name for messages, e.g. {@code uint16}. */
    String describe();

    /** The canonical JSON for {@code value}; {@link IllegalArgumentException} if it is not of this type. */
    JsonNode canonical(JsonNode value);

    /** The JSON value a gNMI path key spells as {@code text} ({@code index=0} is the number 0). */
    default JsonNode fromKey(String text) {
        return canonical(TextNode.valueOf(text));
    }

    /** The gNMI path key text of a canonical value. */
    default String keyText(JsonNode canonical) {
        return canonical.asText();
    }

    static LeafType bool() {
        return new Bool();
    }

    /** uint8/16/32/64 restricted to {@code min..max}. */
    static LeafType unsigned(int bits, long min, long max) {
        return new Unsigned(bits, min, max);
    }

    /** int8/16/32/64 restricted to {@code min..max}. */
    static LeafType signed(int bits, long min, long max) {
        return new Signed(bits, min, max);
    }

    /** An unrestricted string. */
    static LeafType string() {
        return new Text("string", List.of(), 0, Integer.MAX_VALUE);
    }

    /**
     * A string restricted by YANG patterns (each must match the whole value) and a length range.
     *
     * @param name     the type's name for messages (its typedef, e.g. {@code domain-name})
     * @param patterns Java regular expressions
     */
    static LeafType text(String name, List<String> patterns, int minLength, int maxLength) {
        return new Text(name, patterns.stream().map(Pattern::compile).toList(), minLength, maxLength);
    }

    static LeafType macAddress() {
        return new MacAddress();
    }

    static LeafType ipv4Address() {
        return new Ipv4Address();
    }

    static LeafType ipv6Address() {
        return new Ipv6Address();
    }

    /** openconfig-inet-types {@code ip-address}: IPv4 or IPv6, no zone. */
    static LeafType ipAddress() {
        return new IpAddress();
    }

    /** openconfig-inet-types {@code ip-prefix}: IPv4 or IPv6 CIDR. */
    static LeafType ipPrefix() {
        return new IpPrefix();
    }

    /** An identityref accepting {@code values}, each {@code module:name}. */
    static LeafType identity(List<String> values) {
        return new Identity(values);
    }

    static LeafType enumeration(List<String> values) {
        return new Enumeration(values);
    }

    /** YANG {@code binary}: base64 text (RFC 7951). */
    static LeafType binary() {
        return new Binary();
    }

    /** YANG {@code decimal64} with {@code fractionDigits} digits after the point: a JSON string (RFC 7951). */
    static LeafType decimal64(int fractionDigits) {
        return new Decimal64(fractionDigits);
    }

    /** JSON true / false. */
    record Bool() implements LeafType {
        @Override
        public String describe() {
            return "boolean";
        }

        @Override
        public JsonNode canonical(JsonNode value) {
            if (!value.isBoolean()) {
                throw expected(this, "a JSON true/false", value);
            }
            return value;
        }

        @Override
        public JsonNode fromKey(String text) {
            return switch (text) {
                case "true" -> BooleanNode.TRUE;
                case "false" -> BooleanNode.FALSE;
                default -> throw new IllegalArgumentException("'" + text + "' is not a boolean");
            };
        }
    }

    /**
     * uint8/16/32 (JSON number) or uint64 (JSON string), restricted to {@code min..max}. The agent holds
     * integers in a Java long, so a uint64 stops at 2^63-1 (the generator caps its range there).
     */
    record Unsigned(int bits, long min, long max) implements LeafType {
        @Override
        public String describe() {
            return "uint" + bits;
        }

        @Override
        public JsonNode canonical(JsonNode value) {
            BigInteger v = integer(this, value, bits == 64, min, max);
            if (bits == 64) {
                return TextNode.valueOf(v.toString());
            }
            // The node class Jackson's parser would pick, so canonical trees compare equal to parsed ones.
            return v.bitLength() < 32 ? IntNode.valueOf(v.intValue()) : LongNode.valueOf(v.longValue());
        }

        @Override
        public JsonNode fromKey(String text) {
            return canonical(integerKey(this, text, false, bits == 64));
        }
    }

    /** int8/16/32 (JSON number) or int64 (JSON string), restricted to {@code min..max}. */
    record Signed(int bits, long min, long max) implements LeafType {
        @Override
        public String describe() {
            return "int" + bits;
        }

        @Override
        public JsonNode canonical(JsonNode value) {
            BigInteger v = integer(this, value, bits == 64, min, max);
            return bits == 64 ? TextNode.valueOf(v.toString()) : IntNode.valueOf(v.intValue());
        }

        @Override
        public JsonNode fromKey(String text) {
            return canonical(integerKey(this, text, true, bits == 64));
        }
    }

    /** A string restricted by YANG patterns (each a whole-value match) and a length range. */
    record Text(String name, List<Pattern> patterns, int minLength, int maxLength) implements LeafType {
        public Text {
            patterns = List.copyOf(patterns);
        }

        @Override
        public String describe() {
            return name;
        }

        @Override
        public JsonNode canonical(JsonNode value) {
            if (!value.isTextual()) {
                throw expected(this, "a JSON string", value);
            }
            String s = value.asText();
            refuseExcludedCharacters(s);
            if (s.length() < minLength || s.length() > maxLength
                    || patterns.stream().anyMatch(p -> !p.matcher(s).matches())) {
                throw new IllegalArgumentException("'" + s + "' is not a valid " + name);
            }
            return value;
        }

        /**
         * YANG's string (RFC 7950, 9.4) holds Unicode characters including tab, carriage return and line
         * feed, but no other C0 control, no surrogate and no noncharacter: a NUL in a description ends
         * the string for C readers of it, and U+FFFD-free text is what a UTF-8 check upstream leaves.
         */
        private static void refuseExcludedCharacters(String s) {
            for (int i = 0; i < s.length(); ) {
                int c = s.codePointAt(i);
                boolean control = c < 0x20 && c != '\t' && c != '\n' && c != '\r';
                boolean surrogate = Character.isSurrogate((char) c) && Character.charCount(c) == 1;
                boolean nonCharacter = (c & 0xFFFE) == 0xFFFE || (c >= 0xFDD0 && c <= 0xFDEF);
                if (control || surrogate || nonCharacter) {
                    throw new IllegalArgumentException("character U+%04X at position %d is not allowed in a YANG string"
                            .formatted(c, i) + " (no C0 control other than tab, CR and LF, no surrogate or noncharacter)");
                }
                i += Character.charCount(c);
            }
        }
    }

    /**
     * An identityref: the identities it accepts, each {@code module:name} (the ones derived from its base,
     * or fewer where the agent supports fewer). Input may leave the module out where the name is unique;
     * the canonical form names it.
     */
    record Identity(List<String> values) implements LeafType {
        public Identity {
            values = List.copyOf(values);
        }

        @Override
        public String describe() {
            return "identityref";
        }

        @Override
        public JsonNode canonical(JsonNode value) {
            if (!value.isTextual()) {
                throw expected(this, "a JSON string", value);
            }
            String s = value.asText();
            String found = null;
            for (String v : values) {
                if (v.equals(s) || (s.indexOf(':') < 0 && v.endsWith(":" + s))) {
                    if (found != null) {
                        throw new IllegalArgumentException("'" + s + "' is ambiguous: name its module");
                    }
                    found = v;
                }
            }
            if (found == null) {
                throw new IllegalArgumentException("'" + s + "' is not supported (supported: " + String.join(", ", values) + ")");
            }
            return TextNode.valueOf(found);
        }
    }

    /** A YANG enumeration. */
    record Enumeration(List<String> values) implements LeafType {
        public Enumeration {
            values = List.copyOf(values);
        }

        @Override
        public String describe() {
            return "enumeration";
        }

        @Override
        public JsonNode canonical(JsonNode value) {
            if (!value.isTextual()) {
                throw expected(this, "a JSON string", value);
            }
            if (!values.contains(value.asText())) {
                throw new IllegalArgumentException("'" + value.asText() + "' is not one of " + String.join(", ", values));
            }
            return value;
        }
    }

    /** YANG {@code binary}: the bytes as base64 text, as RFC 7951 writes them. */
    record Binary() implements LeafType {
        @Override
        public String describe() {
            return "binary";
        }

        @Override
        public JsonNode canonical(JsonNode value) {
            if (!value.isTextual()) {
                throw expected(this, "a JSON string of base64", value);
            }
            try {
                Base64.getDecoder().decode(value.asText());
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("'" + value.asText() + "' is not base64");
            }
            return value;
        }
    }

    /** decimal64: a JSON string (or number) of at most {@code fractionDigits} decimals, kept as text. */
    record Decimal64(int fractionDigits) implements LeafType {
        @Override
        public String describe() {
            return "decimal64";
        }

        @Override
        public JsonNode canonical(JsonNode value) {
            if (!value.isTextual() && !value.isNumber()) {
                throw expected(this, "a decimal number", value);
            }
            java.math.BigDecimal d;
            try {
                d = new java.math.BigDecimal(value.asText());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("'" + value.asText() + "' is not a decimal number");
            }
            if (d.stripTrailingZeros().scale() > fractionDigits) {
                throw new IllegalArgumentException("'" + value.asText() + "' has more than " + fractionDigits + " decimals");
            }
            return TextNode.valueOf(d.setScale(fractionDigits, java.math.RoundingMode.UNNECESSARY).toPlainString());
        }
    }

    /** openconfig-inet-types {@code ipv4-address}: dotted quad, no zone. */
    record Ipv4Address() implements LeafType {
        @Override
        public String describe() {
            return "ipv4-address";
        }

        @Override
        public JsonNode canonical(JsonNode value) {
            if (!value.isTextual()) {
                throw expected(this, "a JSON string", value);
            }
            return TextNode.valueOf(IpAddresses.format(IpAddresses.parseIpv4(value.asText())));
        }
    }

    /** openconfig-inet-types {@code ipv6-address}; canonical form is RFC 5952. */
    record Ipv6Address() implements LeafType {
        @Override
        public String describe() {
            return "ipv6-address";
        }

        @Override
        public JsonNode canonical(JsonNode value) {
            if (!value.isTextual()) {
                throw expected(this, "a JSON string", value);
            }
            return TextNode.valueOf(IpAddresses.format(IpAddresses.parseIpv6(value.asText())));
        }
    }

    /** openconfig-inet-types {@code ip-address} (either family); canonical form as {@link Ipv4Address} / {@link Ipv6Address}. */
    record IpAddress() implements LeafType {
        @Override
        public String describe() {
            return "ip-address";
        }

        @Override
        public JsonNode canonical(JsonNode value) {
            if (!value.isTextual()) {
                throw expected(this, "a JSON string", value);
            }
            return TextNode.valueOf(IpAddresses.format(IpAddresses.parse(value.asText())));
        }
    }

    /**
     * openconfig-inet-types {@code ip-prefix}: {@code address/length}, the address in canonical form.
     * Host bits are kept as given, so a validator can refuse them quoting the operator's text (a
     * route to {@code 10.1.2.3/24} is more likely a typo than a way of writing {@code 10.1.2.0/24}).
     */
    record IpPrefix() implements LeafType {
        @Override
        public String describe() {
            return "ip-prefix";
        }

        @Override
        public JsonNode canonical(JsonNode value) {
            if (!value.isTextual()) {
                throw expected(this, "a JSON string", value);
            }
            return TextNode.valueOf(Cidr.parse(value.asText()).toString());
        }
    }

    /** ietf-yang-types {@code mac-address}: six colon-separated hex octets; canonical form is lower case. */
    record MacAddress() implements LeafType {
        @Override
        public String describe() {
            return "mac-address";
        }

        @Override
        public JsonNode canonical(JsonNode value) {
            if (!value.isTextual()) {
                throw expected(this, "a JSON string", value);
            }
            return TextNode.valueOf(MacAddresses.canonical(value.asText()));
        }
    }

    /** How a JSON value reads in a message: {@code string "9000"}, {@code number 9000}, {@code an object}. */
    static String describeJson(JsonNode v) {
        if (v == null || v.isNull() || v.isMissingNode()) {
            return "null";
        }
        if (v.isTextual()) {
            return "string " + v;
        }
        if (v.isNumber()) {
            return "number " + v;
        }
        if (v.isBoolean()) {
            return "boolean " + v;
        }
        return v.isArray() ? "an array" : "an object";
    }

    /** An integer leaf's value in {@code min..max}: a JSON number, or for 64 bits a JSON string (RFC 7951). */
    private static BigInteger integer(LeafType type, JsonNode value, boolean asString, long min, long max) {
        String digits = min < 0 ? "-?[0-9]+" : "[0-9]+";
        BigInteger v;
        if (asString) {
            if (!value.isTextual() || !value.asText().matches(digits)) {
                throw expected(type, "a JSON string of digits (RFC 7951)", value);
            }
            v = new BigInteger(value.asText());
        } else {
            if (!value.isIntegralNumber()) {
                throw expected(type, "a JSON number", value);
            }
            v = value.bigIntegerValue();
        }
        if (v.compareTo(BigInteger.valueOf(min)) < 0 || v.compareTo(BigInteger.valueOf(max)) > 0) {
            throw new IllegalArgumentException(v + " is out of range " + min + ".." + max);
        }
        return v;
    }

    /** The JSON value an integer key spelled {@code text} in a path stands for. */
    private static JsonNode integerKey(LeafType type, String text, boolean signed, boolean asString) {
        if (!text.matches(signed ? "-?[0-9]{1,20}" : "[0-9]{1,20}")) {
            throw new IllegalArgumentException("'" + text + "' is not a " + type.describe());
        }
        return asString ? TextNode.valueOf(text) : BigIntegerNode.valueOf(new BigInteger(text));
    }

    private static IllegalArgumentException expected(LeafType type, String encoding, JsonNode got) {
        return new IllegalArgumentException("expected " + type.describe() + " as " + encoding + ", got " + describeJson(got));
    }
}
