package io.nosagent.agent;

import io.nosagent.routing.bgp.frr.FrrDaemons;
import io.nosagent.routing.bgp.gobgp.BgpDaemon;
import io.nosagent.routing.bgp.gobgp.BgpListen;
import io.nosagent.routing.bgp.gobgp.GobgpDaemon;
import io.nosagent.sai.time.AgentTime;

import java.nio.file.Path;
import java.util.Optional;

/**
 * How the agent runs BGP when its config has some: a {@code gobgpd} child it starts with a config file
 * it writes ({@code run --bgp}), a gobgpd already running whose API is at {@code api}
 * ({@code run --bgp-api HOST:PORT}), or FRR's daemons as children ({@code run --bgp --bgp-daemon frr}). Either way the agent pushes its BGP config through the API, and
 * nothing starts while BGP is not configured.
 *
 * @param api      the API of a running daemon ({@code host:port}); empty: a child the agent starts
 * @param listen   where the daemon accepts BGP sessions
 * @param gobgpd   the child's binary (the one on the PATH when empty)
 * @param frr      FRR instead of gobgpd, when present
 */
public record BgpOptions(Optional<String> api, BgpListen listen, Optional<Path> gobgpd, Optional<Frr> frr) {

    /**
     * BGP with FRR instead of gobgpd ({@code run --bgp --bgp-daemon frr}): zebra, bgpd and bfdd as children in
     * {@code stateDir/frr}, in network namespace {@code namespace} (empty: the agent's own).
     */
    public record Frr(Optional<String> namespace) {
    }

    public BgpOptions(Optional<String> api, BgpListen listen, Optional<Path> gobgpd) {
        this(api, listen, gobgpd, Optional.empty());
    }

    /** FRR's daemons as children, in the agent's network namespace. */
    public static BgpOptions frrChildren() {
        return frrChildren(Optional.empty());
    }

    /** FRR's daemons as children, in network namespace {@code namespace} (empty: the agent's own). */
    public static BgpOptions frrChildren(Optional<String> namespace) {
        if (!FrrDaemons.installed()) {
            throw new IllegalArgumentException("--bgp-daemon frr needs FRR (Debian packages frr and frr-pythontools)");
        }
        return new BgpOptions(Optional.empty(), new BgpListen(179, java.util.List.of()), Optional.empty(),
                Optional.of(new Frr(namespace)));
    }

    /** A child gobgpd (from the PATH) listening as {@code listen}. */
    public static BgpOptions child(BgpListen listen) {
        return new BgpOptions(Optional.empty(), listen, Optional.empty());
    }

    /** A gobgpd already running with its API at {@code hostPort}. */
    public static BgpOptions running(String hostPort, BgpListen listen) {
        apiPort(hostPort);
        return new BgpOptions(Optional.of(hostPort), listen, Optional.empty());
    }

    /** The daemon these options describe; a child works in {@code stateDir/bgp}. */
    public BgpDaemon daemon(Path stateDir, AgentTime time) {
        if (api.isPresent()) {
            String hostPort = api.get();
            return BgpDaemon.running(hostPort.substring(0, hostPort.lastIndexOf(':')), apiPort(hostPort));
        }
        Path binary = gobgpd.or(GobgpDaemon::onPath).orElseThrow(() -> new IllegalArgumentException(
                "--bgp needs gobgpd on the PATH (Debian package gobgpd), or --bgp-api HOST:PORT of a running one"));
        return new GobgpDaemon(binary, stateDir.resolve("bgp"), listen, 0, time);
    }

    private static int apiPort(String hostPort) {
        int colon = hostPort.lastIndexOf(':');
        try {
            int port = colon <= 0 ? -1 : Integer.parseInt(hostPort.substring(colon + 1));
            if (port < 1 || port > 65535) {
                throw new NumberFormatException();
            }
            return port;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + hostPort + "' is not HOST:PORT of gobgpd's API");
        }
    }
}
