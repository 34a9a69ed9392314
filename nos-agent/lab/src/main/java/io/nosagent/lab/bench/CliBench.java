package io.nosagent.lab.bench;

import io.nosagent.agent.security.PasswordHash;
import io.nosagent.agent.security.Role;
import io.nosagent.agent.security.User;
import io.nosagent.agent.security.UserStore;
import io.nosagent.api.cli.TextTable;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

/**
 * The client commands as a user meets them: an agent on the virtual RTSW with its simulated hosts
 * running their AllReduce (a process of its own), and each command run N times as a separate process
 * through {@code bin/nos-agent} (the launcher with its JVM options and the client's AOT cache). Wall
 * time per run from starting the launcher to its exit, and the CPU the command's process used (user +
 * system, as the shell's {@code times} reports it). The first run of each command, the first the agent
 * answers for it, is printed apart too.
 */
public final class CliBench {

    static final double TARGET_MEDIAN_S = 0.5;
    private static final String USER = "bench";
    private static final String PASSWORD = "bench-cli-password";
    private static final Pattern TIMES = Pattern.compile("(\\d+)m([\\d.]+)s\\s+(\\d+)m([\\d.]+)s");

    /**
     * The commands timed: the views an operator looks at most, and a Get of one counter, as on the switch
     * (through the agent's local socket); and one view over TCP and TLS, as from another host.
     */
    static final List<List<String>> COMMANDS = List.of(
            List.of("show", "interfaces"),
            List.of("show", "ecmp"),
            List.of("show", "alarms"),
            List.of("get", "/interfaces/interface[name=eth1/1/1]/state/counters/in-octets"),
            List.of("show", "system"),
            List.of("show", "interfaces", "--tcp"));

    private final Path launcher;
    private final int runs;

    /**
     * @param launcher {@code bin/nos-agent}
     * @param runs     runs per command
     */
    public CliBench(Path launcher, int runs) {
        this.launcher = launcher;
        this.runs = runs;
    }

    /** One command's runs: wall and CPU seconds, in the order they ran. */
    public record Timing(String command, double[] wallSeconds, double[] cpuSeconds) {

        double first() {
            return wallSeconds[0];
        }

        double percentile(double p) {
            double[] sorted = wallSeconds.clone();
            Arrays.sort(sorted);
            return sorted[Math.min(sorted.length - 1, (int) Math.ceil(p / 100 * sorted.length) - 1)];
        }

        double worst() {
            return Arrays.stream(wallSeconds).max().orElseThrow();
        }

        double medianCpu() {
            double[] sorted = cpuSeconds.clone();
            Arrays.sort(sorted);
            return sorted[(sorted.length - 1) / 2];
        }
    }

    public record Result(List<Timing> timings, double loadBefore, double loadAfter) {
    }

    /** The launcher beside the lab jar this class came from ({@code <repo>/nos-agent/lab/target/...jar}), if there is one. */
    public static Optional<Path> launcherBesideJar() {
        try {
            Path jar = Path.of(CliBench.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            for (Path dir = jar.getParent(); dir != null; dir = dir.getParent()) {
                Path candidate = dir.resolve("bin").resolve("nos-agent");
                if (Files.isExecutable(candidate)) {
                    return Optional.of(candidate);
                }
            }
        } catch (Exception e) {
            // no code source to start from
        }
        return Optional.empty();
    }

    public Result run() {
        Path state = RouteCommitBench.tempDir();
        try {
            new UserStore(state.resolve("users.json")).put(new User(USER, Role.READ_ONLY,
                    Optional.of(PasswordHash.of(PASSWORD.toCharArray(), 10_000))));
            try (var agent = new AgentProcess(state, List.of("--traffic", "allreduce"))) {
                double loadBefore = load();
                var timings = new ArrayList<Timing>();
                for (List<String> command : COMMANDS) {
                    timings.add(time(command, agent.port(), state));
                }
                return new Result(timings, loadBefore, load());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            RouteCommitBench.delete(state);
        }
    }

    private Timing time(List<String> command, int port, Path state) throws IOException {
        double[] wall = new double[runs];
        double[] cpu = new double[runs];
        String name = String.join(" ", command.getFirst().equals("get") ? List.of("get", "<in-octets of eth1/1/1>") : command);
        for (int i = 0; i < runs; i++) {
            System.err.printf("bench cli: %s, run %d of %d%n", name, i + 1, runs);
            // bash runs the launcher (which execs the JVM) and reports its child's CPU with `times`.
            var args = new ArrayList<>(List.of("bash", "-c", "\"$@\"; rc=$?; times >&2; exit $rc", "bench", launcher.toString()));
            args.addAll(command);
            args.addAll(List.of("--target", "127.0.0.1:" + port, "--state-dir", state.toString(), "-u", USER));
            var builder = new ProcessBuilder(args).redirectOutput(ProcessBuilder.Redirect.DISCARD);
            builder.environment().put("NOS_AGENT_PASSWORD", PASSWORD);
            Path err = Files.createTempFile("nos-agent-bench-cli", ".err");
            try {
                long t0 = System.nanoTime();
                Process p = builder.redirectError(err.toFile()).start();
                if (!p.waitFor(2, TimeUnit.MINUTES)) {
                    p.destroyForcibly();
                    throw new IllegalStateException(name + " did not end within 2 minutes");
                }
                wall[i] = (System.nanoTime() - t0) / 1e9;
                String stderr = Files.readString(err, StandardCharsets.UTF_8);
                if (p.exitValue() != 0) {
                    throw new IllegalStateException(name + " failed (exit " + p.exitValue() + "): " + stderr.strip());
                }
                var m = TIMES.matcher(stderr.substring(stderr.strip().lastIndexOf('\n') + 1));
                cpu[i] = m.find() ? Integer.parseInt(m.group(1)) * 60 + Double.parseDouble(m.group(2))
                        + Integer.parseInt(m.group(3)) * 60 + Double.parseDouble(m.group(4)) : Double.NaN;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            } finally {
                Files.deleteIfExists(err);
            }
        }
        return new Timing(name, wall, cpu);
    }

    private static double load() {
        return ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    }

    public void print(Result r, PrintStream out) {
        out.printf("Client commands through bin/nos-agent against an agent on the virtual RTSW with its simulated AllReduce, "
                + "%d runs each, each a new process (load average %.1f before, %.1f after; %d cores)%n%n",
                runs, r.loadBefore(), r.loadAfter(), Runtime.getRuntime().availableProcessors());
        var table = new TextTable().left("command").right("first run").right("median").right("p90").right("worst")
                .right("CPU, median").right("target (median)").left("verdict");
        for (Timing t : r.timings()) {
            double median = t.percentile(50);
            table.row(t.command(), seconds(t.first()), seconds(median), seconds(t.percentile(90)), seconds(t.worst()),
                    seconds(t.medianCpu()), String.format("<= %.1f s", TARGET_MEDIAN_S),
                    median <= TARGET_MEDIAN_S ? "met" : "MISSED");
        }
        table.print(out);
    }

    private static String seconds(double s) {
        return Double.isNaN(s) ? "n/a" : String.format("%.2f s", s);
    }
}
