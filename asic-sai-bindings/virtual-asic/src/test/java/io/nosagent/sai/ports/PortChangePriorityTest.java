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
 * A port change is told to the first subscribers (fast failover, gNMI's ON_CHANGE) at the highest CPU priority,
 * so what they queue is queued before anything else runs, and to the others (link monitor, LLDP, neighbors) at
 * the dispatcher's own: their work must not take a core from the ON_CHANGE update's write.
 */
class PortChangePriorityTest {

    @Test
    void theFirstSubscribersHearALinkLossRaisedAndTheOthersAtTheDispatchersOwnPriority() throws Exception {
        assumeTrue(System.getProperty("os.name").startsWith("Linux") && CpuPriority.ofThisHost().mayRaise(),
                "raising a priority needs CAP_SYS_NICE");
        try (var sw = VirtualSwitch.rtsw(5)) {
            String port = sw.handle().portsByName().keySet().iterator().next();
            long id = sw.handle().portId(port).orElseThrow();
            sw.sai().set(ObjectType.PORT, id, PortAttr.ADMIN_STATE.bool(true));
            sw.simulation().runFor(Duration.ofMillis(10));
            var tracker = sw.portStatus();
            List<Integer> first = new ArrayList<>();
            List<Integer> others = new ArrayList<>();
            tracker.changesFirst().subscribe(s -> first.add(ownNice()));
            tracker.changes().subscribe(s -> others.add(ownNice()));
            int own = ownNice(); // notifications run as simulation events, on this thread

            sw.asic().setLinkPresent(id, false);
            sw.simulation().runFor(Duration.ofMillis(10));

            assertThat(tracker.status(port).orElseThrow().up()).isFalse();
            assertThat(first).containsExactly(CpuPriority.HIGHEST);
            assertThat(others).containsExactly(own);
            assertThat(ownNice()).as("back to its own priority after").isEqualTo(own);
        }
    }

    /** This thread's nice value as the kernel shows it. */
    private static int ownNice() {
        try {
            String s = Files.readString(Path.of("/proc/thread-self/stat"));
            return Integer.parseInt(s.substring(s.lastIndexOf(')') + 2).split(" ")[16]);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
