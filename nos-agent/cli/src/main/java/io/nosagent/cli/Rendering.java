package io.nosagent.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.protobuf.StatusProto;
import io.nosagent.api.gnmi.PathCodec;
import io.nosagent.api.gnmi.proto.SetResponse;
import io.nosagent.api.gnmi.proto.TypedValue;
import io.nosagent.api.gnmi.proto.UpdateResult;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/** How the client commands print gNMI values and errors for people and for scripts. */
final class Rendering {

    static final ObjectMapper JSON = new ObjectMapper();
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss.SSS").withZone(ZoneOffset.UTC);

    private Rendering() {
    }

    /** A value as JSON, whatever encoding carried it. */
    static JsonNode json(TypedValue v) {
        try {
            return switch (v.getValueCase()) {
                case JSON_IETF_VAL -> JSON.readTree(v.getJsonIetfVal().toString(StandardCharsets.UTF_8));
                case JSON_VAL -> JSON.readTree(v.getJsonVal().toString(StandardCharsets.UTF_8));
                case STRING_VAL -> JsonNodeFactory.instance.textNode(v.getStringVal());
                case UINT_VAL -> JsonNodeFactory.instance.numberNode(new java.math.BigInteger(Long.toUnsignedString(v.getUintVal())));
                case INT_VAL -> JsonNodeFactory.instance.numberNode(v.getIntVal());
                case BOOL_VAL -> JsonNodeFactory.instance.booleanNode(v.getBoolVal());
                case DOUBLE_VAL -> JsonNodeFactory.instance.numberNode(v.getDoubleVal());
                case LEAFLIST_VAL -> {
                    var array = JsonNodeFactory.instance.arrayNode();
                    v.getLeaflistVal().getElementList().forEach(e -> array.add(json(e)));
                    yield array;
                }
                default -> JsonNodeFactory.instance.textNode(v.toString().strip());
            };
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The member {@code name} of {@code object} (a generated constant: {@code mtu}, or {@code module:name} where
     * the module changes), whether the data qualifies it or not; missing node when absent.
     */
    static JsonNode member(JsonNode object, String name) {
        if (object == null) {
            return com.fasterxml.jackson.databind.node.MissingNode.getInstance();
        }
        String local = name.substring(name.indexOf(':') + 1);
        for (var field : object.properties()) {
            String member = field.getKey();
            if (member.equals(local) || member.endsWith(":" + local)) {
                return field.getValue();
            }
        }
        return com.fasterxml.jackson.databind.node.MissingNode.getInstance();
    }

    /** Follows {@code path} of member names. */
    static JsonNode at(JsonNode object, String... path) {
        JsonNode node = object;
        for (String p : path) {
            node = member(node, p);
        }
        return node;
    }

    /** A scalar bare ({@code UP}, {@code 9100}), anything else as compact JSON. */
    static String text(JsonNode v) {
        return v.isValueNode() ? v.asText() : v.toString();
    }

    static String pretty(JsonNode v) {
        try {
            return JSON.writerWithDefaultPrettyPrinter().writeValueAsString(v);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Nanoseconds since the epoch as an ISO instant. */
    static String instant(JsonNode nanos) {
        if (nanos.isMissingNode()) {
            return "-";
        }
        return Instant.ofEpochSecond(0, Long.parseLong(nanos.asText())).toString();
    }

    /** Nanoseconds as {@code 3d 04:05:06}. */
    static String duration(JsonNode nanos) {
        if (nanos.isMissingNode()) {
            return "-";
        }
        long s = Long.parseLong(nanos.asText()) / 1_000_000_000L;
        return String.format("%dd %02d:%02d:%02d", s / 86400, s % 86400 / 3600, s % 3600 / 60, s % 60);
    }

    static String time(long nanos) {
        return TIME.format(Instant.ofEpochSecond(0, nanos));
    }

    /** A count with thousands separators. */
    static String count(JsonNode v) {
        if (v == null || v.isMissingNode() || v.isNull()) {
            return "-";
        }
        try {
            return String.format("%,d", new java.math.BigInteger(v.asText()));
        } catch (NumberFormatException e) {
            return v.asText();
        }
    }

    /**
     * Why the agent could not be reached, when the transport says so: gRPC's own description ("io exception" and
     * its channel pipeline) names neither a refused connection nor a certificate the client does not trust.
     */
    static java.util.Optional<String> transportCause(Status s) {
        if (s.getCode() != Status.Code.UNAVAILABLE) {
            return java.util.Optional.empty();
        }
        for (Throwable c = s.getCause(); c != null; c = c.getCause()) {
            if (c instanceof javax.net.ssl.SSLException tls) {
                return java.util.Optional.of("the TLS handshake with the agent failed: " + tls.getMessage()
                        + " (an agent's self-signed certificate is trusted from its --state-dir, another one with --ca FILE)");
            }
            if (c instanceof java.net.ConnectException refused) {
                return java.util.Optional.of("cannot connect to the agent: " + refused.getMessage()
                        + " (is it running, on that address and port? --target, --state-dir)");
            }
        }
        return java.util.Optional.empty();
    }

    /** An RPC failure as the operator needs it: code, message and, for Set, what each operation did. */
    @SuppressWarnings("deprecation") // UpdateResult.message is where gNMI puts per-operation errors
    static int fail(StatusRuntimeException e, PrintWriter err) {
        Status s = e.getStatus();
        err.println("error: " + s.getCode() + ": " + transportCause(s).orElse(s.getDescription()));
        var status = StatusProto.fromThrowable(e);
        if (status != null) {
            for (var detail : status.getDetailsList()) {
                if (detail.is(SetResponse.class)) {
                    try {
                        for (UpdateResult r : detail.unpack(SetResponse.class).getResponseList()) {
                            err.printf("  %-7s %s: %s: %s%n", r.getOp(), PathCodec.text(r.getPath()),
                                    Status.fromCodeValue(r.getMessage().getCode()).getCode(), r.getMessage().getMessage());
                        }
                    } catch (com.google.protobuf.InvalidProtocolBufferException bad) {
                        err.println("  (unreadable details)");
                    }
                }
            }
        }
        return s.getCode() == Status.Code.UNAUTHENTICATED || s.getCode() == Status.Code.PERMISSION_DENIED ? 3 : 1;
    }
}
