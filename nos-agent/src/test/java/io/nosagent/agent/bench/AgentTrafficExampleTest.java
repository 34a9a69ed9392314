package io.nosagent.agent.bench;

import io.nosagent.agent.ports.PortProgrammer;
import io.nosagent.config.codec.IntentCodec;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.validate.ValidationContext;
import io.nosagent.routing.interfaces.RouterInterfaceProgrammer;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.bringup.SwitchBringUp;
import io.nosagent.sai.bringup.SwitchHandle;
import io.nosagent.sai.platform.Platform;
import io.nosagent.sai.platform.PlatformLoader;
import io.nosagent.sai.store.SaiStore;
import io.nosagent.config.intent.InterfaceAddress;
import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.sai.MacAddress;
import io.nosagent.sai.NeighborEntry;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.StatsMode;
import io.nosagent.sai.meta.NeighborEntryAttr;
import io.nosagent.sai.meta.PortStat;
import io.nosagent.sai.store.SaiKey;
import io.nosagent.sai.vasic.VirtualAsic;
import io.nosagent.sai.vasic.dataplane.DataPlane;
import io.nosagent.sai.vasic.fabric.Fabric;
import io.nosagent.sai.vasic.nic.NicSpec;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.sim.RealTimeRunner;
import io.nosagent.sai.vasic.traffic.TrafficJob;
import io.nosagent.sai.vasic.traffic.TrafficOptions;
import io.nosagent.sai.vasic.traffic.TrafficPattern;
import org.junit.jupiter.api.Test;

import java.net.Inet4Address;
import java.net.InetAddress;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * How {@code nos-agent run --traffic ...} puts simulated hosts on the agent's virtual ASIC. The switch
 * is programmed by the agent's own programmers from its RTSW example config (ports up, router
 * interfaces with connected routes); each downlink host gets a static neighbor (the agent creates it
 * when its config carries one, else it is created here as the agent will) and a NIC cabled to the
 * port; a named pattern runs; counters move where the agent reads them.
 */
class AgentTrafficExampleTest {

    /** The switch as the agent brings it up and programs it at boot. */
    private record ProgrammedRtsw(VirtualAsic asic, SwitchHandle sw, SaiStore store, SwitchIntent intent) implements AutoCloseable {

        static ProgrammedRtsw boot() throws Exception {
            Platform platform = new PlatformLoader().load("rtsw");
            var asic = new VirtualAsic(platform);
            SwitchHandle sw = new SwitchBringUp(asic, platform).bringUp();
            var store = new SaiStore(asic, sw.switchId());
            var context = ValidationContext.forInterfaces(sw.portsByName().keySet());
            String example = "/io/nosagent/config/examples/rtsw-startup.json";
            SwitchIntent intent;
            try (InputStream in = IntentCodec.class.getResourceAsStream(example)) {
                intent = new IntentCodec().parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), example, context);
            }
            SwitchIntent none = SwitchIntent.named("rtsw");
            new PortProgrammer(asic, sw).apply(none, intent);
            new RouterInterfaceProgrammer(store, sw).apply(none, intent);
            return new ProgrammedRtsw(asic, sw, store, intent);
        }

        long portStat(String port, io.nosagent.sai.StatId stat) {
            return asic.getStats(ObjectType.PORT, sw.portId(port).orElseThrow(), List.of(stat), StatsMode.READ)[0];
        }

        @Override
        public void close() {
            asic.close();
        }
    }

    @Test
    void anAgentProgrammedRtswCarriesSimulatedAllReduceTraffic() throws Exception {
        try (var rtsw = ProgrammedRtsw.boot(); var fabric = new Fabric(7)) {
            DataPlane plane = fabric.addSwitch("rtsw", rtsw.asic());
            List<SimNic> hosts = attachHosts(rtsw, fabric, plane);

            TrafficJob job = fabric.start(TrafficPattern.ALLREDUCE, hosts, TrafficOptions.DEFAULT.withIterations(2)).orElseThrow();
            fabric.runFor(5_000_000);

            assertThat(hosts).hasSize(16);
            assertThat(job.stats().iterationsCompleted()).isEqualTo(2);
            assertThat(rtsw.portStat("eth1/1/1", PortStat.IF_IN_UCAST_PKTS)).isPositive();
            assertThat(rtsw.portStat("eth1/1/1", PortStat.IF_OUT_UCAST_PKTS)).isPositive();
            assertThat(rtsw.portStat("eth1/1/1", PortStat.IF_IN_DISCARDS)).isZero();
        }
    }

    @Test
    void inRealTimeTheCountersTheAgentReadsKeepMoving() throws Exception {
        try (var rtsw = ProgrammedRtsw.boot(); var fabric = new Fabric(7)) {
            DataPlane plane = fabric.addSwitch("rtsw", rtsw.asic());
            fabric.start(TrafficPattern.ALLTOALL, attachHosts(rtsw, fabric, plane), TrafficOptions.continuous());

            long first;
            try (RealTimeRunner runner = fabric.runInRealTime()) {
                first = awaitAbove(rtsw, 0);
                awaitAbove(rtsw, first);
                assertThat(runner.failure()).isNull();
            }
            assertThat(first).isPositive();
        }
    }

    /** Waits (up to 20 s of wall time) until eth1/2/1's IF_OUT_OCTETS exceed {@code above}. */
    private static long awaitAbove(ProgrammedRtsw rtsw, long above) throws InterruptedException {
        for (int i = 0; i < 400; i++) {
            long v = rtsw.portStat("eth1/2/1", PortStat.IF_OUT_OCTETS);
            if (v > above) {
                return v;
            }
            Thread.sleep(50);
        }
        throw new AssertionError("IF_OUT_OCTETS never rose above " + above);
    }

    /**
     * A NIC on every downlink with an IPv4 subnet: the host takes the address after the switch's
     * (10.0.1.1/24 -> 10.0.1.2) and the MAC of its static neighbor entry, which is created if the
     * agent's config did not carry one.
     */
    private static List<SimNic> attachHosts(ProgrammedRtsw rtsw, Fabric fabric, DataPlane plane) throws Exception {
        var hosts = new ArrayList<SimNic>();
        for (InterfaceIntent i : rtsw.intent().interfaces().values()) {
            if (!i.description().orElse("").startsWith("downlink")) {
                continue;
            }
            InterfaceAddress address = i.addresses().stream().filter(InterfaceAddress::isIpv4).findFirst().orElseThrow();
            byte[] b = address.ip().getAddress();
            b[3]++;
            InetAddress hostIp = Inet4Address.getByAddress(b);
            long rif = rtsw.store().oidOf(new SaiKey(ObjectType.ROUTER_INTERFACE, i.name())).orElseThrow();
            var neighbor = new NeighborEntry(rtsw.sw().switchId(), rif, hostIp);
            MacAddress mac;
            if (rtsw.asic().entries(ObjectType.NEIGHBOR_ENTRY).contains(neighbor)) {
                mac = ((AttrValue.Mac) rtsw.asic().value(neighbor, NeighborEntryAttr.DST_MAC_ADDRESS)).value();
            } else {
                mac = new MacAddress(0x0200_0A00_0000L | (b[2] & 0xFF));
                rtsw.asic().create(neighbor, List.of(NeighborEntryAttr.DST_MAC_ADDRESS.mac(mac)));
            }
            hosts.add(fabric.attachNic(plane, i.name(), new NicSpec("host-" + i.name(), hostIp, mac)));
        }
        return hosts;
    }
}
