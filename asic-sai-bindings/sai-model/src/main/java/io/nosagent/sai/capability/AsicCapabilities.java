package io.nosagent.sai.capability;

import io.nosagent.sai.SaiStatus;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;

/**
 * What the agent learned of its ASIC: for every {@link AgentFeature}, whether it is native, takes its
 * fallback or is not supported, with the SAI's answers. Built at bring-up from the capability queries
 * ({@link CapabilityProbe}); what only using the ASIC shows (bulk calls, counters) is added as it is
 * learned ({@link #withBulkCalls}, {@link #withCounters}). Shown by gNMI, {@code show system} and
 * snapshots; validation refuses a config needing a feature that is not supported.
 *
 * @param features one row per feature, in {@link AgentFeature} order
 */
public record AsicCapabilities(List<FeatureSupport> features) {

    /** Nothing asked: every feature unknown (a switch brought up without the probe). */
    public static final AsicCapabilities UNKNOWN = of(List.of());

    public AsicCapabilities {
        var byFeature = new EnumMap<AgentFeature, FeatureSupport>(AgentFeature.class);
        for (FeatureSupport f : features) {
            if (byFeature.put(f.feature(), f) != null) {
                throw new IllegalArgumentException(f.feature() + " given twice");
            }
        }
        var missing = Arrays.stream(AgentFeature.values()).filter(f -> !byFeature.containsKey(f)).toList();
        if (!missing.isEmpty()) {
            throw new IllegalArgumentException("a row for every feature is needed; missing " + missing);
        }
        features = List.copyOf(byFeature.values());
    }

    /** These rows, every feature not among them unknown. */
    public static AsicCapabilities of(Collection<FeatureSupport> rows) {
        var byFeature = new EnumMap<AgentFeature, FeatureSupport>(AgentFeature.class);
        for (AgentFeature f : AgentFeature.values()) {
            byFeature.put(f, new FeatureSupport(f, Support.UNKNOWN, "not asked", List.of()));
        }
        rows.forEach(r -> byFeature.put(r.feature(), r));
        return new AsicCapabilities(new ArrayList<>(byFeature.values()));
    }

    /** The row of {@code feature}. */
    public FeatureSupport of(AgentFeature feature) {
        return features.get(feature.ordinal());
    }

    /** These capabilities with {@code row} replacing its feature's. */
    public AsicCapabilities with(FeatureSupport row) {
        var rows = new ArrayList<>(features);
        rows.set(row.feature().ordinal(), Objects.requireNonNull(row));
        return new AsicCapabilities(rows);
    }

    /**
     * With what the store learned of the bulk calls: every call it made in bulk and was answered
     * ({@link SaiStatus#SUCCESS}), or refused (the status): one call per item from then on.
     */
    public AsicCapabilities withBulkCalls(Map<String, SaiStatus> answers) {
        if (answers.isEmpty()) {
            return this;
        }
        var evidence = new ArrayList<String>();
        var refused = new ArrayList<String>();
        answers.forEach((call, status) -> {
            evidence.add(call + ": " + (status.isSuccess() ? "answered" : status));
            if (!status.isSuccess()) {
                refused.add(call);
            }
        });
        return with(refused.isEmpty()
                ? new FeatureSupport(AgentFeature.BULK_CALLS, Support.NATIVE, "SAI bulk calls", evidence)
                : new FeatureSupport(AgentFeature.BULK_CALLS, Support.FALLBACK, "one call per item for " + String.join(", ", refused),
                evidence));
    }

    /** With the counters the stats collector found the ASIC lacks (by port; each left out of the poll). */
    public AsicCapabilities withCounters(Map<String, Set<String>> unsupportedByPort) {
        Set<String> lacked = new TreeSet<>();
        unsupportedByPort.values().forEach(lacked::addAll);
        if (lacked.isEmpty()) {
            return this;
        }
        return with(new FeatureSupport(AgentFeature.COUNTERS, Support.FALLBACK, lacked.size() + " counters left out of the poll",
                lacked.stream().map(s -> s + ": NOT_SUPPORTED").toList()));
    }
}
