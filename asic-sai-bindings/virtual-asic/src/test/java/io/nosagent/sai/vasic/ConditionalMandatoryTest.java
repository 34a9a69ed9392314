package io.nosagent.sai.vasic;

import io.nosagent.sai.AttrDefault;
import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.MacAddress;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiException;
import io.nosagent.sai.SaiOperation;
import io.nosagent.sai.SaiStatus;
import io.nosagent.sai.SaiStatusCode;
import io.nosagent.sai.ZeroValues;
import io.nosagent.sai.conditions.AttrCondition;
import io.nosagent.sai.conditions.ConditionLine;
import io.nosagent.sai.conditions.SaiConditions;
import io.nosagent.sai.meta.NextHopAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.SaiMetadata;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.platform.Platform;
import io.nosagent.sai.platform.PlatformLoader;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

/**
 * Every conditional mandatory-on-create attribute of SAI 1.18.1, one test per rule, generated from the
 * condition table ({@link SaiConditions}) and the metadata. For each way the condition can hold (each
 * clause of an {@code or}, all clauses of an {@code and}) a create carrying everything else SAI requires
 * is refused with MANDATORY_ATTRIBUTE_MISSING naming the attribute and the clause that made it
 * mandatory, and the same create with the attribute passes. Where the condition's attributes can take
 * a value that makes it false, a create at that value passes without the attribute.
 *
 * <p>Each way is checked twice. Against {@link SaiRules} alone, with stand-in objects for what object-id
 * attributes name, so every rule of a type the generated tables describe is exercised even where the
 * virtual ASIC cannot build the object it names (a TUNNEL, a VLAN, a BRIDGE). And as real creates on a
 * virtual ASIC whenever it builds every object the create names: refused without the attribute (nothing
 * created), created with it (GET answers the value); a HOSTIF_PACKET's rule as send_hostif_packet calls, refused
 * without the attribute and sent with it. A SWITCH is created on a platform of the requested
 * switch type; PHY and FABRIC switches have none, so there the complete create only has to get past
 * the rule. Rules on object types without generated tables (BFD session, mirror session, tunnel, ...)
 * are out of the virtual ASIC's reach: it refuses to create those types at all, which is checked.
 */
class ConditionalMandatoryTest {

    private static final SaiConditions CONDITIONS = SaiConditions.load();
    private static final AttrCatalog CATALOG = new AttrCatalog(CONDITIONS, List.of());
    private static final Platform NPU = TestSwitch.tinyPlatform(64);
    private static final Platform VOQ = new PlatformLoader().load("ctsw");

    @TestFactory
    Stream<DynamicTest> aConditionalMandatoryAttributeIsRequiredExactlyWhenItsConditionHolds() {
        return CONDITIONS.lines().stream().map(line -> dynamicTest(name(line),
                () -> CONDITIONS.resolved(line).ifPresentOrElse(this::checkRule, () -> checkOutOfReach(line))));
    }

    /** {@code BUFFER_PROFILE: SHARED_DYNAMIC_TH required when THRESHOLD_MODE == DYNAMIC}. */
    private static String name(ConditionLine line) {
        // Every conditional attribute of SAI 1.18.1 is mandatory on create; where the tables say
        // otherwise the condition only bounds where the attribute is valid.
        boolean mandatory = CONDITIONS.resolved(line).map(c -> c.attribute().isMandatoryOnCreate()).orElse(true);
        return line.objectType() + ": " + line.shortAttribute() + (mandatory ? " required when " : " valid only when ")
                + line.condition();
    }

    @Test
    void aConditionOnAnAttributeTheCreateLeavesOutIsJudgedOnThatAttributesSaiDefault() {
        // No SAI 1.18.1 rule on a type the virtual ASIC builds holds through a default (SWITCH TYPE
        // defaults to NPU, which no clause names), so this one is made up: IP while TTL is decremented.
        var madeUp = SaiConditions.parse(List.of("SAI_NEXT_HOP_ATTR_IP: SAI_NEXT_HOP_ATTR_DISABLE_DECREMENT_TTL == false"));
        var rules = new SaiRules(new AttrCatalog(madeUp, List.of()), new ObjectTable(), NPU);
        Attribute ipNextHop = NextHopAttr.TYPE.s32(SaiEnums.NextHopType.IP);

        var refused = catchThrowableOfType(Violation.class, () -> rules.checkCreate(ObjectType.NEXT_HOP, List.of(ipNextHop)));
        assertThat(refused).as("DISABLE_DECREMENT_TTL defaults to false").isNotNull();
        SaiException e = refused.toException(SaiOperation.CREATE, ObjectType.NEXT_HOP);
        assertThat(e.status()).isEqualTo(SaiStatus.of(SaiStatusCode.MANDATORY_ATTRIBUTE_MISSING));
        assertThat(e.attribute()).isEqualTo(NextHopAttr.IP);
        assertThatCode(() -> rules.checkCreate(ObjectType.NEXT_HOP, List.of(ipNextHop, NextHopAttr.DISABLE_DECREMENT_TTL.bool(true))))
                .doesNotThrowAnyException();
    }

    private void checkRule(AttrCondition rule) {
        if (!rule.attribute().isMandatoryOnCreate()) {
            assertThat(CATALOG.mandatoryWhen(rule.attribute().objectType())).doesNotContain(rule);
            waysToHold(rule).forEach(way -> checkNotRequired(rule, way));
            return;
        }
        assertThat(CATALOG.mandatoryWhen(rule.attribute().objectType()))
                .as("the virtual ASIC's rule table holds the condition of " + rule.attribute().name())
                .contains(rule);
        for (List<AttrCondition.Clause> way : waysToHold(rule)) {
            checkAgainstTheRules(rule, way);
            if (rule.attribute().objectType() == ObjectType.SWITCH) {
                checkSwitchCreates(rule, way);
            } else if (rule.attribute().objectType() == ObjectType.HOSTIF_PACKET) {
                checkSends(rule, way);
            } else {
                checkRealCreates(rule, way);
            }
        }
        wayToFail(rule).ifPresent(way -> {
            assertThat(rule.holds(spec -> find(way.stream().map(c -> Attribute.checked(c.attribute(), c.expected())).toList(), spec)))
                    .as(rule + " at " + way).isFalse();
            checkNotRequired(rule, way);
        });
    }

    /** No generated table for the type: the virtual ASIC creates no such object, so no create can skip the rule. */
    private void checkOutOfReach(ConditionLine line) {
        assertThat(SaiMetadata.describedTypes()).doesNotContain(line.objectType());
        try (var t = TestSwitch.of(NPU)) {
            var e = TestSwitch.saiFailure(() -> t.asic.create(line.objectType(), t.switchId, List.of()));
            assertThat(e.status()).isEqualTo(SaiStatus.of(SaiStatusCode.NOT_SUPPORTED));
        }
    }

    private void checkAgainstTheRules(AttrCondition rule, List<AttrCondition.Clause> way) {
        ObjectType type = rule.attribute().objectType();
        var table = new ObjectTable();
        var rules = new SaiRules(CATALOG, table, NPU);
        var values = new Values(NPU, new StandIns(table));
        List<Attribute> without = createWithout(type, way, rule.attribute(), values);
        List<Attribute> with = plus(without, Attribute.checked(rule.attribute(), values.of(rule.attribute())));

        var refused = catchThrowableOfType(Violation.class, () -> rules.checkCreate(type, without));
        assertThat(refused).as("the rules refuse " + without).isNotNull();
        assertMissing(refused.toException(SaiOperation.CREATE, type), rule, way);
        assertThatCode(() -> rules.checkCreate(type, with)).as("the rules accept " + with).doesNotThrowAnyException();
    }

    private void checkNotRequired(AttrCondition rule, List<AttrCondition.Clause> way) {
        ObjectType type = rule.attribute().objectType();
        var table = new ObjectTable();
        var rules = new SaiRules(CATALOG, table, NPU);
        List<Attribute> without = createWithout(type, way, rule.attribute(), new Values(NPU, new StandIns(table)));

        assertThatCode(() -> rules.checkCreate(type, without)).as("not required at " + way + ": " + without)
                .doesNotThrowAnyException();
    }

    private void checkRealCreates(AttrCondition rule, List<AttrCondition.Clause> way) {
        ObjectType type = rule.attribute().objectType();
        try (var t = TestSwitch.of(NPU)) {
            var values = new Values(NPU, new RealObjects(t));
            List<Attribute> without;
            try {
                without = createWithout(type, way, rule.attribute(), values);
            } catch (CannotBuild e) {
                return; // another attribute names an object the virtual ASIC does not build: the rules alone covered this way
            }
            int before = t.asic.objects(type).size();

            assertMissing(TestSwitch.saiFailure(() -> t.asic.create(type, t.switchId, without)), rule, way);
            assertThat(t.asic.objects(type)).as("a refused create creates nothing").hasSize(before);

            AttrValue value;
            try {
                value = values.of(rule.attribute());
            } catch (CannotBuild e) {
                return; // the attribute names an object the virtual ASIC does not build: the rules alone accepted it
            }
            long oid = t.asic.create(type, t.switchId, plus(without, Attribute.checked(rule.attribute(), value)));
            assertThat(t.asic.get(type, oid, rule.attribute())).isEqualTo(value);
        }
    }

    /** A HOSTIF_PACKET is never created: its attributes are a send_hostif_packet call's, judged by the same rules. */
    private void checkSends(AttrCondition rule, List<AttrCondition.Clause> way) {
        try (var t = TestSwitch.of(NPU)) {
            var values = new Values(NPU, new RealObjects(t));
            List<Attribute> without = createWithout(ObjectType.HOSTIF_PACKET, way, rule.attribute(), values);
            byte[] frame = new byte[64];

            assertMissing(TestSwitch.saiFailure(() -> t.asic.sendHostifPacket(t.switchId, frame, without)), rule, way);
            assertThatCode(() -> t.asic.sendHostifPacket(t.switchId, frame,
                    plus(without, Attribute.checked(rule.attribute(), values.of(rule.attribute()))))).doesNotThrowAnyException();
        }
    }

    private void checkSwitchCreates(AttrCondition rule, List<AttrCondition.Clause> way) {
        Optional<Platform> ofThatType = platformOf(way);
        Platform platform = ofThatType.orElse(NPU);
        try (var asic = new VirtualAsic(platform)) {
            var values = new Values(platform, type -> {
                throw new CannotBuild("create_switch names no object");
            });
            List<Attribute> without = createWithout(ObjectType.SWITCH, way, rule.attribute(), values);
            AttrValue value = values.of(rule.attribute());
            List<Attribute> with = plus(without, Attribute.checked(rule.attribute(), value));

            assertMissing(TestSwitch.saiFailure(() -> asic.create(ObjectType.SWITCH, 0, without)), rule, way);
            assertThat(asic.switchId()).as("a refused create_switch builds nothing").isZero();

            if (ofThatType.isPresent()) {
                long sw = asic.create(ObjectType.SWITCH, 0, with);
                assertThat(asic.get(ObjectType.SWITCH, sw, rule.attribute())).isEqualTo(value);
            } else {
                var e = TestSwitch.saiFailure(() -> asic.create(ObjectType.SWITCH, 0, with));
                assertThat(e.status()).as("refused for the platform, not for the rule: " + e.getMessage())
                        .isNotEqualTo(SaiStatus.of(SaiStatusCode.MANDATORY_ATTRIBUTE_MISSING));
            }
        }
    }

    private static void assertMissing(SaiException e, AttrCondition rule, List<AttrCondition.Clause> way) {
        assertThat(e.status()).as(e.getMessage()).isEqualTo(SaiStatus.of(SaiStatusCode.MANDATORY_ATTRIBUTE_MISSING));
        assertThat(e.attribute()).as(e.getMessage()).isEqualTo(rule.attribute());
        for (AttrCondition.Clause c : way) {
            assertThat(e.getMessage()).contains(c.fullText());
        }
    }

    /**
     * Values of the condition's attributes at which it does not hold: for an {@code or}, each compared
     * attribute at a value no clause names; for an {@code and}, the first clause's attribute at another
     * value. Empty when no such value exists (every member of the enum satisfies the condition).
     */
    private static Optional<List<AttrCondition.Clause>> wayToFail(AttrCondition rule) {
        List<AttrSpec> compared = rule.join() == AttrCondition.Join.AND
                ? List.of(rule.clauses().getFirst().attribute())
                : rule.clauses().stream().map(AttrCondition.Clause::attribute).distinct().toList();
        var way = new ArrayList<AttrCondition.Clause>();
        for (AttrSpec a : compared) {
            Set<AttrValue> named = new HashSet<>();
            rule.clauses().stream().filter(c -> c.attribute().id() == a.id()).forEach(c -> named.add(c.expected()));
            Optional<AttrValue> other = everyValueOf(a).stream().filter(v -> !named.contains(v)).findFirst();
            if (other.isEmpty()) {
                return Optional.empty();
            }
            way.add(new AttrCondition.Clause(a, other.get()));
        }
        return Optional.of(way);
    }

    private static List<AttrValue> everyValueOf(AttrSpec conditionAttribute) {
        if (conditionAttribute.enumType() == null) {
            return List.of(AttrValue.Bool.FALSE, AttrValue.Bool.TRUE);
        }
        return conditionAttribute.enumType().values().values().stream().<AttrValue>map(AttrValue.S32::new).toList();
    }

    /** Each clause of an {@code or} on its own; all clauses of an {@code and} together. */
    private static List<List<AttrCondition.Clause>> waysToHold(AttrCondition rule) {
        return rule.join() == AttrCondition.Join.AND
                ? List.of(rule.clauses())
                : rule.clauses().stream().map(List::of).toList();
    }

    /**
     * A create of {@code type} with the condition made true by {@code way}, every unconditionally
     * mandatory attribute, and every other conditional mandatory one whose condition then holds;
     * everything SAI requires except {@code omitted} (null: nothing left out).
     */
    private static List<Attribute> createWithout(ObjectType type, List<AttrCondition.Clause> way, AttrSpec omitted, Values values) {
        var attrs = new ArrayList<Attribute>();
        for (AttrCondition.Clause c : way) {
            attrs.add(Attribute.checked(c.attribute(), c.expected()));
        }
        for (AttrSpec s : SaiMetadata.attributes(type)) {
            if (s.isMandatoryOnCreate() && !s.isConditional() && find(attrs, s) == null) {
                attrs.add(Attribute.checked(s, values.of(s)));
            }
        }
        boolean added;
        do {
            added = false;
            for (AttrCondition c : CONDITIONS.of(type)) {
                AttrSpec s = c.attribute();
                if ((omitted == null || s.id() != omitted.id()) && s.isMandatoryOnCreate() && find(attrs, s) == null
                        && c.holds(spec -> givenOrDefault(attrs, spec))) {
                    attrs.add(Attribute.checked(s, values.of(s)));
                    added = true;
                }
            }
        } while (added);
        return attrs;
    }

    private static AttrValue givenOrDefault(List<Attribute> attrs, AttrSpec spec) {
        AttrValue given = find(attrs, spec);
        return given != null || spec.defaultValue().kind() != AttrDefault.Kind.VALUE ? given : spec.defaultValue().value();
    }

    private static AttrValue find(List<Attribute> attrs, AttrSpec spec) {
        return attrs.stream().filter(a -> a.spec().id() == spec.id()).map(Attribute::value).findFirst().orElse(null);
    }

    private static List<Attribute> plus(List<Attribute> attrs, Attribute one) {
        var all = new ArrayList<>(attrs);
        all.add(one);
        return all;
    }

    /** The platform whose switch is of the type {@code way} asks for; NPU when it asks for none. */
    private static Optional<Platform> platformOf(List<AttrCondition.Clause> way) {
        for (AttrCondition.Clause c : way) {
            if (c.attribute().id() == SwitchAttr.TYPE.id() && c.expected() instanceof AttrValue.S32(int type)) {
                String member = SwitchAttr.TYPE.enumType().nameOf(type).orElseThrow();
                return Stream.of(NPU, VOQ).filter(p -> member.equals("SAI_SWITCH_TYPE_" + p.switchType().name())).findFirst();
            }
        }
        return Optional.of(NPU);
    }

    /** Thrown when a create would have to name an object the source cannot provide. */
    private static final class CannotBuild extends RuntimeException {
        CannotBuild(String why) {
            super(why, null, false, false);
        }
    }

    /** Where object ids for object-id attributes come from. */
    private interface ObjectSource {
        long of(ObjectType type);
    }

    /** Objects of any type, stored with no attributes: what the rules check is only that they exist. */
    private static final class StandIns implements ObjectSource {
        private final ObjectTable table;
        private final Map<ObjectType, Long> made = new EnumMap<>(ObjectType.class);

        StandIns(ObjectTable table) {
            this.table = table;
        }

        @Override
        public long of(ObjectType type) {
            return made.computeIfAbsent(type, t -> {
                long oid = table.allocate(t);
                table.insert(oid, t, new Attribute[0], true);
                return oid;
            });
        }
    }

    /** Objects of a real virtual ASIC: one it already holds (ports, the default router), else one it creates. */
    private static final class RealObjects implements ObjectSource {
        private final TestSwitch t;
        private final Set<ObjectType> building = new HashSet<>();

        RealObjects(TestSwitch t) {
            this.t = t;
        }

        @Override
        public long of(ObjectType type) {
            List<Long> held = t.asic.objects(type);
            if (!held.isEmpty()) {
                return held.getLast();
            }
            if (!building.add(type)) {
                throw new CannotBuild(type + " would need itself");
            }
            try {
                return t.asic.create(type, t.switchId, createWithout(type, List.of(), null, new Values(t.asic.platform(), this)));
            } catch (SaiException e) {
                throw new CannotBuild("the virtual ASIC does not build a " + type + ": " + e.getMessage());
            } finally {
                building.remove(type);
            }
        }
    }

    /** A valid value for any attribute a conditional rule involves. */
    private record Values(Platform platform, ObjectSource objects) {

        AttrValue of(AttrSpec spec) {
            AttrValue v = switch (spec.valueType()) {
                case BOOL -> AttrValue.Bool.TRUE;
                case CHARDATA -> new AttrValue.CharData("cond0"); // fits SAI's 16-byte host interface names
                case UINT8 -> new AttrValue.U8(1);
                case INT8 -> new AttrValue.S8(1);
                case UINT16 -> new AttrValue.U16(100); // a VLAN id
                case INT16 -> new AttrValue.S16(1);
                case UINT32 -> new AttrValue.U32(1); // a switch id, a core count: 1 is valid for both
                case UINT64 -> new AttrValue.U64(1024);
                case INT64 -> new AttrValue.S64(1);
                case INT32 -> new AttrValue.S32(spec.enumType() == null ? 1 : spec.enumType().values().values().iterator().next());
                case POINTER -> new AttrValue.Pointer(0x1000); // not NULL; the virtual ASIC never calls it
                case MAC -> new AttrValue.Mac(MacAddress.parse("02:00:00:00:00:02"));
                case IPV4 -> AttrValue.Ipv4.parse("255.255.255.0");
                case IPV6 -> AttrValue.Ipv6.parse("ffff:ffff:ffff:ffff::");
                case IP_ADDRESS -> AttrValue.IpAddress.parse("10.0.0.1");
                case UINT32_LIST -> new AttrValue.U32List(new long[]{100}); // an MPLS label
                case OBJECT_ID -> new AttrValue.Oid(object(spec));
                case OBJECT_LIST -> new AttrValue.OidList(new long[]{object(spec)});
                case SYSTEM_PORT_CONFIG_LIST -> systemPorts();
                default -> ZeroValues.of(spec.valueType());
            };
            assertThat(v).as("a value for " + spec.name()).isNotNull();
            return v;
        }

        /** An object of the first type (in SAI's order) the attribute takes that the source can provide. */
        private long object(AttrSpec spec) {
            var reasons = new ArrayList<String>();
            for (ObjectType type : spec.objects().stream().sorted(Comparator.comparingInt(ObjectType::value)).toList()) {
                try {
                    return objects.of(type);
                } catch (CannotBuild e) {
                    reasons.add(e.getMessage());
                }
            }
            throw new CannotBuild(spec.name() + ": " + reasons);
        }

        /** One system port per front-panel port, as a VOQ switch requires. */
        private AttrValue systemPorts() {
            var configs = new ArrayList<AttrValue.SystemPortConfig>();
            for (int i = 0; i < platform.ports().size(); i++) {
                configs.add(new AttrValue.SystemPortConfig(i + 1, 1, 0, i + 1, platform.ports().get(i).speedMbps(), platform.queuesPerPort()));
            }
            return new AttrValue.SystemPortConfigList(configs);
        }
    }
}
