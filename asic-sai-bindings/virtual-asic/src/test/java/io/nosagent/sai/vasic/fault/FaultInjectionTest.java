package io.nosagent.sai.vasic.fault;

import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiNotification;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.PortStat;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.vasic.testkit.TestQos;
import io.nosagent.sai.vasic.testkit.TestRack;
import io.nosagent.sai.vasic.link.Link;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.traffic.Incast;
import io.nosagent.sai.vasic.traffic.TrafficOptions;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** Faults a user can inject and what the switch shows for them. */
class FaultInjectionTest {

    private final TestRack rack = TestRack.rtsw(23);

    @AfterEach
    void close() {
        rack.close();
    }

    @Test
    void aLinkGoingDownTakesThePortOperDownRaisesTheNotificationAndDropsTrafficForIt() throws Exception {
        rack.host(0);
        SimNic victim = rack.host(1);
        rack.runMicros(1);
        var notifications = new LinkedBlockingQueue<SaiNotification>();
        try (var sub = rack.asic.subscribe(notifications::add)) {
            Link link = victim.link();

            rack.fabric.faults().linkDown(link);
            rack.inject(0, rack.roce(0, TestRack.hostIp(1), 1, 1));
            rack.runMicros(5);

            assertThat(notifications.poll(5, TimeUnit.SECONDS))
                    .isEqualTo(new SaiNotification.PortStateChange(rack.portOid(1), SaiEnums.PortOperStatus.DOWN));
            assertThat(operStatus(1)).isEqualTo(SaiEnums.PortOperStatus.DOWN);
            assertThat(victim.receivedPackets()).isZero();
            assertThat(rack.portStat(1, PortStat.IF_OUT_DISCARDS)).isEqualTo(1);

            rack.fabric.faults().linkUp(link);
            rack.inject(0, rack.roce(0, TestRack.hostIp(1), 1, 1));
            rack.runMicros(5);

            assertThat(notifications.poll(5, TimeUnit.SECONDS))
                    .isEqualTo(new SaiNotification.PortStateChange(rack.portOid(1), SaiEnums.PortOperStatus.UP));
            assertThat(victim.receivedPackets()).isEqualTo(1);
        }
    }

    @Test
    void aScheduledFaultHappensAtItsSimulatedTime() {
        SimNic host = rack.host(0);
        rack.runMicros(1);
        rack.fabric.faults().at(50_000, () -> rack.fabric.faults().linkDown(host.link()));

        rack.sim.runUntil(49_000);
        int before = operStatus(0);
        rack.sim.runUntil(51_000);

        assertThat(before).isEqualTo(SaiEnums.PortOperStatus.UP);
        assertThat(operStatus(0)).isEqualTo(SaiEnums.PortOperStatus.DOWN);
    }

    @Test
    void aNicThatStopsDrainingPausesItsSwitchPortWithPfcUntilItResumes() {
        List<SimNic> hosts = rack.hosts(3);
        var qos = new TestQos(rack);
        // The NICs mark RDMA DSCP 50 and pause it on priority 2: the switch must classify it alike.
        qos.dscpToTc(0, 50, 2);
        qos.dscpToTc(1, 50, 2);
        qos.pfc(2, 1 << 2);
        SimNic stuck = hosts.get(2);
        rack.fabric.faults().stopDraining(stuck);
        var job = Incast.start(rack.sim, hosts.subList(0, 2), stuck, TrafficOptions.DEFAULT.withMessageBytes(2 << 20));

        rack.runMicros(100);
        long pausedAt = rack.portStat(2, PortStat.PFC_2_RX_PKTS);
        rack.fabric.faults().resumeDraining(stuck);
        rack.runMicros(200);

        assertThat(pausedAt).as("XOFF from the NIC once half its buffer filled").isPositive();
        assertThat(stuck.pfcFramesSent()).isGreaterThanOrEqualTo(2);
        assertThat(stuck.receiveDrops()).isZero();
        assertThat(job.stats().iterationsCompleted()).isEqualTo(1);
        assertThat(rack.portStat(2, PortStat.PFC_2_RX_PAUSE_DURATION_US)).isPositive();
    }

    @Test
    void aLossyLinkShowsAsReceiveErrorsOnTheSwitchPort() {
        SimNic noisy = rack.host(0);
        rack.host(1);
        rack.fabric.faults().lossy(noisy.link(), noisy, 0.1);
        var job = io.nosagent.sai.vasic.traffic.AllToAll.start(rack.sim, List.of(noisy, rack.fabric.nics().get(1)),
                TrafficOptions.DEFAULT.withMessageBytes(4 << 20).withQueuePairs(1));

        rack.runMicros(300);

        long errors = rack.portStat(0, PortStat.IF_IN_ERRORS);
        long received = rack.portStat(0, PortStat.IF_IN_UCAST_PKTS);
        assertThat((double) errors / received).isBetween(0.07, 0.13);
        assertThat(job.stats().outOfOrderPackets()).as("the receiver sees the gaps").isPositive();
    }

    private int operStatus(int port) {
        return ((AttrValue.S32) rack.asic.get(ObjectType.PORT, rack.portOid(port), PortAttr.OPER_STATUS)).value();
    }
}
