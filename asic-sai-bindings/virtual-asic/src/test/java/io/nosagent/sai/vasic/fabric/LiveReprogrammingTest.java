package io.nosagent.sai.vasic.fabric;

import io.nosagent.sai.vasic.testkit.TestQos;
import io.nosagent.sai.vasic.testkit.TestRack;
import io.nosagent.sai.NeighborEntry;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.StatsMode;
import io.nosagent.sai.meta.NeighborEntryAttr;
import io.nosagent.sai.meta.PortStat;
import io.nosagent.sai.vasic.nic.Flow;
import io.nosagent.sai.vasic.nic.FlowClass;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.sim.RealTimeRunner;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.function.LongSupplier;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * While the simulation runs in real time on its own thread, the agent keeps programming the ASIC from
 * its thread: the data plane takes each change in between batches, and counters read on the agent's
 * side show the effect.
 */
class LiveReprogrammingTest {

    @Test
    void aNeighborProgrammedWhileTrafficRunsStartsDeliveringIt() throws Exception {
        try (TestRack rack = TestRack.rtsw(37)) {
            SimNic a = rack.host(0);
            SimNic b = rack.host(1);
            var neighbor = new NeighborEntry(rack.switchId, rack.routerInterface(1), TestRack.addr(TestRack.hostIp(1)));
            rack.asic.remove(neighbor);
            a.setLoad(0.01);
            Flow f = a.openFlow(b, FlowClass.ROCE.withTrains(16), 50000, 1, 0);
            f.post(1L << 40, 0, 0);

            try (RealTimeRunner runner = rack.fabric.runInRealTime()) {
                awaitPositive(() -> rack.portStat(0, PortStat.IF_IN_DISCARDS));
                long deliveredBefore = rack.portStat(1, PortStat.IF_OUT_UCAST_PKTS);

                rack.asic.create(neighbor, List.of(NeighborEntryAttr.DST_MAC_ADDRESS.mac(TestRack.hostMac(1))));
                awaitPositive(() -> rack.portStat(1, PortStat.IF_OUT_UCAST_PKTS));

                assertThat(deliveredBefore).isZero();
                assertThat(runner.failure()).isNull();
            }
            assertThat(rack.asic.getStats(ObjectType.PORT, rack.portOid(1), List.of(PortStat.IF_OUT_OCTETS), StatsMode.READ)[0]).isPositive();
        }
    }

    private static void awaitPositive(LongSupplier counter) throws InterruptedException {
        for (int i = 0; i < 400 && counter.getAsLong() == 0; i++) {
            Thread.sleep(25);
        }
        assertThat(counter.getAsLong()).as("counter moved within 10 s").isPositive();
    }
}
