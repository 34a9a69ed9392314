package io.nosagent.routing.hash;

import io.nosagent.feature.Programmer;
import io.nosagent.config.intent.routing.HashAlgorithm;
import io.nosagent.config.intent.routing.HashField;
import io.nosagent.config.intent.routing.LoadBalancing;
import io.nosagent.config.intent.routing.QpHashing;
import io.nosagent.config.intent.routing.RoutingIntent;
import io.nosagent.routing.groups.GroupAttributes;
import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiOperation;
import io.nosagent.sai.meta.HashAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.SaiEnums.NativeHashField;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.meta.UdfAttr;
import io.nosagent.sai.meta.UdfGroupAttr;
import io.nosagent.sai.trace.SaiCall;
import io.nosagent.sai.vasic.VirtualAsic;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * What the hash programmer writes: given an intent, the switch's hash objects, UDFs and switch
 * attributes on the virtual ASIC; when the intent changes, exactly the SAI calls the change needs.
 */
class EcmpHashProgrammerTest {

    private static final int[] FIVE_TUPLE = {NativeHashField.SRC_IP, NativeHashField.DST_IP, NativeHashField.IP_PROTOCOL,
            NativeHashField.L4_SRC_PORT, NativeHashField.L4_DST_PORT};

    private RackWithSpines rack;
    private EcmpHashProgrammer hash;

    @AfterEach
    void close() {
        rack.close();
    }

    private void bringUp(LoadBalancing lb, boolean asicListsNativeDestQp) {
        bringUp(lb, asicListsNativeDestQp, List.of());
    }

    /** {@code later}: programmers wired after the hash programmer. */
    private void bringUp(LoadBalancing lb, boolean asicListsNativeDestQp, List<Programmer> later) {
        rack = new RackWithSpines(3);
        var sw = rack.sw();
        var capabilities = asicListsNativeDestQp ? sw.sai() : new WithoutNativeDestQp(sw.sai());
        hash = new EcmpHashProgrammer(sw.store(), new QpHashCapability(capabilities, sw.handle().switchId()));
        var programmers = new ArrayList<Programmer>();
        programmers.add(hash);
        programmers.addAll(later);
        rack.wire(programmers, GroupAttributes.NONE);
        rack.bringUp(RoutingIntent.NONE.withLoadBalancing(lb));
        sw.forgetCalls();
    }

    private void commit(LoadBalancing lb) {
        rack.commitRouting(r -> r.withLoadBalancing(lb));
    }

    private static LoadBalancing qp(QpHashing.Mode mode) {
        return LoadBalancing.DEFAULT.withQp(QpHashing.OFF.withEnabled(true).withMode(mode));
    }

    private VirtualAsic asic() {
        return rack.sw().asic();
    }

    private long switchId() {
        return rack.sw().handle().switchId();
    }

    private long switchOid(AttrSpec attr) {
        return ((AttrValue.Oid) asic().get(ObjectType.SWITCH, switchId(), attr)).value();
    }

    private AttrValue hashAttr(AttrSpec family, AttrSpec attr) {
        return asic().get(ObjectType.HASH, switchOid(family), attr);
    }

    /** {@code SET HASH UDF_GROUP_LIST}, {@code REMOVE UDF}, ...: what a write did to what. */
    private List<String> writes() {
        return rack.sw().writes().stream().map(EcmpHashProgrammerTest::describe).toList();
    }

    private static String describe(SaiCall c) {
        String what = c.operation() + " " + c.objectType();
        if (c.operation() == SaiOperation.SET) {
            String name = c.attributes().getFirst().spec().name();
            what += " " + name.substring(name.indexOf("_ATTR_") + 6);
        }
        return what;
    }

    @Test
    void theFirstCommitPutsBothFamiliesOnTheAgentsOwnFiveTupleHash() {
        bringUp(LoadBalancing.DEFAULT, true);

        long builtBySwitch = switchOid(SwitchAttr.ECMP_HASH);
        assertThat(switchOid(SwitchAttr.ECMP_HASH_IPV4)).isNotZero().isNotEqualTo(builtBySwitch);
        assertThat(switchOid(SwitchAttr.ECMP_HASH_IPV6)).isNotZero().isNotEqualTo(builtBySwitch)
                .isNotEqualTo(switchOid(SwitchAttr.ECMP_HASH_IPV4));
        assertThat(hashAttr(SwitchAttr.ECMP_HASH_IPV4, HashAttr.NATIVE_HASH_FIELD_LIST)).isEqualTo(AttrValue.S32List.of(FIVE_TUPLE));
        assertThat(hashAttr(SwitchAttr.ECMP_HASH_IPV6, HashAttr.NATIVE_HASH_FIELD_LIST)).isEqualTo(AttrValue.S32List.of(FIVE_TUPLE));
        assertThat(asic().objects(ObjectType.UDF_GROUP)).isEmpty();
        assertThat(hash.qpHashMode()).isEmpty();
    }

    @Test
    void autoHashesTheNativeDestinationQpFieldWhenTheAsicListsIt() {
        bringUp(qp(QpHashing.Mode.AUTO), true);

        assertThat(hash.qpHashMode()).contains(QpHashing.Mode.NATIVE);
        assertThat(hashAttr(SwitchAttr.ECMP_HASH_IPV4, HashAttr.NATIVE_HASH_FIELD_LIST)).isEqualTo(AttrValue.S32List.of(
                NativeHashField.SRC_IP, NativeHashField.DST_IP, NativeHashField.IP_PROTOCOL, NativeHashField.L4_SRC_PORT,
                NativeHashField.L4_DST_PORT, NativeHashField.RDMA_BTH_DEST_QP));
        assertThat(asic().objects(ObjectType.UDF)).isEmpty();
    }

    @Test
    void autoFallsBackToAUdfAtL4Offset13WhenTheAsicDoesNotListTheNativeField() {
        bringUp(qp(QpHashing.Mode.AUTO), false);

        assertThat(hash.qpHashMode()).contains(QpHashing.Mode.UDF);
        assertThat(asic().objects(ObjectType.UDF_MATCH)).hasSize(1);
        long group = asic().objects(ObjectType.UDF_GROUP).getFirst();
        long udf = asic().objects(ObjectType.UDF).getFirst();
        assertThat(asic().get(ObjectType.UDF_GROUP, group, UdfGroupAttr.TYPE)).isEqualTo(new AttrValue.S32(SaiEnums.UdfGroupType.HASH));
        assertThat(asic().get(ObjectType.UDF_GROUP, group, UdfGroupAttr.LENGTH)).isEqualTo(new AttrValue.U16(3));
        assertThat(asic().get(ObjectType.UDF, udf, UdfAttr.BASE)).isEqualTo(new AttrValue.S32(SaiEnums.UdfBase.L4));
        assertThat(asic().get(ObjectType.UDF, udf, UdfAttr.OFFSET)).isEqualTo(new AttrValue.U16(13));
        assertThat(hashAttr(SwitchAttr.ECMP_HASH_IPV4, HashAttr.UDF_GROUP_LIST)).isEqualTo(AttrValue.OidList.of(group));
        assertThat(hashAttr(SwitchAttr.ECMP_HASH_IPV6, HashAttr.UDF_GROUP_LIST)).isEqualTo(AttrValue.OidList.of(group));
        assertThat(hashAttr(SwitchAttr.ECMP_HASH_IPV4, HashAttr.NATIVE_HASH_FIELD_LIST)).isEqualTo(AttrValue.S32List.of(FIVE_TUPLE));
    }

    @Test
    void reapplyingTheSameConfigMakesNoSaiCall() {
        bringUp(qp(QpHashing.Mode.AUTO), true);

        rack.commit(rack.running());
        commit(qp(QpHashing.Mode.NATIVE));

        assertThat(rack.sw().calls()).as("AUTO already meant NATIVE on this ASIC").isEmpty();
    }

    @Test
    void turningQpHashingOffTakesTheGroupOutOfBothHashesThenRemovesTheUdfObjects() {
        bringUp(qp(QpHashing.Mode.UDF), true);

        commit(LoadBalancing.DEFAULT);

        assertThat(writes()).containsExactly("SET HASH UDF_GROUP_LIST", "SET HASH UDF_GROUP_LIST",
                "REMOVE UDF", "REMOVE UDF_GROUP", "REMOVE UDF_MATCH");
        assertThat(asic().objects(ObjectType.UDF_MATCH)).isEmpty();
        assertThat(asic().objects(ObjectType.UDF_GROUP)).isEmpty();
        assertThat(asic().objects(ObjectType.UDF)).isEmpty();
        assertThat(hash.qpHashMode()).isEmpty();
    }

    @Test
    void switchingFromUdfToNativeAddsTheFieldBeforeTheUdfGoes() {
        bringUp(qp(QpHashing.Mode.UDF), true);

        commit(qp(QpHashing.Mode.NATIVE));

        assertThat(writes()).containsExactly("SET HASH NATIVE_HASH_FIELD_LIST", "SET HASH UDF_GROUP_LIST",
                "SET HASH NATIVE_HASH_FIELD_LIST", "SET HASH UDF_GROUP_LIST", "REMOVE UDF", "REMOVE UDF_GROUP", "REMOVE UDF_MATCH");
        assertThat(hash.qpHashMode()).contains(QpHashing.Mode.NATIVE);
    }

    @Test
    void movingTheUdfToOffset14MakesTheNewGroupBeforeTheOldOneGoesAndKeepsTheMatch() {
        bringUp(qp(QpHashing.Mode.UDF), true);
        long match = asic().objects(ObjectType.UDF_MATCH).getFirst();

        commit(qp(QpHashing.Mode.UDF).withQp(QpHashing.OFF.withEnabled(true).withMode(QpHashing.Mode.UDF).withUdf(14, 2)));

        assertThat(writes()).containsExactly("CREATE UDF_GROUP", "CREATE UDF", "SET HASH UDF_GROUP_LIST",
                "SET HASH UDF_GROUP_LIST", "REMOVE UDF", "REMOVE UDF_GROUP");
        assertThat(asic().objects(ObjectType.UDF_MATCH)).containsExactly(match);
        long udf = asic().objects(ObjectType.UDF).getFirst();
        assertThat(asic().get(ObjectType.UDF, udf, UdfAttr.OFFSET)).isEqualTo(new AttrValue.U16(14));
        assertThat(asic().get(ObjectType.UDF, udf, UdfAttr.HASH_MASK)).isEqualTo(AttrValue.U8List.of(0xFF, 0xFF));
    }

    @Test
    void fieldsAlgorithmAndSeedAreOneSetEach() {
        bringUp(LoadBalancing.DEFAULT, true);

        commit(LoadBalancing.DEFAULT.withAlgorithm(HashAlgorithm.CRC_32HI).withSeed(0x5EED));
        assertThat(writes()).containsExactly("SET SWITCH ECMP_DEFAULT_HASH_ALGORITHM", "SET SWITCH ECMP_DEFAULT_HASH_SEED");
        assertThat(asic().get(ObjectType.SWITCH, switchId(), SwitchAttr.ECMP_DEFAULT_HASH_SEED)).isEqualTo(new AttrValue.U32(0x5EED));

        rack.sw().forgetCalls();
        commit(RoutingIntent.of(rack.running()).loadBalancing().withFields(EnumSet.of(HashField.SRC_IP, HashField.DST_IP, HashField.FLOW_LABEL)));
        assertThat(writes()).as("the flow label only in the IPv6 hash").containsExactly(
                "SET HASH NATIVE_HASH_FIELD_LIST", "SET HASH NATIVE_HASH_FIELD_LIST");
        assertThat(hashAttr(SwitchAttr.ECMP_HASH_IPV4, HashAttr.NATIVE_HASH_FIELD_LIST))
                .isEqualTo(AttrValue.S32List.of(NativeHashField.SRC_IP, NativeHashField.DST_IP));
        assertThat(hashAttr(SwitchAttr.ECMP_HASH_IPV6, HashAttr.NATIVE_HASH_FIELD_LIST))
                .isEqualTo(AttrValue.S32List.of(NativeHashField.SRC_IP, NativeHashField.DST_IP, NativeHashField.IPV6_FLOW_LABEL));
    }

    @Test
    void aCommitAProgrammerAfterTheHashRefusesIsUndoneByTheReversedDelta() {
        long refusedSeed = 0xBAD;
        Programmer refusing = delta -> {
            if (RoutingIntent.of(delta.desired()).loadBalancing().seed() == refusedSeed) {
                throw new IllegalStateException("a later programmer refuses the commit");
            }
        };
        bringUp(qp(QpHashing.Mode.UDF), true, List.of(refusing));
        long group = asic().objects(ObjectType.UDF_GROUP).getFirst();
        var before = rack.running();

        assertThatThrownBy(() -> rack.commitOrRollBack(before.with(RoutingIntent.SECTION, RoutingIntent.of(before)
                .withLoadBalancing(qp(QpHashing.Mode.NATIVE).withSeed(refusedSeed))))).hasMessageContaining("refuses");

        assertThat(writes()).as("native field in, UDF out, then all of it back").contains("REMOVE UDF", "CREATE UDF");
        assertThat(hash.qpHashMode()).contains(QpHashing.Mode.UDF);
        assertThat(hashAttr(SwitchAttr.ECMP_HASH_IPV4, HashAttr.NATIVE_HASH_FIELD_LIST)).isEqualTo(AttrValue.S32List.of(FIVE_TUPLE));
        assertThat(asic().objects(ObjectType.UDF_GROUP)).hasSize(1).doesNotContain(group);
        assertThat(hashAttr(SwitchAttr.ECMP_HASH_IPV4, HashAttr.UDF_GROUP_LIST))
                .isEqualTo(AttrValue.OidList.of(asic().objects(ObjectType.UDF_GROUP).getFirst()));
        assertThat(asic().get(ObjectType.SWITCH, switchId(), SwitchAttr.ECMP_DEFAULT_HASH_SEED)).isEqualTo(new AttrValue.U32(0));
        assertThat(rack.running()).isSameAs(before);
    }
}
