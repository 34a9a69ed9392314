package io.nosagent.watchdog.pfc;

import io.nosagent.config.intent.pfcwd.PfcWatchdogIntent;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.PortStat;
import io.nosagent.sai.meta.QueueStat;
import io.nosagent.watchdog.StormRig;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What must not be taken for a storm: heavy congestion whose pauses end with XON, a storm on a queue that
 * has nothing to send, and a port taken administratively down and up.
 */
class NoFalsePositiveTest {

    private final StormRig rig = new StormRig(9, 4);

    @BeforeEach
    void watch() {
        rig.commit(PfcWatchdogIntent.DEFAULT);
    }

    @AfterEach
    void close() {
        rig.close();
    }

    @Test
    void heavyCongestionWhosePausesEndWithXonIsNoStorm() {
        var receiver = rig.hosts.get(1);
        receiver.setReceiveBuffer(256 * 1024);
        for (int from : new int[]{0, 2, 3}) {
            rig.send(from, 1, StormRig.RDMA, 0.5);
        }
        // The receiver stops taking packets for 3 ms in every 5: it pauses the switch, then drains and sends XON.
        long start = rig.sw.simulation().now();
        for (long t = start; t < start + 3_000_000_000L; t += 5_000_000L) {
            rig.sw.faults().at(t, () -> rig.sw.faults().stopDraining(receiver));
            rig.sw.faults().at(t + 3_000_000L, () -> rig.sw.faults().resumeDraining(receiver));
        }

        rig.run(Duration.ofSeconds(3));

        assertThat(rig.rack.portStat(1, PortStat.PFC_2_RX_PKTS)).as("the receiver paused the switch often").isGreaterThan(500);
        assertThat(rig.rack.portStat(1, PortStat.PFC_2_ON2OFF_RX_PKTS)).as("and let it go each time").isGreaterThan(500);
        assertThat(rig.rack.queueStat(1, 2, QueueStat.PACKETS)).isGreaterThan(100_000);
        assertThat(rig.watchdog.state().queue(StormRig.port(1), 2).orElseThrow().stormsDetected()).isZero();
        assertThat(rig.seen).isEmpty();
    }

    @Test
    void aStormOnAQueueWithNothingToSendIsNoStorm() {
        rig.send(0, 2, StormRig.RDMA, 0.01); // traffic elsewhere, none towards the stormed port
        rig.storm(1, 2);

        rig.run(Duration.ofSeconds(2));

        assertThat(rig.rack.portStat(1, PortStat.PFC_2_RX_PKTS)).isGreaterThan(10_000);
        assertThat(rig.watchdog.state().queue(StormRig.port(1), 2).orElseThrow().stormsDetected()).isZero();
        assertThat(rig.seen).isEmpty();
    }

    @Test
    void aPortTakenAdministrativelyDownAndUpIsNoStorm() {
        for (int from : new int[]{0, 2, 3}) {
            rig.send(from, 1, StormRig.RDMA, 0.1);
        }
        rig.run(Duration.ofMillis(500));
        rig.rack.setPort(1, PortAttr.ADMIN_STATE.bool(false));
        rig.run(Duration.ofSeconds(1));
        rig.rack.setPort(1, PortAttr.ADMIN_STATE.bool(true));

        rig.run(Duration.ofSeconds(1));

        assertThat(rig.watchdog.state().queues().values()).allSatisfy(q -> assertThat(q.stormsDetected()).isZero());
        assertThat(rig.seen).isEmpty();
    }
}
