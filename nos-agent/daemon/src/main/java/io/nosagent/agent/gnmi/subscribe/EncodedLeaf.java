package io.nosagent.agent.gnmi.subscribe;

import com.fasterxml.jackson.databind.JsonNode;
import com.google.protobuf.CodedOutputStream;
import com.google.protobuf.WireFormat;
import io.nosagent.api.gnmi.proto.Path;
import io.nosagent.api.gnmi.proto.TypedValue;
import io.nosagent.api.gnmi.proto.Update;
import io.nosagent.config.ConfigPath;

import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * One leaf ready to send: its value (to compare), the prefix it is sent under (the path above its
 * first list, e.g. {@code /interfaces}), its update relative to that prefix, and that update
 * serialized, so notifications are assembled from bytes instead of encoding every update again.
 * Immutable apart from the lazily made text key; shared by every stream and, while path and value
 * stay the same, by later evaluations.
 */
final class EncodedLeaf {

    private final ConfigPath path;
    private final JsonNode value;
    private final Path prefix;
    /** How many elements of {@link #path} the prefix covers. */
    private final int prefixLength;
    private final Update update;
    private final byte[] bytes;
    /** The update's path serialized, shared with the leaf's later encodings at the same path. */
    private final byte[] pathBytes;
    private String key;

    /** @param prefixLength how many elements of {@code path} {@code prefix} covers */
    EncodedLeaf(ConfigPath path, JsonNode value, Path prefix, int prefixLength, Update update) {
        this(path, value, prefix, prefixLength, update, update.getPath().toByteArray());
    }

    private EncodedLeaf(ConfigPath path, JsonNode value, Path prefix, int prefixLength, Update update, byte[] pathBytes) {
        this.path = path;
        this.value = value;
        this.prefix = prefix;
        this.prefixLength = prefixLength;
        this.update = update;
        this.pathBytes = pathBytes;
        this.bytes = update.hasVal() ? bytes(pathBytes, update.getVal()) : update.toByteArray();
    }

    /**
     * This leaf with another value: {@code update} must carry this leaf's path. Its serialized path is this
     * one's (a gNMI path's key maps cost protobuf allocations per element each time they are written).
     */
    EncodedLeaf withValue(JsonNode value, Path prefix, Update update) {
        return new EncodedLeaf(path, value, prefix, prefixLength, update, pathBytes);
    }

    /** An update's wire form from its serialized path and its value: the bytes protobuf writes (path, then val). */
    private static byte[] bytes(byte[] path, TypedValue val) {
        int valSize = val.getSerializedSize();
        byte[] out = new byte[CodedOutputStream.computeTagSize(Update.PATH_FIELD_NUMBER)
                + CodedOutputStream.computeUInt32SizeNoTag(path.length) + path.length
                + CodedOutputStream.computeTagSize(Update.VAL_FIELD_NUMBER) + CodedOutputStream.computeUInt32SizeNoTag(valSize) + valSize];
        try {
            var o = CodedOutputStream.newInstance(out);
            o.writeTag(Update.PATH_FIELD_NUMBER, WireFormat.WIRETYPE_LENGTH_DELIMITED);
            o.writeUInt32NoTag(path.length);
            o.writeRawBytes(path);
            o.writeMessage(Update.VAL_FIELD_NUMBER, val);
            o.checkNoSpaceLeft();
        } catch (IOException e) {
            throw new UncheckedIOException("writing into an array of the computed size cannot fail", e);
        }
        return out;
    }

    ConfigPath path() {
        return path;
    }

    /** The leaf's absolute path as text; made only for streams that compare values. */
    String key() {
        String k = key;
        if (k == null) {
            k = path.toString();
            key = k; // racing threads compute equal strings
        }
        return k;
    }

    JsonNode value() {
        return value;
    }

    /** The prefix; leaves sent together normally hold the same instance. */
    Path prefix() {
        return prefix;
    }

    /**
     * Whether this leaf goes under the same prefix as {@code other}. Compared on the leaves' own paths:
     * protobuf's equality of two equal prefix instances allocates for every element's key map, and
     * leaves kept from earlier encodings hold prefix instances of their own.
     */
    boolean samePrefix(EncodedLeaf other) {
        if (prefix == other.prefix) {
            return true;
        }
        if (prefixLength != other.prefixLength || !path.origin().equals(other.path.origin())) {
            return false;
        }
        var mine = path.elems();
        var theirs = other.path.elems();
        for (int i = prefixLength - 1; i >= 0; i--) {
            if (!mine.get(i).equals(theirs.get(i))) {
                return false;
            }
        }
        return true;
    }

    Update update() {
        return update;
    }

    /** {@link #update()} serialized (read only). */
    byte[] bytes() {
        return bytes;
    }
}
