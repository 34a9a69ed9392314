package io.nosagent.sai.store.key;

import io.nosagent.net.Cidr;
import io.nosagent.sai.AttrValue.QosMapParams;
import io.nosagent.sai.AttrValue.QosMapping;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.meta.SaiEnums;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class HostKeyTest {

    private static final NextHopKey A = NextHopKey.of("10.0.0.1", "eth1/17/1");
    private static final NextHopKey B = NextHopKey.of("10.0.0.3", "eth1/18/1");
    private static final NextHopKey C = NextHopKey.of("2001:db8::1", "eth1/19/1");

    @Test
    void aGroupIsTheSameKeyWhateverTheOrderOfItsMembers() {
        var one = NextHopGroupKey.ecmp(List.of(A, B, C));
        var other = NextHopGroupKey.ecmp(List.of(C, A, B));

        assertThat(one).isEqualTo(other).hasSameHashCodeAs(other);
        assertThat(one.toString()).isEqualTo(other.toString())
                .isEqualTo("NEXT_HOP_GROUP{10.0.0.1@eth1/17/1, 10.0.0.3@eth1/18/1, 2001:db8::1@eth1/19/1}");
        assertThat(new NextHopGroupMemberKey(one, B)).isEqualTo(new NextHopGroupMemberKey(other, B));
    }

    @Test
    void weightsMakeGroupsDifferent() {
        var even = NextHopGroupKey.ecmp(List.of(A, B));
        var weighted = new NextHopGroupKey(List.of(new NextHopGroupKey.Member(A, 1), new NextHopGroupKey.Member(B, 2)));

        assertThat(weighted).isNotEqualTo(even);
    }

    @Test
    void anEcmpAndAFineGrainedGroupOverTheSameNextHopsAreDifferentObjects() {
        var ecmp = NextHopGroupKey.ecmp(List.of(A, B));
        var vip = NextHopGroupKey.fineGrained(840, List.of(B, A));

        assertThat(vip).isNotEqualTo(ecmp).isNotEqualTo(NextHopGroupKey.fineGrained(420, List.of(A, B)))
                .isEqualTo(NextHopGroupKey.fineGrained(840, List.of(A, B)));
        assertThat(vip.toString()).isEqualTo("NEXT_HOP_GROUP{fine-grained 840: 10.0.0.1@eth1/17/1, 10.0.0.3@eth1/18/1}");
        assertThat(NextHopGroupMemberKey.bucket(vip, 7, A)).isNotEqualTo(NextHopGroupMemberKey.bucket(vip, 8, A));
    }

    @Test
    void aQosMapIsTheSameKeyWhateverTheOrderOfItsEntries() {
        var dscp50 = new QosMapping(QosMapParams.ofDscp(50), QosMapParams.ofTc(3));
        var dscp0 = new QosMapping(QosMapParams.ofDscp(0), QosMapParams.ofTc(0));

        assertThat(new QosMapKey(SaiEnums.QosMapType.DSCP_TO_TC, List.of(dscp50, dscp0)))
                .isEqualTo(new QosMapKey(SaiEnums.QosMapType.DSCP_TO_TC, List.of(dscp0, dscp50)))
                .isNotEqualTo(new QosMapKey(SaiEnums.QosMapType.DSCP_TO_COLOR, List.of(dscp0, dscp50)));
    }

    @Test
    void keysRefuseWhatCannotNameAnObject() {
        assertThatThrownBy(() -> NextHopGroupKey.ecmp(List.of())).hasMessageContaining("at least one member");
        assertThatThrownBy(() -> NextHopGroupKey.ecmp(List.of(A, A))).hasMessageContaining("member twice");
        assertThatThrownBy(() -> new NextHopGroupMemberKey(NextHopGroupKey.ecmp(List.of(A)), B)).hasMessageContaining("not a member");
        assertThatThrownBy(() -> new NextHopGroupKey.Member(A, 0)).hasMessageContaining("weight");
        var vip = NextHopGroupKey.fineGrained(4, List.of(A, B));
        assertThatThrownBy(() -> NextHopGroupMemberKey.bucket(vip, 4, A)).hasMessageContaining("bucket 4 out of range 0..3");
        assertThatThrownBy(() -> new NextHopGroupMemberKey(vip, A)).hasMessageContaining("needs its bucket");
        assertThatThrownBy(() -> NextHopGroupMemberKey.bucket(NextHopGroupKey.ecmp(List.of(A)), 0, A)).hasMessageContaining("has no bucket");
        assertThatThrownBy(() -> NextHopGroupKey.fineGrained(0, List.of(A))).hasMessageContaining("at least one bucket");
        assertThatThrownBy(() -> new PortKey(" ")).hasMessageContaining("interface name");
        assertThatThrownBy(() -> new QueueKey("eth1/1/1", QueueType.UNICAST, 256)).hasMessageContaining("256");
        assertThatThrownBy(() -> SchedulerKey.of("strict", "")).hasMessageContaining("needs a name");
        assertThatThrownBy(() -> new WredKey("ecn\n")).hasMessageContaining("needs a name");
        assertThatThrownBy(() -> new BufferPoolKey("ingress", 7, SaiEnums.BufferPoolThresholdMode.DYNAMIC))
                .hasMessageContaining("7 is not a member of sai_buffer_pool_type_t");
        assertThatThrownBy(() -> new NamedQosMapKey(999, "rtsw")).hasMessageContaining("999");
        assertThatThrownBy(() -> new UdfGroupKey(UdfUse.ECMP_HASH, 13, 0)).hasMessageContaining("at least one byte");
        assertThatThrownBy(() -> new AclTableGroupKey(new RouterInterfaceKey("eth1/1/1"), SaiEnums.AclStage.INGRESS))
                .hasMessageContaining("ports or at the switch");
        assertThatThrownBy(() -> AclEntryKey.of(AclTableKey.PFC_WATCHDOG_INGRESS, new PortKey("eth1/1/1"), 256))
                .hasMessageContaining("traffic class 256");
        var dscp = new QosMapping(QosMapParams.ofDscp(1), QosMapParams.ofTc(1));
        assertThatThrownBy(() -> new QosMapKey(SaiEnums.QosMapType.DSCP_TO_TC, List.of(dscp, dscp))).hasMessageContaining("twice");
        assertThatThrownBy(() -> new QosMapKey(999, List.of())).hasMessageContaining("999");
    }

    @Test
    void whatACreateOnlyAttributeDependsOnIsInTheKeySoAChangeIsAnotherObject() {
        var dynamic = new BufferPoolKey("ingress", SaiEnums.BufferPoolType.INGRESS, SaiEnums.BufferPoolThresholdMode.DYNAMIC);
        var statics = new BufferPoolKey("ingress", SaiEnums.BufferPoolType.INGRESS, SaiEnums.BufferPoolThresholdMode.STATIC);
        var group = new BufferProfileKey(dynamic, new BufferProfileKey.LosslessGroup("rdma", 77824));

        assertThat(dynamic).isNotEqualTo(statics);
        assertThat(new BufferProfileKey(statics, group.purpose())).isNotEqualTo(group);
        assertThat(new BufferProfileKey(dynamic, new BufferProfileKey.LosslessGroup("rdma", 128000))).isNotEqualTo(group);
        assertThat(new UdfKey(new UdfGroupKey(UdfUse.ECMP_HASH, 13, 3))).isNotEqualTo(new UdfKey(new UdfGroupKey(UdfUse.ECMP_HASH, 14, 2)));
        assertThat(group).hasToString("BUFFER_PROFILE{pg lossless rdma headroom 77824 on ingress}");
    }

    @Test
    void anAclEntryIsKeyedByWhatTellsItApartInItsTable() {
        var te = AclEntryKey.of(AclTableKey.TE_OVERRIDE, new PortKey("eth1/1/1"), Cidr.parse("10.0.0.0/24"));

        assertThat(te).isEqualTo(AclEntryKey.of(AclTableKey.TE_OVERRIDE, new PortKey("eth1/1/1"), Cidr.parse("10.0.0.0/24")))
                .isNotEqualTo(AclEntryKey.of(AclTableKey.TE_OVERRIDE, new PortKey("eth1/2/1"), Cidr.parse("10.0.0.0/24")))
                .hasToString("ACL_ENTRY{TE_OVERRIDE eth1/1/1 10.0.0.0/24}");
        assertThat(AclEntryKey.of(AclTableKey.PFC_WATCHDOG_INGRESS, new PortKey("eth1/1/1"), 3))
                .isNotEqualTo(AclEntryKey.of(AclTableKey.PFC_WATCHDOG_EGRESS, new PortKey("eth1/1/1"), 3));
        assertThat(new AclCounterKey(te).type()).isEqualTo(ObjectType.ACL_COUNTER);
    }

    @Test
    void onlyWhatCreateSwitchBuildsIsSwitchBuilt() {
        assertThat(List.<HostKey<?>>of(SwitchKey.SWITCH, new PortKey("eth1/1/1"), new QueueKey("eth1/1/1", QueueType.UNICAST, 0),
                new PriorityGroupKey("eth1/1/1", 0), new SchedulerGroupKey("eth1/1/1", 0, 0), new SystemPortKey("eth1/1/1")))
                .allMatch(HostKey::isSwitchBuilt);
        assertThat(List.<HostKey<?>>of(new RouterInterfaceKey("eth1/1/1"), A, NextHopGroupKey.ecmp(List.of(A)),
                HashKey.ECMP_IPV4, AclTableKey.TE_OVERRIDE, ArsKey.FLOWLETS))
                .noneMatch(HostKey::isSwitchBuilt);
    }
}
