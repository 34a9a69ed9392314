package io.nosagent.lab.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

/**
 * The agent as a process of its own ({@code nos-agent run} on this JVM's classpath), so its CPU can
 * be measured apart from the benchmark's clients, with this JVM's heap and GC options (the launcher's). {@value #JAVA_OPTS} adds JVM options to that
 * process alone (a flight recording of the agent under load, say); the benchmark's own JVM takes
 * {@code NOS_AGENT_JAVA_OPTS} as usual. Its console goes to the benchmark's log.
 */
final class AgentProcess implements AutoCloseable {

    static final String JAVA_OPTS = "NOS_AGENT_BENCH_AGENT_JAVA_OPTS";
    private static final Pattern UP = Pattern.compile("gNMI on port (\\d+)");
    /** JVM options of this process that are not the agent's to take. */
    private static final Pattern PER_PROCESS = Pattern.compile(
            "-Xlog|-XX:(StartFlightRecording|FlightRecorderOptions|HeapDumpPath|ErrorFile|AOTCache|SharedArchiveFile)|-Xshare");
    /** The lab run's simulator speed line ({@code --log-simulation-speed}). */
    private static final Pattern SPEED = Pattern.compile("simulation at ([0-9.]+)x real time");
    private static final org.slf4j.Logger CONSOLE = org.slf4j.LoggerFactory.getLogger("agent-process");

    private final Process process;
    private final int port;
    private final List<SimulationSpeed> speeds = new java.util.concurrent.CopyOnWriteArrayList<>();

    /** The agent's simulator's speed (simulated per wall time over the last second), as it logged it at {@code atNanos}. */
    record SimulationSpeed(long atNanos, double realTimeFactor) {
    }

    AgentProcess(Path stateDir, List<String> runOptions) {
        String java = ProcessHandle.current().info().command().orElse("java");
        var cmd = new ArrayList<>(List.of(java, "--enable-native-access=ALL-UNNAMED"));
        // The heap and GC options the launcher gives an agent (it gave this JVM the same, with the user's):
        // without them the agent's heap starts at 1/64 of memory and its young generation, which sets how
        // often it pauses, stays small. Options naming one process's outputs (a recording, a log) stay here.
        for (String option : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
            if (option.startsWith("-X") && !PER_PROCESS.matcher(option).lookingAt()) {
                cmd.add(option);
            }
        }
        String extra = System.getenv(JAVA_OPTS);
        if (extra != null && !extra.isBlank()) {
            cmd.addAll(List.of(extra.trim().split("\\s+")));
        }
        cmd.addAll(List.of("-cp", System.getProperty("java.class.path"), "io.nosagent.lab.LabMain", "run", "--state-dir",
                stateDir.toString(), "--gnmi-address", "127.0.0.1:0"));
        cmd.addAll(runOptions);
        try {
            process = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start the agent process", e);
        }
        var ready = new CompletableFuture<Integer>();
        Thread.ofPlatform().name("bench-agent-output").daemon(true).start(() -> {
            try (var lines = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                String line;
                while ((line = lines.readLine()) != null) {
                    CONSOLE.info(line);
                    var s = SPEED.matcher(line);
                    if (s.find()) {
                        speeds.add(new SimulationSpeed(System.nanoTime(), Double.parseDouble(s.group(1))));
                    }
                    var m = UP.matcher(line);
                    if (m.find()) {
                        ready.complete(Integer.parseInt(m.group(1)));
                    }
                }
                ready.completeExceptionally(new IllegalStateException("the agent process exited before serving gNMI"));
            } catch (IOException e) {
                ready.completeExceptionally(e);
            }
        });
        try {
            port = ready.get(2, TimeUnit.MINUTES);
        } catch (Exception e) {
            process.destroyForcibly();
            throw new IllegalStateException("the agent process did not come up: " + e.getMessage(), e);
        }
    }

    int port() {
        return port;
    }

    /** The simulator's speeds logged between two instants of {@link System#nanoTime()} (with {@code --log-simulation-speed}). */
    List<Double> simulationSpeeds(long fromNanos, long toNanos) {
        return speeds.stream().filter(s -> s.atNanos() >= fromNanos && s.atNanos() <= toNanos)
                .map(SimulationSpeed::realTimeFactor).toList();
    }

    /**
     * CPU the process's thread named {@code name} has used so far (Linux: {@code /proc/<pid>/task/<tid>/stat},
     * in clock ticks of 10 ms); zero when no thread has that name or the OS does not say.
     */
    Duration threadCpu(String name) {
        var tasks = java.nio.file.Path.of("/proc", Long.toString(process.pid()), "task");
        long ticks = 0;
        try (var dirs = java.nio.file.Files.list(tasks)) {
            for (var task : dirs.toList()) {
                try {
                    String comm = java.nio.file.Files.readString(task.resolve("comm")).trim();
                    if (!name.startsWith(comm)) { // comm is the name cut to 15 characters
                        continue;
                    }
                    String stat = java.nio.file.Files.readString(task.resolve("stat"));
                    String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
                    ticks += Long.parseLong(f[11]) + Long.parseLong(f[12]); // utime, stime
                } catch (IOException | RuntimeException e) {
                    // the thread ended meanwhile
                }
            }
        } catch (IOException e) {
            return Duration.ZERO;
        }
        return Duration.ofMillis(ticks * 10);
    }

    /** CPU the process has used so far. */
    Duration cpu() {
        return process.toHandle().info().totalCpuDuration().orElseThrow(
                () -> new IllegalStateException("this OS does not report a process's CPU time"));
    }

    @Override
    public void close() {
        process.destroy(); // SIGTERM: the agent stops cleanly
        try {
            if (!process.waitFor(30, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
        }
    }
}
