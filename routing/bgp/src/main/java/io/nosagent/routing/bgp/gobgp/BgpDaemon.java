package io.nosagent.routing.bgp.gobgp;

import io.nosagent.config.intent.bgp.BgpGlobal;

/**
 * The BGP daemon the speaker drives through its API: a {@code gobgpd} child process the agent starts
 * and stops ({@link GobgpDaemon}), or one already running
 * ({@link #running}).
 */
public interface BgpDaemon extends AutoCloseable {

    /** The host of the daemon's gRPC API. */
    String apiHost();

    /** The port of the daemon's gRPC API. */
    int apiPort();

    /** Makes sure the daemon runs, starting with {@code global} when it starts (a child is started now). */
    void start(BgpGlobal global);

    /** BGP is no longer configured: a child process is stopped; a daemon the agent did not start stays. */
    void stop();

    /** How many times the daemon was (re)started by the agent: a new count means its state is gone. */
    long generation();

    @Override
    default void close() {
        stop();
    }

    /** A daemon someone else runs, with its API at {@code host:port}. */
    static BgpDaemon running(String host, int port) {
        return new BgpDaemon() {
            @Override
            public String apiHost() {
                return host;
            }

            @Override
            public int apiPort() {
                return port;
            }

            @Override
            public void start(BgpGlobal global) {
            }

            @Override
            public void stop() {
            }

            @Override
            public long generation() {
                return 0;
            }

            @Override
            public String toString() {
                return "gobgpd at " + host + ":" + port;
            }
        };
    }
}
