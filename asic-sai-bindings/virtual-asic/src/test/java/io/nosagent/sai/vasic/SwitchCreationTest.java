package io.nosagent.sai.vasic;

import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiException;
import io.nosagent.sai.SaiStatus;
import io.nosagent.sai.SaiStatusCode;
import io.nosagent.sai.MacAddress;
import io.nosagent.sai.meta.HashAttr;
import io.nosagent.sai.meta.IngressPriorityGroupAttr;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.QueueAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.SchedulerGroupAttr;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.meta.SystemPortAttr;
import io.nosagent.sai.platform.Platform;
import io.nosagent.sai.platform.PlatformLoader;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SwitchCreationTest {

    private static long[] oids(AttrValue v) {
        return ((AttrValue.OidList) v).values();
    }

    private static long u32(AttrValue v) {
        return ((AttrValue.U32) v).value();
    }

    private static int s32(AttrValue v) {
        return ((AttrValue.S32) v).value();
    }

    @Test
    void rtswHasEveryProfilePortWithItsLanesSpeedQueuesAndPriorityGroups() {
        try (var t = TestSwitch.of("rtsw")) {
            Platform profile = t.asic.platform();
            long[] ports = oids(t.asic.get(ObjectType.SWITCH, t.switchId, SwitchAttr.PORT_LIST));

            assertThat(ports).hasSize(34);
            assertThat(u32(t.asic.get(ObjectType.SWITCH, t.switchId, SwitchAttr.NUMBER_OF_ACTIVE_PORTS))).isEqualTo(34);
            for (int i = 0; i < ports.length; i++) {
                var spec = profile.ports().get(i);
                var values = t.asic.get(ObjectType.PORT, ports[i], List.of(PortAttr.HW_LANE_LIST, PortAttr.SPEED,
                        PortAttr.QOS_NUMBER_OF_QUEUES, PortAttr.QOS_QUEUE_LIST, PortAttr.NUMBER_OF_INGRESS_PRIORITY_GROUPS,
                        PortAttr.INGRESS_PRIORITY_GROUP_LIST, PortAttr.ADMIN_STATE, PortAttr.OPER_STATUS));
                assertThat(((AttrValue.U32List) values.get(0)).values())
                        .containsExactly(spec.lanes().stream().mapToLong(Integer::longValue).toArray());
                assertThat(u32(values.get(1))).isEqualTo(400_000);
                assertThat(u32(values.get(2))).isEqualTo(8);
                long[] queues = oids(values.get(3));
                assertThat(queues).hasSize(8);
                assertThat(u32(values.get(4))).isEqualTo(8);
                long[] pgs = oids(values.get(5));
                assertThat(pgs).hasSize(8);
                assertThat(values.get(6)).isEqualTo(AttrValue.Bool.FALSE);
                assertThat(s32(values.get(7))).isEqualTo(SaiEnums.PortOperStatus.DOWN);
                for (int k = 0; k < 8; k++) {
                    var q = t.asic.get(ObjectType.QUEUE, queues[k], List.of(QueueAttr.TYPE, QueueAttr.INDEX, QueueAttr.PORT));
                    assertThat(s32(q.get(0))).isEqualTo(SaiEnums.QueueType.UNICAST);
                    assertThat(q.get(1)).isEqualTo(new AttrValue.U8(k));
                    assertThat(q.get(2)).isEqualTo(new AttrValue.Oid(ports[i]));
                    var pg = t.asic.get(ObjectType.INGRESS_PRIORITY_GROUP, pgs[k],
                            List.of(IngressPriorityGroupAttr.INDEX, IngressPriorityGroupAttr.PORT));
                    assertThat(pg).containsExactly(new AttrValue.U8(k), new AttrValue.Oid(ports[i]));
                }
            }
            assertThat(t.asic.objects(ObjectType.QUEUE)).hasSize(35 * 8); // 34 ports and the CPU port
        }
    }

    @Test
    void ctswIsAVoqSwitchWithALocalSystemPortAndVoqsPerFrontPanelPort() {
        try (var t = TestSwitch.of("ctsw")) {
            assertThat(s32(t.asic.get(ObjectType.SWITCH, t.switchId, SwitchAttr.TYPE))).isEqualTo(SaiEnums.SwitchType.VOQ);
            long[] ports = oids(t.asic.get(ObjectType.SWITCH, t.switchId, SwitchAttr.PORT_LIST));
            long[] systemPorts = oids(t.asic.get(ObjectType.SWITCH, t.switchId, SwitchAttr.SYSTEM_PORT_LIST));
            assertThat(ports).hasSize(64);
            assertThat(systemPorts).hasSize(64);
            assertThat(u32(t.asic.get(ObjectType.SWITCH, t.switchId, SwitchAttr.NUMBER_OF_SYSTEM_PORTS))).isEqualTo(64);

            for (int i = 0; i < ports.length; i++) {
                var sp = t.asic.get(ObjectType.SYSTEM_PORT, systemPorts[i], List.of(SystemPortAttr.PORT,
                        SystemPortAttr.TYPE, SystemPortAttr.CONFIG_INFO, SystemPortAttr.QOS_NUMBER_OF_VOQS, SystemPortAttr.QOS_VOQ_LIST));
                assertThat(sp.get(0)).isEqualTo(new AttrValue.Oid(ports[i]));
                assertThat(s32(sp.get(1))).isEqualTo(SaiEnums.SystemPortType.LOCAL);
                var config = (AttrValue.SystemPortConfig) sp.get(2);
                assertThat(config.portId()).isEqualTo(i + 1);
                assertThat(config.attachedCorePortIndex()).isEqualTo(i + 1);
                assertThat(config.speedMbps()).isEqualTo(400_000);
                assertThat(config.numVoq()).isEqualTo(8);
                assertThat(u32(sp.get(3))).isEqualTo(8);
                for (long voq : oids(sp.get(4))) {
                    assertThat(s32(t.asic.get(ObjectType.QUEUE, voq, QueueAttr.TYPE))).isEqualTo(SaiEnums.QueueType.UNICAST_VOQ);
                }
                assertThat(t.asic.get(ObjectType.PORT, ports[i], PortAttr.SYSTEM_PORT)).isEqualTo(new AttrValue.Oid(systemPorts[i]));
            }
            // buffer reported in KB, as SAI specifies
            assertThat(t.asic.get(ObjectType.SWITCH, t.switchId, SwitchAttr.TOTAL_BUFFER_SIZE))
                    .isEqualTo(new AttrValue.U64(8L * 1024 * 1024));
        }
    }

    @Test
    void rtswIsAnNpuSwitchWithoutSystemPorts() {
        try (var t = TestSwitch.of("rtsw")) {
            assertThat(s32(t.asic.get(ObjectType.SWITCH, t.switchId, SwitchAttr.TYPE))).isEqualTo(SaiEnums.SwitchType.NPU);
            assertThat(t.asic.objects(ObjectType.SYSTEM_PORT)).isEmpty();
            assertThat(t.asic.get(ObjectType.SWITCH, t.switchId, SwitchAttr.TOTAL_BUFFER_SIZE)).isEqualTo(new AttrValue.U64(64L * 1024));
        }
    }

    @Test
    void theSwitchDescribesItsCpuPortDefaultRouterHashesAndTables() {
        try (var t = TestSwitch.of("rtsw")) {
            long cpu = t.oid(SwitchAttr.CPU_PORT);
            assertThat(s32(t.asic.get(ObjectType.PORT, cpu, PortAttr.TYPE))).isEqualTo(SaiEnums.PortType.CPU);
            assertThat(s32(t.asic.get(ObjectType.PORT, cpu, PortAttr.OPER_STATUS))).isEqualTo(SaiEnums.PortOperStatus.UP);
            assertThat(oids(t.asic.get(ObjectType.PORT, cpu, PortAttr.QOS_QUEUE_LIST))).hasSize(8);
            assertThat(oids(t.asic.get(ObjectType.SWITCH, t.switchId, SwitchAttr.PORT_LIST))).doesNotContain(cpu);

            assertThat(t.asic.objectTypeOf(t.defaultRouter())).isEqualTo(ObjectType.VIRTUAL_ROUTER);
            assertThat(t.asic.objectTypeOf(t.oid(SwitchAttr.DEFAULT_TRAP_GROUP))).isEqualTo(ObjectType.HOSTIF_TRAP_GROUP);
            for (var hash : List.of(SwitchAttr.ECMP_HASH, SwitchAttr.LAG_HASH)) {
                assertThat(t.asic.get(ObjectType.HASH, t.oid(hash), HashAttr.NATIVE_HASH_FIELD_LIST)).isEqualTo(AttrValue.S32List.of(
                        SaiEnums.NativeHashField.SRC_IP, SaiEnums.NativeHashField.DST_IP, SaiEnums.NativeHashField.IP_PROTOCOL,
                        SaiEnums.NativeHashField.L4_SRC_PORT, SaiEnums.NativeHashField.L4_DST_PORT));
            }
            var caps = t.asic.platform().capacities();
            var values = t.asic.get(ObjectType.SWITCH, t.switchId, List.of(SwitchAttr.NUMBER_OF_UNICAST_QUEUES,
                    SwitchAttr.NUMBER_OF_QUEUES, SwitchAttr.NUMBER_OF_CPU_QUEUES, SwitchAttr.QOS_MAX_NUMBER_OF_TRAFFIC_CLASSES,
                    SwitchAttr.NUMBER_OF_ECMP_GROUPS, SwitchAttr.L3_NEIGHBOR_TABLE_SIZE, SwitchAttr.AVAILABLE_IPV4_ROUTE_ENTRY,
                    SwitchAttr.AVAILABLE_IPV6_ROUTE_ENTRY, SwitchAttr.SRC_MAC_ADDRESS, SwitchAttr.OPER_STATUS));
            assertThat(values).containsExactly(new AttrValue.U32(8), new AttrValue.U32(8), new AttrValue.U32(8), new AttrValue.U8(8),
                    new AttrValue.U32(caps.nextHopGroups()), new AttrValue.U32(caps.neighbors()),
                    new AttrValue.U32(caps.ipv4Routes()), new AttrValue.U32(caps.ipv6Routes()),
                    new AttrValue.Mac(MacAddress.parse("02:00:5e:10:00:00")), new AttrValue.S32(SaiEnums.SwitchOperStatus.UP));
        }
    }

    @Test
    void eachPortHasARootSchedulerGroupWithOneChildGroupPerQueue() {
        try (var t = TestSwitch.of("rtsw")) {
            long port = t.port(3);
            long[] groups = oids(t.asic.get(ObjectType.PORT, port, PortAttr.QOS_SCHEDULER_GROUP_LIST));
            long[] queues = oids(t.asic.get(ObjectType.PORT, port, PortAttr.QOS_QUEUE_LIST));
            assertThat(groups).hasSize(9);
            assertThat(u32(t.asic.get(ObjectType.PORT, port, PortAttr.QOS_NUMBER_OF_SCHEDULER_GROUPS))).isEqualTo(9);

            long root = groups[0];
            var rootValues = t.asic.get(ObjectType.SCHEDULER_GROUP, root, List.of(SchedulerGroupAttr.LEVEL,
                    SchedulerGroupAttr.PARENT_NODE, SchedulerGroupAttr.CHILD_COUNT, SchedulerGroupAttr.CHILD_LIST));
            assertThat(rootValues.get(0)).isEqualTo(new AttrValue.U8(0));
            assertThat(rootValues.get(1)).isEqualTo(new AttrValue.Oid(port));
            assertThat(u32(rootValues.get(2))).isEqualTo(8);
            assertThat(oids(rootValues.get(3))).containsExactly(java.util.Arrays.copyOfRange(groups, 1, 9));
            for (int k = 0; k < 8; k++) {
                long leaf = groups[k + 1];
                assertThat(t.asic.get(ObjectType.SCHEDULER_GROUP, leaf, SchedulerGroupAttr.LEVEL)).isEqualTo(new AttrValue.U8(1));
                assertThat(oids(t.asic.get(ObjectType.SCHEDULER_GROUP, leaf, SchedulerGroupAttr.CHILD_LIST))).containsExactly(queues[k]);
                assertThat(t.asic.get(ObjectType.QUEUE, queues[k], QueueAttr.PARENT_SCHEDULER_NODE)).isEqualTo(new AttrValue.Oid(leaf));
            }
        }
    }

    @Test
    void theSameCallsGiveTheSameIdsAndIdsNameTheirType() {
        try (var a = TestSwitch.of("rtsw"); var b = TestSwitch.of("rtsw")) {
            assertThat(a.switchId).isEqualTo(b.switchId);
            assertThat(a.asic.get(ObjectType.SWITCH, a.switchId, SwitchAttr.PORT_LIST))
                    .isEqualTo(b.asic.get(ObjectType.SWITCH, b.switchId, SwitchAttr.PORT_LIST));
            assertThat(a.ecmpGroup(4)).isEqualTo(b.ecmpGroup(4));
            assertThat(a.asic.objects(ObjectType.NEXT_HOP)).isEqualTo(b.asic.objects(ObjectType.NEXT_HOP));

            assertThat(a.asic.objectTypeOf(a.switchId)).isEqualTo(ObjectType.SWITCH);
            assertThat(a.asic.objectTypeOf(a.port(0))).isEqualTo(ObjectType.PORT);
            assertThat(a.asic.objectTypeOf(0)).isEqualTo(ObjectType.NULL);
        }
    }

    @Test
    void aSecondInitialisingCreateIsRefusedAndAConnectingOneReturnsTheSwitch() {
        try (var t = TestSwitch.of("rtsw")) {
            assertThatThrownBy(() -> t.asic.create(ObjectType.SWITCH, 0, List.of(SwitchAttr.INIT_SWITCH.bool(true))))
                    .isInstanceOfSatisfying(SaiException.class,
                            e -> assertThat(e.status()).isEqualTo(SaiStatus.of(SaiStatusCode.ITEM_ALREADY_EXISTS)));

            long connected = t.asic.create(ObjectType.SWITCH, 0, List.of(SwitchAttr.INIT_SWITCH.bool(false),
                    SwitchAttr.SRC_MAC_ADDRESS.mac(MacAddress.parse("02:aa:bb:cc:dd:ee"))));

            assertThat(connected).isEqualTo(t.switchId);
            assertThat(t.asic.get(ObjectType.SWITCH, t.switchId, SwitchAttr.SRC_MAC_ADDRESS))
                    .isEqualTo(new AttrValue.Mac(MacAddress.parse("02:aa:bb:cc:dd:ee")));
        }
    }

    @Test
    void connectingWithoutASwitchIsItemNotFound() {
        try (var asic = new VirtualAsic(new PlatformLoader().load("rtsw"))) {
            assertThatThrownBy(() -> asic.create(ObjectType.SWITCH, 0, List.of(SwitchAttr.INIT_SWITCH.bool(false))))
                    .isInstanceOfSatisfying(SaiException.class,
                            e -> assertThat(e.status()).isEqualTo(SaiStatus.of(SaiStatusCode.ITEM_NOT_FOUND)));
            assertThat(asic.objects(ObjectType.PORT)).isEmpty();
        }
    }

    @Test
    void aSwitchTypeTheProfileIsNotIsAnInvalidValueAtItsIndex() {
        try (var asic = new VirtualAsic(new PlatformLoader().load("rtsw"))) {
            // A complete VOQ create (SAI requires SWITCH_ID, MAX_SYSTEM_CORES and SYSTEM_PORT_CONFIG_LIST
            // with TYPE VOQ): the only thing wrong with it is the platform.
            var oneSystemPort = new AttrValue.SystemPortConfigList(List.of(new AttrValue.SystemPortConfig(1, 0, 0, 1, 100_000, 8)));
            assertThatThrownBy(() -> asic.create(ObjectType.SWITCH, 0, List.of(SwitchAttr.INIT_SWITCH.bool(true),
                    SwitchAttr.TYPE.s32(SaiEnums.SwitchType.VOQ), SwitchAttr.SWITCH_ID.u32(0), SwitchAttr.MAX_SYSTEM_CORES.u32(1),
                    SwitchAttr.SYSTEM_PORT_CONFIG_LIST.of(oneSystemPort))))
                    .isInstanceOfSatisfying(SaiException.class, e -> {
                        assertThat(e.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTR_VALUE, 1));
                        assertThat(e.attribute()).isEqualTo(SwitchAttr.TYPE);
                    });
            assertThat(asic.switchId()).isZero();
            assertThat(asic.objects(ObjectType.PORT)).isEmpty();
        }
    }

    @Test
    void removingTheSwitchTearsEverythingDownAndANewSwitchGetsTheSameIds() {
        try (var t = TestSwitch.of("rtsw")) {
            long group = t.ecmpGroup(2);
            t.createRoute("10.1.0.0/16", group);
            List<Long> portsBefore = t.asic.objects(ObjectType.PORT);

            t.asic.remove(ObjectType.SWITCH, t.switchId);

            assertThat(t.asic.objects(ObjectType.PORT)).isEmpty();
            assertThat(t.asic.entries(ObjectType.ROUTE_ENTRY)).isEmpty();
            assertThat(t.asic.counters().of(portsBefore.getFirst())).isNull();
            long again = t.asic.create(ObjectType.SWITCH, 0, List.of(SwitchAttr.INIT_SWITCH.bool(true)));
            assertThat(again).isEqualTo(t.switchId);
            assertThat(t.asic.objects(ObjectType.PORT)).isEqualTo(portsBefore);
            assertThat(t.asic.objects(ObjectType.NEXT_HOP_GROUP)).isEmpty();
        }
    }
}
