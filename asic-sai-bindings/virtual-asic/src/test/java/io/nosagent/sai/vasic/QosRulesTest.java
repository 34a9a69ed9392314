package io.nosagent.sai.vasic;

import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiException;
import io.nosagent.sai.SaiStatus;
import io.nosagent.sai.SaiStatusCode;
import io.nosagent.sai.meta.BufferPoolAttr;
import io.nosagent.sai.meta.BufferProfileAttr;
import io.nosagent.sai.meta.IngressPriorityGroupAttr;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.QosMapAttr;
import io.nosagent.sai.meta.QueueAttr;
import io.nosagent.sai.meta.RouterInterfaceAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.SaiEnums.BufferPoolType;
import io.nosagent.sai.meta.SaiEnums.QosMapType;
import io.nosagent.sai.meta.SaiMetadata;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.meta.SystemPortAttr;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * QoS bindings judged as a vendor SAI judges them: a map only where its TYPE classifies, a buffer
 * profile only on the side its pool serves. Each refusal with its status, index and attribute, and
 * nothing bound.
 */
class QosRulesTest {

    private final TestSwitch t = TestSwitch.of("rtsw");

    @AfterEach
    void close() {
        t.close();
    }

    private static SaiException failure(ThrowingCallable call) {
        return TestSwitch.saiFailure(call);
    }

    @Test
    void aDscpToTcMapBoundAsTheTcToQueueMapIsRefusedNamingBothTypes() {
        long dscpToTc = map(QosMapType.DSCP_TO_TC, new AttrValue.QosMapping(AttrValue.QosMapParams.ofDscp(50), AttrValue.QosMapParams.ofTc(2)));

        var e = failure(() -> t.asic.set(ObjectType.PORT, t.port(0), PortAttr.QOS_TC_TO_QUEUE_MAP.oid(dscpToTc)));

        assertThat(e.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTR_VALUE, 0));
        assertThat(e.attribute()).isEqualTo(PortAttr.QOS_TC_TO_QUEUE_MAP);
        assertThat(e).hasMessageContaining("SAI_QOS_MAP_TYPE_TC_TO_QUEUE").hasMessageContaining("SAI_QOS_MAP_TYPE_DSCP_TO_TC");
        assertThat(t.asic.value(t.port(0), PortAttr.QOS_TC_TO_QUEUE_MAP)).isEqualTo(new AttrValue.Oid(0));
        assertThat(t.asic.referenceCount(dscpToTc)).isZero();
    }

    @Test
    void aMapOfTheRightTypeBindsAndNullUnbinds() {
        long dscpToTc = map(QosMapType.DSCP_TO_TC, new AttrValue.QosMapping(AttrValue.QosMapParams.ofDscp(50), AttrValue.QosMapParams.ofTc(2)));
        long tcToQueue = map(QosMapType.TC_TO_QUEUE, new AttrValue.QosMapping(AttrValue.QosMapParams.ofTc(2), AttrValue.QosMapParams.ofQueue(2)));

        t.asic.set(ObjectType.PORT, t.port(0), PortAttr.QOS_DSCP_TO_TC_MAP.oid(dscpToTc));
        t.asic.set(ObjectType.SWITCH, t.switchId, SwitchAttr.QOS_TC_TO_QUEUE_MAP.oid(tcToQueue));
        t.asic.set(ObjectType.PORT, t.port(0), PortAttr.QOS_DSCP_TO_TC_MAP.oid(0));

        assertThat(t.asic.referenceCount(tcToQueue)).isEqualTo(1);
        assertThat(t.asic.referenceCount(dscpToTc)).isZero();
    }

    @Test
    void theTypeIsCheckedWhereverAMapIsBoundAndAtCreateWithTheIndexOfTheBinding() {
        long tcToPg = map(QosMapType.TC_TO_PRIORITY_GROUP, new AttrValue.QosMapping(AttrValue.QosMapParams.ofTc(3), AttrValue.QosMapParams.ofPg(3)));

        var onSwitch = failure(() -> t.asic.set(ObjectType.SWITCH, t.switchId, SwitchAttr.QOS_DSCP_TO_TC_MAP.oid(tcToPg)));
        var onRif = failure(() -> t.asic.create(ObjectType.ROUTER_INTERFACE, t.switchId, List.of(
                RouterInterfaceAttr.VIRTUAL_ROUTER_ID.oid(t.defaultRouter()),
                RouterInterfaceAttr.TYPE.s32(SaiEnums.RouterInterfaceType.PORT),
                RouterInterfaceAttr.PORT_ID.oid(t.port(1)),
                RouterInterfaceAttr.QOS_DSCP_TO_TC_MAP.oid(tcToPg))));
        var pfcToQueue = failure(() -> t.asic.set(ObjectType.PORT, t.port(0), PortAttr.QOS_PFC_PRIORITY_TO_QUEUE_MAP.oid(tcToPg)));
        t.asic.set(ObjectType.PORT, t.port(0), PortAttr.QOS_TC_TO_PRIORITY_GROUP_MAP.oid(tcToPg));

        assertThat(onSwitch.attribute()).isEqualTo(SwitchAttr.QOS_DSCP_TO_TC_MAP);
        assertThat(onRif.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTR_VALUE, 3));
        assertThat(onRif.attribute()).isEqualTo(RouterInterfaceAttr.QOS_DSCP_TO_TC_MAP);
        assertThat(pfcToQueue.attribute()).isEqualTo(PortAttr.QOS_PFC_PRIORITY_TO_QUEUE_MAP);
        assertThat(t.asic.objects(ObjectType.ROUTER_INTERFACE)).isEmpty();
        assertThat(t.asic.referenceCount(tcToPg)).isEqualTo(1);
    }

    @Test
    void everyMapBindingAttributeOfTheMetadataHasItsMapType() {
        assertThat(QosRules.mapTypeBoundBy(PortAttr.QOS_PFC_PRIORITY_TO_PRIORITY_GROUP_MAP)).isEqualTo(QosMapType.PFC_PRIORITY_TO_PRIORITY_GROUP);
        assertThat(QosRules.mapTypeBoundBy(SwitchAttr.QOS_TC_AND_COLOR_TO_DSCP_MAP)).isEqualTo(QosMapType.TC_AND_COLOR_TO_DSCP);
        assertThat(QosRules.mapTypeBoundBy(SystemPortAttr.QOS_TC_TO_QUEUE_MAP)).isEqualTo(QosMapType.TC_TO_QUEUE);
        assertThat(QosRules.mapTypeBoundBy(PortAttr.QOS_DEFAULT_TC)).as("not a map").isNull();
        for (ObjectType type : SaiMetadata.describedTypes()) {
            for (AttrSpec spec : SaiMetadata.attributes(type)) {
                if (spec.objects().equals(Set.of(ObjectType.QOS_MAP))) {
                    assertThat(QosRules.mapTypeBoundBy(spec)).as(spec.name()).isNotNull();
                }
            }
        }
    }

    @Test
    void aPriorityGroupTakesOnlyAProfileOfAnIngressPool() {
        long egressProfile = profile(pool(BufferPoolType.EGRESS));
        long ingressProfile = profile(pool(BufferPoolType.INGRESS));
        long pg = pgOf(0, 3);

        var e = failure(() -> t.asic.set(ObjectType.INGRESS_PRIORITY_GROUP, pg, IngressPriorityGroupAttr.BUFFER_PROFILE.oid(egressProfile)));
        t.asic.set(ObjectType.INGRESS_PRIORITY_GROUP, pg, IngressPriorityGroupAttr.BUFFER_PROFILE.oid(ingressProfile));

        assertThat(e.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTR_VALUE, 0));
        assertThat(e.attribute()).isEqualTo(IngressPriorityGroupAttr.BUFFER_PROFILE);
        assertThat(e).hasMessageContaining("SAI_BUFFER_POOL_TYPE_EGRESS").hasMessageContaining("SAI_BUFFER_POOL_TYPE_INGRESS");
        assertThat(t.asic.referenceCount(egressProfile)).isZero();
        assertThat(t.asic.referenceCount(ingressProfile)).isEqualTo(1);
    }

    @Test
    void aQueueTakesOnlyAProfileOfAnEgressPoolAndAPoolOfBothServesEither() {
        long ingressProfile = profile(pool(BufferPoolType.INGRESS));
        long both = profile(pool(BufferPoolType.BOTH));
        long queue = queueOf(0, 2);

        var e = failure(() -> t.asic.set(ObjectType.QUEUE, queue, QueueAttr.BUFFER_PROFILE_ID.oid(ingressProfile)));
        var list = failure(() -> t.asic.set(ObjectType.PORT, t.port(0), PortAttr.QOS_EGRESS_BUFFER_PROFILE_LIST.oids(both, ingressProfile)));
        t.asic.set(ObjectType.QUEUE, queue, QueueAttr.BUFFER_PROFILE_ID.oid(both));
        t.asic.set(ObjectType.INGRESS_PRIORITY_GROUP, pgOf(0, 3), IngressPriorityGroupAttr.BUFFER_PROFILE.oid(both));

        assertThat(e.attribute()).isEqualTo(QueueAttr.BUFFER_PROFILE_ID);
        assertThat(e).hasMessageContaining("a queue");
        assertThat(list.attribute()).isEqualTo(PortAttr.QOS_EGRESS_BUFFER_PROFILE_LIST);
        assertThat(t.asic.referenceCount(both)).isEqualTo(2);
    }

    private long map(int type, AttrValue.QosMapping... mappings) {
        return t.asic.create(ObjectType.QOS_MAP, t.switchId, List.of(QosMapAttr.TYPE.s32(type),
                QosMapAttr.MAP_TO_VALUE_LIST.of(new AttrValue.QosMapList(List.of(mappings)))));
    }

    private long pool(int type) {
        return t.asic.create(ObjectType.BUFFER_POOL, t.switchId, List.of(BufferPoolAttr.TYPE.s32(type),
                BufferPoolAttr.SIZE.u64(1 << 20), BufferPoolAttr.THRESHOLD_MODE.s32(SaiEnums.BufferPoolThresholdMode.STATIC)));
    }

    private long profile(long pool) {
        return t.asic.create(ObjectType.BUFFER_PROFILE, t.switchId, List.of(BufferProfileAttr.POOL_ID.oid(pool),
                BufferProfileAttr.RESERVED_BUFFER_SIZE.u64(0),
                BufferProfileAttr.THRESHOLD_MODE.s32(SaiEnums.BufferProfileThresholdMode.STATIC),
                BufferProfileAttr.SHARED_STATIC_TH.u64(64 * 1024)));
    }

    private long pgOf(int port, int index) {
        return ((AttrValue.OidList) t.asic.get(ObjectType.PORT, t.port(port), PortAttr.INGRESS_PRIORITY_GROUP_LIST)).get(index);
    }

    private long queueOf(int port, int index) {
        return ((AttrValue.OidList) t.asic.get(ObjectType.PORT, t.port(port), PortAttr.QOS_QUEUE_LIST)).get(index);
    }
}
