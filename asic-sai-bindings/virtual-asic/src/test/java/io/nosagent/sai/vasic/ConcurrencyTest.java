package io.nosagent.sai.vasic;

import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.StatsMode;
import io.nosagent.sai.meta.PortStat;
import io.nosagent.sai.meta.SwitchAttr;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

import static org.assertj.core.api.Assertions.assertThat;

/** One writer programming routes while a stats collector, a gNMI-style reader and a simulator run alongside. */
class ConcurrencyTest {

    private static final int ROUTES = 20_000;

    @Test
    void readersSeeConsistentStateWhileTheWriterProgramsAndTheSimulatorCounts() throws Exception {
        try (var t = TestSwitch.of("rtsw")) {
            long group = t.ecmpGroup(4);
            long port = t.port(0);
            long capacity = t.asic.platform().capacities().ipv6Routes();
            var done = new AtomicBoolean();
            var failures = new ConcurrentLinkedQueue<Throwable>();
            var collected = new AtomicLong();

            Thread gnmi = Thread.ofPlatform().start(() -> {
                long lastAvailable = capacity;
                while (!done.get()) {
                    try {
                        long available = ((AttrValue.U32) t.asic.get(ObjectType.SWITCH, t.switchId, SwitchAttr.AVAILABLE_IPV6_ROUTE_ENTRY)).value();
                        int routes = t.asic.entries(ObjectType.ROUTE_ENTRY).size();
                        assertThat(available).isLessThanOrEqualTo(lastAvailable);
                        assertThat(routes).isBetween(0, ROUTES);
                        lastAvailable = available;
                    } catch (Throwable e) {
                        failures.add(e);
                        return;
                    }
                }
            });
            Thread simulator = Thread.ofPlatform().start(() -> {
                for (int i = 0; i < 100_000; i++) {
                    t.asic.counters().add(port, PortStat.IF_IN_UCAST_PKTS, 1);
                }
            });
            Thread collector = Thread.ofPlatform().start(() -> {
                while (!done.get()) {
                    collected.addAndGet(t.asic.getStats(ObjectType.PORT, port, List.of(PortStat.IF_IN_UCAST_PKTS), StatsMode.READ_AND_CLEAR)[0]);
                }
            });

            for (int i = 0; i < ROUTES; i++) {
                t.createRoute("2001:db8:" + Integer.toHexString(i) + "::/48", group);
            }
            simulator.join();
            done.set(true);
            gnmi.join();
            collector.join();
            collected.addAndGet(t.asic.getStats(ObjectType.PORT, port, List.of(PortStat.IF_IN_UCAST_PKTS), StatsMode.READ_AND_CLEAR)[0]);

            assertThat(failures).isEmpty();
            assertThat(t.asic.entries(ObjectType.ROUTE_ENTRY)).hasSize(ROUTES);
            assertThat(collected.get()).as("no packet counted twice or lost by read-and-clear").isEqualTo(100_000);
        }
    }
}
