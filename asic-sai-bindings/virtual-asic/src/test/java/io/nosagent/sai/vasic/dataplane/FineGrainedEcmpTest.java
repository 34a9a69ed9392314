package io.nosagent.sai.vasic.dataplane;

import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.meta.NextHopGroupAttr;
import io.nosagent.sai.meta.NextHopGroupMemberAttr;
import io.nosagent.sai.meta.PortStat;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.testkit.TestRack;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Fine-grained ECMP as a vendor SAI runs it: a table of CONFIGURED_SIZE slots, one member per slot at its
 * INDEX. The ASIC moves nothing by itself; the agent re-points the slots of a lost next hop, and only
 * their flows move. An empty slot drops what hashes to it.
 */
class FineGrainedEcmpTest {

    private static final int NEXT_HOPS = 4;

    private final TestRack rack = TestRack.rtsw(11);
    private final List<SimNic> spines = new ArrayList<>();
    private final int[] sourcePorts = new SplittableRandom(2).ints(300, 49152, 65536).toArray();

    @BeforeEach
    void programRack() {
        rack.host(0);
        for (int j = 0; j < NEXT_HOPS; j++) {
            spines.add(rack.uplink(j));
        }
    }

    @AfterEach
    void close() {
        rack.close();
    }

    @Test
    void eachSlotHoldsTheMemberWhoseIndexNamesItAndRealSizeIsTheConfiguredSize() {
        long group = fineGrainedGroup(64, 64);
        rack.runMicros(1);

        long[] owners = rack.plane.group(group).orElseThrow().buckets().owners();
        long[] members = ((AttrValue.OidList) rack.asic.get(ObjectType.NEXT_HOP_GROUP, group, NextHopGroupAttr.NEXT_HOP_MEMBER_LIST)).values();
        for (long m : members) {
            long index = ((AttrValue.U32) rack.asic.get(ObjectType.NEXT_HOP_GROUP_MEMBER, m, NextHopGroupMemberAttr.INDEX)).value();
            assertThat(owners[(int) index]).as("slot %d", index).isEqualTo(m);
        }
        assertThat(rack.asic.get(ObjectType.NEXT_HOP_GROUP, group, NextHopGroupAttr.REAL_SIZE)).isEqualTo(new AttrValue.U32(64));
        int[] uplinks = uplinkOfEachFlow();
        for (int j = 0; j < NEXT_HOPS; j++) {
            int uplink = j;
            assertThat(java.util.Arrays.stream(uplinks).filter(u -> u == uplink).count()).as("flows on uplink %d", j)
                    .isBetween(40L, 110L);
        }
    }

    @Test
    void repointingTheSlotsOfALostNextHopMovesOnlyTheirFlows() {
        long group = fineGrainedGroup(256, 256);
        int[] before = uplinkOfEachFlow();

        // What the agent does when uplink 2 goes: its slots' members take the other next hops, in turn.
        long[] members = ((AttrValue.OidList) rack.asic.get(ObjectType.NEXT_HOP_GROUP, group, NextHopGroupAttr.NEXT_HOP_MEMBER_LIST)).values();
        int[] survivors = {0, 1, 3};
        int k = 0;
        for (long m : members) {
            long nextHop = ((AttrValue.Oid) rack.asic.get(ObjectType.NEXT_HOP_GROUP_MEMBER, m, NextHopGroupMemberAttr.NEXT_HOP_ID)).value();
            if (nextHop == rack.uplinkNextHop(2)) {
                rack.set(ObjectType.NEXT_HOP_GROUP_MEMBER, m, NextHopGroupMemberAttr.NEXT_HOP_ID.oid(rack.uplinkNextHop(survivors[k++ % 3])));
            }
        }
        int[] after = uplinkOfEachFlow();

        int moved = 0;
        for (int f = 0; f < sourcePorts.length; f++) {
            if (before[f] != 2) {
                assertThat(after[f]).as("flow %d", f).isEqualTo(before[f]);
            } else {
                assertThat(after[f]).isNotEqualTo(2).isNotNegative();
                moved++;
            }
        }
        assertThat(moved).isGreaterThan(sourcePorts.length / 8);
    }

    @Test
    void aPacketHashedToAnEmptySlotIsDropped() {
        fineGrainedGroup(8, 4);

        int[] uplinks = uplinkOfEachFlow();

        long dropped = java.util.Arrays.stream(uplinks).filter(u -> u < 0).count();
        assertThat(dropped).as("flows hashed to slots 4..7").isBetween(100L, 200L);
        assertThat(rack.portStat(0, PortStat.IF_IN_DISCARDS)).isEqualTo(dropped);
    }

    @Test
    void plainEcmpInContrastRehashesFlowsOfSurvivingMembersToo() {
        long group = rack.group();
        var members = new long[NEXT_HOPS];
        for (int j = 0; j < NEXT_HOPS; j++) {
            members[j] = rack.member(group, rack.uplinkNextHop(j));
        }
        rack.route(TestRack.REMOTE, group);
        int[] before = uplinkOfEachFlow();

        rack.asic.remove(ObjectType.NEXT_HOP_GROUP_MEMBER, members[2]);
        int[] after = uplinkOfEachFlow();

        int survivorsMoved = 0;
        for (int f = 0; f < sourcePorts.length; f++) {
            if (before[f] != 2 && after[f] != before[f]) {
                survivorsMoved++;
            }
        }
        assertThat(survivorsMoved).as("flows of surviving members that moved").isPositive();
    }

    /** A group of {@code size} slots whose first {@code filled} slots hold members over the uplinks in turn, routed for the remote racks. */
    private long fineGrainedGroup(int size, int filled) {
        long group = rack.group(NextHopGroupAttr.TYPE.s32(SaiEnums.NextHopGroupType.FINE_GRAIN_ECMP),
                NextHopGroupAttr.CONFIGURED_SIZE.u32(size));
        for (int slot = 0; slot < filled; slot++) {
            rack.member(group, rack.uplinkNextHop(slot % NEXT_HOPS), NextHopGroupMemberAttr.INDEX.u32(slot));
        }
        rack.route(TestRack.REMOTE, group);
        return group;
    }

    /** Sends one packet per flow (flows differ in source port) and returns the uplink each took, -1 if none. */
    private int[] uplinkOfEachFlow() {
        int[] uplink = new int[sourcePorts.length];
        for (int f = 0; f < sourcePorts.length; f++) {
            long[] before = received();
            rack.inject(0, rack.roce(0, "10.1.0.5", sourcePorts[f], 9));
            rack.runMicros(3);
            long[] after = received();
            uplink[f] = -1;
            for (int j = 0; j < NEXT_HOPS; j++) {
                if (after[j] > before[j]) {
                    uplink[f] = j;
                }
            }
        }
        return uplink;
    }

    private long[] received() {
        long[] out = new long[NEXT_HOPS];
        for (int j = 0; j < NEXT_HOPS; j++) {
            out[j] = spines.get(j).receivedPackets();
        }
        return out;
    }
}
