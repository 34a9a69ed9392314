package io.nosagent.sai.store;

import io.nosagent.sai.AttrValue;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.ForwardingSai;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.Sai;
import io.nosagent.sai.SaiException;
import io.nosagent.sai.SaiObject;
import io.nosagent.sai.SaiOperation;
import io.nosagent.sai.SaiStatus;
import io.nosagent.sai.SaiStatusCode;
import io.nosagent.sai.bringup.SwitchBringUp;
import io.nosagent.sai.bringup.SwitchHandle;
import io.nosagent.sai.meta.BufferPoolAttr;
import io.nosagent.sai.meta.BufferProfileAttr;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.QosMapAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.SchedulerAttr;
import io.nosagent.sai.platform.PlatformLoader;
import io.nosagent.sai.store.key.BufferPoolKey;
import io.nosagent.sai.store.key.BufferProfileKey;
import io.nosagent.sai.store.key.NamedQosMapKey;
import io.nosagent.sai.store.key.PortKey;
import io.nosagent.sai.store.key.SchedulerKey;
import io.nosagent.sai.store.key.WredKey;
import io.nosagent.sai.trace.SaiCall;
import io.nosagent.sai.trace.TracingSai;
import io.nosagent.sai.vasic.VirtualAsic;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * One programmer's objects brought to what it desires: in order, references resolved, what is no
 * longer desired released newest first; one item at a time without touching the rest; the bookkeeping
 * true to the ASIC when a call fails.
 */
class OwnedObjectsTest {

    private static final PortKey PORT = new PortKey("eth1/1/1");
    private static final BufferPoolKey POOL = new BufferPoolKey("ingress", SaiEnums.BufferPoolType.INGRESS,
            SaiEnums.BufferPoolThresholdMode.DYNAMIC);
    private static final BufferProfileKey PROFILE = new BufferProfileKey(POOL, new BufferProfileKey.LossyGroup("rdma"));

    private final List<SaiCall> calls = new ArrayList<>();
    private VirtualAsic asic;
    private SwitchHandle sw;
    private SaiStore store;
    private OwnedObjects owned;
    /** SCHEDULER creates the backend refuses (TABLE_FULL) before it takes one again. */
    private int refuseSchedulers;

    @BeforeEach
    void bringUp() {
        asic = new VirtualAsic(new PlatformLoader().load("rtsw"));
        sw = new SwitchBringUp(asic, asic.platform()).bringUp();
        store = new SaiStore(TracingSai.recordingInto(new RefusingSchedulers(asic), calls), sw.switchId());
        store.adoptSwitch(sw);
        owned = new OwnedObjects(store);
    }

    private static ObjectSpec<SaiObject.QosMap> dscpToTc(String source, int dscp, int tc) {
        return ObjectSpec.of(new NamedQosMapKey(SaiEnums.QosMapType.DSCP_TO_TC, source), List.of(
                QosMapAttr.TYPE.s32(SaiEnums.QosMapType.DSCP_TO_TC),
                QosMapAttr.MAP_TO_VALUE_LIST.of(new AttrValue.QosMapList(List.of(
                        new AttrValue.QosMapping(AttrValue.QosMapParams.ofDscp(dscp), AttrValue.QosMapParams.ofTc(tc)))))));
    }

    private static ObjectSpec<SaiObject.Port> portUsing(ObjectSpec<SaiObject.QosMap> map) {
        return new ObjectSpec<>(PORT, List.of(Desired.ref(PortAttr.QOS_DSCP_TO_TC_MAP, map.key())));
    }

    private static ObjectSpec<SaiObject.BufferPool> pool() {
        return ObjectSpec.of(POOL, List.of(BufferPoolAttr.TYPE.s32(SaiEnums.BufferPoolType.INGRESS),
                BufferPoolAttr.SIZE.u64(32 << 20), BufferPoolAttr.THRESHOLD_MODE.s32(SaiEnums.BufferPoolThresholdMode.DYNAMIC)));
    }

    private static ObjectSpec<SaiObject.BufferProfile> profile(long reserved) {
        return new ObjectSpec<>(PROFILE, List.of(Desired.ref(BufferProfileAttr.POOL_ID, POOL),
                Desired.value(BufferProfileAttr.RESERVED_BUFFER_SIZE.u64(reserved)),
                Desired.value(BufferProfileAttr.THRESHOLD_MODE.s32(SaiEnums.BufferProfileThresholdMode.DYNAMIC)),
                Desired.value(BufferProfileAttr.SHARED_DYNAMIC_TH.of(new AttrValue.S8(0)))));
    }

    private static ObjectSpec<SaiObject.Scheduler> scheduler(String queue, int weight) {
        return ObjectSpec.of(SchedulerKey.of("rtsw", queue), List.of(SchedulerAttr.SCHEDULING_TYPE.s32(SaiEnums.SchedulingType.DWRR),
                SchedulerAttr.SCHEDULING_WEIGHT.u8(weight)));
    }

    private long portMap() {
        return ((AttrValue.Oid) asic.value(sw.portId(PORT.interfaceName()).orElseThrow(), PortAttr.QOS_DSCP_TO_TC_MAP)).value();
    }

    @Test
    void aReferenceIsResolvedToTheIdOfTheObjectEnsuredBeforeIt() {
        owned.reconcile(List.of(pool(), profile(1024)));

        long pool = owned.oidOf(POOL).orElseThrow();
        long profile = owned.oidOf(PROFILE).orElseThrow();
        assertThat(asic.value(profile, BufferProfileAttr.POOL_ID)).isEqualTo(new AttrValue.Oid(pool));
        assertThat(owned.keys()).containsExactly(POOL, PROFILE);
    }

    @Test
    void reconcilingTheSameSpecsAgainMakesNoSaiCall() {
        var desired = List.<ObjectSpec<?>>of(pool(), profile(1024), dscpToTc("a", 46, 5));
        owned.reconcile(desired);
        calls.clear();

        owned.reconcile(desired);

        assertThat(calls).isEmpty();
    }

    @Test
    void aReferrerThatMovedToANewerObjectIsReleasedBeforeIt() {
        var a = dscpToTc("a", 46, 5);
        var b = dscpToTc("b", 26, 3);
        int mapsBefore = asic.objects(ObjectType.QOS_MAP).size();
        owned.reconcile(List.of(a, portUsing(a)));
        owned.reconcile(List.of(a, b, portUsing(b)));
        assertThat(portMap()).isEqualTo(owned.oidOf(b.key()).orElseThrow());

        // The port's share was taken before map b existed; released in that order, b would still be in use.
        owned.reconcile(List.of());

        assertThat(owned.size()).isZero();
        assertThat(portMap()).isZero();
        assertThat(asic.objects(ObjectType.QOS_MAP)).hasSize(mapsBefore);
    }

    @Test
    void oneItemIsEnsuredAndReleasedWithoutTouchingTheOthers() {
        var schedulers = IntStream.range(0, 50).mapToObj(q -> scheduler("q" + q, 10)).toList();
        owned.reconcile(schedulers);
        calls.clear();

        owned.ensure(scheduler("q7", 20));
        owned.release(SchedulerKey.of("rtsw", "q8"));

        assertThat(TracingSai.writes(calls)).extracting(SaiCall::operation).containsExactly(SaiOperation.SET, SaiOperation.REMOVE);
        assertThat(asic.value(owned.oidOf(SchedulerKey.of("rtsw", "q7")).orElseThrow(), SchedulerAttr.SCHEDULING_WEIGHT))
                .isEqualTo(new AttrValue.U8(20));
        assertThat(owned.size()).isEqualTo(49);
        assertThat(owned.release(SchedulerKey.of("rtsw", "q8"))).as("released once").isFalse();
    }

    @Test
    void aRefusedCreateLeavesWhatWasMadeOwnedAndTheReversedDeltaPutsBackWhatWasThere() {
        owned.reconcile(List.of(pool()));
        refuseSchedulers = 1;

        assertThatThrownBy(() -> owned.reconcile(List.of(pool(), profile(1024), scheduler("q0", 10))))
                .isInstanceOfSatisfying(SaiException.class, e -> assertThat(e.status().code()).isEqualTo(SaiStatusCode.TABLE_FULL));
        assertThat(owned.keys()).containsExactly(POOL, PROFILE);
        assertThat(asic.objects(ObjectType.BUFFER_PROFILE)).hasSize(1);

        owned.reconcile(List.of(pool()));

        assertThat(owned.keys()).containsExactly(POOL);
        assertThat(asic.objects(ObjectType.BUFFER_PROFILE)).isEmpty();
        assertThat(asic.objects(ObjectType.SCHEDULER)).isEmpty();
    }

    @Test
    void aReferenceToAnObjectNotProgrammedIsRefusedNamingBothBeforeAnyWrite() {
        assertThatThrownBy(() -> owned.ensure(profile(1024)))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining(PROFILE.toString()).hasMessageContaining(POOL.toString());
        assertThat(calls).isEmpty();
        assertThat(owned.owns(PROFILE)).isFalse();
    }

    @Test
    void aKeyDesiredTwiceIsRefusedBeforeAnyWrite() {
        assertThatThrownBy(() -> owned.reconcile(List.of(scheduler("q0", 10), pool(), scheduler("q0", 20))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("SCHEDULER{rtsw q0} desired twice");
        assertThat(calls).isEmpty();
    }

    @Test
    void aReferenceToAnObjectTheAttributeCannotNameIsRefused() {
        assertThatThrownBy(() -> Desired.ref(BufferProfileAttr.POOL_ID, new WredKey("ecn")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("SAI_BUFFER_PROFILE_ATTR_POOL_ID").hasMessageContaining("WRED{ecn}");
    }

    /** A backend whose SCHEDULER table is full for the next {@link #refuseSchedulers} creates. */
    private final class RefusingSchedulers extends ForwardingSai {
        RefusingSchedulers(Sai delegate) {
            super(delegate);
        }

        @Override
        public long create(ObjectType type, long switchId, List<? extends Attribute> attrs) {
            if (type == ObjectType.SCHEDULER && refuseSchedulers > 0) {
                refuseSchedulers--;
                throw SaiException.of(SaiStatus.of(SaiStatusCode.TABLE_FULL), SaiOperation.CREATE, type, "refused for the test");
            }
            return super.create(type, switchId, attrs);
        }
    }
}
