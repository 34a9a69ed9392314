package io.nosagent.lab.traffic;

import io.nosagent.sai.vasic.VirtualAsic;
import io.nosagent.agent.AgentOptions;
import io.nosagent.agent.NosAgent;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.StatId;
import io.nosagent.sai.StatsMode;
import io.nosagent.sai.meta.PortStat;
import io.nosagent.sai.vasic.traffic.TrafficPattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What {@code nos-agent run} shows a new user: hosts cabled to the downlinks its example config
 * names as static neighbors, RoCE traffic among them in real time, and the counters the agent reads
 * moving on exactly those ports.
 */
class SimulatedHostsTest {

    @Test
    void theExampleRtswCarriesAllReduceAmongItsSixteenHosts(@TempDir Path state) throws Exception {
        try (var agent = NosAgent.start(AgentOptions.virtual("rtsw", state));
             var hosts = SimulatedHosts.start(((VirtualAsic) agent.backend()), agent.intent().current(), TrafficPattern.ALLREDUCE, 7)) {

            assertThat(hosts.nics()).hasSize(16);
            assertThat(hosts.job()).isPresent();
            long first = awaitAbove(agent, "eth1/2/1", PortStat.IF_OUT_OCTETS, 0);
            awaitAbove(agent, "eth1/2/1", PortStat.IF_OUT_OCTETS, first);

            assertThat(stat(agent, "eth1/1/1", PortStat.IF_IN_UCAST_PKTS)).isPositive();
            assertThat(stat(agent, "eth1/1/1", PortStat.IF_IN_DISCARDS)).isZero();
            assertThat(stat(agent, "eth1/17/1", PortStat.IF_OUT_OCTETS)).as("uplinks carry none of the rack's traffic").isZero();
        }
    }

    @Test
    void noneCablesTheHostsButSendsNothing(@TempDir Path state) throws Exception {
        try (var agent = NosAgent.start(AgentOptions.virtual("rtsw", state));
             var hosts = SimulatedHosts.start(((VirtualAsic) agent.backend()), agent.intent().current(), TrafficPattern.NONE, 7)) {
            Thread.sleep(300);

            assertThat(hosts.nics()).hasSize(16);
            assertThat(hosts.job()).isEmpty();
            // A cabled host still says who it is (ARP for its gateway, LLDP), but no host gets any traffic.
            assertThat(hosts.nics()).allSatisfy(n -> assertThat(n.receivedPackets()).as(n.name()).isZero());
        }
    }

    private static long stat(NosAgent agent, String port, StatId stat) {
        long oid = agent.switchHandle().portId(port).orElseThrow();
        return agent.sai().getStats(ObjectType.PORT, oid, List.of(stat), StatsMode.READ)[0];
    }

    /** Waits (at most 20 s of wall time) for a counter to pass {@code above}. */
    private static long awaitAbove(NosAgent agent, String port, StatId stat, long above) throws InterruptedException {
        for (int i = 0; i < 400; i++) {
            long v = stat(agent, port, stat);
            if (v > above) {
                return v;
            }
            Thread.sleep(50);
        }
        throw new AssertionError(port + " " + stat + " never rose above " + above);
    }
}
