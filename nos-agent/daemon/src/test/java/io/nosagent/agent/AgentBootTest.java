package io.nosagent.agent;

import io.nosagent.config.intent.InterfaceAddress;
import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.IpPrefix;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.RouteEntry;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.RouteEntryAttr;
import io.nosagent.sai.meta.RouterInterfaceAttr;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.platform.Platform;
import io.nosagent.sai.vasic.VirtualAsic;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The agent boots on each shipped profile and programs its startup config. */
class AgentBootTest {

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"rtsw", "ctsw"})
    void portsReadBackThroughSaiMatchTheProfile(String profile, @TempDir Path state) {
        try (var agent = NosAgent.start(AgentOptions.virtual(profile, state))) {
            Platform platform = agent.platform();
            var sai = agent.sai();
            long sw = agent.switchHandle().switchId();

            var portList = (AttrValue.OidList) sai.get(ObjectType.SWITCH, sw, SwitchAttr.PORT_LIST);
            assertThat(portList.size()).isEqualTo(platform.ports().size());
            for (Platform.PortSpec spec : platform.ports()) {
                long port = agent.switchHandle().portId(spec.name()).orElseThrow();
                var lanes = (AttrValue.U32List) sai.get(ObjectType.PORT, port, PortAttr.HW_LANE_LIST);
                var speed = (AttrValue.U32) sai.get(ObjectType.PORT, port, PortAttr.SPEED);
                assertThat(lanes.values()).as(spec.name()).containsExactly(spec.lanes().stream().mapToLong(Integer::longValue).toArray());
                assertThat(speed.value()).as(spec.name()).isEqualTo(spec.speedMbps());
            }
        }
    }

    @Test
    void startupConfigAdminStatesAndAddressesAreProgrammed(@TempDir Path state) {
        try (var agent = NosAgent.start(AgentOptions.virtual("rtsw", state))) {
            var asic = (VirtualAsic) agent.sai();
            var sw = agent.switchHandle();
            var intent = agent.intent().current();
            assertThat(intent.interfaces()).isNotEmpty();

            for (var port : sw.portsByName().entrySet()) {
                boolean wantUp = intent.interfaceNamed(port.getKey()).map(InterfaceIntent::enabled).orElse(false);
                assertThat(asic.value(port.getValue(), PortAttr.ADMIN_STATE)).as(port.getKey()).isEqualTo(AttrValue.Bool.of(wantUp));
            }

            InterfaceIntent uplink = intent.interfaceNamed("eth1/17/1").orElseThrow();
            long port = sw.portId("eth1/17/1").orElseThrow();
            long rif = asic.objects(ObjectType.ROUTER_INTERFACE).stream()
                    .filter(r -> asic.value(r, RouterInterfaceAttr.PORT_ID).equals(new AttrValue.Oid(port)))
                    .findFirst().orElseThrow();
            for (InterfaceAddress a : uplink.addresses()) {
                var subnet = new RouteEntry(sw.switchId(), sw.defaultVrId(), new IpPrefix(a.ip(), a.prefixLength()));
                var host = new RouteEntry(sw.switchId(), sw.defaultVrId(), new IpPrefix(a.ip(), a.isIpv4() ? 32 : 128));
                if (!subnet.equals(host)) {
                    assertThat(asic.value(subnet, RouteEntryAttr.NEXT_HOP_ID)).as("%s via the RIF", subnet).isEqualTo(new AttrValue.Oid(rif));
                }
                assertThat(asic.value(host, RouteEntryAttr.NEXT_HOP_ID)).as("%s to the CPU", host).isEqualTo(new AttrValue.Oid(sw.cpuPortId()));
            }
        }
    }

    @Test
    void staticNeighborsBecomeNeighborEntriesOnTheirRouterInterface(@TempDir Path state) throws Exception {
        try (var agent = NosAgent.start(AgentOptions.virtual("rtsw", state))) {
            var asic = (VirtualAsic) agent.sai();
            var sw = agent.switchHandle();
            // The example names no neighbor (the switch learns its hosts): configure two, as an operator pins them.
            agent.intent().commit(i -> i.withInterface(i.interfaceNamed("eth1/1/1").orElseThrow()
                    .withNeighbor(io.nosagent.config.intent.StaticNeighbor.of("10.0.1.2", "02:00:00:00:01:01"))
                    .withNeighbor(io.nosagent.config.intent.StaticNeighbor.of("2001:db8:0:1::2", "02:00:00:00:01:01"))), "pin host0").get();
            var downlink = agent.intent().current().interfaceNamed("eth1/1/1").orElseThrow();
            assertThat(downlink.neighbors()).hasSize(2);

            for (var n : downlink.neighbors()) {
                var entry = asic.entries(ObjectType.NEIGHBOR_ENTRY).stream()
                        .map(io.nosagent.sai.NeighborEntry.class::cast)
                        .filter(e -> e.ip().equals(n.ip())).findFirst().orElseThrow();
                assertThat(asic.value(entry.rifId(), RouterInterfaceAttr.PORT_ID)).isEqualTo(new AttrValue.Oid(sw.portId("eth1/1/1").orElseThrow()));
                assertThat(asic.value(entry, io.nosagent.sai.meta.NeighborEntryAttr.DST_MAC_ADDRESS))
                        .isEqualTo(new AttrValue.Mac(io.nosagent.sai.MacAddress.parse(n.linkLayerAddress())));
            }
        }
    }

    @Test
    void removingAnInterfacesAddressesRemovesItsRoutesAndRouterInterface(@TempDir Path state) throws Exception {
        try (var agent = NosAgent.start(AgentOptions.virtual("rtsw", state))) {
            var asic = (VirtualAsic) agent.sai();
            int rifs = asic.objects(ObjectType.ROUTER_INTERFACE).size();
            int routes = asic.entries(ObjectType.ROUTE_ENTRY).size();
            InterfaceIntent uplink = agent.intent().current().interfaceNamed("eth1/17/1").orElseThrow();

            agent.intent().commit(i -> i.withInterface(uplink.withAddresses(List.of()).withNeighbors(List.of())), "test").get();

            assertThat(asic.objects(ObjectType.ROUTER_INTERFACE)).hasSize(rifs - 1);
            assertThat(asic.entries(ObjectType.ROUTE_ENTRY)).hasSizeLessThan(routes);
            assertThat(agent.intent().version()).isEqualTo(2);
        }
    }
}
