package io.nosagent.agent;

import io.nosagent.routing.bgp.gobgp.BgpDaemon;
import io.nosagent.routing.bgp.gobgp.BgpListen;
import io.nosagent.routing.bgp.gobgp.GobgpDaemon;
import io.nosagent.sai.time.AgentTime;

import java.nio.file.Path;
import java.util.Optional;

/**
 * How the agent runs BGP when its config has some: a {@code gobgpd} child it starts with a config file
 * it writes ({@code run --bgp}), or a gobgpd already running whose API is at {@code api}
 * ({@code run --bgp-api HOST:PORT}). Either way the agent pushes its BGP config through the API, and
 * nothing starts while BGP is not configured.
 *
 * @param api      the API of a running daemon ({@code host:port}); empty: a child the agent starts
 * @param listen   where the daemon accepts BGP sessions
 * @param gobgpd   the child's binary (the one on the PATH when empty)
 */
public record BgpOptions(Optional<String> api, BgpListen listen, Optional<Path> gobgpd) {

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
