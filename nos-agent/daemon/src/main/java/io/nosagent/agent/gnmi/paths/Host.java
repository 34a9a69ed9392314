package io.nosagent.agent.gnmi.paths;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The control-plane host the agent runs on, as the platform components and {@code /system/processes}
 * report it: its CPU (from {@code /proc/cpuinfo}, read once), its memory, and this process's CPU time and
 * resident memory (from {@code /proc/self}, else what the JVM says).
 */
final class Host {

    /** Linux's USER_HZ: the unit of the CPU times in {@code /proc/self/stat}. */
    private static final long TICK_NANOS = 10_000_000L;

    private final com.sun.management.OperatingSystemMXBean os =
            (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    private final String cpuModel;
    private final String cpuVendor;

    Host() {
        List<String> cpuinfo = lines(Path.of("/proc/cpuinfo"));
        cpuModel = field(cpuinfo, "model name").orElse(System.getProperty("os.arch"));
        cpuVendor = field(cpuinfo, "vendor_id").or(() -> field(cpuinfo, "CPU implementer")).orElse("unknown");
    }

    /** The CPU's model, e.g. {@code Intel(R) Xeon(R) D-1527 CPU @ 2.20GHz}. */
    String cpuModel() {
        return cpuModel;
    }

    /** The CPU's maker as the kernel names it, e.g. {@code GenuineIntel}. */
    String cpuVendor() {
        return cpuVendor;
    }

    int cpus() {
        return os.getAvailableProcessors();
    }

    /** Physical memory installed, bytes. */
    long memoryTotal() {
        return os.getTotalMemorySize();
    }

    /** Physical memory in use, bytes. */
    long memoryUsed() {
        return os.getTotalMemorySize() - os.getFreeMemorySize();
    }

    /** This process's CPU time in user and in system mode, ns (system 0 when the kernel does not split it). */
    long[] processCpuNanos() {
        List<String> stat = lines(Path.of("/proc/self/stat"));
        if (!stat.isEmpty()) {
            // after the command name in parentheses: state is field 3, utime 14, stime 15
            String[] f = stat.getFirst().substring(stat.getFirst().lastIndexOf(')') + 2).split(" ");
            if (f.length > 12) {
                return new long[]{Long.parseLong(f[11]) * TICK_NANOS, Long.parseLong(f[12]) * TICK_NANOS};
            }
        }
        return new long[]{Math.max(0, os.getProcessCpuTime()), 0};
    }

    /** This process's share of all CPUs lately, 0..100. */
    int processCpuPercent() {
        double load = os.getProcessCpuLoad();
        return load < 0 ? 0 : (int) Math.round(Math.min(1, load) * 100);
    }

    /** This process's resident memory, bytes (the JVM's committed heap and non-heap without /proc). */
    long processMemory() {
        Optional<String> rss = field(lines(Path.of("/proc/self/status")), "VmRSS");
        if (rss.isPresent()) {
            return Long.parseLong(rss.get().replace("kB", "").strip()) * 1024;
        }
        var memory = ManagementFactory.getMemoryMXBean();
        return memory.getHeapMemoryUsage().getCommitted() + memory.getNonHeapMemoryUsage().getCommitted();
    }

    private static List<String> lines(Path file) {
        try {
            return Files.readAllLines(file);
        } catch (IOException | RuntimeException e) {
            return List.of();
        }
    }

    /** The value of the first {@code name: value} line. */
    private static Optional<String> field(List<String> lines, String name) {
        for (String line : lines) {
            int colon = line.indexOf(':');
            if (colon > 0 && line.substring(0, colon).strip().equals(name)) {
                return Optional.of(line.substring(colon + 1).strip());
            }
        }
        return Optional.empty();
    }
}
