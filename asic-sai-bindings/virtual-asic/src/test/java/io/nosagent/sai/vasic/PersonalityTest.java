package io.nosagent.sai.vasic;

import io.nosagent.sai.AttrCapability;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.BulkMode;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.RouteEntry;
import io.nosagent.sai.SaiStatus;
import io.nosagent.sai.SaiStatusCode;
import io.nosagent.sai.meta.ArsAttr;
import io.nosagent.sai.meta.HashAttr;
import io.nosagent.sai.meta.NextHopGroupAttr;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.PortStat;
import io.nosagent.sai.meta.QueueAttr;
import io.nosagent.sai.meta.RouteEntryAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.SchedulerGroupAttr;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.IpPrefix;
import io.nosagent.sai.StatsMode;
import io.nosagent.sai.platform.Personality;
import io.nosagent.sai.platform.PlatformLoader;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The virtual ASIC refuses exactly what the platform's SAI personality lacks, with a vendor SAI's
 * statuses, and answers the capability queries by it; the full personality refuses none of it.
 */
class PersonalityTest {

    private final TestSwitch minimal = TestSwitch.of(new PlatformLoader().load("rtsw:minimal"));
    private final TestSwitch full = TestSwitch.of(new PlatformLoader().load("rtsw"));

    @AfterEach
    void close() {
        minimal.close();
        full.close();
    }

    private static long ars(TestSwitch t) {
        return t.asic.create(ObjectType.ARS, t.switchId, List.of(ArsAttr.MODE.s32(SaiEnums.ArsMode.FLOWLET_QUALITY)));
    }

    @Test
    void anObjectTypeItLacksIsNotSupportedAndItsAttributesAreNotImplemented() {
        var e = TestSwitch.saiFailure(() -> ars(minimal));

        assertThat(e.status()).isEqualTo(SaiStatus.of(SaiStatusCode.NOT_SUPPORTED));
        assertThat(e.getMessage()).contains("minimal").contains("ARS");
        assertThat(minimal.asic.attributeCapability(minimal.switchId, ObjectType.ARS, ArsAttr.MODE))
                .isEqualTo(new AttrCapability(false, false, false));
        assertThat(TestSwitch.saiFailure(() -> minimal.asic.objectAvailability(minimal.switchId, ObjectType.ARS, List.of()))
                .status()).isEqualTo(SaiStatus.of(SaiStatusCode.NOT_SUPPORTED));
        assertThat(ars(full)).isNotZero();
        assertThat(full.asic.attributeCapability(full.switchId, ObjectType.ARS, ArsAttr.MODE))
                .isEqualTo(new AttrCapability(true, true, true));
    }

    @Test
    void anAttributeItLacksIsRefusedAtItsIndex() {
        var e = TestSwitch.saiFailure(() -> minimal.asic.create(ObjectType.NEXT_HOP_GROUP, minimal.switchId, List.of(
                NextHopGroupAttr.TYPE.s32(SaiEnums.NextHopGroupType.DYNAMIC_UNORDERED_ECMP), NextHopGroupAttr.ARS_OBJECT_ID.oid(0))));

        assertThat(e.status()).isEqualTo(SaiStatus.at(SaiStatusCode.ATTR_NOT_SUPPORTED, 1));
        assertThat(minimal.asic.attributeCapability(minimal.switchId, ObjectType.QUEUE, QueueAttr.ENABLE_PFC_DLDR).setImplemented())
                .isFalse();
        assertThat(TestSwitch.saiFailure(() -> minimal.asic.set(ObjectType.PORT, minimal.port(0), PortAttr.ARS_ENABLE.bool(true)))
                .status()).isEqualTo(SaiStatus.at(SaiStatusCode.ATTR_NOT_SUPPORTED, 0));
        full.asic.set(ObjectType.PORT, full.port(0), PortAttr.ARS_ENABLE.bool(true));
    }

    @Test
    void anEnumValueItLacksIsRefusedAndLeftOutOfTheEnumCapability() {
        var qpHash = List.of(HashAttr.NATIVE_HASH_FIELD_LIST.s32s(SaiEnums.NativeHashField.SRC_IP, SaiEnums.NativeHashField.RDMA_BTH_DEST_QP));

        var e = TestSwitch.saiFailure(() -> minimal.asic.create(ObjectType.HASH, minimal.switchId, qpHash));

        assertThat(e.status()).isEqualTo(SaiStatus.at(SaiStatusCode.ATTR_NOT_SUPPORTED, 0));
        assertThat(e.getMessage()).contains("SAI_NATIVE_HASH_FIELD_RDMA_BTH_DEST_QP");
        assertThat(minimal.asic.enumValuesCapability(minimal.switchId, ObjectType.HASH, HashAttr.NATIVE_HASH_FIELD_LIST))
                .contains(SaiEnums.NativeHashField.SRC_IP).doesNotContain(SaiEnums.NativeHashField.RDMA_BTH_DEST_QP,
                        SaiEnums.NativeHashField.RDMA_BTH_OPCODE);
        assertThat(full.asic.create(ObjectType.HASH, full.switchId, qpHash)).isNotZero();
    }

    @Test
    void withoutBulkCallsEveryBulkCallIsNotImplementedAndChangesNothing() {
        RouteEntry route = minimal.route("198.51.100.0/24");
        var attrs = List.of(List.of(RouteEntryAttr.PACKET_ACTION.s32(SaiEnums.PacketAction.DROP)));

        var e = TestSwitch.saiFailure(() -> minimal.asic.createRoutes(List.of(route), attrs, BulkMode.IGNORE_ERROR));

        assertThat(e.status()).isEqualTo(SaiStatus.of(SaiStatusCode.NOT_IMPLEMENTED));
        assertThat(minimal.asic.entries(ObjectType.ROUTE_ENTRY)).isEmpty();
        assertThat(TestSwitch.saiFailure(() -> minimal.asic.removeNextHopGroupMembers(new long[]{1}, BulkMode.IGNORE_ERROR))
                .status()).isEqualTo(SaiStatus.of(SaiStatusCode.NOT_IMPLEMENTED));
        assertThat(full.asic.createRoutes(List.of(full.route("198.51.100.0/24")), attrs, BulkMode.IGNORE_ERROR))
                .containsExactly(SaiStatus.SUCCESS);
    }

    @Test
    void aGetItDoesNotImplementIsPlainNotImplementedAndTheCapabilitySaysSo() {
        long group = ((AttrValue.OidList) minimal.asic.get(ObjectType.PORT, minimal.port(0), PortAttr.QOS_SCHEDULER_GROUP_LIST)).get(0);

        var e = TestSwitch.saiFailure(() -> minimal.asic.get(ObjectType.SCHEDULER_GROUP, group, SchedulerGroupAttr.LEVEL));

        assertThat(e.status()).isEqualTo(SaiStatus.of(SaiStatusCode.NOT_IMPLEMENTED));
        assertThat(e.getMessage()).contains("GET SCHEDULER_GROUP failed: NOT_IMPLEMENTED");
        assertThat(minimal.asic.attributeCapability(minimal.switchId, ObjectType.SCHEDULER_GROUP, SchedulerGroupAttr.LEVEL))
                .isEqualTo(new AttrCapability(true, false, false));
        assertThat(full.asic.get(ObjectType.SCHEDULER_GROUP,
                ((AttrValue.OidList) full.asic.get(ObjectType.PORT, full.port(0), PortAttr.QOS_SCHEDULER_GROUP_LIST)).get(0),
                SchedulerGroupAttr.LEVEL)).isEqualTo(new AttrValue.U8(0));
    }

    @Test
    void aGetOfAnAttributeHoldingNoValueIsNotImplementedWhileAValueGivenReadsBack() {
        long port = minimal.port(0);

        assertThat(TestSwitch.saiFailure(() -> minimal.asic.get(ObjectType.PORT, port, PortAttr.MTU)).status())
                .as("never given: a SAI that keeps only what it was told has no default to answer")
                .isEqualTo(SaiStatus.of(SaiStatusCode.NOT_IMPLEMENTED));
        minimal.asic.set(ObjectType.PORT, port, PortAttr.MTU.u32(9100));
        assertThat(minimal.asic.get(ObjectType.PORT, port, PortAttr.MTU)).isEqualTo(new AttrValue.U32(9100));
        assertThat(minimal.asic.get(ObjectType.PORT, port, PortAttr.HW_LANE_LIST)).as("filled in by the switch")
                .isInstanceOf(AttrValue.U32List.class);
        assertThat(minimal.asic.get(ObjectType.PORT, port, PortAttr.OPER_STATUS)).as("read-only, live").isNotNull();
        assertThat(full.asic.get(ObjectType.PORT, full.port(0), PortAttr.MTU)).isEqualTo(new AttrValue.U32(1514));
    }

    @Test
    void itsSmallerRouteTableFillsAtItsLimit() {
        assertThat(minimal.asic.platform().capacities().ipv4Routes()).isEqualTo(16_384);
        assertThat(minimal.asic.objectAvailability(minimal.switchId, ObjectType.ROUTE_ENTRY,
                List.of(RouteEntryAttr.IP_ADDR_FAMILY.s32(SaiEnums.IpAddrFamily.IPV4)))).isEqualTo(16_384);
        var attrs = List.of(RouteEntryAttr.PACKET_ACTION.s32(SaiEnums.PacketAction.DROP));
        for (int i = 0; i < 16_384; i++) {
            minimal.asic.create(new RouteEntry(minimal.switchId, minimal.defaultRouter(),
                    IpPrefix.parse("10." + (i >> 8) + "." + (i & 0xFF) + ".0/24")), attrs);
        }

        var e = TestSwitch.saiFailure(() -> minimal.asic.create(minimal.route("11.0.0.0/24"), attrs));

        assertThat(e.status()).isEqualTo(SaiStatus.of(SaiStatusCode.TABLE_FULL));
        assertThat(full.asic.platform().capacities().ipv4Routes()).isEqualTo(262_144);
    }

    @Test
    void aCounterItsPersonalityLacksIsNotSupportedForTheWholeCall() {
        var lacking = new Personality("no-pfc-duration", "test", Set.of(), Set.of(), Map.of(),
                Set.of("SAI_PORT_STAT_PFC_3_RX_PAUSE_DURATION_US"), true, Personality.Gets.ALL, Map.of());
        try (var t = TestSwitch.of(new PlatformLoader().load("rtsw").withPersonality(lacking))) {
            var stats = new ArrayList<>(List.of(PortStat.IF_IN_OCTETS, PortStat.PFC_3_RX_PAUSE_DURATION_US));

            var e = TestSwitch.saiFailure(() -> t.asic.getStats(ObjectType.PORT, t.port(0), stats, StatsMode.READ));

            assertThat(e.status()).isEqualTo(SaiStatus.of(SaiStatusCode.NOT_SUPPORTED));
            assertThat(t.asic.getStats(ObjectType.PORT, t.port(0), List.of(PortStat.IF_IN_OCTETS), StatsMode.READ)).hasSize(1);
        }
    }

    @Test
    void theSwitchStillComesUpWithItsPortsAndDefaults() {
        assertThat(minimal.asic.get(ObjectType.SWITCH, minimal.switchId, SwitchAttr.PORT_LIST)).isInstanceOf(AttrValue.OidList.class);
        assertThat(minimal.defaultRouter()).isNotZero();
    }
}
