package io.nosagent.agent.resources;

import io.nosagent.config.intent.platform.TableResource;
import io.nosagent.config.intent.platform.Thresholds;

import java.time.Instant;
import java.util.Objects;

/**
 * One table's use as last sampled.
 *
 * @param used            entries of the agent's objects in it
 * @param free            entries SAI says are still available
 * @param highWatermark   the most entries used at once since the agent started (counted at each write, not only when sampled)
 * @param highWatermarkAt when the high watermark was last raised
 * @param thresholds      the thresholds in effect
 * @param exceeded        whether use reached the upper threshold and has not yet fallen below the clear one
 */
public record ResourceUsage(TableResource resource, long used, long free, long highWatermark, Instant highWatermarkAt,
                            Thresholds thresholds, boolean exceeded) {

    public ResourceUsage {
        Objects.requireNonNull(resource, "resource");
        Objects.requireNonNull(highWatermarkAt, "highWatermarkAt");
        Objects.requireNonNull(thresholds, "thresholds");
    }

    /** The table's size as OpenConfig defines it for the thresholds: used + free. */
    public long maxLimit() {
        return used + free;
    }

    /** Use in whole percent, rounded down (0 for a table with no entries at all). */
    public long percentUsed() {
        return maxLimit() == 0 ? 0 : used * 100 / maxLimit();
    }
}
