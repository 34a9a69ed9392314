package io.nosagent.sai.vasic.dataplane;

import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.meta.ArsAttr;
import io.nosagent.sai.meta.ArsProfileAttr;
import io.nosagent.sai.meta.NextHopGroupAttr;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.vasic.nic.Flow;
import io.nosagent.sai.vasic.nic.FlowClass;
import io.nosagent.sai.vasic.nic.NicSpec;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.testkit.TestQos;
import io.nosagent.sai.vasic.testkit.TestRack;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * ARS flowlets with IDLE_TIME 256 us over four uplinks: a flow whose gaps stay shorter keeps its member;
 * a new flowlet goes to the member of least load cost as the ARS profile and the ports weigh it, among
 * the members whose port has ARS_ENABLE only; the group counts next-hop and port reassignments apart.
 */
class FlowletTest {

    private static final int MEMBERS = 4;
    private static final long MS = 1_000_000L;

    private final TestRack rack = TestRack.rtsw(5);
    private final List<SimNic> spines = new ArrayList<>();
    private final List<SimNic> loaders = new ArrayList<>();
    private SimNic source;
    private long profile;
    private long group;

    @BeforeEach
    void programRack() {
        source = rack.host(0);
        for (int j = 0; j < MEMBERS; j++) {
            loaders.add(rack.host(1 + j));
            spines.add(rack.uplink(j));
        }
        long ars = rack.create(ObjectType.ARS, ArsAttr.MODE.s32(SaiEnums.ArsMode.FLOWLET_QUALITY),
                ArsAttr.IDLE_TIME.u32(256), ArsAttr.MAX_FLOWS.u32(4096));
        profile = rack.create(ObjectType.ARS_PROFILE, ArsProfileAttr.ENABLE_IPV4.bool(true));
        rack.set(ObjectType.SWITCH, rack.switchId, SwitchAttr.ARS_PROFILE.oid(profile));
        group = rack.routeRemoteVia(MEMBERS, NextHopGroupAttr.ARS_OBJECT_ID.oid(ars));
    }

    @AfterEach
    void close() {
        rack.close();
    }

    @Test
    void gapsShorterThanTheIdleTimeNeverMoveTheFlowAndALongerGapMovesItToTheLeastLoadedMember() {
        enableArs(0, 1, 2, 3);
        Flow flow = source.openFlow(remote("10.1.0.9"), FlowClass.ROCE, 50000, 0x77, 0);
        postAt(flow, 0);
        rack.runMicros(10);
        SimNic first = flow.lastReceiver();
        int busy = spines.indexOf(first);
        load(busy, 1.0);

        var seen = new ArrayList<SimNic>();
        for (int k = 1; k <= 10; k++) {
            postAt(flow, k * 200_000L);
            rack.sim.runUntil(k * 200_000L + 10_000);
            seen.add(flow.lastReceiver());
        }
        postAt(flow, 2_400_000L);
        rack.sim.runUntil(2_410_000L);

        assertThat(seen).as("200 us gaps < 256 us idle time, although the member got busy").containsOnly(first);
        assertThat(flow.lastReceiver()).as("after a 400 us gap").isNotEqualTo(first);
        assertThat(counter(NextHopGroupAttr.ARS_NEXT_HOP_REASSIGNMENTS)).isEqualTo(1);
        assertThat(counter(NextHopGroupAttr.ARS_PORT_REASSIGNMENTS)).as("the move changed the egress port").isEqualTo(1);
    }

    /** Members loaded 10, 40, 70 and 90% in every rotation, so the hash alone would be right at most once. */
    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2, 3})
    void aNewFlowletGoesToTheLeastLoadedOfFourMembersLoadedDifferently(int rotation) {
        enableArs(0, 1, 2, 3);
        double[] loads = {0.10, 0.40, 0.70, 0.90};
        for (int k = 0; k < MEMBERS; k++) {
            load((k + rotation) % MEMBERS, loads[k]);
        }
        rack.sim.runUntil(300_000);

        Flow flow = source.openFlow(remote("10.1.0.9"), FlowClass.ROCE, 50000, 0x77, 0);
        postAt(flow, rack.sim.now());
        rack.sim.runUntil(310_000);

        assertThat(flow.lastReceiver()).as("the 10%% member, uplink %d", rotation).isSameAs(spines.get(rotation));
    }

    @Test
    void whenQueuedBytesOutweighPastLoadTheChoiceFollowsTheQueue() {
        enableArs(0, 1, 2, 3);
        // Uplink 0 carries 10% but its queue 0 is paused by its peer, so the bytes pile up there (future
        // load) while hardly anything leaves (past load); the test flow rides queue 1, which is not paused.
        var qos = new TestQos(rack);
        qos.pfc(TestRack.uplinkPort(0), 0x01);
        qos.dscpToTc(0, FlowClass.ROCE.dscp(), 1);
        rack.fabric.faults().pfcStorm(spines.get(0), 0);
        load(0, 0.10);
        load(1, 0.40);
        load(2, 0.70);
        load(3, 0.90);
        weighPorts(100, 0);
        rack.sim.runUntil(300_000);

        Flow pastOnly = source.openFlow(remote("10.1.0.9"), FlowClass.ROCE, 50000, 0x77, 0);
        postAt(pastOnly, rack.sim.now());
        rack.sim.runUntil(310_000);
        assertThat(pastOnly.lastReceiver()).as("by past load alone the paused uplink looks idle").isSameAs(spines.get(0));
        assertThat(rack.port(TestRack.uplinkPort(0)).queuedBytes()).isGreaterThan(1_000_000);

        weighPorts(10, 90);
        postAt(pastOnly, 700_000);
        rack.sim.runUntil(710_000);

        assertThat(pastOnly.lastReceiver()).as("with queued bytes weighing 90%% the 40%% uplink wins").isSameAs(spines.get(1));
        assertThat(counter(NextHopGroupAttr.ARS_NEXT_HOP_REASSIGNMENTS)).isEqualTo(1);
    }

    @Test
    void theProfilesFutureLoadSwitchDecidesWhetherQueuedBytesCountAtAll() {
        enableArs(0, 1, 2, 3);
        var qos = new TestQos(rack);
        qos.pfc(TestRack.uplinkPort(0), 0x01);
        qos.dscpToTc(0, FlowClass.ROCE.dscp(), 1);
        rack.fabric.faults().pfcStorm(spines.get(0), 0);
        load(0, 0.10);
        load(1, 0.40);
        load(2, 0.70);
        load(3, 0.90);
        rack.set(ObjectType.ARS_PROFILE, profile, ArsProfileAttr.PORT_LOAD_FUTURE.bool(false));
        rack.sim.runUntil(300_000);

        Flow flow = source.openFlow(remote("10.1.0.9"), FlowClass.ROCE, 50000, 0x77, 0);
        postAt(flow, rack.sim.now());
        rack.sim.runUntil(310_000);

        assertThat(flow.lastReceiver()).isSameAs(spines.get(0));
    }

    @Test
    void aMemberWhosePortHasNoArsEnableIsNeverChosenByQuality() {
        enableArs(1, 2, 3);
        load(1, 0.40);
        load(2, 0.70);
        load(3, 0.90);
        rack.sim.runUntil(300_000);

        for (int sport = 50000; sport < 50016; sport++) {
            Flow flow = source.openFlow(remote("10.1.0.9"), FlowClass.ROCE, sport, 0x77, 0);
            postAt(flow, rack.sim.now());
            rack.sim.runUntil(rack.sim.now() + 5_000);
            assertThat(flow.lastReceiver()).as("source port %d: not the idle uplink 0 (no ARS_ENABLE)", sport)
                    .isSameAs(spines.get(1));
        }
    }

    @Test
    void withoutArsEnabledMembersTheGroupHashesAsPlainEcmp() {
        Flow flow = source.openFlow(remote("10.1.0.9"), FlowClass.ROCE, 50000, 0x77, 0);
        postAt(flow, 0);
        rack.runMicros(10);
        SimNic first = flow.lastReceiver();
        load(spines.indexOf(first), 1.0);

        postAt(flow, 2 * MS);
        rack.sim.runUntil(2 * MS + 10_000);

        assertThat(flow.lastReceiver()).isSameAs(first);
        assertThat(counter(NextHopGroupAttr.ARS_NEXT_HOP_REASSIGNMENTS)).isZero();
    }

    @Test
    void withoutAnArsProfileOnTheSwitchTheGroupHashesAsPlainEcmp() {
        enableArs(0, 1, 2, 3);
        rack.set(ObjectType.SWITCH, rack.switchId, SwitchAttr.ARS_PROFILE.oid(0));
        Flow flow = source.openFlow(remote("10.1.0.9"), FlowClass.ROCE, 50000, 0x77, 0);
        postAt(flow, 0);
        rack.runMicros(10);
        SimNic first = flow.lastReceiver();
        load(spines.indexOf(first), 1.0);

        postAt(flow, 2 * MS);
        rack.sim.runUntil(2 * MS + 10_000);

        assertThat(flow.lastReceiver()).isSameAs(first);
        assertThat(counter(NextHopGroupAttr.ARS_NEXT_HOP_REASSIGNMENTS)).isZero();
    }

    @Test
    void aMoveBetweenTwoNextHopsOfOnePortIsANextHopReassignmentButNoPortReassignment() {
        enableArs(0);
        long ars = ((AttrValue.Oid) rack.asic.get(ObjectType.NEXT_HOP_GROUP, group, NextHopGroupAttr.ARS_OBJECT_ID)).value();
        long rif = rack.routerInterface(TestRack.uplinkPort(0));
        rack.neighbor(rif, "172.16.0.2", new io.nosagent.sai.MacAddress(0x0200_0000_2000L));
        long secondHop = rack.nextHop(rif, "172.16.0.2");
        long onePortGroup = rack.group(NextHopGroupAttr.ARS_OBJECT_ID.oid(ars));
        long firstMember = rack.member(onePortGroup, rack.uplinkNextHop(0));
        rack.route("10.2.0.0/16", onePortGroup);
        Flow flow = source.openFlow(remote("10.2.0.9"), FlowClass.ROCE, 50000, 0x77, 0);
        postAt(flow, 0);
        rack.runMicros(10);

        rack.member(onePortGroup, secondHop);
        rack.asic.remove(ObjectType.NEXT_HOP_GROUP_MEMBER, firstMember);
        postAt(flow, rack.sim.now());
        rack.runMicros(10);

        assertThat(flow.lastReceiver()).isSameAs(spines.get(0));
        assertThat(counter(onePortGroup, NextHopGroupAttr.ARS_NEXT_HOP_REASSIGNMENTS)).isEqualTo(1);
        assertThat(counter(onePortGroup, NextHopGroupAttr.ARS_PORT_REASSIGNMENTS)).isZero();
    }

    private void enableArs(int... uplinks) {
        for (int j : uplinks) {
            rack.setPort(TestRack.uplinkPort(j), PortAttr.ARS_ENABLE.bool(true));
        }
    }

    /** The ports' own split of the quality between past and future load, in percent. */
    private void weighPorts(int past, int future) {
        for (int j = 0; j < MEMBERS; j++) {
            rack.setPort(TestRack.uplinkPort(j), PortAttr.ARS_PORT_LOAD_PAST_WEIGHT.u32(past));
            rack.setPort(TestRack.uplinkPort(j), PortAttr.ARS_PORT_LOAD_FUTURE_WEIGHT.u32(future));
        }
    }

    private long counter(AttrSpec spec) {
        return counter(group, spec);
    }

    private long counter(long nextHopGroup, AttrSpec spec) {
        rack.runMicros(1);
        return ((AttrValue.U32) rack.asic.get(ObjectType.NEXT_HOP_GROUP, nextHopGroup, spec)).value();
    }

    /** Loads uplink {@code j} at {@code fraction} of line rate for 5 ms: its loader host sends to a prefix routed only there. */
    private void load(int j, double fraction) {
        rack.route("10.3." + j + ".0/24", rack.uplinkNextHop(j));
        SimNic loader = loaders.get(j);
        loader.setLoad(fraction);
        Flow bulk = loader.openFlow(remote("10.3." + j + ".1"), FlowClass.ROCE, 40000, 0x99, 0);
        bulk.post((long) (250_000_000L * fraction), 0, rack.sim.now());
    }

    private void postAt(Flow flow, long at) {
        rack.fabric.faults().at(Math.max(at, rack.sim.now()), () -> flow.post(4096, 0, rack.sim.now()));
    }

    private SimNic remote(String ip) {
        return new SimNic(rack.sim, NicSpec.of("remote " + ip, ip, "02:00:00:00:99:99"), 400_000);
    }
}
