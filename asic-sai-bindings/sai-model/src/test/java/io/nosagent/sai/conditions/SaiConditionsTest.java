package io.nosagent.sai.conditions;

import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.meta.BufferProfileAttr;
import io.nosagent.sai.meta.NextHopAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.SaiMetadata;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The committed condition table resolves against the generated tables and evaluates as SAI means it. */
class SaiConditionsTest {

    private final SaiConditions conditions = SaiConditions.load();

    private static Function<AttrSpec, AttrValue> reading(Map<AttrSpec, AttrValue> values) {
        return spec -> values.get(spec);
    }

    @Test
    void aDynamicThresholdBufferProfileNeedsSharedDynamicThAndAStaticOneSharedStaticTh() {
        AttrCondition dynamic = conditions.of(BufferProfileAttr.SHARED_DYNAMIC_TH).orElseThrow();
        AttrCondition fixed = conditions.of(BufferProfileAttr.SHARED_STATIC_TH).orElseThrow();
        var dynamicMode = reading(Map.of(BufferProfileAttr.THRESHOLD_MODE, new AttrValue.S32(SaiEnums.BufferProfileThresholdMode.DYNAMIC)));
        var staticMode = reading(Map.of(BufferProfileAttr.THRESHOLD_MODE, new AttrValue.S32(SaiEnums.BufferProfileThresholdMode.STATIC)));

        assertThat(dynamic).hasToString("THRESHOLD_MODE == DYNAMIC");
        assertThat(dynamic.holds(dynamicMode)).isTrue();
        assertThat(dynamic.holds(staticMode)).isFalse();
        assertThat(dynamic.holds(reading(Map.of()))).as("no mode at all satisfies no clause").isFalse();
        assertThat(fixed.holds(staticMode)).isTrue();
        assertThat(fixed.holds(dynamicMode)).isFalse();
    }

    @Test
    void aNextHopNeedsItsIpForEveryTypeThatForwardsToAnAddressAndSaysWhichTypeMadeItSo() {
        AttrCondition ip = conditions.of(NextHopAttr.IP).orElseThrow();
        var mpls = reading(Map.of(NextHopAttr.TYPE, new AttrValue.S32(SaiEnums.NextHopType.MPLS)));

        assertThat(ip.join()).isEqualTo(AttrCondition.Join.OR);
        assertThat(ip).hasToString("TYPE == IP or TYPE == MPLS or TYPE == TUNNEL_ENCAP or TYPE == IPMC or TYPE == BRIDGE_PORT");
        assertThat(ip.satisfiedBy(mpls)).extracting(AttrCondition.Clause::fullText)
                .containsExactly("SAI_NEXT_HOP_ATTR_TYPE == SAI_NEXT_HOP_TYPE_MPLS");
        assertThat(ip.holds(reading(Map.of(NextHopAttr.TYPE, new AttrValue.S32(SaiEnums.NextHopType.SRV6_SIDLIST))))).isFalse();
    }

    @Test
    void anAndConditionHoldsOnlyWhenEveryClauseDoes() {
        var table = SaiConditions.parse(List.of("SAI_NEXT_HOP_ATTR_IP: SAI_NEXT_HOP_ATTR_DISABLE_DECREMENT_TTL == true"
                + " and SAI_NEXT_HOP_ATTR_DISABLE_VLAN_REWRITE == false"));
        AttrCondition c = table.of(NextHopAttr.IP).orElseThrow();

        var both = reading(Map.of(NextHopAttr.DISABLE_DECREMENT_TTL, AttrValue.Bool.TRUE, NextHopAttr.DISABLE_VLAN_REWRITE, AttrValue.Bool.FALSE));
        var oneWrong = reading(Map.of(NextHopAttr.DISABLE_DECREMENT_TTL, AttrValue.Bool.TRUE, NextHopAttr.DISABLE_VLAN_REWRITE, AttrValue.Bool.TRUE));
        var oneMissing = reading(Map.of(NextHopAttr.DISABLE_DECREMENT_TTL, AttrValue.Bool.TRUE));

        assertThat(c.join()).isEqualTo(AttrCondition.Join.AND);
        assertThat(c.satisfiedBy(both)).hasSize(2);
        assertThat(c.holds(oneWrong)).isFalse();
        assertThat(c.holds(oneMissing)).isFalse();
        assertThat(c).hasToString("DISABLE_DECREMENT_TTL == true and DISABLE_VLAN_REWRITE == false");
    }

    @Test
    void everyConditionalAttributeOfTheGeneratedTablesHasAConditionAndNoOtherAttributeDoes() {
        for (ObjectType type : SaiMetadata.describedTypes()) {
            var flagged = SaiMetadata.attributes(type).stream().filter(AttrSpec::isConditional).map(AttrSpec::name).collect(Collectors.toSet());
            var withCondition = conditions.of(type).stream().map(c -> c.attribute().name()).collect(Collectors.toSet());
            assertThat(withCondition).as(type.name()).isEqualTo(flagged);
        }
        assertThat(conditions.resolved()).extracting(c -> c.attribute().objectType())
                .contains(ObjectType.NEXT_HOP, ObjectType.ROUTER_INTERFACE, ObjectType.BUFFER_PROFILE, ObjectType.SWITCH);
    }

    @Test
    void linesOfTypesWithoutGeneratedTablesStayNamesOnly() {
        ConditionLine bfdRouter = conditions.lines().stream()
                .filter(l -> l.attribute().equals("SAI_BFD_SESSION_ATTR_VIRTUAL_ROUTER")).findFirst().orElseThrow();

        assertThat(bfdRouter.objectType()).isEqualTo(ObjectType.BFD_SESSION);
        assertThat(conditions.resolved(bfdRouter)).isEmpty();
        assertThat(bfdRouter.shortAttribute()).isEqualTo("VIRTUAL_ROUTER");
        assertThat(bfdRouter.condition()).isEqualTo("HW_LOOKUP_VALID == true and USE_NEXT_HOP == false");
    }

    @Test
    void everyLineOfTheTableReadsBackAsWritten() throws IOException {
        String text;
        try (InputStream in = SaiConditions.class.getResourceAsStream(SaiConditions.RESOURCE)) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        List<String> written = text.lines().filter(l -> !l.isBlank() && !l.startsWith("#")).toList();

        assertThat(conditions.lines()).extracting(ConditionLine::toString).containsExactlyElementsOf(written);
    }

    @Test
    void aTableThatDisagreesWithTheGeneratedTablesIsRefused() {
        assertRefused("SAI_NEXT_HOP_ATTR_NO_SUCH: SAI_NEXT_HOP_ATTR_TYPE == SAI_NEXT_HOP_TYPE_IP", "is not an attribute of NEXT_HOP");
        assertRefused("SAI_NEXT_HOP_ATTR_IP: SAI_NEXT_HOP_ATTR_TYPE == SAI_NEXT_HOP_TYPE_WORMHOLE", "is not a member of sai_next_hop_type_t");
        assertRefused("SAI_NEXT_HOP_ATTR_IP: SAI_NEXT_HOP_ATTR_TYPE == true", "is not a member");
        assertRefused("SAI_NEXT_HOP_ATTR_IP: SAI_NEXT_HOP_ATTR_DISABLE_DECREMENT_TTL == SAI_NEXT_HOP_TYPE_IP", "is a bool");
        assertRefused("SAI_NEXT_HOP_ATTR_IP: SAI_NEXT_HOP_ATTR_TUNNEL_VNI == 1", "takes neither an enum nor a bool");
        assertRefused("SAI_NEXT_HOP_ATTR_IP: SAI_ROUTER_INTERFACE_ATTR_TYPE == SAI_ROUTER_INTERFACE_TYPE_PORT",
                "is not an attribute of NEXT_HOP");
        assertRefused("SAI_WORMHOLE_ATTR_X: SAI_WORMHOLE_ATTR_Y == true", "not an attribute of a SAI object type");
    }

    @Test
    void aConditionThatIsNotOneJoinOfComparisonsIsRefused() {
        assertRefused("SAI_NEXT_HOP_ATTR_IP: SAI_NEXT_HOP_ATTR_TYPE == SAI_NEXT_HOP_TYPE_IP or SAI_NEXT_HOP_ATTR_TYPE == SAI_NEXT_HOP_TYPE_MPLS"
                + " and SAI_NEXT_HOP_ATTR_DISABLE_DECREMENT_TTL == true", "mixed");
        assertRefused("SAI_NEXT_HOP_ATTR_IP: SAI_NEXT_HOP_ATTR_TYPE == SAI_NEXT_HOP_TYPE_IP or", "ATTRIBUTE == VALUE");
        assertRefused("SAI_NEXT_HOP_ATTR_IP: SAI_NEXT_HOP_ATTR_TYPE != SAI_NEXT_HOP_TYPE_IP", "ATTRIBUTE == VALUE");
        assertRefused("SAI_NEXT_HOP_ATTR_IP SAI_NEXT_HOP_ATTR_TYPE == SAI_NEXT_HOP_TYPE_IP", "not 'ATTRIBUTE: condition'");
        assertThatThrownBy(() -> SaiConditions.parse(List.of(
                "SAI_NEXT_HOP_ATTR_IP: SAI_NEXT_HOP_ATTR_TYPE == SAI_NEXT_HOP_TYPE_IP",
                "SAI_NEXT_HOP_ATTR_IP: SAI_NEXT_HOP_ATTR_TYPE == SAI_NEXT_HOP_TYPE_MPLS")))
                .hasMessageContaining("two conditions");
    }

    private static void assertRefused(String line, String why) {
        assertThatThrownBy(() -> SaiConditions.parse(List.of(line)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(why);
    }
}
