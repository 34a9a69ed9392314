package io.nosagent.lab.traffic;

import io.nosagent.agent.AgentOptions;
import io.nosagent.agent.NosAgent;
import io.nosagent.agent.StartupSource;
import io.nosagent.config.intent.routing.RoutingIntent;
import io.nosagent.sai.vasic.VirtualAsic;
import io.nosagent.sai.vasic.traffic.TrafficPattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** The first {@code nos-agent run} on a fresh state directory shows the headline features; a later one keeps the operator's config. */
class DemoConfigTest {

    @Test
    void aFreshRtswGetsTheDefaultRouteOverItsSpinesWithEEcmpAndFlowletsAndTrafficCrossesThem(@TempDir Path state) throws Exception {
        try (var agent = NosAgent.start(AgentOptions.virtual("rtsw", state))) {
            assertThat(agent.startupSource()).isEqualTo(StartupSource.BUILT_IN_EXAMPLE);
            assertThat(DemoConfig.applyOverExample(agent)).isTrue();

            var routing = RoutingIntent.of(agent.intent().current());
            assertThat(routing.staticRoutes().keySet()).map(Object::toString).contains("0.0.0.0/0");
            assertThat(routing.staticRoutes().firstEntry().getValue().nextHops()).as("one next hop per spine").hasSize(18);
            assertThat(routing.loadBalancing().qp().enabled()).as("E-ECMP on the RoCE destination QP").isTrue();
            assertThat(routing.flowlets().enabled()).isTrue();
            try (var hosts = SimulatedHosts.start((VirtualAsic) agent.backend(), agent.intent().current(), TrafficPattern.ALLREDUCE, 7)) {
                assertThat(hosts.spines()).hasSize(18);
                assertThat(hosts.acrossUplinks()).as("RoCE to ranks behind the spines").isTrue();
            }
        }
    }

    @Test
    void aRestartKeepsWhatTheOperatorMadeOfItInsteadOfTheDemo(@TempDir Path state) throws Exception {
        try (var agent = NosAgent.start(AgentOptions.virtual("rtsw", state))) {
            DemoConfig.applyOverExample(agent);
            agent.intent().commit(i -> i.with(RoutingIntent.SECTION, RoutingIntent.of(i).withoutStaticRoute(io.nosagent.net.Cidr.parse("0.0.0.0/0"))), "operator removes the route").get();
        }
        try (var agent = NosAgent.start(AgentOptions.virtual("rtsw", state))) {
            assertThat(agent.startupSource()).isEqualTo(StartupSource.PERSISTED);
            assertThat(DemoConfig.applyOverExample(agent)).isFalse();
            assertThat(RoutingIntent.of(agent.intent().current()).staticRoutes()).isEmpty();
        }
    }
}
