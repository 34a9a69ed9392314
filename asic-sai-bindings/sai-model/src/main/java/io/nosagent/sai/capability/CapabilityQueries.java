package io.nosagent.sai.capability;

import io.nosagent.sai.AttrCapability;
import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.Sai;
import io.nosagent.sai.SaiException;
import io.nosagent.sai.platform.Personality;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * SAI's three capability queries, each asked once per attribute however many features need it, answered
 * as {@link Answer}s with the SAI's words. A query the SAI refuses (an older library without it) is an
 * unknown answer, never an error. No call here writes to the ASIC.
 */
public final class CapabilityQueries {

    private final Sai sai;
    private final long switchId;
    private final Map<AttrSpec, Object> attributeAnswers = new HashMap<>();
    private final Map<AttrSpec, Object> enumAnswers = new HashMap<>();

    public CapabilityQueries(Sai sai, long switchId) {
        this.sai = sai;
        this.switchId = switchId;
    }

    /** Whether a create may carry {@code attr}. */
    public Answer create(AttrSpec attr) {
        return attribute(attr, "create", AttrCapability::createImplemented);
    }

    /** Whether {@code attr} can be set. */
    public Answer set(AttrSpec attr) {
        return attribute(attr, "set", AttrCapability::setImplemented);
    }

    /** Whether {@code attr} can be read. */
    public Answer get(AttrSpec attr) {
        return attribute(attr, "get", AttrCapability::getImplemented);
    }

    /** Whether the enum attribute {@code attr} takes {@code value}. */
    @SuppressWarnings("unchecked")
    public Answer enumValue(AttrSpec attr, int value) {
        Object known = enumAnswers.computeIfAbsent(attr, a -> {
            try {
                return sai.enumValuesCapability(switchId, a.objectType(), a);
            } catch (SaiException e) {
                return e;
            }
        });
        String name = Personality.valueName(attr, value);
        if (known instanceof SaiException e) {
            return Answer.of(Answer.Verdict.UNKNOWN, attr.name() + " enum values capability refused (" + e.status() + ")");
        }
        boolean has = ((List<Integer>) known).contains(value);
        return Answer.of(has ? Answer.Verdict.YES : Answer.Verdict.NO,
                attr.name() + " enum values capability " + (has ? "lists " : "lacks ") + name);
    }

    /** How many more objects of {@code type} (with these attributes) fit, as the SAI says; empty evidence when unanswered. */
    public Answer availability(ObjectType type, List<? extends Attribute> attrs, String what) {
        try {
            long n = sai.objectAvailability(switchId, type, attrs);
            return Answer.of(n > 0 ? Answer.Verdict.YES : Answer.Verdict.NO, "object availability " + what + ": " + n);
        } catch (SaiException e) {
            return Answer.of(Answer.Verdict.UNKNOWN, "object availability " + what + " refused (" + e.status() + ")");
        }
    }

    private Answer attribute(AttrSpec attr, String what, Predicate<AttrCapability> implemented) {
        Object known = attributeAnswers.computeIfAbsent(attr, a -> {
            try {
                return sai.attributeCapability(switchId, a.objectType(), a);
            } catch (SaiException e) {
                return e;
            }
        });
        if (known instanceof SaiException e) {
            return Answer.of(Answer.Verdict.UNKNOWN, attr.name() + " attribute capability refused (" + e.status() + ")");
        }
        boolean has = implemented.test((AttrCapability) known);
        return Answer.of(has ? Answer.Verdict.YES : Answer.Verdict.NO,
                attr.name() + ": " + what + (has ? " implemented" : " not implemented"));
    }
}
