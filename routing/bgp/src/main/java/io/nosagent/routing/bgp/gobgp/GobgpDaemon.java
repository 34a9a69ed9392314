package io.nosagent.routing.bgp.gobgp;

import io.nosagent.config.intent.bgp.BgpGlobal;
import io.nosagent.net.IpAddresses;
import io.nosagent.sai.time.AgentTime;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

/**
 * {@code gobgpd} as a child process of the agent: started with a config file the agent writes (the
 * global instance: AS, router id, listen port and addresses, multipath), its API on a loopback port,
 * its log in the work directory. If it dies it is started again after {@link #RESTART_DELAY} (on the
 * agent's time); the speaker sees the new generation and pushes the rest of the configuration again.
 * {@link #stop()} ends it (SIGTERM, then SIGKILL after {@link #STOP_GRACE}).
 */
public final class GobgpDaemon implements BgpDaemon {

    private static final Logger log = LoggerFactory.getLogger(GobgpDaemon.class);

    public static final Duration RESTART_DELAY = Duration.ofSeconds(1);
    public static final Duration STOP_GRACE = Duration.ofSeconds(5);

    private final Path executable;
    private final Path workDir;
    private final BgpListen listen;
    private final AgentTime time;
    private final int apiPort;
    private Process process;
    private BgpGlobal global;
    private long generation;
    private boolean stopping;

    /**
     * @param executable the {@code gobgpd} binary
     * @param workDir    where its config file and log go (created if missing)
     * @param listen     where it accepts BGP sessions
     * @param apiPort    its API port on 127.0.0.1; 0 picks a free one
     * @param time       times restarts
     */
    public GobgpDaemon(Path executable, Path workDir, BgpListen listen, int apiPort, AgentTime time) {
        this.executable = executable;
        this.workDir = workDir;
        this.listen = listen;
        this.time = time;
        this.apiPort = apiPort == 0 ? FreePorts.onLoopback() : apiPort;
    }

    /** {@code gobgpd} on the PATH, or empty when there is none. */
    public static java.util.Optional<Path> onPath() {
        String path = System.getenv("PATH");
        if (path == null) {
            return java.util.Optional.empty();
        }
        for (String dir : path.split(java.io.File.pathSeparator)) {
            Path candidate = Path.of(dir, "gobgpd");
            if (Files.isExecutable(candidate)) {
                return java.util.Optional.of(candidate);
            }
        }
        return java.util.Optional.empty();
    }

    @Override
    public String apiHost() {
        return "127.0.0.1";
    }

    @Override
    public int apiPort() {
        return apiPort;
    }

    /** The config file the agent writes for it. */
    public Path configFile() {
        return workDir.resolve("gobgpd.toml");
    }

    /** Its log (stdout and stderr). */
    public Path logFile() {
        return workDir.resolve("gobgpd.log");
    }

    @Override
    public synchronized void start(BgpGlobal g) {
        stopping = false;
        if (!g.equals(global)) {
            global = g;
            writeConfig(g);
        }
        if (process == null || !process.isAlive()) {
            launch();
            awaitApi();
        }
    }

    /** Waits (up to {@link #STOP_GRACE}) until the API port accepts connections, so the first call finds it. */
    private void awaitApi() {
        long deadline = System.nanoTime() + STOP_GRACE.toNanos();
        while (System.nanoTime() < deadline && process.isAlive()) {
            try (var s = new java.net.Socket()) {
                s.connect(new InetSocketAddress(apiHost(), apiPort), 200);
                return;
            } catch (IOException e) {
                try {
                    Thread.sleep(10);
                } catch (InterruptedException ie) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
    }

    @Override
    public synchronized long generation() {
        return generation;
    }

    /** Whether the process runs now. */
    public synchronized boolean isAlive() {
        return process != null && process.isAlive();
    }

    /** Kills the process as a crash would (SIGKILL); it is started again after {@link #RESTART_DELAY}. */
    public synchronized void kill() {
        if (process != null) {
            process.destroyForcibly();
        }
    }

    @Override
    public void stop() {
        Process p;
        synchronized (this) {
            stopping = true;
            p = process;
            process = null;
        }
        if (p == null || !p.isAlive()) {
            return;
        }
        p.destroy();
        try {
            if (!p.waitFor(STOP_GRACE.toMillis(), TimeUnit.MILLISECONDS)) {
                p.destroyForcibly().waitFor(STOP_GRACE.toMillis(), TimeUnit.MILLISECONDS);
            }
        } catch (InterruptedException e) {
            p.destroyForcibly();
            Thread.currentThread().interrupt();
        }
        log.info("gobgpd stopped (pid {})", p.pid());
    }

    private void launch() {
        try {
            Files.createDirectories(workDir);
            var command = List.of(executable.toString(), "-f", configFile().toString(), "-t", "toml",
                    "--api-hosts", apiHost() + ":" + apiPort, "--pprof-disable", "-p", "-l", "info");
            Process p = new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.appendTo(logFile().toFile())).start();
            process = p;
            generation++;
            log.info("gobgpd started (pid {}): API on {}:{}, BGP on port {}, log {}", p.pid(), apiHost(), apiPort,
                    listen.port(), logFile());
            p.onExit().thenAccept(this::exited);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start " + executable, e);
        }
    }

    private synchronized void exited(Process p) {
        if (stopping || p != process) {
            return;
        }
        log.warn("gobgpd (pid {}) exited with {}; starting it again in {} ms (see {})", p.pid(), p.exitValue(),
                RESTART_DELAY.toMillis(), logFile());
        time.schedule(RESTART_DELAY, () -> {
            synchronized (this) {
                if (!stopping && (process == null || !process.isAlive())) {
                    launch();
                }
            }
        });
    }

    /** The global instance in GoBGP's TOML config; the rest comes through the API. */
    private void writeConfig(BgpGlobal g) {
        var toml = new StringBuilder()
                .append("# Written by nos-agent: the global BGP instance. Neighbors, peer groups and policies come\n")
                .append("# through the API from the agent's OpenConfig BGP config.\n")
                .append("[global.config]\n")
                .append("  as = ").append(g.as()).append('\n')
                .append("  router-id = \"").append(IpAddresses.format(g.routerId())).append("\"\n")
                .append("  port = ").append(listen.port()).append('\n');
        if (!listen.addresses().isEmpty()) {
            toml.append("  local-address-list = [").append(listen.addresses().stream().map(a -> "\"" + a + "\"")
                    .collect(Collectors.joining(", "))).append("]\n");
        }
        toml.append("[global.use-multiple-paths.config]\n  enabled = ").append(g.useMultiplePaths()).append('\n');
        try {
            Files.createDirectories(workDir);
            Path tmp = workDir.resolve(".gobgpd.toml.tmp");
            Files.writeString(tmp, toml, StandardCharsets.UTF_8);
            Files.move(tmp, configFile(), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + configFile(), e);
        }
    }

    @Override
    public String toString() {
        return "gobgpd child (API " + apiHost() + ":" + apiPort + ")";
    }
}
