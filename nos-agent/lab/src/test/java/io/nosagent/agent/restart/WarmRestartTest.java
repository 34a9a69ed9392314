package io.nosagent.agent.restart;

import io.nosagent.routing.RoutingFeature;
import io.nosagent.config.intent.routing.RoutingIntent;
import io.nosagent.agent.AgentOptions;
import io.nosagent.agent.NosAgent;
import io.nosagent.lab.traffic.SimulatedHosts;
import io.nosagent.config.codec.IntentCodec;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.routing.StaticRoute;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiOperation;
import io.nosagent.sai.StatId;
import io.nosagent.sai.StatsMode;
import io.nosagent.sai.meta.BufferPoolAttr;
import io.nosagent.sai.meta.IngressPriorityGroupAttr;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.PortStat;
import io.nosagent.sai.meta.RouterInterfaceAttr;
import io.nosagent.sai.platform.PlatformLoader;
import io.nosagent.sai.trace.SaiCall;
import io.nosagent.sai.vasic.VirtualAsic;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.sim.SimulatedTime;
import io.nosagent.sai.vasic.sim.Simulation;
import io.nosagent.sai.vasic.traffic.TrafficPattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A warm restart of the agent on the RTSW virtual ASIC while its sixteen hosts run AllReduce, all in
 * simulated time: the ASIC keeps forwarding while no agent runs, the new agent adopts what the old one
 * owned without creating or removing anything, and a config changed while the agent was down is
 * applied after the restart.
 */
class WarmRestartTest {

    private static long received(SimulatedHosts hosts) {
        return hosts.nics().stream().mapToLong(SimNic::receivedBytes).sum();
    }

    private static long portStat(VirtualAsic asic, long port, StatId... stats) {
        long sum = 0;
        for (long v : asic.getStats(ObjectType.PORT, port, List.of(stats), StatsMode.READ)) {
            sum += v;
        }
        return sum;
    }

    @Test
    void trafficFlowsAcrossTheRestartWithNoLossNoRecreationAndTheChangedConfigApplied(@TempDir Path dir) throws Exception {
        var time = new SimulatedTime(new Simulation(5));
        var asic = new VirtualAsic(new PlatformLoader().load("rtsw"));
        Path state = dir.resolve("state");
        var first = NosAgent.start(AgentOptions.virtual("rtsw", state), asic.platform(), asic, time);
        SwitchIntent running = first.intent().current();
        try (var hosts = SimulatedHosts.start(asic, running, TrafficPattern.ALLREDUCE, time.simulation())) {
            time.runFor(Duration.ofMillis(200));
            assertThat(received(hosts)).as("traffic before the restart").isPositive();

            first.stopWarm();
            assertThat(new WarmRestart(state).isPending()).as("warm-boot state written").isTrue();
            long atStop = received(hosts);
            time.runFor(Duration.ofMillis(50));
            assertThat(received(hosts)).as("the ASIC forwards while no agent runs").isGreaterThan(atStop);

            // While the agent was down the operator gave uplink eth1/17/1 a smaller MTU.
            var changed = running.withInterface(running.interfaceNamed("eth1/17/1").orElseThrow().withMtu(4200));
            Path config = Files.writeString(dir.resolve("changed.json"), new IntentCodec().print(changed));
            List<SaiCall> writes = new ArrayList<>();
            var options = AgentOptions.virtual("rtsw", state).withConfig(config).withSaiCalls(c -> {
                if (c.isWrite()) {
                    writes.add(c);
                }
            });
            long atRestart = received(hosts);
            // The hosts and the switch learn each other by ARP as the traffic starts: what that costs is before the restart.
            var beforeRestart = hosts.job().orElseThrow().stats();
            try (var second = NosAgent.start(options, asic.platform(), asic, time)) {
                time.runFor(Duration.ofMillis(200));

                assertThat(received(hosts)).isGreaterThan(atRestart);
                // A smaller MTU is also a smaller XOFF headroom: QoS gives the uplink's lossless priority group a
                // profile of its own and the ingress pool a larger shared part.
                assertThat(writes).as("no object created or removed but the switch connect (INIT_SWITCH=false)"
                                + " and the uplink's new headroom profile")
                        .filteredOn(c -> c.operation() != SaiOperation.SET)
                        .extracting(SaiCall::objectType).containsExactly(ObjectType.SWITCH, ObjectType.BUFFER_PROFILE);
                long uplink = second.switchHandle().portId("eth1/17/1").orElseThrow();
                assertThat(writes).as("the changed MTU on the port and its router interface, then the headroom that follows")
                        .filteredOn(c -> c.operation() == SaiOperation.SET)
                        .extracting(c -> c.attributes().getFirst().spec())
                        .containsExactly(PortAttr.MTU, RouterInterfaceAttr.MTU, BufferPoolAttr.SIZE,
                                IngressPriorityGroupAttr.BUFFER_PROFILE);
                assertThat(writes).filteredOn(c -> c.operation() == SaiOperation.SET).flatExtracting(SaiCall::attributes)
                        .startsWith(PortAttr.MTU.u32(4200), RouterInterfaceAttr.MTU.u32(4200));
                assertThat(asic.get(ObjectType.PORT, uplink, PortAttr.MTU)).isEqualTo(new AttrValue.U32(4200));
                assertThat(second.intent().current()).isEqualTo(changed);
                assertThat(new WarmRestart(state).isPending()).as("the state is consumed").isFalse();

                for (long port : second.switchHandle().portsByName().values()) {
                    assertThat(portStat(asic, port, PortStat.IF_IN_DISCARDS, PortStat.IF_OUT_DISCARDS))
                            .as("discards on port 0x%x", port).isZero();
                }
                assertThat(hosts.nics()).allSatisfy(n -> {
                    assertThat(n.receiveDrops()).as("%s drops", n.name()).isZero();
                    assertThat(n.receiveErrors()).as("%s errors", n.name()).isZero();
                });
                var job = hosts.job().orElseThrow().stats();
                assertThat(job.iterationsTimedOut() - beforeRestart.iterationsTimedOut()).as("collective iterations lost across the restart").isZero();
                assertThat(job.outOfOrderPackets() - beforeRestart.outOfOrderPackets()).as("packets out of order across the restart").isZero();
                assertThat(job.iterationsCompleted()).isPositive();
            }
        }
    }

    @Test
    void aStaticRouteOverAGroupIsAdoptedNotRemoved(@TempDir Path dir) {
        var time = new SimulatedTime(new Simulation(5));
        var asic = new VirtualAsic(new PlatformLoader().load("rtsw"));
        Path state = dir.resolve("state");
        var first = NosAgent.start(AgentOptions.virtual("rtsw", state), asic.platform(), asic, time);
        var running = first.intent().current();
        time.await(first.intent().commit(running.with(RoutingIntent.SECTION, RoutingIntent.of(running)
                .withStaticRoute(StaticRoute.of("10.9.0.0/16", "10.0.4.2", "10.0.5.2"))), "a route over two hosts"));
        int routes = asic.entries(ObjectType.ROUTE_ENTRY).size();
        first.stopWarm();

        List<SaiCall> writes = new ArrayList<>();
        var options = AgentOptions.virtual("rtsw", state).withSaiCalls(c -> {
            if (c.isWrite()) {
                writes.add(c);
            }
        });
        try (var second = NosAgent.start(options, asic.platform(), asic, time)) {
            time.runFor(Duration.ofMillis(10));
            assertThat(writes).as("the route, its group and next hops adopted: only the switch connect")
                    .filteredOn(c -> c.operation() != SaiOperation.SET)
                    .singleElement().satisfies(c -> assertThat(c.objectType()).isEqualTo(ObjectType.SWITCH));
            assertThat(asic.entries(ObjectType.ROUTE_ENTRY)).hasSize(routes);
            assertThat(second.feature(RoutingFeature.class).state().current().groupOf(io.nosagent.net.Cidr.parse("10.9.0.0/16"))).isPresent();
        }
    }

    @Test
    void aFreshVirtualAsicCannotBeAdoptedSoTheStartIsColdAndTheStateDiscarded(@TempDir Path dir) {
        var time = new SimulatedTime(new Simulation(1));
        Path state = dir.resolve("state");
        NosAgent.start(AgentOptions.virtual("rtsw", state), rtsw(), new VirtualAsic(rtsw()), time)
                .stopWarm();
        assertThat(new WarmRestart(state).isPending()).isTrue();

        var fresh = new VirtualAsic(new PlatformLoader().load("rtsw"));
        try (var agent = NosAgent.start(AgentOptions.virtual("rtsw", state), fresh.platform(), fresh, time)) {
            assertThat(agent.intent().current().interfaces()).isNotEmpty();
            assertThat(fresh.objects(ObjectType.ROUTER_INTERFACE)).as("programmed from scratch").isNotEmpty();
            assertThat(new WarmRestart(state).isPending()).isFalse();
        }
    }

    @Test
    void aDamagedStateIsKeptAsideAndTheStartIsCold(@TempDir Path dir) throws Exception {
        var time = new SimulatedTime(new Simulation(1));
        Path state = dir.resolve("state");
        NosAgent.start(AgentOptions.virtual("rtsw", state), rtsw(), new VirtualAsic(rtsw()), time).stopWarm();
        var warm = new WarmRestart(state);
        Files.writeString(warm.path(), "{\"format\": 2, \"objects\": [ {\"key\": ");

        try (var agent = NosAgent.start(AgentOptions.virtual("rtsw", state), rtsw(), new VirtualAsic(rtsw()), time)) {
            assertThat(warm.isPending()).isFalse();
            assertThat(warm.path().resolveSibling("sai-store.json.bad")).exists();
            assertThat(agent.intent().current().interfaces()).isNotEmpty();
        }
    }

    private static io.nosagent.sai.platform.Platform rtsw() {
        return new PlatformLoader().load("rtsw");
    }
}
