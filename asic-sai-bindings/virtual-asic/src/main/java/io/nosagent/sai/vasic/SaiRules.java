package io.nosagent.sai.vasic;

import io.nosagent.sai.AttrDefault;
import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.EntryKey;
import io.nosagent.sai.NeighborEntry;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.RouteEntry;
import io.nosagent.sai.conditions.AttrCondition;
import io.nosagent.sai.platform.Platform;
import io.nosagent.sai.meta.ArsAttr;
import io.nosagent.sai.meta.NextHopGroupAttr;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.vasic.AttrCatalog.AttrRule;

import java.util.List;
import java.util.stream.Collectors;

import static io.nosagent.sai.SaiStatusCode.ATTR_NOT_IMPLEMENTED;
import static io.nosagent.sai.SaiStatusCode.INVALID_ATTRIBUTE;
import static io.nosagent.sai.SaiStatusCode.INVALID_ATTR_VALUE;
import static io.nosagent.sai.SaiStatusCode.INVALID_PARAMETER;
import static io.nosagent.sai.SaiStatusCode.MANDATORY_ATTRIBUTE_MISSING;
import static io.nosagent.sai.SaiStatusCode.UNKNOWN_ATTRIBUTE;

/**
 * The checks a real SAI makes on a call's attributes before it touches the ASIC, each failing with
 * the status a real SAI returns and, for attribute-level failures, the index of the attribute in the
 * call. Checked in this order per attribute: known to the type (UNKNOWN_ATTRIBUTE), not given twice
 * (INVALID_ATTRIBUTE of the repeat), writable here (INVALID_ATTRIBUTE for read-only, and for
 * create-only on set), a value kind the ASIC implements (ATTR_NOT_IMPLEMENTED), then the value itself
 * (INVALID_ATTR_VALUE: wrong record kind, enum member, object id that does not exist / is of a type
 * the attribute does not take / is NULL where not allowed, value past a platform limit), then what the
 * platform's ASIC has ({@link FeatureRules}: ATTR_NOT_SUPPORTED for a feature it lacks) and what its SAI
 * implements ({@link PersonalityRules}: ATTR_NOT_SUPPORTED for an attribute or enum value it lacks). After the
 * attributes: mandatory ones present (MANDATORY_ATTRIBUTE_MISSING), then every conditional
 * mandatory-on-create attribute whose SAI condition holds ({@link io.nosagent.sai.conditions.SaiConditions},
 * e.g. SHARED_DYNAMIC_TH of a buffer profile when THRESHOLD_MODE == DYNAMIC) present as well. Last, the
 * {@link RelationRule}s judge the call against the objects it names (ACL entries against their table,
 * bindings against the bound table's stage and bind points, UDFs against their group, fine-grained
 * group members against their group's table, QoS maps and buffer profiles against what they are bound to).
 */
final class SaiRules {

    private final AttrCatalog catalog;
    private final ObjectTable table;
    private final Platform.Capacities capacities;
    private final FeatureRules features;
    private final PersonalityRules personality;
    private final List<RelationRule> relations;

    SaiRules(AttrCatalog catalog, ObjectTable table, Platform platform) {
        this.catalog = catalog;
        this.table = table;
        this.capacities = platform.capacities();
        this.features = new FeatureRules(platform);
        this.personality = new PersonalityRules(platform.personality());
        this.relations = List.of(new AclRules(table), new UdfRules(table), new FineGrainedEcmpRules(table), new QosRules(table),
                new HostifRules(table));
    }

    /** Checks a create's attributes; returns them with the metadata's own specs, in call order. */
    Attribute[] checkCreate(ObjectType type, List<Attribute> attrs) {
        int n = attrs.size();
        var checked = new Attribute[n];
        for (int i = 0; i < n; i++) {
            Attribute attr = attrs.get(i);
            AttrRule rule = known(type, attr.spec(), i);
            AttrSpec spec = rule.spec();
            for (int j = 0; j < i; j++) {
                if (checked[j].spec().id() == spec.id()) {
                    throw Violation.at(INVALID_ATTRIBUTE, i, attr.spec(), spec.name() + " given twice (first at index " + j + ")");
                }
            }
            if (spec.isReadOnly()) {
                throw Violation.at(INVALID_ATTRIBUTE, i, attr.spec(), spec.name() + " is read-only");
            }
            checkValue(rule, attr, i);
            checkPlatformLimit(spec, attr, i);
            features.check(type, attr, i);
            personality.check(attr, i);
            checked[i] = spec == attr.spec() ? attr : Attribute.unchecked(spec, attr.value());
        }
        for (AttrSpec mandatory : catalog.mandatory(type)) {
            requirePresent(mandatory, checked, type.name());
        }
        for (AttrCondition c : catalog.mandatoryWhen(type)) {
            if (find(checked, c.attribute()) == null) {
                List<AttrCondition.Clause> because = c.satisfiedBy(spec -> givenOrDefault(checked, spec));
                if (!because.isEmpty()) {
                    requirePresent(c.attribute(), checked, because.stream()
                            .map(AttrCondition.Clause::fullText).collect(Collectors.joining(" and ")));
                }
            }
        }
        for (RelationRule r : relations) {
            r.checkCreate(type, checked);
        }
        return checked;
    }

    /** Checks a set on an existing object or entry of {@code type}; returns it with the metadata's spec. */
    Attribute checkSet(ObjectType type, StoredObject target, Attribute attr) {
        AttrRule rule = known(type, attr.spec(), 0);
        AttrSpec spec = rule.spec();
        if (spec.isReadOnly()) {
            throw Violation.at(INVALID_ATTRIBUTE, 0, attr.spec(), spec.name() + " is read-only");
        }
        if (!spec.isSettable()) {
            throw Violation.at(INVALID_ATTRIBUTE, 0, attr.spec(), spec.name() + " can only be given at create");
        }
        checkValue(rule, attr, 0);
        checkPlatformLimit(spec, attr, 0);
        features.check(type, attr, 0);
        personality.check(attr, 0);
        if (target != null && spec == PortAttr.SPEED) {
            checkSupportedSpeed(target, attr);
        }
        Attribute checked = spec == attr.spec() ? attr : Attribute.unchecked(spec, attr.value());
        if (target != null) {
            for (RelationRule r : relations) {
                r.checkSet(target, checked);
            }
        }
        return checked;
    }

    /**
     * Whether the platform's ASIC implements {@code spec} of {@code type} (it may lack an ACL field, a VOQ
     * feature) and its SAI does (the personality may lack the attribute or its object type).
     */
    boolean platformSupports(ObjectType type, AttrSpec spec) {
        return features.supports(type, spec) && personality.supports(spec);
    }

    /** What the platform's SAI lacks. */
    PersonalityRules personality() {
        return personality;
    }

    /** Checks that attribute {@code index} of a GET is one the type has and the ASIC can answer in kind. */
    AttrRule checkGet(ObjectType type, AttrSpec spec, int index) {
        AttrRule rule = known(type, spec, index);
        requireImplemented(rule, spec, index);
        return rule;
    }

    /** The rule for {@code spec} on {@code type}, or UNKNOWN_ATTRIBUTE at {@code index}. */
    AttrRule known(ObjectType type, AttrSpec spec, int index) {
        AttrRule rule = catalog.rule(type, spec);
        if (rule == null) {
            String why = spec.objectType() != type
                    ? spec.name() + " is an attribute of " + spec.objectType() + ", not " + type
                    : type + " has no attribute " + spec.id() + " (" + spec.name() + ")";
            throw Violation.at(UNKNOWN_ATTRIBUTE, index, spec, why);
        }
        return rule;
    }

    /** Route and neighbor keys name a virtual router / router interface that must exist. */
    void checkKey(EntryKey key) {
        switch (key) {
            case RouteEntry r -> requireKeyObject(r.vrId(), ObjectType.VIRTUAL_ROUTER, "vr_id");
            case NeighborEntry n -> requireKeyObject(n.rifId(), ObjectType.ROUTER_INTERFACE, "rif_id");
        }
    }

    private void requireKeyObject(long oid, ObjectType type, String member) {
        StoredObject o = table.find(oid);
        if (o == null || o.type != type) {
            throw Violation.of(INVALID_PARAMETER, "key " + member + " 0x" + Long.toHexString(oid) + " is not an existing " + type);
        }
    }

    private void checkValue(AttrRule rule, Attribute attr, int i) {
        AttrSpec spec = rule.spec();
        requireImplemented(rule, attr.spec(), i);
        AttrValue value = attr.value();
        if (!spec.accepts(value)) {
            throw Violation.at(INVALID_ATTR_VALUE, i, attr.spec(),
                    spec.name() + " takes " + spec.valueType() + ", not " + value.getClass().getSimpleName());
        }
        switch (value) {
            case AttrValue.S32(int v) when rule.enumValues() != null -> checkEnum(rule, attr, v, i);
            case AttrValue.S32List list when rule.enumValues() != null -> {
                for (int k = 0; k < list.size(); k++) {
                    checkEnum(rule, attr, list.get(k), i);
                }
            }
            case AttrValue.Oid(long oid) -> checkObject(rule, attr, oid, rule.spec().allowNull(), i);
            case AttrValue.OidList list -> {
                for (int k = 0; k < list.size(); k++) {
                    checkObject(rule, attr, list.get(k), false, i);
                }
            }
            case AttrValue.AclField f when f.enable() -> checkNested(rule, attr, f.data(), i);
            case AttrValue.AclAction a when a.enable() && a.parameter() != null -> checkNested(rule, attr, a.parameter(), i);
            default -> {
            }
        }
    }

    /** ACL match data and action parameters carry enum members and object ids too. */
    private void checkNested(AttrRule rule, Attribute attr, AttrValue data, int i) {
        switch (data) {
            case AttrValue.S32(int v) when rule.enumValues() != null -> checkEnum(rule, attr, v, i);
            case AttrValue.Oid(long oid) -> checkObject(rule, attr, oid, rule.spec().allowNull(), i);
            case AttrValue.OidList list -> {
                for (int k = 0; k < list.size(); k++) {
                    checkObject(rule, attr, list.get(k), false, i);
                }
            }
            default -> {
            }
        }
    }

    private static void checkEnum(AttrRule rule, Attribute attr, int v, int i) {
        if (!rule.enumAllows(v)) {
            throw Violation.at(INVALID_ATTR_VALUE, i, attr.spec(),
                    v + " is not a member of " + rule.spec().enumType().name() + " (" + rule.spec().name() + ")");
        }
    }

    private void checkObject(AttrRule rule, Attribute attr, long oid, boolean allowNull, int i) {
        String name = rule.spec().name();
        if (oid == 0) {
            if (!allowNull) {
                throw Violation.at(INVALID_ATTR_VALUE, i, attr.spec(), name + " may not be SAI_NULL_OBJECT_ID");
            }
            return;
        }
        StoredObject target = table.find(oid);
        if (target == null) {
            throw Violation.at(INVALID_ATTR_VALUE, i, attr.spec(), name + " names 0x" + Long.toHexString(oid) + ", which does not exist");
        }
        if (!rule.objects().isEmpty() && !rule.objects().contains(target.type)) {
            throw Violation.at(INVALID_ATTR_VALUE, i, attr.spec(), name + " names a " + target.type
                    + " (0x" + Long.toHexString(oid) + "); it takes " + rule.objects());
        }
    }

    private static void requireImplemented(AttrRule rule, AttrSpec asGiven, int i) {
        if (!rule.implemented()) {
            throw Violation.at(ATTR_NOT_IMPLEMENTED, i, asGiven,
                    rule.spec().name() + ": the virtual ASIC does not implement value type " + rule.spec().valueType());
        }
    }

    /** Values the platform's tables cannot hold: fine-grained ECMP group size and ARS flow table size. */
    private void checkPlatformLimit(AttrSpec spec, Attribute attr, int i) {
        long limit;
        if (spec == NextHopGroupAttr.CONFIGURED_SIZE) {
            limit = capacities.fineGrainedEcmpGroupSize();
        } else if (spec == ArsAttr.MAX_FLOWS) {
            limit = capacities.arsMaxFlows();
        } else {
            return;
        }
        if (attr.value() instanceof AttrValue.U32(long v) && v > limit) {
            throw Violation.at(INVALID_ATTR_VALUE, i, attr.spec(), spec.name() + " " + v + " exceeds the platform's " + limit);
        }
    }

    private static void checkSupportedSpeed(StoredObject port, Attribute attr) {
        if (port.attributes.find(PortAttr.SUPPORTED_SPEED.id()) instanceof Attribute supported
                && supported.value() instanceof AttrValue.U32List speeds
                && attr.value() instanceof AttrValue.U32(long speed)) {
            for (int k = 0; k < speeds.size(); k++) {
                if (speeds.get(k) == speed) {
                    return;
                }
            }
            throw Violation.at(INVALID_ATTR_VALUE, 0, attr.spec(), "port 0x" + Long.toHexString(port.oid)
                    + " does not support speed " + speed + " (supported " + supported.value() + ")");
        }
    }

    private static void requirePresent(AttrSpec required, Attribute[] checked, String because) {
        if (find(checked, required) == null) {
            throw Violation.about(MANDATORY_ATTRIBUTE_MISSING, required, required.name() + " is mandatory (" + because + ")");
        }
    }

    /**
     * What a condition sees of an attribute during create: the value given, else its SAI default. A
     * create_switch without TYPE reads as SAI's default NPU, so the VOQ-only attributes are not demanded
     * of it (on a VOQ platform the switch builder fills them in).
     */
    private static AttrValue givenOrDefault(Attribute[] checked, AttrSpec spec) {
        AttrValue given = find(checked, spec);
        if (given != null) {
            return given;
        }
        AttrDefault d = spec.defaultValue();
        return d.kind() == AttrDefault.Kind.VALUE ? d.value() : null;
    }

    private static AttrValue find(Attribute[] attrs, AttrSpec spec) {
        for (Attribute a : attrs) {
            if (a.spec().id() == spec.id()) {
                return a.value();
            }
        }
        return null;
    }
}
