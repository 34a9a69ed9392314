package io.nosagent.qos;

import io.nosagent.config.intent.qos.ClassifierTerm;
import io.nosagent.config.intent.qos.Headroom;
import io.nosagent.config.intent.qos.InterfaceQos;
import io.nosagent.config.intent.qos.QosIntent;
import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.ForwardingSai;
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
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.SchedulerAttr;
import io.nosagent.sai.meta.WredAttr;
import io.nosagent.sai.store.SaiStore;
import io.nosagent.sai.store.key.PortKey;
import io.nosagent.sai.store.key.PriorityGroupKey;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * What the shipped lossless profile programs on an RTSW, read back from the ASIC, and what each
 * change costs in SAI calls.
 */
class QosProgrammerTest {

    private final QosRack rack = QosRack.rtsw(5);
    private final QosIntent shipped = rack.shippedProfile();

    @AfterEach
    void close() {
        rack.close();
    }

    private AttrValue get(ObjectType type, long oid, AttrSpec attr) {
        return rack.sw().asic().get(type, oid, attr);
    }

    private long oid(ObjectType type, long oid, AttrSpec attr) {
        return ((AttrValue.Oid) get(type, oid, attr)).value();
    }

    private long number(ObjectType type, long oid, AttrSpec attr) {
        return switch (get(type, oid, attr)) {
            case AttrValue.U8 v -> v.value();
            case AttrValue.U32 v -> v.value();
            case AttrValue.U64 v -> v.value();
            case AttrValue.S32 v -> v.value();
            case AttrValue.S8 v -> v.value();
            default -> throw new AssertionError(attr.name());
        };
    }

    private long portId(int i) {
        return rack.sw().handle().portId(QosRack.port(i)).orElseThrow();
    }

    private long queueId(int port, int queue) {
        return rack.sw().store().oidOf(new io.nosagent.sai.store.key.QueueKey(QosRack.port(port),
                io.nosagent.sai.store.key.QueueType.UNICAST, queue)).orElseThrow();
    }

    private long groupProfile(int port, int group) {
        long pg = rack.sw().store().oidOf(new PriorityGroupKey(QosRack.port(port), group)).orElseThrow();
        return oid(ObjectType.INGRESS_PRIORITY_GROUP, pg, IngressPriorityGroupAttr.BUFFER_PROFILE);
    }

    private Map<Integer, Integer> dscpMap(int port) {
        long map = oid(ObjectType.PORT, portId(port), PortAttr.QOS_DSCP_TO_TC_MAP);
        var out = new TreeMap<Integer, Integer>();
        for (var m : ((AttrValue.QosMapList) get(ObjectType.QOS_MAP, map, QosMapAttr.MAP_TO_VALUE_LIST)).mappings()) {
            out.put(m.key().dscp(), m.value().tc());
        }
        return out;
    }

    @Test
    void theShippedProfilePutsRdmaOnALosslessQueue2WithPfcOnPriority2Only() {
        rack.commit(shipped);

        for (int port : new int[] {0, 15, 16, 33}) {
            assertThat(number(ObjectType.PORT, portId(port), PortAttr.PRIORITY_FLOW_CONTROL)).isEqualTo(1 << 2);
            Map<Integer, Integer> dscp = dscpMap(port);
            for (int d = 50; d <= 59; d++) {
                assertThat(dscp).containsEntry(d, 2);
            }
            assertThat(dscp).containsEntry(48, 7).containsEntry(26, 6).containsEntry(35, 6).containsEntry(46, 5);
            assertThat(dscp).doesNotContainKey(0).as("everything else: TC 0").hasSize(10 + 7 + 1 + 1);
        }
    }

    @Test
    void eachPortsHeadroomFollowsItsCableAndTheLosslessGroupDrawsOnTheIngressPool() {
        rack.commit(shipped);

        long downlink = groupProfile(0, 2);
        long uplink = groupProfile(16, 2);
        assertThat(number(ObjectType.BUFFER_PROFILE, downlink, BufferProfileAttr.XOFF_TH))
                .isEqualTo(Headroom.xoffBytes(400_000, 3, 9100, 254)).isEqualTo(78_848);
        assertThat(number(ObjectType.BUFFER_PROFILE, uplink, BufferProfileAttr.XOFF_TH))
                .isEqualTo(Headroom.xoffBytes(400_000, 100, 9100, 254)).isEqualTo(128_000);
        assertThat(number(ObjectType.BUFFER_PROFILE, downlink, BufferProfileAttr.RESERVED_BUFFER_SIZE)).isEqualTo(9216);
        assertThat(number(ObjectType.BUFFER_PROFILE, downlink, BufferProfileAttr.SHARED_DYNAMIC_TH)).isEqualTo(-3);
        assertThat(number(ObjectType.BUFFER_PROFILE, downlink, BufferProfileAttr.XON_OFFSET_TH)).isEqualTo(18_432);
        long ingress = oid(ObjectType.BUFFER_PROFILE, downlink, BufferProfileAttr.POOL_ID);
        assertThat(number(ObjectType.BUFFER_POOL, ingress, BufferPoolAttr.TYPE)).isEqualTo(SaiEnums.BufferPoolType.INGRESS);
        // 50 MiB less 16 x (9,216 + 78,848) and 18 x (9,216 + 128,000) set aside for the lossless groups.
        assertThat(number(ObjectType.BUFFER_POOL, ingress, BufferPoolAttr.SIZE)).isEqualTo((50L << 20) - 3_878_912);
        long lossy = groupProfile(0, 0);
        assertThat(number(ObjectType.BUFFER_PROFILE, lossy, BufferProfileAttr.XOFF_TH)).as("lossy: no headroom").isZero();

        long queueProfile = oid(ObjectType.QUEUE, queueId(0, 2), QueueAttr.BUFFER_PROFILE_ID);
        long egress = oid(ObjectType.BUFFER_PROFILE, queueProfile, BufferProfileAttr.POOL_ID);
        assertThat(number(ObjectType.BUFFER_POOL, egress, BufferPoolAttr.TYPE)).isEqualTo(SaiEnums.BufferPoolType.EGRESS);
        assertThat(number(ObjectType.BUFFER_PROFILE, queueProfile, BufferProfileAttr.SHARED_STATIC_TH))
                .as("the lossless queue never tail-drops").isEqualTo(64L << 20);
        long ctsProfile = oid(ObjectType.QUEUE, queueId(0, 5), QueueAttr.BUFFER_PROFILE_ID);
        assertThat(number(ObjectType.BUFFER_PROFILE, ctsProfile, BufferProfileAttr.RESERVED_BUFFER_SIZE))
                .as("the CTS queue's small reserved buffer").isEqualTo(16_384);
    }

    @Test
    void theCtsQueueIsStrictAndTheOthersShareByWeightWithEcnOnTheRdmaQueue() {
        rack.commit(shipped);

        long cts = oid(ObjectType.QUEUE, queueId(3, 5), QueueAttr.SCHEDULER_PROFILE_ID);
        assertThat(number(ObjectType.SCHEDULER, cts, SchedulerAttr.SCHEDULING_TYPE)).isEqualTo(SaiEnums.SchedulingType.STRICT);
        var weights = new HashMap<Integer, Long>();
        for (int q : new int[] {0, 2, 6, 7}) {
            long s = oid(ObjectType.QUEUE, queueId(3, q), QueueAttr.SCHEDULER_PROFILE_ID);
            assertThat(number(ObjectType.SCHEDULER, s, SchedulerAttr.SCHEDULING_TYPE)).isEqualTo(SaiEnums.SchedulingType.DWRR);
            weights.put(q, number(ObjectType.SCHEDULER, s, SchedulerAttr.SCHEDULING_WEIGHT));
        }
        assertThat(weights).containsExactlyInAnyOrderEntriesOf(Map.of(0, 5L, 2, 8L, 6, 15L, 7, 80L));
        long wred = oid(ObjectType.QUEUE, queueId(3, 2), QueueAttr.WRED_PROFILE_ID);
        assertThat(number(ObjectType.WRED, wred, WredAttr.ECN_MARK_MODE)).isEqualTo(SaiEnums.EcnMarkMode.GREEN);
        assertThat(number(ObjectType.WRED, wred, WredAttr.ECN_GREEN_MIN_THRESHOLD)).isEqualTo(256 * 1024);
        assertThat(number(ObjectType.WRED, wred, WredAttr.ECN_GREEN_MAX_THRESHOLD)).isEqualTo(2 << 20);
        assertThat(oid(ObjectType.QUEUE, queueId(3, 0), QueueAttr.WRED_PROFILE_ID)).as("no WRED on lossy queue 0").isZero();
    }

    @Test
    void reapplyingTheSameIntentMakesNoSaiCall() {
        rack.commit(shipped);
        rack.sw().forgetCalls();

        rack.programmer().apply(io.nosagent.config.delta.IntentDelta.between(io.nosagent.config.intent.SwitchIntent
                .named("empty"), rack.running()));

        assertThat(rack.sw().writes()).isEmpty();
    }

    @Test
    void movingOneDscpIsOneSetOfItsMap() {
        rack.commit(shipped);
        rack.sw().forgetCalls();

        var classifier = shipped.classifiers().get("dscp");
        var monitoring = classifier.terms().get("monitoring");
        var moved = new java.util.TreeSet<>(monitoring.dscpSet());
        moved.add(36);
        rack.commit(shipped.withClassifier(classifier.withTerm(new ClassifierTerm("monitoring", monitoring.dscp(), moved,
                monitoring.targetGroup()))));

        assertThat(rack.sw().writes()).singleElement().satisfies(call -> {
            assertThat(call.objectType()).isEqualTo(ObjectType.QOS_MAP);
            assertThat(call.operation()).isEqualTo(io.nosagent.sai.SaiOperation.SET);
        });
        assertThat(dscpMap(0)).containsEntry(36, 6);
        assertThat(dscpMap(33)).containsEntry(36, 6);
    }

    @Test
    void aLongerCableGivesThatPortANewProfileAndTheOthersKeepTheirs() {
        rack.commit(shipped);
        long before = groupProfile(1, 2);
        rack.sw().forgetCalls();

        rack.commit(shipped.withInterface(InterfaceQos.following(QosRack.port(0), "downlink", 30)));

        assertThat(number(ObjectType.BUFFER_PROFILE, groupProfile(0, 2), BufferProfileAttr.XOFF_TH))
                .isEqualTo(Headroom.xoffBytes(400_000, 30, 9100, 254));
        assertThat(groupProfile(1, 2)).isEqualTo(before);
        // the ingress pool's shared size smaller, a new profile, the port's group re-pointed
        assertThat(rack.sw().writes()).extracting(c -> c.operation() + " " + c.objectType())
                .containsExactly("SET BUFFER_POOL", "CREATE BUFFER_PROFILE", "SET INGRESS_PRIORITY_GROUP");
    }

    @Test
    void withoutQosEveryObjectItCreatedIsGoneAndThePortsHaveTheirDefaultsBack() {
        rack.commit(shipped);

        rack.commit(QosIntent.NONE);

        for (ObjectType type : List.of(ObjectType.BUFFER_POOL, ObjectType.BUFFER_PROFILE, ObjectType.QOS_MAP,
                ObjectType.SCHEDULER, ObjectType.WRED)) {
            assertThat(rack.sw().asic().objects(type)).as(type.name()).isEmpty();
        }
        assertThat(number(ObjectType.PORT, portId(0), PortAttr.PRIORITY_FLOW_CONTROL)).isZero();
        assertThat(oid(ObjectType.PORT, portId(0), PortAttr.QOS_DSCP_TO_TC_MAP)).isZero();
        assertThat(rack.programmer().states().current().ports()).isEmpty();
    }

    @Test
    void aPortLeftOutOfQosGetsItsDefaultsBackAndTheOthersKeepTheirs() {
        rack.commit(shipped);
        rack.sw().forgetCalls();

        rack.commit(shipped.withoutInterface(QosRack.port(0)));

        assertThat(number(ObjectType.PORT, portId(0), PortAttr.PRIORITY_FLOW_CONTROL)).isZero();
        assertThat(groupProfile(0, 2)).isZero();
        assertThat(number(ObjectType.PORT, portId(1), PortAttr.PRIORITY_FLOW_CONTROL)).isEqualTo(1 << 2);
        assertThat(rack.sw().writes()).allSatisfy(c -> assertThat(c.objectType()).isIn(ObjectType.PORT, ObjectType.QUEUE,
                ObjectType.INGRESS_PRIORITY_GROUP, ObjectType.BUFFER_POOL, ObjectType.ACL_TABLE_GROUP_MEMBER, ObjectType.ACL_TABLE_GROUP));
        // The port's own ACL group (holding the ACK table) goes with it; the ACK table stays for the others.
        assertThat(rack.sw().writes()).filteredOn(c -> c.operation() == io.nosagent.sai.SaiOperation.REMOVE)
                .extracting(c -> c.objectType()).containsExactly(ObjectType.ACL_TABLE_GROUP_MEMBER, ObjectType.ACL_TABLE_GROUP);
    }

    @Test
    void aCommitTheAsicRefusesLeavesTheSwitchAsItWas() {
        var failing = new RefuseNth(rack.sw().sai(), ObjectType.WRED);
        var store = new SaiStore(failing, rack.sw().handle().switchId());
        store.adoptSwitch(rack.sw().handle());
        var programmer = new QosProgrammer(store, rack.sw().handle(), () -> false);
        var empty = io.nosagent.config.intent.SwitchIntent.named("t");
        var delta = io.nosagent.config.delta.IntentDelta.between(empty, empty.with(QosIntent.SECTION, shipped));

        assertThatThrownBy(() -> programmer.apply(delta)).isInstanceOf(SaiException.class);
        programmer.apply(delta.reversed());

        for (ObjectType type : List.of(ObjectType.BUFFER_POOL, ObjectType.BUFFER_PROFILE, ObjectType.QOS_MAP,
                ObjectType.SCHEDULER, ObjectType.WRED)) {
            assertThat(rack.sw().asic().objects(type)).as(type.name()).isEmpty();
        }
        assertThat(((AttrValue.Oid) rack.sw().asic().get(ObjectType.PORT, portId(0), PortAttr.QOS_DSCP_TO_TC_MAP)).value()).isZero();
        assertThat(store.oidOf(new PortKey(QosRack.port(0)))).isPresent();
    }

    /** A backend that refuses the first create of one object type with TABLE_FULL. */
    private static final class RefuseNth extends ForwardingSai {
        private final ObjectType type;
        private boolean refused;

        RefuseNth(io.nosagent.sai.Sai sai, ObjectType type) {
            super(sai);
            this.type = type;
        }

        @Override
        public long create(ObjectType t, long switchId, List<? extends Attribute> attrs) {
            if (t == type && !refused) {
                refused = true;
                throw SaiException.of(SaiStatus.of(SaiStatusCode.TABLE_FULL), io.nosagent.sai.SaiOperation.CREATE, t, "refused for the test");
            }
            return super.create(t, switchId, attrs);
        }
    }
}
