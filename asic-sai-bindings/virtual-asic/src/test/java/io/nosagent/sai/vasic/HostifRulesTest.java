package io.nosagent.sai.vasic;

import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiStatus;
import io.nosagent.sai.SaiStatusCode;
import io.nosagent.sai.meta.HostifPacketAttr;
import io.nosagent.sai.meta.HostifTrapAttr;
import io.nosagent.sai.meta.HostifTrapGroupAttr;
import io.nosagent.sai.meta.PolicerAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.SwitchAttr;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Traps, trap groups, policers and send_hostif_packet as strict as a vendor SAI: a trap naming a group that does
 * not exist, a second trap of one type, a queue the CPU port lacks, an action a trap cannot take, a meter without
 * its rate, a group or policer removed while in use, a frame sent without its port: each refused with the status
 * a vendor answers, naming the attribute, and nothing changed.
 */
class HostifRulesTest {

    private final TestSwitch t = TestSwitch.of("rtsw");

    @AfterEach
    void close() {
        t.close();
    }

    private long policer(long cir) {
        return t.asic.create(ObjectType.POLICER, t.switchId, List.of(PolicerAttr.METER_TYPE.s32(SaiEnums.MeterType.PACKETS),
                PolicerAttr.MODE.s32(SaiEnums.PolicerMode.SR_TCM), PolicerAttr.CIR.u64(cir), PolicerAttr.CBS.u64(cir),
                PolicerAttr.RED_PACKET_ACTION.s32(SaiEnums.PacketAction.DROP)));
    }

    private long group(int queue, long policer) {
        return t.asic.create(ObjectType.HOSTIF_TRAP_GROUP, t.switchId, List.of(HostifTrapGroupAttr.QUEUE.u32(queue),
                HostifTrapGroupAttr.POLICER.oid(policer)));
    }

    private long trap(int type, long group) {
        return t.asic.create(ObjectType.HOSTIF_TRAP, t.switchId, List.of(HostifTrapAttr.TRAP_TYPE.s32(type),
                HostifTrapAttr.PACKET_ACTION.s32(SaiEnums.PacketAction.TRAP), HostifTrapAttr.TRAP_GROUP.oid(group)));
    }

    @Test
    void aTrapNamingAGroupThatDoesNotExistIsRefusedAtItsTrapGroup() {
        long group = group(7, policer(600));
        t.asic.remove(ObjectType.HOSTIF_TRAP_GROUP, group);

        var e = TestSwitch.saiFailure(() -> trap(SaiEnums.HostifTrapType.ARP_REQUEST, group));

        assertThat(e.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTR_VALUE, 2));
        assertThat(e.attribute()).isEqualTo(HostifTrapAttr.TRAP_GROUP);
        assertThat(t.asic.objects(ObjectType.HOSTIF_TRAP)).isEmpty();
    }

    @Test
    void aTrapWithoutAGroupIsInTheSwitchsDefaultGroup() {
        long trap = t.asic.create(ObjectType.HOSTIF_TRAP, t.switchId, List.of(HostifTrapAttr.TRAP_TYPE.s32(SaiEnums.HostifTrapType.LLDP),
                HostifTrapAttr.PACKET_ACTION.s32(SaiEnums.PacketAction.TRAP)));

        assertThat(t.asic.get(ObjectType.HOSTIF_TRAP, trap, HostifTrapAttr.TRAP_GROUP))
                .isEqualTo(new AttrValue.Oid(t.oid(SwitchAttr.DEFAULT_TRAP_GROUP)));
    }

    @Test
    void aSecondTrapOfOneTypeAlreadyExists() {
        long group = group(7, policer(600));
        trap(SaiEnums.HostifTrapType.BGP, group);

        var e = TestSwitch.saiFailure(() -> trap(SaiEnums.HostifTrapType.BGP, group));

        assertThat(e.status().code()).isEqualTo(SaiStatusCode.ITEM_ALREADY_EXISTS);
        assertThat(e).hasMessageContaining("BGP");
        assertThat(t.asic.objects(ObjectType.HOSTIF_TRAP)).hasSize(1);
    }

    @Test
    void aGroupOnAQueueTheCpuPortLacksIsRefusedAtCreateAndOnSet() {
        long policer = policer(600);
        long cpuQueues = ((AttrValue.U32) t.asic.get(ObjectType.SWITCH, t.switchId, SwitchAttr.NUMBER_OF_CPU_QUEUES)).value();

        var create = TestSwitch.saiFailure(() -> group((int) cpuQueues, policer));
        long group = group((int) cpuQueues - 1, policer);
        var set = TestSwitch.saiFailure(() -> t.asic.set(ObjectType.HOSTIF_TRAP_GROUP, group, HostifTrapGroupAttr.QUEUE.u32(cpuQueues + 3)));

        assertThat(create.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTR_VALUE, 0));
        assertThat(create).hasMessageContaining("CPU port has " + cpuQueues);
        assertThat(set.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTR_VALUE, 0));
        assertThat(t.asic.get(ObjectType.HOSTIF_TRAP_GROUP, group, HostifTrapGroupAttr.QUEUE)).isEqualTo(new AttrValue.U32(cpuQueues - 1));
    }

    @Test
    void aTrapCannotTransitOrDeny() {
        long group = group(1, policer(200));

        var e = TestSwitch.saiFailure(() -> t.asic.create(ObjectType.HOSTIF_TRAP, t.switchId, List.of(
                HostifTrapAttr.TRAP_TYPE.s32(SaiEnums.HostifTrapType.TTL_ERROR),
                HostifTrapAttr.PACKET_ACTION.s32(SaiEnums.PacketAction.TRANSIT), HostifTrapAttr.TRAP_GROUP.oid(group))));

        assertThat(e.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTR_VALUE, 1));
        assertThat(e).hasMessageContaining("TRANSIT");
    }

    @Test
    void aRateMeterNeedsItsCommittedRateAndATwoRateOneAPeakAboveIt() {
        var noRate = TestSwitch.saiFailure(() -> t.asic.create(ObjectType.POLICER, t.switchId, List.of(
                PolicerAttr.METER_TYPE.s32(SaiEnums.MeterType.PACKETS), PolicerAttr.MODE.s32(SaiEnums.PolicerMode.SR_TCM))));
        var lowPeak = TestSwitch.saiFailure(() -> t.asic.create(ObjectType.POLICER, t.switchId, List.of(
                PolicerAttr.METER_TYPE.s32(SaiEnums.MeterType.PACKETS), PolicerAttr.MODE.s32(SaiEnums.PolicerMode.TR_TCM),
                PolicerAttr.CIR.u64(1000), PolicerAttr.PIR.u64(500))));

        assertThat(noRate.status().code()).isEqualTo(SaiStatusCode.MANDATORY_ATTRIBUTE_MISSING);
        assertThat(noRate.attribute()).isEqualTo(PolicerAttr.CIR);
        assertThat(lowPeak.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTR_VALUE, 3));
        assertThat(t.asic.objects(ObjectType.POLICER)).isEmpty();
    }

    @Test
    void aGroupATrapUsesAndAPolicerAGroupUsesCannotBeRemoved() {
        long policer = policer(600);
        long group = group(5, policer);
        trap(SaiEnums.HostifTrapType.ARP_REQUEST, group);

        var groupInUse = TestSwitch.saiFailure(() -> t.asic.remove(ObjectType.HOSTIF_TRAP_GROUP, group));
        var policerInUse = TestSwitch.saiFailure(() -> t.asic.remove(ObjectType.POLICER, policer));

        assertThat(groupInUse.status().code()).isEqualTo(SaiStatusCode.OBJECT_IN_USE);
        assertThat(policerInUse.status().code()).isEqualTo(SaiStatusCode.OBJECT_IN_USE);
    }

    @Test
    void aHostifPacketIsNoObjectToCreate() {
        var e = TestSwitch.saiFailure(() -> t.asic.create(ObjectType.HOSTIF_PACKET, t.switchId,
                List.of(HostifPacketAttr.HOSTIF_TX_TYPE.s32(SaiEnums.HostifTxType.PIPELINE_LOOKUP))));

        assertThat(e.status().code()).isEqualTo(SaiStatusCode.NOT_SUPPORTED);
    }

    @Test
    void aFrameBypassingThePipelineNeedsItsPortAndAQueueThePortHas() {
        var sent = new ArrayList<CpuFrame>();
        t.asic.onCpuTransmit(sent::add);
        byte[] frame = new byte[60];

        var noPort = TestSwitch.saiFailure(() -> t.asic.sendHostifPacket(t.switchId, frame,
                List.of(HostifPacketAttr.HOSTIF_TX_TYPE.s32(SaiEnums.HostifTxType.PIPELINE_BYPASS))));
        var noType = TestSwitch.saiFailure(() -> t.asic.sendHostifPacket(t.switchId, frame,
                List.of(HostifPacketAttr.EGRESS_PORT_OR_LAG.oid(t.port(0)))));
        var badQueue = TestSwitch.saiFailure(() -> t.asic.sendHostifPacket(t.switchId, frame, List.of(
                HostifPacketAttr.HOSTIF_TX_TYPE.s32(SaiEnums.HostifTxType.PIPELINE_BYPASS),
                HostifPacketAttr.EGRESS_PORT_OR_LAG.oid(t.port(0)), HostifPacketAttr.EGRESS_QUEUE_INDEX.u8(200))));
        var notAPort = TestSwitch.saiFailure(() -> t.asic.sendHostifPacket(t.switchId, frame, List.of(
                HostifPacketAttr.HOSTIF_TX_TYPE.s32(SaiEnums.HostifTxType.PIPELINE_BYPASS),
                HostifPacketAttr.EGRESS_PORT_OR_LAG.oid(t.defaultRouter()))));
        var runt = TestSwitch.saiFailure(() -> t.asic.sendHostifPacket(t.switchId, new byte[10],
                List.of(HostifPacketAttr.HOSTIF_TX_TYPE.s32(SaiEnums.HostifTxType.PIPELINE_LOOKUP))));
        t.asic.sendHostifPacket(t.switchId, frame, List.of(HostifPacketAttr.HOSTIF_TX_TYPE.s32(SaiEnums.HostifTxType.PIPELINE_BYPASS),
                HostifPacketAttr.EGRESS_PORT_OR_LAG.oid(t.port(3)), HostifPacketAttr.EGRESS_QUEUE_INDEX.u8(7)));

        assertThat(noPort.status().code()).isEqualTo(SaiStatusCode.MANDATORY_ATTRIBUTE_MISSING);
        assertThat(noPort.attribute()).isEqualTo(HostifPacketAttr.EGRESS_PORT_OR_LAG);
        assertThat(noType.status().code()).isEqualTo(SaiStatusCode.MANDATORY_ATTRIBUTE_MISSING);
        assertThat(badQueue.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTR_VALUE, 2));
        assertThat(notAPort.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTR_VALUE, 1));
        assertThat(runt.status().code()).isEqualTo(SaiStatusCode.INVALID_PARAMETER);
        assertThat(sent).singleElement().satisfies(f -> {
            assertThat(f.bypass()).isTrue();
            assertThat(f.egressPort()).isEqualTo(t.port(3));
            assertThat(f.egressQueue()).isEqualTo(7);
        });
    }
}
