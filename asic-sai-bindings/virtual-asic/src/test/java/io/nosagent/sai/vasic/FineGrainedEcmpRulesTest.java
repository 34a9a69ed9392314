package io.nosagent.sai.vasic;

import io.nosagent.sai.AttrValue;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.BulkMode;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiException;
import io.nosagent.sai.SaiStatus;
import io.nosagent.sai.SaiStatusCode;
import io.nosagent.sai.meta.NextHopGroupAttr;
import io.nosagent.sai.meta.NextHopGroupMemberAttr;
import io.nosagent.sai.meta.SaiEnums.NextHopGroupType;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Fine-grained ECMP: the group's table is sized at create and every member takes one slot of it by INDEX. */
class FineGrainedEcmpRulesTest {

    private static final Attribute FINE_GRAINED = NextHopGroupAttr.TYPE.s32(NextHopGroupType.FINE_GRAIN_ECMP);

    private final TestSwitch t = TestSwitch.of("rtsw");
    private final long hop = t.nextHop(t.routerInterface(t.port(0)), "10.0.0.1");

    @AfterEach
    void close() {
        t.close();
    }

    private static SaiException failure(ThrowingCallable call) {
        return TestSwitch.saiFailure(call);
    }

    @Test
    void aFineGrainedGroupWithoutConfiguredSizeIsMandatoryAttributeMissingNamingIt() {
        var e = failure(() -> t.asic.create(ObjectType.NEXT_HOP_GROUP, t.switchId, List.of(FINE_GRAINED)));

        assertThat(e.status()).isEqualTo(SaiStatus.of(SaiStatusCode.MANDATORY_ATTRIBUTE_MISSING));
        assertThat(e.attribute()).isEqualTo(NextHopGroupAttr.CONFIGURED_SIZE);
        assertThat(t.asic.objects(ObjectType.NEXT_HOP_GROUP)).isEmpty();
    }

    @Test
    void aFineGrainedGroupOfZeroSlotsIsInvalidAttrValue() {
        var e = failure(() -> t.asic.create(ObjectType.NEXT_HOP_GROUP, t.switchId, List.of(FINE_GRAINED, NextHopGroupAttr.CONFIGURED_SIZE.u32(0))));

        assertThat(e.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTR_VALUE, 1));
    }

    @Test
    void configuredSizeOnAPlainEcmpGroupIsInvalidAttribute() {
        var e = failure(() -> t.asic.create(ObjectType.NEXT_HOP_GROUP, t.switchId, List.of(
                NextHopGroupAttr.TYPE.s32(NextHopGroupType.DYNAMIC_UNORDERED_ECMP), NextHopGroupAttr.CONFIGURED_SIZE.u32(64))));

        assertThat(e.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTRIBUTE, 1));
        assertThat(e.attribute()).isEqualTo(NextHopGroupAttr.CONFIGURED_SIZE);
    }

    @Test
    void configuredSizeIsCreateOnlyAndRealSizeReadOnlyAndReadsTheSize() {
        long group = fineGrained(64);

        var set = failure(() -> t.asic.set(ObjectType.NEXT_HOP_GROUP, group, NextHopGroupAttr.CONFIGURED_SIZE.u32(128)));
        var real = failure(() -> t.asic.create(ObjectType.NEXT_HOP_GROUP, t.switchId, List.of(
                FINE_GRAINED, NextHopGroupAttr.CONFIGURED_SIZE.u32(64), NextHopGroupAttr.REAL_SIZE.u32(64))));

        assertThat(set.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTRIBUTE, 0));
        assertThat(real.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTRIBUTE, 2));
        assertThat(t.asic.get(ObjectType.NEXT_HOP_GROUP, group, NextHopGroupAttr.REAL_SIZE)).isEqualTo(new AttrValue.U32(64));
    }

    @Test
    void aMemberOfAFineGrainedGroupWithoutIndexIsMandatoryAttributeMissingNamingIt() {
        long group = fineGrained(8);

        var e = failure(() -> t.member(group, hop));

        assertThat(e.status()).isEqualTo(SaiStatus.of(SaiStatusCode.MANDATORY_ATTRIBUTE_MISSING));
        assertThat(e.attribute()).isEqualTo(NextHopGroupMemberAttr.INDEX);
    }

    @Test
    void anIndexOutsideTheTableIsInvalidAttrValueAtTheIndexAttribute() {
        long group = fineGrained(8);

        var e = failure(() -> member(group, 8));
        member(group, 7);

        assertThat(e.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTR_VALUE, 2));
        assertThat(e.attribute()).isEqualTo(NextHopGroupMemberAttr.INDEX);
        assertThat(e).hasMessageContaining("REAL_SIZE 8");
    }

    @Test
    void twoMembersAtOneIndexAreRefusedUntilTheFirstIsRemoved() {
        long group = fineGrained(8);
        long first = member(group, 3);

        var e = failure(() -> member(group, 3));
        t.asic.remove(ObjectType.NEXT_HOP_GROUP_MEMBER, first);
        long second = member(group, 3);

        assertThat(e.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTR_VALUE, 2));
        assertThat(e).hasMessageContaining("0x" + Long.toHexString(first));
        assertThat(t.asic.objects(ObjectType.NEXT_HOP_GROUP_MEMBER)).containsExactly(second);
    }

    @Test
    void aBulkCreateRefusesTheSecondMemberAtAnIndexItself() {
        long group = fineGrained(8);
        var attrs = List.of(memberAttrs(group, 1), memberAttrs(group, 1), memberAttrs(group, 2));

        var result = t.asic.createNextHopGroupMembers(t.switchId, attrs, BulkMode.IGNORE_ERROR);

        assertThat(result.statuses()).containsExactly(SaiStatus.SUCCESS,
                SaiStatus.at(SaiStatusCode.INVALID_ATTR_VALUE, 2), SaiStatus.SUCCESS);
    }

    @Test
    void theSameIndexInAnotherGroupIsFine() {
        member(fineGrained(8), 0);
        member(fineGrained(8), 0);

        assertThat(t.asic.objects(ObjectType.NEXT_HOP_GROUP_MEMBER)).hasSize(2);
    }

    @Test
    void anIndexOnAMemberOfAPlainEcmpGroupIsInvalidAttribute() {
        long ecmp = t.group();

        var e = failure(() -> member(ecmp, 0));

        assertThat(e.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTRIBUTE, 2));
        assertThat(e.attribute()).isEqualTo(NextHopGroupMemberAttr.INDEX);
    }

    private long fineGrained(int size) {
        return t.asic.create(ObjectType.NEXT_HOP_GROUP, t.switchId, List.of(FINE_GRAINED, NextHopGroupAttr.CONFIGURED_SIZE.u32(size)));
    }

    private long member(long group, int index) {
        return t.asic.create(ObjectType.NEXT_HOP_GROUP_MEMBER, t.switchId, memberAttrs(group, index));
    }

    private List<Attribute> memberAttrs(long group, int index) {
        return List.of(NextHopGroupMemberAttr.NEXT_HOP_GROUP_ID.oid(group), NextHopGroupMemberAttr.NEXT_HOP_ID.oid(hop),
                NextHopGroupMemberAttr.INDEX.u32(index));
    }
}
