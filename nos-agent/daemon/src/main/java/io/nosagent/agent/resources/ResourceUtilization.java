package io.nosagent.agent.resources;

import io.nosagent.config.intent.platform.TableResource;
import io.nosagent.config.intent.platform.Thresholds;

import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Turns samples of the tables into their use: the high watermark and whether each is exceeded, with
 * hysteresis: a table becomes exceeded when used / (used + free) reaches its upper threshold and stays
 * exceeded until that falls below its clear threshold, so a table hovering at one threshold does not flap.
 * Compared exactly (used x 100 against threshold x max), not on a rounded percentage. A table with no
 * entries at all is never exceeded. Not thread-safe: the monitor samples on one thread.
 */
public final class ResourceUtilization {

    /**
     * What one table holds now: the agent's entries in it, what SAI says is left, and the most entries it held
     * at once so far (counted at each write, so a peak between two samples is not missed).
     */
    public record Sample(long used, long free, long peak) {
        public Sample {
            if (used < 0 || free < 0 || peak < used) {
                throw new IllegalArgumentException("used " + used + ", free " + free + " and peak " + peak
                        + " are counts, the peak at least the use");
            }
        }

        /** A table whose use never went above what it is now. */
        public Sample(long used, long free) {
            this(used, free, used);
        }
    }

    /** A table whose exceeded state changed at this sample: {@code usage.exceeded()} is the new state. */
    public record Crossing(ResourceUsage usage) {
        public boolean raised() {
            return usage.exceeded();
        }
    }

    private final Map<TableResource, ResourceUsage> last = new EnumMap<>(TableResource.class);

    /**
     * Takes one sample of the tables in {@code samples} (a table missing keeps its last use) under the
     * thresholds in effect, and returns the tables that crossed a threshold.
     */
    public List<Crossing> update(Map<TableResource, Sample> samples, Function<TableResource, Thresholds> thresholds, Instant now) {
        var crossings = new ArrayList<Crossing>();
        samples.forEach((resource, sample) -> {
            ResourceUsage before = last.get(resource);
            Thresholds t = thresholds.apply(resource);
            long max = sample.used() + sample.free();
            boolean wasExceeded = before != null && before.exceeded();
            boolean exceeded = max > 0 && (wasExceeded
                    ? sample.used() * 100 >= (long) t.clear() * max
                    : sample.used() * 100 >= (long) t.upper() * max);
            boolean higher = before == null || sample.peak() > before.highWatermark();
            var usage = new ResourceUsage(resource, sample.used(), sample.free(),
                    higher ? sample.peak() : before.highWatermark(), higher ? now : before.highWatermarkAt(), t, exceeded);
            last.put(resource, usage);
            if (exceeded != wasExceeded) {
                crossings.add(new Crossing(usage));
            }
        });
        return crossings;
    }

    /** Every table sampled so far, in {@link TableResource} order. */
    public List<ResourceUsage> usages() {
        return List.copyOf(last.values());
    }
}
