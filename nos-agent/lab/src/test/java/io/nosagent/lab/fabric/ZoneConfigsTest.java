package io.nosagent.lab.fabric;

import io.nosagent.config.intent.qos.PfcBinding;
import io.nosagent.config.intent.routing.Flowlets;
import io.nosagent.net.IpAddresses;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/** What every generated switch config carries besides addresses and routes: lossless QoS, E-ECMP and flowlets. */
class ZoneConfigsTest {

    private static final ZonePlan PLAN = new ZonePlan(ZoneTemplateFile.parse("""
            racks = 2
            ctsws = 3
            downlink-cable = 5m
            uplink-cable = 70m
            rack.2.ctsws = 1-2
            """, "test zone", ZoneTemplate.defaults()));

    @Test
    void rtswsFollowTheShippedLosslessProfilesOverTheTemplatesCablesWithQpHashingAndFlowletsOnUplinks() {
        var configs = new ZoneConfigs(PLAN);
        var rtsw = configs.rtsw(1);
        var qos = rtsw.qos().interfaces();

        assertThat(qos.get(ZonePlan.downlink(0)).pfc()).contains(new PfcBinding("downlink", 5));
        assertThat(qos.get(ZonePlan.downlink(15)).pfc()).contains(new PfcBinding("downlink", 5));
        assertThat(qos.get(ZonePlan.rtswUplink(0)).pfc()).contains(new PfcBinding("uplink", 70));
        assertThat(qos.get(ZonePlan.rtswUplink(1)).pfc()).contains(new PfcBinding("uplink", 70));
        assertThat(qos).as("rack 2 has no uplink to ctsw003").doesNotContainKey(ZonePlan.rtswUplink(2));
        assertThat(rtsw.qos().cts().enabled()).as("the strict CTS queue of the shipped profile").isTrue();

        assertThat(rtsw.routing().loadBalancing().qp().enabled()).isTrue();
        assertThat(rtsw.routing().flowlets().enabled()).isTrue();
        assertThat(rtsw.routing().flowlets().groups()).isEqualTo(Flowlets.GroupClass.UPLINK);
        assertThat(rtsw.routing().flowlets().idleTimeMicros()).isEqualTo(256);
    }

    @Test
    void ctswsPutEveryPortOnTheirLosslessProfileOverTheUplinkCable() {
        var ctsw = new ZoneConfigs(PLAN).ctsw(2);
        assertThat(ctsw.qos().interfaces()).hasSize(ZonePlan.CTSW_PORTS);
        assertThat(ctsw.qos().interfaces().values()).allSatisfy(i -> assertThat(i.pfc())
                .isEqualTo(Optional.of(new PfcBinding("downlink", 70))));
        assertThat(ctsw.qos().queueManagementProfiles()).containsKeys("ecn-relaxed", "ecn-tight");
        assertThat(ctsw.routing().flowlets().enabled()).as("the CTSWs' groups have one member per rack").isFalse();
    }

    @Test
    void withBgpEachSwitchPeersOverLoopbacksWithEveryCableItHasAndAdvertisesItsEndOfThatCableInsteadOfStaticRoutes() {
        var bgp = new ZoneBgp(20179, Path.of("/usr/bin/gobgpd"));
        var configs = new ZoneConfigs(PLAN, Optional.of(bgp));

        var rtsw = configs.rtsw(1);
        assertThat(rtsw.routing().staticRoutes()).isEmpty();
        var global = rtsw.bgp().global().orElseThrow();
        assertThat(global.as()).isEqualTo(ZoneBgp.rtswAs(1)).isNotEqualTo(ZoneBgp.rtswAs(0)).isNotEqualTo(ZoneBgp.CTSW_AS);
        assertThat(IpAddresses.format(global.routerId())).isEqualTo("127.1.0.2");
        assertThat(global.useMultiplePaths()).isTrue();
        assertThat(rtsw.bgp().neighbors().values()).as("rack 2 is cabled to ctsw001 and ctsw002 only")
                .extracting(n -> IpAddresses.format(n.address()) + " AS " + rtsw.bgp().effective(n).peerAs().orElseThrow()
                        + " port " + n.port() + " from " + IpAddresses.format(n.settings().localAddress().orElseThrow())
                        + " next hop " + IpAddresses.format(n.advertisedNextHop().orElseThrow()))
                .containsExactly(
                        "127.2.0.1 AS " + ZoneBgp.CTSW_AS + " port 20179 from 127.1.0.2 next hop " + PLAN.rtswLinkAddress(1, 0),
                        "127.2.0.2 AS " + ZoneBgp.CTSW_AS + " port 20179 from 127.1.0.2 next hop " + PLAN.rtswLinkAddress(1, 1));

        var ctsw = configs.ctsw(2);
        assertThat(ctsw.routing().staticRoutes()).isEmpty();
        assertThat(ctsw.bgp().global().orElseThrow().as()).isEqualTo(ZoneBgp.CTSW_AS);
        assertThat(ctsw.bgp().neighbors().values()).as("ctsw003 reaches rack 1 only")
                .extracting(n -> IpAddresses.format(n.address()) + " next hop " + IpAddresses.format(n.advertisedNextHop().orElseThrow()))
                .containsExactly("127.1.0.1 next hop " + PLAN.ctswLinkAddress(0, 2));

        assertThat(new ZoneConfigs(PLAN).rtsw(1).bgp().isConfigured()).as("static routing: no BGP").isFalse();
        assertThat(new ZoneConfigs(PLAN).rtsw(1).routing().staticRoutes()).isNotEmpty();
    }
}
