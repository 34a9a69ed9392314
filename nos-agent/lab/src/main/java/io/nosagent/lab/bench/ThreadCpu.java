package io.nosagent.lab.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.Map;
import java.util.stream.Stream;

/**
 * CPU time of this process by kind of thread (the JIT compilers, the garbage collector, the rest), from
 * Linux's /proc/self/task: a cold commit's CPU is as much the JVM warming up as the agent working, and
 * the two call for different cures. Empty where /proc is not there.
 */
final class ThreadCpu {

    /** Who a thread works for, by the name the JVM gives its own threads. */
    enum Kind {
        JIT, GC, AGENT;

        static Kind of(String name) {
            if (name.startsWith("C1 Compiler") || name.startsWith("C2 Compiler")) {
                return JIT;
            }
            // G1's workers, refinement and marking threads; Parallel's and Serial's too
            if (name.startsWith("GC Thread") || name.startsWith("G1 ") || name.startsWith("VM Thread")) {
                return GC;
            }
            return AGENT;
        }
    }

    /** CPU nanoseconds per kind, as now; threads that ended are not counted. */
    static Map<Kind, Long> now() {
        var out = new EnumMap<Kind, Long>(Kind.class);
        for (Kind k : Kind.values()) {
            out.put(k, 0L);
        }
        long tick = 1_000_000_000L / 100; // USER_HZ: 100 on every Linux the agent runs on
        try (Stream<Path> tasks = Files.list(Path.of("/proc/self/task"))) {
            tasks.forEach(task -> {
                try {
                    String stat = Files.readString(task.resolve("stat"));
                    // pid (comm) state ... : comm may hold spaces, so fields count from the last ')'
                    int open = stat.indexOf('(');
                    int close = stat.lastIndexOf(')');
                    String[] f = stat.substring(close + 2).split(" ");
                    long ticks = Long.parseLong(f[11]) + Long.parseLong(f[12]); // utime, stime
                    out.merge(Kind.of(stat.substring(open + 1, close)), ticks * tick, Long::sum);
                } catch (IOException | RuntimeException e) {
                    // a thread that ended while listed
                }
            });
        } catch (IOException e) {
            return Map.of();
        }
        return out;
    }

    /** {@code after - before} per kind. */
    static Map<Kind, Long> since(Map<Kind, Long> before) {
        var after = now();
        var out = new EnumMap<Kind, Long>(Kind.class);
        after.forEach((k, v) -> out.put(k, v - before.getOrDefault(k, 0L)));
        return out;
    }
}
