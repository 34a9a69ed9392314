package io.nosagent.routing.bgp.frr;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;

/**
 * An FRR the operator runs (its own service, not the agent's children): the agent applies its rendered
 * config to the running daemons with frr-reload.py through their vty sockets in {@code vtyDir}, and zebra
 * connects to the agent's FPM server because that config says where (zebra must run with
 * {@code -M dplane_fpm_nl}). The daemons stay the operator's: the agent never starts, restarts or stops
 * them, so a warm or cold stop of the agent leaves them running with its last config, and a lost zebra
 * shows as its FPM connection ending. bfdd's peer state changes come from {@code vtyDir/bfdd.sock} when
 * bfdd runs with {@code --bfdctl} there; without it BFD state is still read with each session poll.
 */
public final class RunningFrr implements FrrSuite {

    private static final Logger log = LoggerFactory.getLogger(RunningFrr.class);

    private final Path vtyDir;
    private final Path workDir;
    private final AtomicLong generation = new AtomicLong();
    private volatile boolean applied;

    /**
     * @param vtyDir  where the running daemons keep their vty sockets ({@code /var/run/frr} for Debian's service)
     * @param workDir the agent's own directory for the config it applies
     * @throws IllegalArgumentException when no zebra and bgpd answer in {@code vtyDir}
     */
    public RunningFrr(Path vtyDir, Path workDir) {
        for (String daemon : new String[] {"zebra", "bgpd"}) {
            if (!Files.exists(vtyDir.resolve(daemon + ".vty"))) {
                throw new IllegalArgumentException("--frr-vty " + vtyDir + ": no " + daemon + ".vty there; is FRR running "
                        + "with its vty sockets in that directory?");
            }
        }
        this.vtyDir = vtyDir;
        this.workDir = workDir;
    }

    @Override
    public Path runDir() {
        return workDir;
    }

    @Override
    public Path config() {
        return workDir.resolve("frr.conf");
    }

    @Override
    public Path bfdControl() {
        return vtyDir.resolve("bfdd.sock");
    }

    @Override
    public Vtysh vtysh() {
        return new Vtysh(vtyDir);
    }

    @Override
    public long generation() {
        return generation.get();
    }

    @Override
    public boolean isRunning() {
        return applied;
    }

    /** Applies {@code config} to the running daemons as the difference from what they run. */
    @Override
    public synchronized void start(String config) {
        if (applied) {
            return;
        }
        try {
            Files.createDirectories(workDir);
            Files.writeString(config(), config);
        } catch (IOException e) {
            throw new UncheckedIOException("writing the FRR config in " + workDir, e);
        }
        Vtysh.Result result = vtysh().reload(config());
        if (!result.ok()) {
            throw new IllegalStateException("the running FRR (" + vtyDir + ") refused the agent's config: "
                    + result.output().strip());
        }
        applied = true;
        generation.incrementAndGet();
        log.info("FRR: the agent's config applied to the running FRR in {}", vtyDir);
    }

    @Override
    public void watch(FrrDaemons.Watcher watcher) {
        // Not the agent's children: their deaths and restarts are the operator's service's to handle.
    }

    @Override
    public void stopForGracefulRestart() {
        applied = false; // the daemons keep running, routes and sessions with them
    }

    @Override
    public void close() {
        applied = false;
    }
}
