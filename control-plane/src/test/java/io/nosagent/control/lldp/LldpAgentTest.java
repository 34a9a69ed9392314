package io.nosagent.control.lldp;

import io.nosagent.config.intent.copp.TrapName;
import io.nosagent.control.packet.Frame;
import io.nosagent.control.packet.MalformedFrame;
import io.nosagent.sai.vasic.nic.SimNic;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * LLDP on the test kit's RTSW, on simulated time: every port hears its host and the hosts hear the switch every
 * 5 s; a neighbor that stops talking is forgotten when its TTL runs out; malformed LLDPDUs are counted and dropped,
 * unknown TLVs counted and skipped; two swapped cables raise one problem per port naming what was expected and what
 * LLDP sees, and putting them back clears both.
 */
class LldpAgentTest {

    private final LldpRack rack = new LldpRack(4);

    @AfterEach
    void close() {
        rack.close();
    }

    @Test
    void everyPortHearsItsHostAndEveryHostHearsTheSwitch() throws MalformedFrame {
        var hosts = new ArrayList<SimNic>();
        for (int p = 0; p < 4; p++) {
            hosts.add(rack.host(p));
        }

        rack.run(Duration.ofSeconds(11));

        assertThat(rack.state().neighbors()).hasSize(4);
        for (int p = 0; p < 4; p++) {
            LldpNeighbor n = rack.state().neighbors().get(LldpRack.port(p));
            assertThat(n.lldpdu().systemName()).contains("host0");
            assertThat(n.lldpdu().portId()).isEqualTo("rdma" + p);
            assertThat(n.lldpdu().chassisId()).isEqualTo(LldpRack.hostMac(p).toString());
            assertThat(n.lldpdu().ttlSeconds()).isEqualTo(120);
            assertThat(hosts.get(p).lldpReceived()).as("every 5 s").isGreaterThanOrEqualTo(2)
                    .isEqualTo(rack.state().counters().get(LldpRack.port(p)).frameOut());
        }
        assertThat(rack.told).as("every cable where it should be").isEmpty();

        var sent = Lldpdu.parse(Frame.parse(Lldpdu.announcement(rack.sw.handle().mac(), "eth1/1/1", 120, "downlink 0", "rtsw001")));
        assertThat(sent.lldpdu()).isEqualTo(new Lldpdu(rack.sw.handle().mac().toString(), "eth1/1/1", 120,
                java.util.Optional.of("downlink 0"), java.util.Optional.of("rtsw001")));
    }

    @Test
    void aNeighborThatStopsTalkingIsForgottenWhenItsTtlRunsOut() {
        SimNic nic = rack.quietHost(0);
        rack.run(Duration.ofMillis(10));
        nic.sendFrame(Lldpdu.announcement(nic.mac(), "rdma0", 10, "rdma0", "host0"));

        rack.run(Duration.ofSeconds(9));
        assertThat(rack.state().neighbors()).containsKey(LldpRack.port(0));

        rack.run(Duration.ofSeconds(2));
        assertThat(rack.state().neighbors()).isEmpty();
        assertThat(rack.state().counters().get(LldpRack.port(0)).agedOut()).isEqualTo(1);
    }

    @Test
    void aTtlOfZeroOrThePortGoingDownForgetsTheNeighborAtOnce() {
        SimNic nic = rack.quietHost(0);
        rack.host(1);
        rack.run(Duration.ofMillis(10));
        nic.sendFrame(Lldpdu.announcement(nic.mac(), "rdma0", 120, "rdma0", "host0"));
        rack.run(Duration.ofMillis(10));
        assertThat(rack.state().neighbors()).hasSize(2);

        nic.sendFrame(Lldpdu.announcement(nic.mac(), "rdma0", 0, "rdma0", "host0"));
        rack.sw.faults().linkDown(rack.sw.dataPlane().port(LldpRack.port(1)).link());
        rack.run(Duration.ofMillis(10));

        assertThat(rack.state().neighbors()).isEmpty();
    }

    @Test
    void malformedLldpdusAreCountedAndDroppedAndUnknownTlvsSkipped() {
        SimNic nic = rack.quietHost(0);
        rack.run(Duration.ofMillis(10));
        byte[] good = Lldpdu.announcement(nic.mac(), "rdma0", 120, "rdma0", "host0");
        int portTlv = Frame.HEADER + 9;
        byte[] truncated = Arrays.copyOf(good, portTlv + 4);
        byte[] portFirst = good.clone();
        portFirst[Frame.HEADER] = (byte) (2 << 1);
        byte[] longTtl = good.clone();
        int ttl = portTlv + 2 + 6;
        longTtl[ttl + 1] = 3;
        byte[] shortChassis = good.clone();
        shortChassis[Frame.HEADER + 1] = 1;
        for (byte[] f : List.of(truncated, portFirst, longTtl, shortChassis)) {
            nic.sendFrame(f);
        }
        rack.run(Duration.ofMillis(10));

        assertThat(rack.state().neighbors()).isEmpty();
        assertThat(rack.state().counters().get(LldpRack.port(0)).frameErrorIn()).isEqualTo(4);
        assertThat(rack.io.counters().malformed(TrapName.LLDP)).isEqualTo(4);

        byte[] unknown = Arrays.copyOf(good, good.length + 5);
        int end = ttl + 4 + 2 + 5 + 2 + 5; // after TTL, port description "rdma0" and system name "host0"
        System.arraycopy(new byte[]{(byte) (20 << 1), 3, 1, 2, 3, 0, 0}, 0, unknown, end, 7);
        nic.sendFrame(unknown);
        rack.run(Duration.ofMillis(10));

        assertThat(rack.state().neighbors().get(LldpRack.port(0)).lldpdu().systemName()).contains("host0");
        assertThat(rack.state().counters().get(LldpRack.port(0)).tlvUnknown()).isEqualTo(1);
        assertThat(rack.state().counters().get(LldpRack.port(0)).frameIn()).isEqualTo(1);
    }

    @Test
    void swappedCablesRaiseOneProblemPerPortNamingExpectedAndSeenAndPuttingThemBackClearsThem() {
        for (int p = 0; p < 4; p++) {
            rack.host(p);
        }
        rack.run(Duration.ofSeconds(6));
        assertThat(rack.told).isEmpty();

        rack.sw.swapCables(LldpRack.port(0), LldpRack.port(1));
        rack.run(Duration.ofSeconds(6));

        assertThat(rack.told).hasSize(2).allSatisfy(p -> {
            assertThat(p.active()).isTrue();
            assertThat(p.typeId()).isEqualTo(CablingCheck.TYPE);
        });
        assertThat(rack.told).extracting(p -> p.text()).containsExactlyInAnyOrder(
                "eth1/1/1 is cabled to host0 rdma1 (LLDP), expected host0 rdma0",
                "eth1/2/1 is cabled to host0 rdma0 (LLDP), expected host0 rdma1");
        assertThat(rack.cabling.mismatches()).containsOnlyKeys(LldpRack.port(0), LldpRack.port(1));

        rack.sw.swapCables(LldpRack.port(0), LldpRack.port(1));
        rack.run(Duration.ofSeconds(6));

        assertThat(rack.told).hasSize(4);
        assertThat(rack.told.subList(2, 4)).allSatisfy(p -> assertThat(p.active()).isFalse())
                .extracting(p -> p.id()).containsExactlyInAnyOrder(CablingCheck.TYPE + " eth1/1/1", CablingCheck.TYPE + " eth1/2/1");
        assertThat(rack.cabling.mismatches()).isEmpty();
    }
}
