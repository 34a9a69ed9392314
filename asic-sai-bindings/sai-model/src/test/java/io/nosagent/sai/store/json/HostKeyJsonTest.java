package io.nosagent.sai.store.json;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.nosagent.sai.AttrValue.QosMapParams;
import io.nosagent.sai.AttrValue.QosMapping;
import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.store.key.AclCounterKey;
import io.nosagent.sai.store.key.AclEntryKey;
import io.nosagent.sai.store.key.AclTableGroupKey;
import io.nosagent.sai.store.key.AclTableGroupMemberKey;
import io.nosagent.sai.store.key.AclTableKey;
import io.nosagent.sai.store.key.ArsKey;
import io.nosagent.sai.store.key.ArsProfileKey;
import io.nosagent.sai.store.key.BufferPoolKey;
import io.nosagent.sai.store.key.BufferProfileKey;
import io.nosagent.sai.store.key.HashKey;
import io.nosagent.sai.store.key.HostKey;
import io.nosagent.sai.store.key.NamedQosMapKey;
import io.nosagent.sai.store.key.NextHopGroupKey;
import io.nosagent.sai.store.key.NextHopGroupMemberKey;
import io.nosagent.sai.store.key.NextHopKey;
import io.nosagent.sai.store.key.PortKey;
import io.nosagent.sai.store.key.PriorityGroupKey;
import io.nosagent.sai.store.key.QosMapKey;
import io.nosagent.sai.store.key.QueueKey;
import io.nosagent.sai.store.key.QueueType;
import io.nosagent.sai.store.key.RouterInterfaceKey;
import io.nosagent.sai.store.key.SchedulerGroupKey;
import io.nosagent.sai.store.key.SchedulerKey;
import io.nosagent.sai.store.key.SwitchKey;
import io.nosagent.sai.store.key.SystemPortKey;
import io.nosagent.sai.store.key.UdfGroupKey;
import io.nosagent.sai.store.key.UdfKey;
import io.nosagent.sai.store.key.UdfMatchKey;
import io.nosagent.sai.store.key.UdfUse;
import io.nosagent.sai.store.key.PolicerKey;
import io.nosagent.sai.store.key.TrapGroupKey;
import io.nosagent.sai.store.key.TrapKey;
import io.nosagent.sai.store.key.WredKey;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class HostKeyJsonTest {

    private final HostKeyJson codec = new HostKeyJson(new AttrValueJson());
    private final ObjectMapper json = new ObjectMapper();

    private static List<HostKey<?>> everyKind() {
        var a = NextHopKey.of("10.0.0.1", "eth1/17/1");
        var b = new NextHopKey(IpAddresses.parse("2001:db8::1"), new RouterInterfaceKey("eth1/18/1"));
        var group = new NextHopGroupKey(List.of(new NextHopGroupKey.Member(a, 1), new NextHopGroupKey.Member(b, 3)));
        var vip = NextHopGroupKey.fineGrained(840, List.of(a, b));
        var pool = new BufferPoolKey("ingress", SaiEnums.BufferPoolType.INGRESS, SaiEnums.BufferPoolThresholdMode.DYNAMIC);
        var egress = new BufferPoolKey("egress", SaiEnums.BufferPoolType.EGRESS, SaiEnums.BufferPoolThresholdMode.STATIC);
        var udf = new UdfGroupKey(UdfUse.ECMP_HASH, 13, 3);
        var te = AclEntryKey.of(AclTableKey.TE_OVERRIDE, new PortKey("eth1/1/1"), Cidr.parse("2001:db8::/64"));
        var storm = AclEntryKey.of(AclTableKey.PFC_WATCHDOG_EGRESS, new PortKey("eth1/2/1"), 3);
        var portGroup = new AclTableGroupKey(new PortKey("eth1/1/1"), SaiEnums.AclStage.INGRESS);
        return List.of(SwitchKey.SWITCH, new PortKey("eth1/1/1"), new QueueKey("eth1/1/1", QueueType.UNICAST_VOQ, 7),
                new PriorityGroupKey("eth1/1/1", 3), new SchedulerGroupKey("eth1/1/1", 1, 6), new SystemPortKey("eth1/1/1"),
                new RouterInterfaceKey("eth1/17/1"), a, b, group, new NextHopGroupMemberKey(group, b),
                vip, NextHopGroupMemberKey.bucket(vip, 839, a),
                new QosMapKey(SaiEnums.QosMapType.DSCP_TO_TC, List.of(new QosMapping(QosMapParams.ofDscp(50), QosMapParams.ofTc(3)))),
                new NamedQosMapKey(SaiEnums.QosMapType.PFC_PRIORITY_TO_QUEUE, "lossless"), pool, egress,
                new BufferProfileKey(pool, new BufferProfileKey.LosslessGroup("rdma", 77824)),
                new BufferProfileKey(pool, new BufferProfileKey.LossyGroup("rdma")),
                new BufferProfileKey(egress, new BufferProfileKey.LosslessQueue()),
                new BufferProfileKey(egress, new BufferProfileKey.LossyQueue("rtsw", "q1", SaiEnums.BufferProfileThresholdMode.DYNAMIC)),
                SchedulerKey.of("rtsw", "q1"), SchedulerKey.cts("cts"), new WredKey("ecn"), HashKey.ECMP_IPV4, HashKey.ECMP_IPV6,
                new UdfMatchKey(UdfUse.ACK_REMARK), udf, new UdfKey(udf), ArsProfileKey.SWITCH, ArsKey.FLOWLETS,
                AclTableKey.TE_OVERRIDE, te, storm, AclEntryKey.only(AclTableKey.ACK_REMARK_BTH_FIELD), new AclCounterKey(storm),
                portGroup, new AclTableGroupKey(SwitchKey.SWITCH, SaiEnums.AclStage.EGRESS),
                new AclTableGroupMemberKey(portGroup, AclTableKey.ACK_REMARK_UDF),
                new PolicerKey("copp-high"), new TrapGroupKey("copp-high"), new TrapKey(SaiEnums.HostifTrapType.ARP_REQUEST));
    }

    @Test
    void everyKeyKindSurvivesTheRoundTripThroughJsonText() throws Exception {
        for (HostKey<?> key : everyKind()) {
            String text = json.writeValueAsString(codec.write(key));

            assertThat(codec.read(json.readTree(text))).as(text).isEqualTo(key);
        }
    }

    @Test
    void theSamplesCoverEveryKeyKind() {
        assertThat(everyKind().stream().map(Object::getClass).distinct().toList())
                .containsExactlyInAnyOrderElementsOf(Arrays.asList(HostKey.class.getPermittedSubclasses()));
    }

    @Test
    void aGroupWrittenBeforeGroupsHadASpreadReadsAsEcmp() throws Exception {
        var ecmp = NextHopGroupKey.ecmp(List.of(NextHopKey.of("10.0.0.1", "eth1/17/1")));
        String before = "{\"nextHopGroup\":{\"members\":[{\"ip\":\"10.0.0.1\",\"interface\":\"eth1/17/1\",\"weight\":1}]}}";

        assertThat(json.writeValueAsString(codec.write(ecmp))).isEqualTo(before);
        assertThat(codec.read(json.readTree(before))).isEqualTo(ecmp);
    }

    @Test
    void aNextHopIsWrittenByItsAddressAndInterfaceNotByAnObjectId() throws Exception {
        assertThat(json.writeValueAsString(codec.write(NextHopKey.of("10.0.0.1", "eth1/17/1"))))
                .isEqualTo("{\"nextHop\":{\"ip\":\"10.0.0.1\",\"interface\":\"eth1/17/1\"}}");
    }
}
