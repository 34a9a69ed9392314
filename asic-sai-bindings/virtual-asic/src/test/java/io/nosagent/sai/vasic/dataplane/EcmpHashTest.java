package io.nosagent.sai.vasic.dataplane;

import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.meta.HashAttr;
import io.nosagent.sai.meta.NextHopGroupMemberAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.meta.UdfAttr;
import io.nosagent.sai.meta.UdfGroupAttr;
import io.nosagent.sai.meta.UdfMatchAttr;
import io.nosagent.sai.vasic.testkit.TestRack;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.packet.Packet;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.IntFunction;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * ECMP over 16 uplinks, hashed as the switch's HASH objects say: native fields, the RoCE destination
 * QP through a UDF or the native RDMA field, the algorithm, seed and offset, and member weights.
 */
class EcmpHashTest {

    private static final int UPLINKS = 16;
    private static final String REMOTE_HOST = "10.1.0.5";

    private final TestRack rack = TestRack.rtsw(7);
    private final List<SimNic> spines = new ArrayList<>();
    private long group;

    @BeforeEach
    void programRack() {
        rack.host(0);
        for (int j = 0; j < UPLINKS; j++) {
            spines.add(rack.uplink(j));
        }
        group = rack.routeRemoteVia(UPLINKS);
    }

    @AfterEach
    void close() {
        rack.close();
    }

    @Test
    void theSamePacketAlwaysPicksTheSameMember() {
        long[] perUplink = send(200, i -> rack.roce(0, REMOTE_HOST, 49152, 0x1234));

        assertThat(Arrays.stream(perUplink).filter(n -> n > 0).count()).isEqualTo(1);
        assertThat(Arrays.stream(perUplink).sum()).isEqualTo(200);
    }

    @Test
    void withoutTheDestQpUdfFlowsThatDifferOnlyInDestinationQpAllLandOnOneMember() {
        long[] perUplink = send(10_000, qp -> rack.roce(0, REMOTE_HOST, 49152, qp));

        assertThat(Arrays.stream(perUplink).max().orElseThrow()).isEqualTo(10_000);
    }

    @Test
    void theDestQpUdfSpreadsTenThousandQueuePairsEvenlyOverSixteenMembers() {
        hashOnDestQpUdf();

        long[] perUplink = send(10_000, qp -> rack.roce(0, REMOTE_HOST, 49152, qp));

        double mean = 10_000.0 / UPLINKS;
        assertThat(Arrays.stream(perUplink).boxed().toList()).allSatisfy(n -> assertThat((double) n).isBetween(0.7 * mean, 1.3 * mean));
    }

    @Test
    void theNativeRdmaDestQpFieldOnTheRdmaHashSpreadsQueuePairsToo() {
        long rdmaHash = rack.create(ObjectType.HASH, HashAttr.NATIVE_HASH_FIELD_LIST.s32s(
                SaiEnums.NativeHashField.SRC_IP, SaiEnums.NativeHashField.DST_IP, SaiEnums.NativeHashField.IP_PROTOCOL,
                SaiEnums.NativeHashField.L4_SRC_PORT, SaiEnums.NativeHashField.L4_DST_PORT, SaiEnums.NativeHashField.RDMA_BTH_DEST_QP));
        rack.set(ObjectType.SWITCH, rack.switchId, SwitchAttr.ECMP_HASH_IPV4_RDMA.oid(rdmaHash));

        long[] perUplink = send(10_000, qp -> rack.roce(0, REMOTE_HOST, 49152, qp));

        double mean = 10_000.0 / UPLINKS;
        assertThat(Arrays.stream(perUplink).boxed().toList()).allSatisfy(n -> assertThat((double) n).isBetween(0.7 * mean, 1.3 * mean));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(ints = {SaiEnums.HashAlgorithm.CRC, SaiEnums.HashAlgorithm.XOR, SaiEnums.HashAlgorithm.CRC_32LO,
            SaiEnums.HashAlgorithm.CRC_32HI, SaiEnums.HashAlgorithm.CRC_CCITT})
    void everyAlgorithmSpreadsRandomSourcePortsOverAllMembers(int algorithm) {
        rack.set(ObjectType.SWITCH, rack.switchId, SwitchAttr.ECMP_DEFAULT_HASH_ALGORITHM.s32(algorithm));
        var random = new SplittableRandom(3);

        long[] perUplink = send(4_000, i -> rack.roce(0, REMOTE_HOST, 49152 + random.nextInt(16384), 7));

        assertThat(Arrays.stream(perUplink).boxed().toList()).allSatisfy(n -> assertThat(n).isBetween(4_000L / UPLINKS / 2, 4_000L / UPLINKS * 2));
    }

    @Test
    void changingTheSeedOrTheOffsetMovesFlows() {
        IntFunction<Packet> flows = sport -> rack.roce(0, REMOTE_HOST, 49152 + sport, 7);
        long[] before = membersOf(64, flows);
        rack.set(ObjectType.SWITCH, rack.switchId, SwitchAttr.ECMP_DEFAULT_HASH_SEED.u32(0xBEEF));
        long[] seeded = membersOf(64, flows);
        rack.set(ObjectType.SWITCH, rack.switchId, SwitchAttr.ECMP_DEFAULT_HASH_SEED.u32(0));
        rack.set(ObjectType.SWITCH, rack.switchId, SwitchAttr.ECMP_DEFAULT_HASH_OFFSET.u8(4));
        long[] offset = membersOf(64, flows);

        assertThat(seeded).isNotEqualTo(before);
        assertThat(offset).isNotEqualTo(before);
    }

    @Test
    void aMemberOfWeightThreeCarriesThreeTimesTheShareOfEachWeightOneMember() {
        long weighted = rack.group();
        rack.member(weighted, rack.uplinkNextHop(0), NextHopGroupMemberAttr.WEIGHT.u32(3));
        for (int j = 1; j < 4; j++) {
            rack.member(weighted, rack.uplinkNextHop(j));
        }
        rack.route("10.2.0.0/16", weighted);
        var random = new SplittableRandom(5);

        long[] perUplink = send(6_000, i -> rack.roce(0, "10.2.0.9", 49152 + random.nextInt(16384), 7));

        assertThat((double) perUplink[0]).isBetween(0.4 * 6_000, 0.6 * 6_000);
        for (int j = 1; j < 4; j++) {
            assertThat((double) perUplink[j]).isBetween(0.1 * 6_000, 0.24 * 6_000);
        }
    }

    /** The routing module's RoCE DestQP hashing: UDF on UDP 4791, L4 offset 13, 3 bytes, in the ECMP hash. */
    private void hashOnDestQpUdf() {
        long match = rack.create(ObjectType.UDF_MATCH,
                UdfMatchAttr.L3_TYPE.of(AttrValue.AclField.match(new AttrValue.U8(17), new AttrValue.U8(0xFF))),
                UdfMatchAttr.L4_DST_PORT_TYPE.of(AttrValue.AclField.match(new AttrValue.U16(4791), new AttrValue.U16(0xFFFF))));
        long udfGroup = rack.create(ObjectType.UDF_GROUP,
                UdfGroupAttr.TYPE.s32(SaiEnums.UdfGroupType.HASH), UdfGroupAttr.LENGTH.u16(3));
        rack.create(ObjectType.UDF, UdfAttr.MATCH_ID.oid(match), UdfAttr.GROUP_ID.oid(udfGroup),
                UdfAttr.BASE.s32(SaiEnums.UdfBase.L4), UdfAttr.OFFSET.u16(13), UdfAttr.HASH_MASK.of(AttrValue.U8List.of(0xFF, 0xFF, 0xFF)));
        long hash = ((AttrValue.Oid) rack.asic.get(ObjectType.SWITCH, rack.switchId, SwitchAttr.ECMP_HASH)).value();
        rack.set(ObjectType.HASH, hash, HashAttr.UDF_GROUP_LIST.oids(udfGroup));
    }

    /** Sends packet {@code make(i)} for i in 0..n-1 into the host port at line rate; returns packets per uplink. */
    private long[] send(int n, IntFunction<Packet> make) {
        long[] before = received();
        long t = rack.sim.now();
        for (int i = 0; i < n; i++) {
            rack.inject(0, make.apply(i), t + i * 90L);
        }
        rack.runMicros(n * 90L / 1000 + 50);
        long[] after = received();
        for (int j = 0; j < UPLINKS; j++) {
            after[j] -= before[j];
        }
        return after;
    }

    /** The uplink each of {@code n} packets takes, one at a time. */
    private long[] membersOf(int n, IntFunction<Packet> make) {
        long[] member = new long[n];
        for (int i = 0; i < n; i++) {
            int flow = i;
            long[] per = send(1, k -> make.apply(flow));
            for (int j = 0; j < UPLINKS; j++) {
                if (per[j] == 1) {
                    member[i] = j;
                }
            }
        }
        return member;
    }

    private long[] received() {
        long[] out = new long[UPLINKS];
        for (int j = 0; j < UPLINKS; j++) {
            out[j] = spines.get(j).receivedPackets();
        }
        return out;
    }
}
