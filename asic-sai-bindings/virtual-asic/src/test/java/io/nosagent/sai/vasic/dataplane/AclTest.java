package io.nosagent.sai.vasic.dataplane;

import io.nosagent.sai.AttrValue;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.meta.AclCounterAttr;
import io.nosagent.sai.meta.AclEntryAttr;
import io.nosagent.sai.meta.AclTableAttr;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.PortStat;
import io.nosagent.sai.meta.QueueStat;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.meta.UdfAttr;
import io.nosagent.sai.meta.UdfGroupAttr;
import io.nosagent.sai.meta.UdfMatchAttr;
import io.nosagent.sai.platform.Platform;
import io.nosagent.sai.platform.PlatformLoader;
import io.nosagent.sai.vasic.testkit.TestRack;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.packet.Ip;
import io.nosagent.sai.vasic.packet.Packet;
import io.nosagent.sai.vasic.packet.Roce;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/** ACLs bound to ports and the switch: match fields, actions, counters, priority order, and the stage they are bound for. */
class AclTest {

    /** An RTSW whose ASIC has the ACL BTH opcode field (the shipped one reads the opcode with a UDF). */
    private final TestRack rack = TestRack.of(new PlatformLoader().load("rtsw")
            .withFeatures(new Platform.Features(true, Optional.empty())), 17);
    private SimNic receiver;
    private SimNic spine;
    private long table;

    @BeforeEach
    void aclOnHostPort() {
        rack.host(0);
        receiver = rack.host(1);
        spine = rack.uplink(0);
        table = rack.create(ObjectType.ACL_TABLE,
                AclTableAttr.ACL_STAGE.s32(SaiEnums.AclStage.INGRESS),
                AclTableAttr.ACL_BIND_POINT_TYPE_LIST.s32s(SaiEnums.AclBindPointType.PORT),
                AclTableAttr.FIELD_DSCP.bool(true), AclTableAttr.FIELD_IP_PROTOCOL.bool(true),
                AclTableAttr.FIELD_L4_DST_PORT.bool(true), AclTableAttr.FIELD_BTH_OPCODE.bool(true));
        rack.setPort(0, PortAttr.INGRESS_ACL.oid(table));
    }

    @AfterEach
    void close() {
        rack.close();
    }

    @Test
    void aDscpMatchSetsTheTrafficClassAndSoTheEgressQueue() {
        entry(10, AclEntryAttr.FIELD_DSCP.of(AttrValue.AclField.match(new AttrValue.U8(26), new AttrValue.U8(0x3F))),
                AclEntryAttr.ACTION_SET_TC.of(AttrValue.AclAction.of(new AttrValue.U8(5))));

        send(roceWithDscp(26), roceWithDscp(0));

        assertThat(rack.queueStat(1, 5, QueueStat.PACKETS)).isEqualTo(1);
        assertThat(rack.queueStat(1, 0, QueueStat.PACKETS)).isEqualTo(1);
    }

    @Test
    void rdmaAcksAreRemarkedByBthOpcodeSoTheNextHopQueuesThemApart() {
        entry(10, AclEntryAttr.FIELD_BTH_OPCODE.of(AttrValue.AclField.match(new AttrValue.U8(Roce.RC_ACKNOWLEDGE), new AttrValue.U8(0xFF))),
                AclEntryAttr.ACTION_SET_DSCP.of(AttrValue.AclAction.of(new AttrValue.U8(48))));
        Packet ack = roceWithDscp(26);
        ack.bthOpcode = Roce.RC_ACKNOWLEDGE;

        send(ack, roceWithDscp(26));

        assertThat(receiver.receivedPackets(48)).isEqualTo(1);
        assertThat(receiver.receivedPackets(26)).isEqualTo(1);
    }

    @Test
    void aDropEntryDiscardsAndItsCounterCountsUntilTheAgentClearsIt() {
        long counter = rack.create(ObjectType.ACL_COUNTER, AclCounterAttr.TABLE_ID.oid(table),
                AclCounterAttr.ENABLE_PACKET_COUNT.bool(true), AclCounterAttr.ENABLE_BYTE_COUNT.bool(true));
        entry(10, AclEntryAttr.FIELD_IP_PROTOCOL.of(AttrValue.AclField.match(new AttrValue.U8(Ip.TCP), new AttrValue.U8(0xFF))),
                AclEntryAttr.FIELD_L4_DST_PORT.of(AttrValue.AclField.match(new AttrValue.U16(22), new AttrValue.U16(0xFFFF))),
                AclEntryAttr.ACTION_PACKET_ACTION.of(AttrValue.AclAction.of(new AttrValue.S32(SaiEnums.PacketAction.DROP))),
                AclEntryAttr.ACTION_COUNTER.of(AttrValue.AclAction.of(new AttrValue.Oid(counter))));

        send(tcp(22), tcp(22), tcp(23));

        assertThat(receiver.receivedPackets()).isEqualTo(1);
        assertThat(rack.portStat(0, PortStat.IF_IN_DISCARDS)).isEqualTo(2);
        assertThat(aclCounter(counter, AclCounterAttr.PACKETS)).isEqualTo(2);
        assertThat(aclCounter(counter, AclCounterAttr.BYTES)).isEqualTo(2L * 64);

        rack.set(ObjectType.ACL_COUNTER, counter, AclCounterAttr.PACKETS.u64(0));
        send(tcp(22));
        assertThat(aclCounter(counter, AclCounterAttr.PACKETS)).isEqualTo(1);
    }

    @Test
    void theHighestPriorityEntryWins() {
        entry(10, AclEntryAttr.FIELD_DSCP.of(AttrValue.AclField.match(new AttrValue.U8(26), new AttrValue.U8(0x3F))),
                AclEntryAttr.ACTION_SET_TC.of(AttrValue.AclAction.of(new AttrValue.U8(2))));
        entry(100, AclEntryAttr.FIELD_IP_PROTOCOL.of(AttrValue.AclField.match(new AttrValue.U8(Ip.UDP), new AttrValue.U8(0xFF))),
                AclEntryAttr.ACTION_SET_TC.of(AttrValue.AclAction.of(new AttrValue.U8(6))));

        send(roceWithDscp(26));

        assertThat(rack.queueStat(1, 6, QueueStat.PACKETS)).isEqualTo(1);
        assertThat(rack.queueStat(1, 2, QueueStat.PACKETS)).isZero();
    }

    @Test
    void aRedirectSendsThePacketToItsNextHopInsteadOfTheRoute() {
        entry(10, AclEntryAttr.FIELD_DSCP.of(AttrValue.AclField.match(new AttrValue.U8(8), new AttrValue.U8(0x3F))),
                AclEntryAttr.ACTION_REDIRECT.of(AttrValue.AclAction.of(new AttrValue.Oid(rack.uplinkNextHop(0)))));

        send(roceWithDscp(8), roceWithDscp(0));

        assertThat(spine.receivedPackets()).isEqualTo(1);
        assertThat(receiver.receivedPackets()).isEqualTo(1);
    }

    @Test
    void userDefinedFieldBytesCanBeMatched() {
        long match = rack.create(ObjectType.UDF_MATCH,
                UdfMatchAttr.L4_DST_PORT_TYPE.of(AttrValue.AclField.match(new AttrValue.U16(Roce.UDP_PORT), new AttrValue.U16(0xFFFF))));
        long opcode = rack.create(ObjectType.UDF_GROUP, UdfGroupAttr.TYPE.s32(SaiEnums.UdfGroupType.GENERIC), UdfGroupAttr.LENGTH.u16(1));
        rack.create(ObjectType.UDF, UdfAttr.MATCH_ID.oid(match), UdfAttr.GROUP_ID.oid(opcode),
                UdfAttr.BASE.s32(SaiEnums.UdfBase.L4), UdfAttr.OFFSET.u16(8));
        long udfTable = rack.create(ObjectType.ACL_TABLE, AclTableAttr.ACL_STAGE.s32(SaiEnums.AclStage.INGRESS),
                AclTableAttr.ACL_BIND_POINT_TYPE_LIST.s32s(SaiEnums.AclBindPointType.PORT),
                AclTableAttr.USER_DEFINED_FIELD_GROUP_MIN.oid(opcode));
        rack.setPort(0, PortAttr.INGRESS_ACL.oid(udfTable));
        rack.create(ObjectType.ACL_ENTRY, AclEntryAttr.TABLE_ID.oid(udfTable), AclEntryAttr.PRIORITY.u32(1),
                AclEntryAttr.USER_DEFINED_FIELD_GROUP_MIN.of(AttrValue.AclField.match(AttrValue.U8List.of(Roce.RC_ACKNOWLEDGE), AttrValue.U8List.of(0xFF))),
                AclEntryAttr.ACTION_PACKET_ACTION.of(AttrValue.AclAction.of(new AttrValue.S32(SaiEnums.PacketAction.DROP))));
        Packet ack = roceWithDscp(0);
        ack.bthOpcode = Roce.RC_ACKNOWLEDGE;

        send(ack, roceWithDscp(0));

        assertThat(receiver.receivedPackets()).isEqualTo(1);
        assertThat(rack.portStat(0, PortStat.IF_IN_DISCARDS)).isEqualTo(1);
    }

    @Test
    void anEgressTableOnTheEgressPortDropsAndCountsThereAsAnOutDiscard() {
        long egress = rack.create(ObjectType.ACL_TABLE, AclTableAttr.ACL_STAGE.s32(SaiEnums.AclStage.EGRESS),
                AclTableAttr.ACL_BIND_POINT_TYPE_LIST.s32s(SaiEnums.AclBindPointType.PORT), AclTableAttr.FIELD_DSCP.bool(true));
        long counter = rack.create(ObjectType.ACL_COUNTER, AclCounterAttr.TABLE_ID.oid(egress), AclCounterAttr.ENABLE_PACKET_COUNT.bool(true));
        entry(egress, 10, AclEntryAttr.FIELD_DSCP.of(AttrValue.AclField.match(new AttrValue.U8(26), new AttrValue.U8(0x3F))),
                AclEntryAttr.ACTION_PACKET_ACTION.of(AttrValue.AclAction.of(new AttrValue.S32(SaiEnums.PacketAction.DROP))),
                AclEntryAttr.ACTION_COUNTER.of(AttrValue.AclAction.of(new AttrValue.Oid(counter))));
        rack.setPort(1, PortAttr.EGRESS_ACL.oid(egress));

        send(roceWithDscp(26), roceWithDscp(0));

        assertThat(receiver.receivedPackets()).isEqualTo(1);
        assertThat(rack.portStat(1, PortStat.IF_OUT_DISCARDS)).isEqualTo(1);
        assertThat(rack.portStat(0, PortStat.IF_IN_DISCARDS)).isZero();
        assertThat(aclCounter(counter, AclCounterAttr.PACKETS)).isEqualTo(1);
    }

    @Test
    void aTableIsEvaluatedOnlyAtTheStageItIsBoundFor() {
        long ingress = rack.create(ObjectType.ACL_TABLE, AclTableAttr.ACL_STAGE.s32(SaiEnums.AclStage.INGRESS),
                AclTableAttr.ACL_BIND_POINT_TYPE_LIST.s32s(SaiEnums.AclBindPointType.PORT), AclTableAttr.FIELD_DSCP.bool(true));
        entry(ingress, 10, AclEntryAttr.FIELD_DSCP.of(AttrValue.AclField.match(new AttrValue.U8(26), new AttrValue.U8(0x3F))),
                AclEntryAttr.ACTION_PACKET_ACTION.of(AttrValue.AclAction.of(new AttrValue.S32(SaiEnums.PacketAction.DROP))));
        rack.setPort(1, PortAttr.INGRESS_ACL.oid(ingress));

        send(roceWithDscp(26));

        assertThat(receiver.receivedPackets()).as("leaving port 1, not entering it").isEqualTo(1);
    }

    @Test
    void theSwitchsEgressAclMatchesTheEgressPort() {
        long egress = rack.create(ObjectType.ACL_TABLE, AclTableAttr.ACL_STAGE.s32(SaiEnums.AclStage.EGRESS),
                AclTableAttr.ACL_BIND_POINT_TYPE_LIST.s32s(SaiEnums.AclBindPointType.SWITCH), AclTableAttr.FIELD_OUT_PORT.bool(true));
        entry(egress, 10, AclEntryAttr.FIELD_OUT_PORT.of(AttrValue.AclField.match(new AttrValue.Oid(rack.portOid(1)), null)),
                AclEntryAttr.ACTION_PACKET_ACTION.of(AttrValue.AclAction.of(new AttrValue.S32(SaiEnums.PacketAction.DROP))));
        rack.set(ObjectType.SWITCH, rack.switchId, SwitchAttr.EGRESS_ACL.oid(egress));
        rack.route("10.9.0.0/16", rack.uplinkNextHop(0));

        Packet toSpine = rack.roce(0, "10.9.0.1", 50000, 3);
        send(roceWithDscp(0), toSpine);

        assertThat(receiver.receivedPackets()).isZero();
        assertThat(spine.receivedPackets()).isEqualTo(1);
    }

    @Test
    void anEgressTableRemarksDscpOnTheWayOut() {
        long egress = rack.create(ObjectType.ACL_TABLE, AclTableAttr.ACL_STAGE.s32(SaiEnums.AclStage.EGRESS),
                AclTableAttr.ACL_BIND_POINT_TYPE_LIST.s32s(SaiEnums.AclBindPointType.PORT), AclTableAttr.FIELD_TC.bool(true));
        entry(egress, 10, AclEntryAttr.FIELD_TC.of(AttrValue.AclField.match(new AttrValue.U8(0), new AttrValue.U8(0xFF))),
                AclEntryAttr.ACTION_SET_DSCP.of(AttrValue.AclAction.of(new AttrValue.U8(10))));
        rack.setPort(1, PortAttr.EGRESS_ACL.oid(egress));

        send(roceWithDscp(26));

        assertThat(receiver.receivedPackets(10)).isEqualTo(1);
    }

    private void entry(int priority, Attribute... matchAndActions) {
        entry(table, priority, matchAndActions);
    }

    private void entry(long aclTable, int priority, Attribute... matchAndActions) {
        var attrs = new ArrayList<Attribute>(List.of(AclEntryAttr.TABLE_ID.oid(aclTable), AclEntryAttr.PRIORITY.u32(priority)));
        attrs.addAll(List.of(matchAndActions));
        rack.asic.create(ObjectType.ACL_ENTRY, rack.switchId, attrs);
    }

    private long aclCounter(long counter, io.nosagent.sai.AttrSpec spec) {
        return ((AttrValue.U64) rack.asic.get(ObjectType.ACL_COUNTER, counter, spec)).value();
    }

    private Packet roceWithDscp(int dscp) {
        Packet p = rack.roce(0, TestRack.hostIp(1), 50000, 3);
        p.dscp = dscp;
        return p;
    }

    private Packet tcp(int dstPort) {
        Packet p = rack.roce(0, TestRack.hostIp(1), 40000, 0);
        p.protocol = Ip.TCP;
        p.dstPort = dstPort;
        p.size = 64;
        return p;
    }

    private void send(Packet... packets) {
        long t = rack.sim.now();
        for (int i = 0; i < packets.length; i++) {
            rack.inject(0, packets[i], t + i * 100L);
        }
        rack.runMicros(5);
    }
}
