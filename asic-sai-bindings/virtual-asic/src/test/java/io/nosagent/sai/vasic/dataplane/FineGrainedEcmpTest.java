package io.nosagent.sai.vasic.dataplane;

import io.nosagent.sai.ObjectType;
import io.nosagent.sai.meta.NextHopGroupAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.vasic.testkit.TestRack;
import io.nosagent.sai.vasic.nic.SimNic;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;

/** Fine-grained ECMP: a bucket table of CONFIGURED_SIZE where losing a member moves only its own buckets. */
class FineGrainedEcmpTest {

    private static final int MEMBERS = 4;

    private final TestRack rack = TestRack.rtsw(11);
    private final List<SimNic> spines = new ArrayList<>();
    private final long[] members = new long[MEMBERS];
    private final int[] sourcePorts = new SplittableRandom(2).ints(300, 49152, 65536).toArray();

    @BeforeEach
    void programRack() {
        rack.host(0);
        for (int j = 0; j < MEMBERS; j++) {
            spines.add(rack.uplink(j));
        }
    }

    @AfterEach
    void close() {
        rack.close();
    }

    @Test
    void bucketsAreSharedEvenlyAndRemovingAMemberMovesOnlyItsBuckets() {
        long group = fineGrainedGroup(64);
        rack.runMicros(1);
        long[] before = rack.plane.group(group).orElseThrow().buckets().owners();

        rack.asic.remove(ObjectType.NEXT_HOP_GROUP_MEMBER, members[2]);
        rack.runMicros(1);
        long[] after = rack.plane.group(group).orElseThrow().buckets().owners();

        for (int m = 0; m < MEMBERS; m++) {
            long member = members[m];
            assertThat(java.util.Arrays.stream(before).filter(o -> o == member).count()).isEqualTo(16);
        }
        for (int b = 0; b < 64; b++) {
            if (before[b] != members[2]) {
                assertThat(after[b]).as("bucket %d", b).isEqualTo(before[b]);
            } else {
                assertThat(after[b]).as("bucket %d", b).isNotEqualTo(members[2]).isNotZero();
            }
        }
    }

    @Test
    void flowsOnTheSurvivingMembersStayWhereTheyWere() {
        long group = fineGrainedGroup(256);
        int[] before = uplinkOfEachFlow();

        rack.asic.remove(ObjectType.NEXT_HOP_GROUP_MEMBER, members[2]);
        int[] after = uplinkOfEachFlow();

        int moved = 0;
        for (int f = 0; f < sourcePorts.length; f++) {
            if (before[f] != 2) {
                assertThat(after[f]).as("flow %d", f).isEqualTo(before[f]);
            } else {
                assertThat(after[f]).isNotEqualTo(2);
                moved++;
            }
        }
        assertThat(moved).isGreaterThan(sourcePorts.length / 8);
        assertThat(rack.plane.group(group)).isPresent();
    }

    @Test
    void plainEcmpInContrastRehashesFlowsOfSurvivingMembersToo() {
        long group = rack.group();
        for (int j = 0; j < MEMBERS; j++) {
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

    private long fineGrainedGroup(int size) {
        long group = rack.group(NextHopGroupAttr.TYPE.s32(SaiEnums.NextHopGroupType.FINE_GRAIN_ECMP),
                NextHopGroupAttr.CONFIGURED_SIZE.u32(size));
        for (int j = 0; j < MEMBERS; j++) {
            members[j] = rack.member(group, rack.uplinkNextHop(j));
        }
        rack.route(TestRack.REMOTE, group);
        return group;
    }

    /** Sends one packet per flow (flows differ in source port) and returns the uplink each took. */
    private int[] uplinkOfEachFlow() {
        int[] uplink = new int[sourcePorts.length];
        for (int f = 0; f < sourcePorts.length; f++) {
            long[] before = received();
            rack.inject(0, rack.roce(0, "10.1.0.5", sourcePorts[f], 9));
            rack.runMicros(3);
            long[] after = received();
            uplink[f] = -1;
            for (int j = 0; j < MEMBERS; j++) {
                if (after[j] > before[j]) {
                    uplink[f] = j;
                }
            }
        }
        return uplink;
    }

    private long[] received() {
        long[] out = new long[MEMBERS];
        for (int j = 0; j < MEMBERS; j++) {
            out[j] = spines.get(j).receivedPackets();
        }
        return out;
    }
}
