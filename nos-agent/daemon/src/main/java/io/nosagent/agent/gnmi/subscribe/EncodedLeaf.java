package io.nosagent.agent.gnmi.subscribe;

import com.fasterxml.jackson.databind.JsonNode;
import io.nosagent.api.gnmi.proto.Path;
import io.nosagent.api.gnmi.proto.Update;
import io.nosagent.config.ConfigPath;

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
    private final Update update;
    private final byte[] bytes;
    private String key;

    EncodedLeaf(ConfigPath path, JsonNode value, Path prefix, Update update) {
        this.path = path;
        this.value = value;
        this.prefix = prefix;
        this.update = update;
        this.bytes = update.toByteArray();
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

    Update update() {
        return update;
    }

    /** {@link #update()} serialized (read only). */
    byte[] bytes() {
        return bytes;
    }
}
