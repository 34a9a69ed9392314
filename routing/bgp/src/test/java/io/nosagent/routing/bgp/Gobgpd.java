package io.nosagent.routing.bgp;

import io.nosagent.routing.bgp.gobgp.GobgpClient;
import io.nosagent.routing.bgp.gobgp.GobgpDaemon;
import io.nosagent.routing.bgp.gobgp.GobgpException;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** A gobgpd process for a test (a host sidecar, a spine, a benchmark peer), configured through its API. */
final class Gobgpd implements AutoCloseable {

    private final Process process;
    private final GobgpClient client;

    private Gobgpd(Process process, GobgpClient client) {
        this.process = process;
        this.client = client;
    }

    /** Skips the test when gobgpd is not installed (Debian package gobgpd). */
    static void assumeInstalled() {
        assumeTrue(GobgpDaemon.onPath().isPresent(), "gobgpd is not on the PATH (apt-get install gobgpd)");
    }

    /** Starts one, its log at {@code dir/<name>.log}, and waits until its API answers. */
    static Gobgpd start(Path dir, String name) {
        int port = freePort();
        try {
            Process p = new ProcessBuilder(GobgpDaemon.onPath().orElseThrow().toString(), "--api-hosts", "127.0.0.1:" + port,
                    "--pprof-disable", "-p", "-l", "info").redirectErrorStream(true)
                    .redirectOutput(dir.resolve(name + ".log").toFile()).start();
            var client = new GobgpClient("127.0.0.1", port);
            var d = new Gobgpd(p, client);
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
            while (true) {
                try {
                    client.global();
                    return d;
                } catch (GobgpException e) {
                    if (System.nanoTime() > deadline || !p.isAlive()) {
                        d.close();
                        throw new IllegalStateException("gobgpd " + name + " did not come up: " + e.getMessage());
                    }
                    Thread.sleep(20);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    GobgpClient client() {
        return client;
    }

    boolean isAlive() {
        return process.isAlive();
    }

    /** SIGKILL: the TCP sessions drop without a NOTIFICATION, as when a host or its sidecar crashes. */
    void kill() {
        process.destroyForcibly();
        try {
            process.waitFor(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void close() {
        kill();
        client.close();
    }

    /** A free loopback port below the ephemeral range (32768 and up), which outgoing connections may take. */
    static int freePort() {
        var random = new java.util.Random();
        for (int i = 0; i < 200; i++) {
            int port = 20_000 + random.nextInt(12_768);
            try (var s = new ServerSocket()) {
                s.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port));
                return port;
            } catch (IOException e) {
                // taken: try another
            }
        }
        throw new IllegalStateException("no free loopback port from 20000 to 32767");
    }

    static List<String> loopback() {
        return List.of("127.0.0.1");
    }
}
