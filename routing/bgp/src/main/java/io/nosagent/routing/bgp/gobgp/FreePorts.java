package io.nosagent.routing.bgp.gobgp;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.util.List;
import java.util.Random;

/**
 * Ports for gobgpd to listen on, picked below Linux's ephemeral range (32768 and up): a port there can be
 * handed to an outgoing connection between this check and the daemon's listen, and the daemon would then
 * fail at every restart on the same port.
 */
public final class FreePorts {

    private static final int LOW = 20_000;
    private static final int EPHEMERAL = 32_768;
    private static final int TRIES = 200;

    private FreePorts() {
    }

    /** A port free on the loopback address. */
    public static int onLoopback() {
        return onEvery(List.of(InetAddress.getLoopbackAddress()));
    }

    /**
     * A port free on every one of {@code addresses} (the loopbacks of switches sharing one machine).
     *
     * @throws UncheckedIOException when none is found after a few hundred tries
     */
    public static int onEvery(List<InetAddress> addresses) {
        var random = new Random();
        for (int i = 0; i < TRIES; i++) {
            int port = LOW + random.nextInt(EPHEMERAL - LOW);
            if (addresses.stream().allMatch(a -> free(a, port))) {
                return port;
            }
        }
        throw new UncheckedIOException(new IOException("no port in " + LOW + "-" + (EPHEMERAL - 1) + " free on " + addresses));
    }

    private static boolean free(InetAddress address, int port) {
        try (var s = new ServerSocket()) {
            s.bind(new InetSocketAddress(address, port));
            return true;
        } catch (IOException e) {
            return false;
        }
    }
}
