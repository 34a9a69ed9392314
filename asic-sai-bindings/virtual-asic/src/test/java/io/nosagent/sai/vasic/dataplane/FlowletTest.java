package io.nosagent.sai.vasic.dataplane;

import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.meta.ArsAttr;
import io.nosagent.sai.meta.ArsProfileAttr;
import io.nosagent.sai.meta.NextHopGroupAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.vasic.testkit.TestRack;
import io.nosagent.sai.vasic.nic.Flow;
import io.nosagent.sai.vasic.nic.FlowClass;
import io.nosagent.sai.vasic.nic.NicSpec;
import io.nosagent.sai.vasic.nic.SimNic;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * ARS flowlets with IDLE_TIME 256 us: a flow whose gaps stay shorter keeps its member even when that
 * member gets busy; after a longer gap it starts a new flowlet on the least-loaded member, and the
 * group counts the reassignment.
 */
class FlowletTest {

    private static final int MEMBERS = 4;

    private final TestRack rack = TestRack.rtsw(5);
    private final List<SimNic> spines = new ArrayList<>();
    private SimNic source;
    private SimNic loader;
    private long group;

    @BeforeEach
    void programRack() {
        source = rack.host(0);
        loader = rack.host(1);
        for (int j = 0; j < MEMBERS; j++) {
            spines.add(rack.uplink(j));
        }
        long ars = rack.create(ObjectType.ARS, ArsAttr.MODE.s32(SaiEnums.ArsMode.FLOWLET_QUALITY),
                ArsAttr.IDLE_TIME.u32(256), ArsAttr.MAX_FLOWS.u32(4096));
        long profile = rack.create(ObjectType.ARS_PROFILE, ArsProfileAttr.ENABLE_IPV4.bool(true));
        rack.set(ObjectType.SWITCH, rack.switchId, SwitchAttr.ARS_PROFILE.oid(profile));
        group = rack.routeRemoteVia(MEMBERS, NextHopGroupAttr.ARS_OBJECT_ID.oid(ars));
    }

    @AfterEach
    void close() {
        rack.close();
    }

    @Test
    void gapsShorterThanTheIdleTimeNeverMoveTheFlowAndALongerGapMovesItToTheLeastLoadedMember() {
        Flow flow = source.openFlow(remote("10.1.0.9"), FlowClass.ROCE, 50000, 0x77, 0);
        postAt(flow, 0);
        rack.runMicros(10);
        SimNic first = flow.lastReceiver();
        int busy = spines.indexOf(first);
        loadUplink(busy);

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
        assertThat(reassignments()).isEqualTo(1);
    }

    @Test
    void withoutAnArsProfileOnTheSwitchTheGroupHashesAsPlainEcmp() {
        rack.set(ObjectType.SWITCH, rack.switchId, SwitchAttr.ARS_PROFILE.oid(0));
        Flow flow = source.openFlow(remote("10.1.0.9"), FlowClass.ROCE, 50000, 0x77, 0);
        postAt(flow, 0);
        rack.runMicros(10);
        SimNic first = flow.lastReceiver();
        loadUplink(spines.indexOf(first));

        postAt(flow, 2_000_000L);
        rack.sim.runUntil(2_010_000L);

        assertThat(flow.lastReceiver()).isSameAs(first);
        assertThat(reassignments()).isZero();
    }

    private long reassignments() {
        rack.runMicros(1);
        var v = (AttrValue.U32) rack.asic.get(ObjectType.NEXT_HOP_GROUP, group, NextHopGroupAttr.ARS_NEXT_HOP_REASSIGNMENTS);
        return v.value();
    }

    /** Keeps uplink {@code j} busy at line rate for 3 ms with a host sending to a prefix routed only there. */
    private void loadUplink(int j) {
        rack.route("10.3.0.0/16", rack.uplinkNextHop(j));
        Flow bulk = loader.openFlow(remote("10.3.0.1"), FlowClass.ROCE.withTrains(16), 40000, 0x99, 0);
        bulk.post(150_000_000L, 0, rack.sim.now());
    }

    private void postAt(Flow flow, long at) {
        rack.fabric.faults().at(Math.max(at, rack.sim.now()), () -> flow.post(4096, 0, rack.sim.now()));
    }

    private SimNic remote(String ip) {
        return new SimNic(rack.sim, NicSpec.of("remote " + ip, ip, "02:00:00:00:99:99"), 400_000);
    }
}
