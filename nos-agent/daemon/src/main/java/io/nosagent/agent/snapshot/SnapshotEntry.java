package io.nosagent.agent.snapshot;

import java.time.Instant;
import java.util.Optional;

/**
 * One snapshot in the index.
 *
 * @param id       increasing, never reused in a directory
 * @param time     when it was triggered
 * @param trigger  the trigger's kind
 * @param resource what it is about
 * @param caseId   the case, if any
 * @param reason   the trigger's line
 * @param file     its file name in the snapshot directory
 * @param size     bytes on disk (compressed)
 */
public record SnapshotEntry(long id, Instant time, String trigger, String resource, Optional<String> caseId, String reason,
                            String file, long size) {
}
