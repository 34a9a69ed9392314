package io.nosagent.agent.time;

import io.nosagent.watchdog.WatchdogFeature;
import io.nosagent.agent.AgentOptions;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.Sai;
import io.nosagent.sai.meta.AclTableGroupAttr;
import io.nosagent.sai.meta.AclTableGroupMemberAttr;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.vasic.VirtualAsic;
import io.nosagent.watchdog.pfc.QueueState;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The shipped config re-marks RoCE ACKs with an ingress ACL on every downlink; the PFC watchdog's drop
 * action needs an ingress ACL on the stormed downlink too. Both tables share the port's table group:
 * the storm is dropped and counted, the ACK table stays bound throughout, and restoration takes out
 * only the watchdog's tables.
 */
class StormDropBesideAckRemarkingTest {

    private static final String STORMED = "eth1/2/1";

    @Test
    void theDropActionJoinsTheAckTableAtTheDownlinkAndLeavesItThereWhenRestored(@TempDir Path state) {
        try (var rig = LosslessHosts.start(SimulatedAgent.start(5, AgentOptions.virtual("rtsw", state)), 4)) {
            var agent = rig.sw().agent();
            Sai sai = agent.sai();
            long port = agent.switchHandle().portId(STORMED).orElseThrow();
            rig.send(0, 1, 0.01);
            rig.send(2, 1, 0.01);
            rig.sw().time().runFor(Duration.ofMillis(500));
            List<String> before = tablesBound(rig.sw().asic(), port, PortAttr.INGRESS_ACL);
            assertThat(before).as("QoS's ACK table alone before the storm").hasSize(1);

            rig.faults().startStorm(STORMED, 2, Optional.empty());
            rig.sw().time().runFor(Duration.ofSeconds(1));

            assertThat(queue(agent).status()).isEqualTo(QueueState.Status.STORMED);
            List<String> during = tablesBound(rig.sw().asic(), port, PortAttr.INGRESS_ACL);
            assertThat(during).as("the watchdog's drop table joined the ACK table").hasSize(2).containsAll(before);
            assertThat(tablesBound(rig.sw().asic(), port, PortAttr.EGRESS_ACL)).as("and the egress drop table").hasSize(1);

            rig.faults().stopStorm(STORMED, 2);
            rig.sw().time().runFor(Duration.ofSeconds(1));

            QueueState restored = queue(agent);
            assertThat(restored.status()).isEqualTo(QueueState.Status.OPERATIONAL);
            assertThat(restored.packetsDropped()).as("the stormed queue's traffic was dropped and counted").isPositive();
            assertThat(tablesBound(rig.sw().asic(), port, PortAttr.INGRESS_ACL)).as("the ACK table stays").isEqualTo(before);
            assertThat(sai.get(ObjectType.PORT, port, PortAttr.EGRESS_ACL)).isEqualTo(AttrValue.Oid.NULL);
        }
    }

    private static QueueState queue(io.nosagent.agent.NosAgent agent) {
        return agent.feature(WatchdogFeature.class).watchdog().pfc().state().queue(STORMED, 2).orElseThrow();
    }

    /** The tables the port's ACL attribute reaches (one table, or its group's members' tables), as object ids in hex. */
    private static List<String> tablesBound(VirtualAsic asic, long port, io.nosagent.sai.AttrSpec attr) {
        long bound = ((AttrValue.Oid) asic.get(ObjectType.PORT, port, attr)).value();
        var tables = new ArrayList<String>();
        if (bound == 0) {
            return tables;
        }
        if (asic.objects(ObjectType.ACL_TABLE).contains(bound)) {
            tables.add(Long.toHexString(bound));
            return tables;
        }
        Sai sai = asic;
        var members = (AttrValue.OidList) sai.get(ObjectType.ACL_TABLE_GROUP, bound, AclTableGroupAttr.MEMBER_LIST);
        for (long m : members.values()) {
            long table = ((AttrValue.Oid) sai.get(ObjectType.ACL_TABLE_GROUP_MEMBER, m, AclTableGroupMemberAttr.ACL_TABLE_ID)).value();
            tables.add(Long.toHexString(table));
        }
        return tables;
    }
}
