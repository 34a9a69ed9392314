package io.nosagent.lab.fabric;

import io.nosagent.config.intent.bgp.Bfd;
import io.nosagent.config.intent.bgp.BgpIntent;
import io.nosagent.config.intent.qos.QosIntent;
import io.nosagent.config.intent.routing.RoutingIntent;
import io.nosagent.config.intent.qos.PfcBinding;
import io.nosagent.config.intent.routing.Flowlets;
import io.nosagent.net.IpAddresses;
import org.junit.jupiter.api.Test;

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
        var qos = QosIntent.of(rtsw).interfaces();

        assertThat(qos.get(ZonePlan.downlink(0)).pfc()).contains(new PfcBinding("downlink", 5));
        assertThat(qos.get(ZonePlan.downlink(15)).pfc()).contains(new PfcBinding("downlink", 5));
        assertThat(qos.get(ZonePlan.rtswUplink(0)).pfc()).contains(new PfcBinding("uplink", 70));
        assertThat(qos.get(ZonePlan.rtswUplink(1)).pfc()).contains(new PfcBinding("uplink", 70));
        assertThat(qos).as("rack 2 has no uplink to ctsw003").doesNotContainKey(ZonePlan.rtswUplink(2));
        assertThat(QosIntent.of(rtsw).cts().enabled()).as("the strict CTS queue of the shipped profile").isTrue();

        assertThat(RoutingIntent.of(rtsw).loadBalancing().qp().enabled()).isTrue();
        assertThat(RoutingIntent.of(rtsw).flowlets().enabled()).isTrue();
        assertThat(RoutingIntent.of(rtsw).flowlets().groups()).isEqualTo(Flowlets.GroupClass.UPLINK);
        assertThat(RoutingIntent.of(rtsw).flowlets().idleTimeMicros()).isEqualTo(256);
    }

    @Test
    void noSwitchIsToldItsNeighbors() {
        var configs = new ZoneConfigs(PLAN);

        for (var config : java.util.List.of(configs.rtsw(0), configs.rtsw(1), configs.ctsw(0), configs.ctsw(2))) {
            assertThat(config.interfaces().values()).as(config.system().hostname()).allSatisfy(i -> assertThat(i.neighbors()).isEmpty());
        }
    }

    @Test
    void ctswsPutEveryPortOnTheirLosslessProfileOverTheUplinkCable() {
        var ctsw = new ZoneConfigs(PLAN).ctsw(2);
        assertThat(QosIntent.of(ctsw).interfaces()).hasSize(ZonePlan.CTSW_PORTS);
        assertThat(QosIntent.of(ctsw).interfaces().values()).allSatisfy(i -> assertThat(i.pfc())
                .isEqualTo(Optional.of(new PfcBinding("downlink", 70))));
        assertThat(QosIntent.of(ctsw).queueManagementProfiles()).containsKeys("ecn-relaxed", "ecn-tight");
        assertThat(RoutingIntent.of(ctsw).flowlets().enabled()).as("the CTSWs' groups have one member per rack").isFalse();
    }

    @Test
    void withBgpEachSwitchPeersWithTheFarEndOfEveryCableItHasInsteadOfStaticRoutesAndNoLoopbackAnywhere() {
        var configs = new ZoneConfigs(PLAN, Optional.of(new ZoneBgp(Bfd.UNSET)));

        var rtsw = configs.rtsw(1);
        assertThat(RoutingIntent.of(rtsw).staticRoutes()).isEmpty();
        var global = BgpIntent.of(rtsw).global().orElseThrow();
        assertThat(global.as()).isEqualTo(ZoneBgp.rtswAs(1)).isNotEqualTo(ZoneBgp.rtswAs(0)).isNotEqualTo(ZoneBgp.CTSW_AS);
        assertThat(IpAddresses.format(global.routerId())).as("its address on its first cable").isEqualTo(PLAN.rtswLinkAddress(1, 0));
        assertThat(global.useMultiplePaths()).isTrue();
        assertThat(BgpIntent.of(rtsw).neighbors().values()).as("rack 2 is cabled to ctsw001 and ctsw002 only")
                .extracting(n -> IpAddresses.format(n.address()) + " AS " + BgpIntent.of(rtsw).effective(n).peerAs().orElseThrow()
                        + " port " + n.port() + " local " + n.settings().localAddress().isPresent()
                        + " next hop " + n.advertisedNextHop().isPresent() + " bfd " + BgpIntent.of(rtsw).effective(n).bfd().enabled().isPresent())
                .containsExactly(
                        PLAN.ctswLinkAddress(1, 0) + " AS " + ZoneBgp.CTSW_AS + " port 179 local false next hop false bfd false",
                        PLAN.ctswLinkAddress(1, 1) + " AS " + ZoneBgp.CTSW_AS + " port 179 local false next hop false bfd false");
        var withBfd = BgpIntent.of(new ZoneConfigs(PLAN, Optional.of(new ZoneBgp(Bfd.UNSET).withBfd(300, 3))).rtsw(1));
        assertThat(withBfd.neighbors().values()).as("BFD at 300 ms x 3 on every session")
                .allSatisfy(n -> assertThat(withBfd.effective(n).bfd()).isEqualTo(Bfd.of(300, 3)));

        var ctsw = configs.ctsw(2);
        assertThat(RoutingIntent.of(ctsw).staticRoutes()).isEmpty();
        assertThat(BgpIntent.of(ctsw).global().orElseThrow().as()).isEqualTo(ZoneBgp.CTSW_AS);
        assertThat(BgpIntent.of(ctsw).neighbors().values()).as("ctsw003 reaches rack 1 only")
                .extracting(n -> IpAddresses.format(n.address()) + " AS " + BgpIntent.of(ctsw).effective(n).peerAs().orElseThrow())
                .containsExactly(PLAN.rtswLinkAddress(0, 2) + " AS " + ZoneBgp.rtswAs(0));
        assertThat(IpAddresses.format(BgpIntent.of(ctsw).global().orElseThrow().routerId())).isEqualTo(PLAN.ctswLinkAddress(0, 2));

        assertThat(BgpIntent.of(new ZoneConfigs(PLAN).rtsw(1)).isConfigured()).as("static routing: no BGP").isFalse();
        assertThat(RoutingIntent.of(new ZoneConfigs(PLAN).rtsw(1)).staticRoutes()).isNotEmpty();
    }
}
