package io.nosagent.agent.fabric;

import io.nosagent.config.intent.qos.PfcBinding;
import io.nosagent.config.intent.routing.Flowlets;
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
}
