package io.nosagent.sai.vasic.nic;

import io.nosagent.sai.vasic.testkit.TestRack;
import io.nosagent.sai.vasic.link.Link;
import io.nosagent.sai.vasic.packet.Packet;
import io.nosagent.sai.vasic.packet.Roce;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** What a simulated NIC does on its own: pacing, latency, PSN accounting, receive errors and buffer overflow. */
class SimNicTest {

    private static final int FRAME_WIRE_BYTES = Roce.frameSize(4096, false) + 20;

    private final TestRack rack = TestRack.rtsw(29);

    @AfterEach
    void close() {
        rack.close();
    }

    @Test
    void anUnloadedPacketTakesTwoSerialisationsTwoPropagationDelaysAndTheSwitchPipeline() {
        rack.fabric.setPropagationNs(2_000);
        SimNic a = rack.host(0);
        SimNic b = rack.host(1);
        Flow f = a.openFlow(b, FlowClass.ROCE, 50000, 1, 0);
        rack.runMicros(1);

        f.post(4096, 0, rack.sim.now());
        rack.runMicros(20);

        long serialisation = FRAME_WIRE_BYTES * 8L / 400;
        long unloaded = 2 * serialisation + 4_000 + rack.pipelineNs();
        assertThat(f.stats().lastCompletionNs()).isBetween(unloaded, unloaded + 2);
    }

    @Test
    void aNicPacedToHalfItsLineRateDeliversHalfAsMuch() {
        SimNic full = rack.host(0);
        SimNic half = rack.host(1);
        SimNic sink = rack.host(2);
        SimNic sink2 = rack.host(3);
        half.setLoad(0.5);
        Flow a = full.openFlow(sink, FlowClass.ROCE, 50000, 1, 0);
        Flow b = half.openFlow(sink2, FlowClass.ROCE, 50001, 2, 0);
        a.post(1L << 30, 0, 0);
        b.post(1L << 30, 0, 0);

        rack.runMicros(100);

        assertThat(b.receivedBytes() / (double) a.receivedBytes()).isBetween(0.48, 0.52);
    }

    @Test
    void packetsArrivingOutOfPsnOrderAreCountedAndTheMessageCompletesOnItsLastPacket() {
        SimNic a = rack.host(0);
        SimNic b = rack.host(1);
        Flow f = a.openFlow(b, FlowClass.ROCE, 50000, 1, 100);
        f.post(3 * 4096, 0, 0);
        // Bypass the sender: deliver PSNs 100, 102, 101 straight to the receiver.
        for (int psn : new int[]{100, 102, 101}) {
            Packet p = rack.sim.packets().acquire();
            p.size = Roce.frameSize(4096, false);
            p.protocol = 17;
            p.dstPort = Roce.UDP_PORT;
            p.psn = psn;
            p.flow = f;
            rack.sim.schedule(rack.sim.now(), b, Link.ARRIVAL, 0, p);
        }
        rack.sim.runFor(0);

        FlowStats s = f.stats();
        assertThat(s.receivedPackets()).isEqualTo(3);
        assertThat(s.outOfOrderPackets()).as("102 early, 101 late").isEqualTo(2);
        assertThat(s.messagesCompleted()).isEqualTo(1);
    }

    @Test
    void framesCorruptedOnTheWayToTheNicAreReceiveErrors() {
        SimNic a = rack.host(0);
        SimNic b = rack.host(1);
        rack.fabric.faults().lossy(b.link(), rack.port(1), 0.5);
        a.openFlow(b, FlowClass.ROCE, 50000, 1, 0).post(400 * 4096, 0, 0);

        rack.runMicros(60);

        assertThat(b.receiveErrors() / 400.0).isBetween(0.4, 0.6);
        assertThat(b.receiveErrors() + b.receivedPackets()).isEqualTo(400);
    }

    @Test
    void aNicThatStopsDrainingDropsWhatOverflowsItsReceiveBufferWhenTheSwitchIgnoresItsPfc() {
        SimNic a = rack.host(0);
        SimNic b = rack.host(1);
        b.setReceiveBuffer(64 * 1024);
        rack.fabric.faults().stopDraining(b);
        a.openFlow(b, FlowClass.ROCE, 50000, 1, 0).post(100 * 4096, 0, 0);

        rack.runMicros(60);

        assertThat(b.isDraining()).isFalse();
        assertThat(b.pfcFramesSent()).isPositive();
        assertThat(b.receiveDrops()).isEqualTo(100 - 64 * 1024 / Roce.frameSize(4096, false));
    }

    @Test
    void theListenerHearsAMessageSentWhenItsLastPacketLeavesAndCompletedWhenItArrives() {
        SimNic a = rack.host(0);
        SimNic b = rack.host(1);
        Flow f = a.openFlow(b, FlowClass.ROCE, 50000, 1, 0);
        long[] sentAt = {-1};
        long[] completedAt = {-1};
        f.setListener(new MessageListener() {
            @Override
            public void messageCompleted(Flow flow, long tag, long now) {
                completedAt[0] = now;
            }

            @Override
            public void messageSent(Flow flow, long tag, long now) {
                sentAt[0] = now;
            }
        });
        rack.runMicros(1);
        long posted = rack.sim.now();

        f.post(64 * 1024, 7, posted);
        rack.runMicros(20);

        long fifteenFrames = 15L * FRAME_WIRE_BYTES * 8 / 400;
        assertThat(sentAt[0] - posted).as("its 16th packet starts 15 serialisations after the first")
                .isBetween(fifteenFrames, fifteenFrames + 1);
        assertThat(completedAt[0] - sentAt[0]).as("then crosses the cables and the switch")
                .isGreaterThanOrEqualTo(2 * rack.fabric.links().getFirst().propagationNs() + rack.pipelineNs());
    }
}
