package io.nosagent.routing.bgp.frr;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * zebra (with {@code dplane_fpm_nl}), bgpd and bfdd as the agent's children, in its own run directory
 * (config, pid files, vty and zserv sockets, logs) so that several agents coexist, and optionally in a
 * network namespace ({@code ip netns exec}). The daemons drop to user {@code frr}, so the directory is
 * open to it (its parents must let that user through). A daemon that dies is started again after
 * {@link #RESTART_DELAY_MS} ms; when zebra dies, bgpd and bfdd start again with it (as watchfrr does: their
 * state hangs on zebra). {@link #generation} counts the starts.
 */
public final class FrrDaemons implements FrrSuite {

    public static final long RESTART_DELAY_MS = 1000;
    public static final Path BINARIES = Path.of("/usr/lib/frr");

    /** The daemons the agent runs, in start order. */
    public enum Daemon { ZEBRA, BGPD, BFDD }

    private static final Logger log = LoggerFactory.getLogger(FrrDaemons.class);

    private final Path runDir;
    private final Optional<String> namespace;
    private final Map<Daemon, Process> processes = new EnumMap<>(Daemon.class);
    private final AtomicLong generation = new AtomicLong();
    private volatile boolean running;
    private volatile Watcher watcher = new Watcher() { };

    /**
     * @param runDir    the daemons' directory (made if missing)
     * @param namespace the network namespace they run in (empty: the agent's)
     */
    public FrrDaemons(Path runDir, Optional<String> namespace) {
        this.runDir = runDir;
        this.namespace = namespace;
    }

    /** Whether FRR's daemons are installed here. */
    /** Told of a daemon that died (before it is started again) and of its start again, on the thread that saw it. */
    public interface Watcher {
        default void exited(Daemon d) {
        }

        default void restarted(Daemon d) {
        }
    }

    /** Who is told of daemons that die and start again. */
    @Override
    public void watch(Watcher watcher) {
        this.watcher = watcher;
    }

    public static boolean installed() {
        return Files.isExecutable(BINARIES.resolve("zebra")) && Files.isExecutable(BINARIES.resolve("bgpd"))
                && Files.isRegularFile(Path.of("/usr/lib/x86_64-linux-gnu/frr/modules/dplane_fpm_nl.so"))
                && Files.isExecutable(Path.of("/usr/bin/vtysh"));
    }

    @Override
    public Path runDir() {
        return runDir;
    }

    @Override
    public Path config() {
        return runDir.resolve("frr.conf");
    }

    /** bfdd's control socket, where its peers' state changes come ({@link BfdEvents}). */
    @Override
    public Path bfdControl() {
        return runDir.resolve("bfdd.sock");
    }

    @Override
    public Vtysh vtysh() {
        return new Vtysh(runDir);
    }

    /** How many daemon starts so far. */
    @Override
    public long generation() {
        return generation.get();
    }

    @Override
    public synchronized boolean isRunning() {
        return running;
    }

    /** Starts the daemons with {@code config} (does nothing if they run). */
    @Override
    public synchronized void start(String config) {
        if (running) {
            return;
        }
        try {
            Files.createDirectories(runDir);
            Files.setPosixFilePermissions(runDir, PosixFilePermissions.fromString("rwxrwxrwx"));
            Files.writeString(config(), config);
            Files.setPosixFilePermissions(config(), PosixFilePermissions.fromString("rw-r--r--"));
        } catch (IOException e) {
            throw new UncheckedIOException("preparing FRR's directory " + runDir, e);
        }
        running = true;
        for (Daemon d : Daemon.values()) {
            launch(d);
            if (d == Daemon.ZEBRA) {
                awaitFile(runDir.resolve("zserv.api"), 10);
            }
        }
    }

    private synchronized void launch(Daemon d) {
        if (!running) {
            return;
        }
        String name = d.name().toLowerCase();
        if (d == Daemon.ZEBRA) {
            try {
                Files.deleteIfExists(runDir.resolve("zserv.api")); // bgpd waits for zebra's new socket
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        var cmd = new ArrayList<String>();
        namespace.ifPresent(ns -> cmd.addAll(List.of("ip", "netns", "exec", ns)));
        cmd.add(BINARIES.resolve(name).toString());
        if (d == Daemon.ZEBRA) {
            cmd.addAll(List.of("-M", "dplane_fpm_nl"));
        }
        if (d == Daemon.BFDD) {
            cmd.addAll(List.of("--bfdctl", bfdControl().toString()));
        }
        cmd.addAll(List.of("-f", config().toString(), "-i", runDir.resolve(name + ".pid").toString(),
                "-z", runDir.resolve("zserv.api").toString(), "--vty_socket", runDir.toString(),
                "-A", "127.0.0.1", "-P", "0", "--log", "file:" + runDir.resolve(name + ".log")));
        try {
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.appendTo(runDir.resolve(name + ".out").toFile())).start();
            processes.put(d, p);
            generation.incrementAndGet();
            p.onExit().thenRun(() -> exited(d, p));
            log.info("FRR: started {} (pid {}) in {}", name, p.pid(), runDir);
        } catch (IOException e) {
            throw new UncheckedIOException("starting FRR's " + name, e);
        }
    }

    private void exited(Daemon d, Process p) {
        synchronized (this) {
            if (!running || processes.get(d) != p) {
                return;
            }
            processes.remove(d);
            if (d == Daemon.ZEBRA) {
                // The others' routes and sessions hang on zebra: as watchfrr does, they start again with it.
                for (Daemon other : List.of(Daemon.BGPD, Daemon.BFDD)) {
                    Process o = processes.remove(other);
                    if (o != null) {
                        o.destroy();
                    }
                }
            }
        }
        watcher.exited(d);
        log.warn("FRR: {} exited ({}); starting {} again in {} ms", d.name().toLowerCase(), p.exitValue(),
                d == Daemon.ZEBRA ? "all daemons" : "it", RESTART_DELAY_MS);
        Thread.ofVirtual().start(() -> {
            try {
                TimeUnit.MILLISECONDS.sleep(RESTART_DELAY_MS);
            } catch (InterruptedException e) {
                return;
            }
            if (d == Daemon.ZEBRA) {
                for (Daemon each : Daemon.values()) {
                    launch(each);
                    if (each == Daemon.ZEBRA) {
                        awaitFile(runDir.resolve("zserv.api"), 10);
                    }
                }
            } else {
                launch(d);
                watcher.restarted(d);
            }
        });
    }

    /** The running process of {@code d}, for tests that kill it. */
    @Override
    public synchronized Optional<Process> process(Daemon d) {
        return Optional.ofNullable(processes.get(d)).filter(Process::isAlive);
    }

    private static void awaitFile(Path file, int seconds) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (!Files.exists(file) && System.nanoTime() < deadline) {
            try {
                TimeUnit.MILLISECONDS.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    /**
     * Stops the daemons as a restarting router goes: bgpd is killed first, so its sessions end without the Cease
     * NOTIFICATION a clean stop sends, and peers that help graceful restart (RFC 4724) keep its routes, stale,
     * until it is back or their restart time ends; then the others. Not restarted.
     */
    @Override
    public synchronized void stopForGracefulRestart() {
        running = false;
        for (Daemon d : List.of(Daemon.BGPD, Daemon.BFDD, Daemon.ZEBRA)) {
            Process p = processes.remove(d);
            if (p != null) {
                p.destroyForcibly();
                try {
                    p.waitFor(5, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
        log.info("FRR: stopped for a graceful restart (bgpd's peers keep its routes)");
    }

    /** Stops the daemons. */
    @Override
    public synchronized void close() {
        running = false;
        for (Process p : processes.values()) {
            p.destroy();
        }
        for (Process p : processes.values()) {
            try {
                if (!p.waitFor(5, TimeUnit.SECONDS)) {
                    p.destroyForcibly();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        processes.clear();
    }
}
