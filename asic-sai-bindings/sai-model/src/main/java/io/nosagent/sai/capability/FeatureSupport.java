package io.nosagent.sai.capability;

import java.util.List;
import java.util.Objects;

/**
 * One feature of the agent on this ASIC.
 *
 * @param feature  the feature
 * @param support  native, a fallback, not supported, or unknown
 * @param how      the SAI mechanism used, the fallback taken, or what is missing
 * @param evidence the SAI's answers that decided it, one per query or trial
 */
public record FeatureSupport(AgentFeature feature, Support support, String how, List<String> evidence) {

    public FeatureSupport {
        Objects.requireNonNull(feature, "feature");
        Objects.requireNonNull(support, "support");
        Objects.requireNonNull(how, "how");
        evidence = List.copyOf(evidence);
    }

    /** Whether the feature works on this ASIC (natively or by its fallback). */
    public boolean works() {
        return support == Support.NATIVE || support == Support.FALLBACK;
    }

    /** The evidence as one line. */
    public String evidenceText() {
        return String.join("; ", evidence);
    }
}
