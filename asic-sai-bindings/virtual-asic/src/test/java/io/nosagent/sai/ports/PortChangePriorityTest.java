package io.nosagent.sai.ports;

import io.nosagent.sai.ObjectType;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.time.CpuPriority;
import io.nosagent.sai.vasic.testkit.VirtualSwitch;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * A port change is told to the first subscribers (fast failover, gNMI's ON_CHANGE) real-time,
 * so what they queue is queued before anything else runs, and to the others (link monitor, LLDP, neighbors) at
 * the dispatcher's own: their work must not take a core from the ON_CHANGE update's write.
 */
class PortChangePriorityTest {

    @Test
    void theFirstSubscribersHearALinkLossRealTimeAndTheOthersAtTheDispatchersOwnPriority() throws Exception {
        assumeTrue(System.getProperty("os.name").startsWith("Linux") && CpuPriority.ofThisHost().mayRunRealTime(),
                "real-time scheduling needs CAP_SYS_NICE and a real-time budget");
        try (var sw = VirtualSwitch.rtsw(5)) {
            String port = sw.handle().portsByName().keySet().iterator().next();
            long id = sw.handle().portId(port).orElseThrow();
            sw.sai().set(ObjectType.PORT, id, PortAttr.ADMIN_STATE.bool(true));
            sw.simulation().runFor(Duration.ofMillis(10));
            var tracker = sw.portStatus();
            List<Integer> first = new ArrayList<>();
            List<Integer> others = new ArrayList<>();
            tracker.changesFirst().subscribe(s -> first.add(ownPolicy()));
            tracker.changes().subscribe(s -> others.add(ownPolicy() * 100 + ownNice()));
            int own = ownNice(); // notifications run as simulation events, on this thread

            sw.asic().setLinkPresent(id, false);
            sw.simulation().runFor(Duration.ofMillis(10));

            assertThat(tracker.status(port).orElseThrow().up()).isFalse();
            assertThat(first).as("SCHED_FIFO").containsExactly(1);
            assertThat(others).as("time-sharing at its own nice").containsExactly(own);
            assertThat(ownPolicy()).as("back to time-sharing after").isZero();
            assertThat(ownNice()).as("back to its own priority after").isEqualTo(own);
        }
    }

    /** This thread's nice value as the kernel shows it. */
    private static int ownNice() {
        return Integer.parseInt(ownStat()[16]);
    }

    /** This thread's scheduling policy as the kernel shows it (0 time-sharing, 1 SCHED_FIFO). */
    private static int ownPolicy() {
        return Integer.parseInt(ownStat()[38]);
    }

    private static String[] ownStat() {
        try {
            String s = Files.readString(Path.of("/proc/thread-self/stat"));
            return s.substring(s.lastIndexOf(')') + 2).split(" ");
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
