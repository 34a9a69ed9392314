package io.nosagent.agent.snapshot;

import com.fasterxml.jackson.core.JsonGenerator;
import io.nosagent.config.store.Commit;

import java.io.IOException;

/** Writes a commit's JSON_IETF document as it is encoded: no tree, so a large route table stays small in memory. */
@FunctionalInterface
public interface DocumentWriter {

    void write(Commit commit, JsonGenerator out) throws IOException;
}
