package io.nosagent.agent;

import io.nosagent.sai.time.CpuPriority;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** The JVM's stop-the-world threads run raised; its concurrent collector threads and the agent's own do not. */
class PauseThreadsTest {

    @Test
    void theCollectorsPauseWorkersAndTheVmThreadRunAtTheHighestPriorityTheConcurrentOnesDoNot() throws Exception {
        assumeTrue(System.getProperty("os.name").startsWith("Linux") && CpuPriority.ofThisHost().mayRaise(),
                "raising a priority needs CAP_SYS_NICE");
        System.gc(); // the collector's workers started
        try (var pause = new PauseThreads(CpuPriority.ofThisHost())) {
            Map<String, Integer> nice = niceByName();
            assertThat(nice).containsEntry("VM Thread", CpuPriority.HIGHEST).containsEntry("GC Thread#0", CpuPriority.HIGHEST);
            nice.forEach((name, n) -> {
                if (!name.startsWith("GC Thread#") && !name.equals("VM Thread")) {
                    assertThat(n).as(name).isNotEqualTo(CpuPriority.HIGHEST);
                }
            });
            assertThat(pause.raiseNew()).as("raised once").isZero();
        }
    }

    private static Map<String, Integer> niceByName() throws IOException {
        var nice = new HashMap<String, Integer>();
        try (Stream<Path> tasks = Files.list(Path.of("/proc/self/task"))) {
            for (Path t : (Iterable<Path>) tasks::iterator) {
                try {
                    nice.put(Files.readString(t.resolve("comm")).strip(), ThreadNice.kernelNice(Integer.parseInt(t.getFileName().toString())));
                } catch (IOException | IllegalStateException e) {
                    // the thread ended meanwhile
                }
            }
        }
        return nice;
    }
}
