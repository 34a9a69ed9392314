package io.nosagent.agent;

import io.nosagent.sai.time.CpuPriority;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import javax.management.ListenerNotFoundException;
import javax.management.NotificationEmitter;
import javax.management.NotificationListener;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The JVM's stop-the-world threads (the collector's parallel workers, {@code GC Thread#N}, and the {@code VM Thread}
 * that brings every thread to a safepoint) at the {@linkplain CpuPriority#HIGHEST highest} CPU priority the host
 * grants. While they run every agent thread is stopped, so on cores other processes share a pause lasts as long as
 * those threads wait for a core: young pauses of ~5 MB took 10-60 ms on 2 busy cores, and a link flip's ON_CHANGE
 * update or a failover caught in one waited that long. The collector's concurrent threads (marking, refinement) stay
 * at the process's priority: they run beside the agent's own work. Found by name in {@code /proc/self/task}, at start
 * and after each collection (the collector starts workers as it needs them); elsewhere nothing changes. The
 * agent raises its own; {@code bench gnmi} raises its clients' too, so that their pauses are not timed as the agent's.
 */
public final class PauseThreads implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(PauseThreads.class);
    private static final Pattern PAUSE_THREAD = Pattern.compile("GC Thread#\\d+|VM Thread");
    private static final Path TASKS = Path.of("/proc/self/task");

    private final CpuPriority cpu;
    /** Threads already looked at (a thread's name does not change once the JVM started it). */
    private final Set<Integer> seen = new HashSet<>();
    private final NotificationListener afterCollection = (notification, handback) -> raiseNew();
    private final List<NotificationEmitter> collectors;

    public PauseThreads(CpuPriority cpu) {
        this.cpu = cpu;
        this.collectors = ManagementFactory.getGarbageCollectorMXBeans().stream()
                .filter(NotificationEmitter.class::isInstance).map(NotificationEmitter.class::cast).toList();
        raiseNew();
        collectors.forEach(c -> c.addNotificationListener(afterCollection, null, null));
    }

    /** Raises the pause threads not looked at yet; answers how many were raised. */
    synchronized int raiseNew() {
        if (!Files.isDirectory(TASKS)) {
            return 0;
        }
        int raised = 0;
        try (Stream<Path> tasks = Files.list(TASKS)) {
            for (Path task : (Iterable<Path>) tasks::iterator) {
                int tid;
                try {
                    tid = Integer.parseInt(task.getFileName().toString());
                } catch (NumberFormatException e) {
                    continue;
                }
                if (!seen.add(tid)) {
                    continue;
                }
                String name = Files.readString(task.resolve("comm")).strip();
                if (PAUSE_THREAD.matcher(name).matches() && cpu.setNice(tid, CpuPriority.HIGHEST, "the JVM's pause threads")) {
                    raised++;
                }
            }
        } catch (IOException | RuntimeException e) {
            log.debug("pause threads not raised", e); // a thread ended while listed: the next collection looks again
        }
        return raised;
    }

    @Override
    public void close() {
        for (NotificationEmitter c : collectors) {
            try {
                c.removeNotificationListener(afterCollection);
            } catch (ListenerNotFoundException e) {
                // not added
            }
        }
    }
}
