package io.nosagent.sai.vasic;

import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiException;
import io.nosagent.sai.SaiStatus;
import io.nosagent.sai.SaiStatusCode;
import io.nosagent.sai.meta.HashAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.meta.UdfAttr;
import io.nosagent.sai.meta.UdfGroupAttr;
import io.nosagent.sai.meta.UdfMatchAttr;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** UDF rules: group TYPE decides where a group may go, HASH_MASK matches the group's LENGTH, the parser's reach. */
class UdfRulesTest {

    private final TestSwitch t = TestSwitch.of("rtsw");
    private final long match = t.asic.create(ObjectType.UDF_MATCH, t.switchId, List.of(
            UdfMatchAttr.L4_DST_PORT_TYPE.of(AttrValue.AclField.match(new AttrValue.U16(4791), new AttrValue.U16(0xFFFF)))));

    @AfterEach
    void close() {
        t.close();
    }

    private static SaiException failure(ThrowingCallable call) {
        return TestSwitch.saiFailure(call);
    }

    @Test
    void aGenericGroupInAHashObjectsUdfGroupListIsInvalidAttrValueAtThatAttribute() {
        long generic = group(SaiEnums.UdfGroupType.GENERIC, 3);
        long hash = group(SaiEnums.UdfGroupType.HASH, 3);
        long ecmpHash = t.oid(SwitchAttr.ECMP_HASH);

        var set = failure(() -> t.asic.set(ObjectType.HASH, ecmpHash, HashAttr.UDF_GROUP_LIST.oids(hash, generic)));
        var create = failure(() -> t.asic.create(ObjectType.HASH, t.switchId, List.of(
                HashAttr.NATIVE_HASH_FIELD_LIST.s32s(SaiEnums.NativeHashField.DST_IP), HashAttr.UDF_GROUP_LIST.oids(generic))));
        t.asic.set(ObjectType.HASH, ecmpHash, HashAttr.UDF_GROUP_LIST.oids(hash));

        assertThat(set.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTR_VALUE, 0));
        assertThat(set.attribute()).isEqualTo(HashAttr.UDF_GROUP_LIST);
        assertThat(set).hasMessageContaining("GENERIC");
        assertThat(create.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTR_VALUE, 1));
        assertThat(t.asic.referenceCount(generic)).isZero();
    }

    @Test
    void theRoceDestinationQpUdfIsAccepted() {
        long group = group(SaiEnums.UdfGroupType.HASH, 3);

        long udf = udf(group, 13, UdfAttr.HASH_MASK.of(AttrValue.U8List.of(0xFF, 0xFF, 0xFF)));

        assertThat(t.asic.objects(ObjectType.UDF)).containsExactly(udf);
    }

    @Test
    void aHashMaskOfAnotherLengthThanTheGroupIsInvalidAttrValueAtCreateAndOnSet() {
        long group = group(SaiEnums.UdfGroupType.HASH, 3);

        var create = failure(() -> udf(group, 13, UdfAttr.HASH_MASK.of(AttrValue.U8List.of(0xFF, 0xFF))));
        long udf = udf(group, 13, UdfAttr.HASH_MASK.of(AttrValue.U8List.of(0xFF, 0xFF, 0x0F)));
        var set = failure(() -> t.asic.set(ObjectType.UDF, udf, UdfAttr.HASH_MASK.of(AttrValue.U8List.of(0xFF, 0xFF, 0xFF, 0xFF))));

        assertThat(create.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTR_VALUE, 4));
        assertThat(create.attribute()).isEqualTo(UdfAttr.HASH_MASK);
        assertThat(set.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTR_VALUE, 0));
        assertThat(t.asic.get(ObjectType.UDF, udf, UdfAttr.HASH_MASK)).isEqualTo(AttrValue.U8List.of(0xFF, 0xFF, 0x0F));
    }

    @Test
    void anOffsetThatReadsPastTheParsersReachIsInvalidAttrValueOfTheOffset() {
        long group = group(SaiEnums.UdfGroupType.HASH, 3);

        var e = failure(() -> udf(group, UdfRules.REACH - 2));
        udf(group, UdfRules.REACH - 3);

        assertThat(e.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTR_VALUE, 3));
        assertThat(e.attribute()).isEqualTo(UdfAttr.OFFSET);
        assertThat(e).hasMessageContaining("128");
    }

    @Test
    void aGroupLengthOfZeroOrBeyondOneExtractorIsInvalidAttrValue() {
        var empty = failure(() -> group(SaiEnums.UdfGroupType.HASH, 0));
        var tooLong = failure(() -> group(SaiEnums.UdfGroupType.GENERIC, UdfRules.MAX_GROUP_LENGTH + 1));
        group(SaiEnums.UdfGroupType.GENERIC, UdfRules.MAX_GROUP_LENGTH);

        assertThat(empty.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTR_VALUE, 1));
        assertThat(tooLong.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTR_VALUE, 1));
        assertThat(t.asic.objects(ObjectType.UDF_GROUP)).hasSize(1);
    }

    private long group(int type, int length) {
        return t.asic.create(ObjectType.UDF_GROUP, t.switchId, List.of(UdfGroupAttr.TYPE.s32(type), UdfGroupAttr.LENGTH.u16(length)));
    }

    private long udf(long group, int offset, io.nosagent.sai.Attribute... extra) {
        var attrs = new java.util.ArrayList<io.nosagent.sai.Attribute>(List.of(UdfAttr.MATCH_ID.oid(match), UdfAttr.GROUP_ID.oid(group),
                UdfAttr.BASE.s32(SaiEnums.UdfBase.L4), UdfAttr.OFFSET.u16(offset)));
        attrs.addAll(List.of(extra));
        return t.asic.create(ObjectType.UDF, t.switchId, attrs);
    }
}
