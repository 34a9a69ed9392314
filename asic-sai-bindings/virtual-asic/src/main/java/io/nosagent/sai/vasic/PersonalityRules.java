package io.nosagent.sai.vasic;

import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.platform.Personality;

import java.util.List;

import static io.nosagent.sai.SaiStatusCode.ATTR_NOT_SUPPORTED;
import static io.nosagent.sai.SaiStatusCode.NOT_IMPLEMENTED;
import static io.nosagent.sai.SaiStatusCode.NOT_SUPPORTED;

/**
 * What the vendor SAI the platform names lacks ({@link Personality}), refused as such a SAI refuses it:
 * <ul>
 *   <li>a create of an object type it lacks: NOT_SUPPORTED;</li>
 *   <li>an attribute it lacks, or an enum value it lacks (also inside an INT32 list), in a create or set:
 *       ATTR_NOT_SUPPORTED_0+i; a GET of an attribute it lacks: ATTR_NOT_SUPPORTED_0+i;</li>
 *   <li>a GET it does not implement, or (with {@link Personality.Gets#unsetNotImplemented()}) of an
 *       attribute holding no value: plain NOT_IMPLEMENTED, naming nothing, as such SAIs answer;</li>
 *   <li>a counter it lacks: NOT_SUPPORTED for the whole stats call; a bulk call without bulk: NOT_IMPLEMENTED.</li>
 * </ul>
 * The capability queries answer by the same rules.
 */
final class PersonalityRules {

    private final Personality personality;

    PersonalityRules(Personality personality) {
        this.personality = personality;
    }

    /** Refuses a create of a type the SAI lacks. */
    void checkType(ObjectType type) {
        if (!personality.has(type)) {
            throw Violation.of(NOT_SUPPORTED, "this SAI (" + personality.name() + ") does not implement " + type + " objects");
        }
    }

    /** Whether the SAI implements {@code spec} at all (the attribute capability's answer). */
    boolean supports(AttrSpec spec) {
        return personality.has(spec);
    }

    /** Whether a GET of {@code spec} is implemented (the capability's get answer). */
    boolean answersGet(AttrSpec spec) {
        return !personality.gets().notImplemented().contains(spec);
    }

    void check(Attribute attr, int i) {
        AttrSpec spec = attr.spec();
        if (!personality.has(spec)) {
            throw Violation.at(ATTR_NOT_SUPPORTED, i, spec, spec.name() + ": not implemented by this SAI (" + personality.name() + ")");
        }
        switch (attr.value()) {
            case AttrValue.S32(int v) -> checkValue(spec, v, i);
            case AttrValue.S32List list -> {
                for (int k = 0; k < list.size(); k++) {
                    checkValue(spec, list.get(k), i);
                }
            }
            default -> {
            }
        }
    }

    /** Refuses a GET the SAI does not answer; {@code held}: the attribute has a value of its own (given, built or live). */
    void checkGet(AttrSpec spec, boolean held, int i) {
        if (!personality.has(spec)) {
            throw Violation.at(ATTR_NOT_SUPPORTED, i, spec, spec.name() + ": not implemented by this SAI (" + personality.name() + ")");
        }
        if (!answersGet(spec) || personality.gets().unsetNotImplemented() && !held && !spec.isReadOnly()) {
            throw Violation.of(NOT_IMPLEMENTED, "GET " + spec.name() + " is not implemented by this SAI (" + personality.name()
                    + (answersGet(spec) ? ": it holds no value for it" : "") + ")");
        }
    }

    /** The enum values of {@code spec} the SAI implements. */
    List<Integer> implemented(AttrSpec spec, List<Integer> values) {
        return values.stream().filter(v -> personality.has(spec, v)).toList();
    }

    /** Refuses a bulk call of a SAI without them. */
    void checkBulk(String call) {
        if (!personality.bulk()) {
            throw Violation.of(NOT_IMPLEMENTED, "this SAI (" + personality.name() + ") has no " + call);
        }
    }

    private void checkValue(AttrSpec spec, int v, int i) {
        if (!personality.has(spec, v)) {
            throw Violation.at(ATTR_NOT_SUPPORTED, i, spec, spec.name() + ": " + Personality.valueName(spec, v)
                    + " is not implemented by this SAI (" + personality.name() + ")");
        }
    }
}
