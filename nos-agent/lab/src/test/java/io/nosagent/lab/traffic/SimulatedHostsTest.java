package io.nosagent.lab.traffic;

import io.nosagent.sai.vasic.VirtualAsic;
import io.nosagent.sai.vasic.packet.PacketKind;
import io.nosagent.agent.AgentOptions;
import io.nosagent.agent.NosAgent;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.routing.Flowlets;
import io.nosagent.config.intent.routing.RoutingIntent;
import io.nosagent.config.intent.routing.StaticRoute;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.StatId;
import io.nosagent.sai.StatsMode;
import io.nosagent.sai.meta.PortStat;
import io.nosagent.sai.vasic.traffic.TrafficPattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What {@code nos-agent run} shows a new user: hosts cabled to the downlinks of its example config and spine
 * peers to its uplinks, RoCE traffic among the hosts and from them to ranks behind the spines in real time,
 * and the counters the agent reads moving on those ports.
 */
class SimulatedHostsTest {

    @Test
    void theExampleRtswWithADefaultRouteCarriesAllReduceAmongItsHostsAndRoceToItsSpinePeers(@TempDir Path state) throws Exception {
        try (var agent = NosAgent.start(AgentOptions.virtual("rtsw", state))) {
            agent.intent().commit(SimulatedHostsTest::defaultRouteOverTheSpines, "default route").get();
            try (var hosts = SimulatedHosts.start(((VirtualAsic) agent.backend()), agent.intent().current(), TrafficPattern.ALLREDUCE, 7)) {
                carriesAllReduceAndRoceToTheSpines(agent, hosts);
            }
        }
    }

    /** A default route over the 18 spine peers (10.1.n.1), with E-ECMP and flowlets. */
    static SwitchIntent defaultRouteOverTheSpines(SwitchIntent intent) {
        String[] peers = IntStream.rangeClosed(1, 18).mapToObj(n -> "10.1." + n + ".1").toArray(String[]::new);
        var routing = RoutingIntent.of(intent);
        return intent.with(RoutingIntent.SECTION, routing.withStaticRoute(StaticRoute.of("0.0.0.0/0", peers))
                .withLoadBalancing(routing.loadBalancing().withQp(routing.loadBalancing().qp().withEnabled(true)))
                .withFlowlets(Flowlets.OFF.withEnabled(true)));
    }

    private static void carriesAllReduceAndRoceToTheSpines(NosAgent agent, SimulatedHosts hosts) throws InterruptedException {
        assertThat(hosts.nics()).hasSize(16);
        assertThat(hosts.spines()).hasSize(18);
        assertThat(hosts.job()).isPresent();
        assertThat(hosts.acrossUplinks()).isTrue();
        long first = awaitAbove(agent, "eth1/2/1", PortStat.IF_OUT_OCTETS, 0);
        awaitAbove(agent, "eth1/2/1", PortStat.IF_OUT_OCTETS, first);

        assertThat(stat(agent, "eth1/1/1", PortStat.IF_IN_UCAST_PKTS)).isPositive();
        assertThat(stat(agent, "eth1/1/1", PortStat.IF_IN_DISCARDS)).isZero();
        for (int i = 0; i < 400 && dataAtSpines(hosts) == 0; i++) {
            Thread.sleep(50);
        }
        assertThat(dataAtSpines(hosts)).as("RoCE data the default route sent to the spine peers").isPositive();
    }

    @Test
    void noneCablesTheHostsButSendsNothing(@TempDir Path state) throws Exception {
        try (var agent = NosAgent.start(AgentOptions.virtual("rtsw", state));
             var hosts = SimulatedHosts.start(((VirtualAsic) agent.backend()), agent.intent().current(), TrafficPattern.NONE, 7)) {
            Thread.sleep(300);

            assertThat(hosts.nics()).hasSize(16);
            assertThat(hosts.job()).isEmpty();
            assertThat(hosts.acrossUplinks()).as("no traffic, and no route behind the spines").isFalse();
            // A cabled host still says who it is (ARP for its gateway, LLDP), but no host gets any traffic.
            assertThat(hosts.nics()).allSatisfy(n -> assertThat(n.receivedPackets()).as(n.name()).isZero());
        }
    }

    private static long stat(NosAgent agent, String port, StatId stat) {
        long oid = agent.switchHandle().portId(port).orElseThrow();
        return agent.sai().getStats(ObjectType.PORT, oid, List.of(stat), StatsMode.READ)[0];
    }

    /** Waits (at most 20 s of wall time) for a counter to pass {@code above}. */
    private static long dataAtSpines(SimulatedHosts hosts) {
        return hosts.spines().stream().mapToLong(s -> s.receivedPackets(PacketKind.DATA)).sum();
    }

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
