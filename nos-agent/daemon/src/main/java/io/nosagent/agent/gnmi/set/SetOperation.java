package io.nosagent.agent.gnmi.set;

import com.fasterxml.jackson.databind.JsonNode;
import io.nosagent.api.gnmi.ErrorText;
import io.nosagent.api.gnmi.proto.Path;
import io.nosagent.api.gnmi.proto.UpdateResult;
import io.nosagent.config.ConfigPath;

/**
 * One operation of a SetRequest.
 *
 * @param op        what it does
 * @param asGiven   its path as the request spelled it (relative to the prefix), for the response
 * @param path      the absolute path
 * @param value     the new value (null for a delete)
 */
public record SetOperation(UpdateResult.Operation op, Path asGiven, ConfigPath path, JsonNode value) {

    /** {@code update /interfaces/...}, for messages and commit notes. */
    public String describe() {
        return op.name().toLowerCase().replace('_', '-') + " " + ErrorText.item(String.valueOf(path));
    }
}
