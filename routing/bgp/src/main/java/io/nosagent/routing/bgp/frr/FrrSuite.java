package io.nosagent.routing.bgp.frr;

import java.nio.file.Path;
import java.util.Optional;

/**
 * The FRR the speaker drives: its own children ({@link FrrDaemons}) or one the operator runs
 * ({@link RunningFrr}). Either way the speaker renders one frr.conf, applies changes with frr-reload.py
 * through the daemons' vty sockets and takes zebra's routes on its FPM server.
 */
public sealed interface FrrSuite extends AutoCloseable permits FrrDaemons, RunningFrr {

    /** The agent's own directory for FRR: the config it applied, the gate's files. */
    Path runDir();

    /** The config the daemons run with, as the agent last applied it. */
    Path config();

    /** bfdd's control socket, where its peers' state changes come ({@link BfdEvents}). */
    Path bfdControl();

    /** vtysh and frr-reload.py against these daemons. */
    Vtysh vtysh();

    /** How many times the daemons were started (or the config first applied to a running FRR). */
    long generation();

    /** Whether the daemons run with the agent's config. */
    boolean isRunning();

    /** Brings the daemons up with {@code config} (does nothing if they run with it already). */
    void start(String config);

    /** Who is told of daemons that die and start again (only children are watched). */
    void watch(FrrDaemons.Watcher watcher);

    /** The process of {@code daemon} when the agent runs it (tests kill it); empty for a running FRR. */
    default Optional<Process> process(FrrDaemons.Daemon daemon) {
        return Optional.empty();
    }

    /** Leaves the routes forwarding for a graceful restart of the agent. */
    void stopForGracefulRestart();

    /** The agent lets go of the daemons. */
    @Override
    void close();
}
