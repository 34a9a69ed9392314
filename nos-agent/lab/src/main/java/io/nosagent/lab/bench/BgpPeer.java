package io.nosagent.lab.bench;

import io.nosagent.config.intent.bgp.BgpGlobal;
import io.nosagent.net.IpAddresses;
import io.nosagent.routing.bgp.apipb.AddPaths;
import io.nosagent.routing.bgp.apipb.AddPathsConfig;
import io.nosagent.routing.bgp.apipb.AfiSafi;
import io.nosagent.routing.bgp.apipb.AfiSafiConfig;
import io.nosagent.routing.bgp.apipb.Peer;
import io.nosagent.routing.bgp.apipb.PeerConf;
import io.nosagent.routing.bgp.apipb.Transport;
import io.nosagent.routing.bgp.gobgp.BgpListen;
import io.nosagent.routing.bgp.gobgp.GobgpClient;
import io.nosagent.routing.bgp.gobgp.GobgpDaemon;
import io.nosagent.routing.bgp.gobgp.GobgpException;
import io.nosagent.routing.bgp.gobgp.Paths;
import io.nosagent.sai.time.WallClock;

import java.net.Inet4Address;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * A BGP speaker the agent's switch peers with in a benchmark or a scenario: its own gobgpd child on a
 * loopback address, announcing paths over ADD-PATHS, connecting to the switch.
 */
public final class BgpPeer implements AutoCloseable {

    private final WallClock time;
    private final GobgpDaemon daemon;
    private final GobgpClient client;
    private final String address;

    private BgpPeer(WallClock time, GobgpDaemon daemon, GobgpClient client, String address) {
        this.time = time;
        this.daemon = daemon;
        this.client = client;
        this.address = address;
    }

    /** Starts a peer of AS {@code as} at {@code address} (a 127.0.0.x address) listening on {@code port}. */
    public static BgpPeer start(Path dir, String address, long as, int port) {
        var time = new WallClock();
        var daemon = new GobgpDaemon(GobgpDaemon.onPath().orElseThrow(() -> new IllegalStateException(
                "gobgpd is not on the PATH (Debian package gobgpd)")), dir, new BgpListen(port, List.of(address)), 0, time);
        daemon.start(BgpGlobal.of(as, (Inet4Address) IpAddresses.parseIpv4(address)));
        var client = new GobgpClient(daemon.apiHost(), daemon.apiPort());
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (true) {
            try {
                if (client.global().isPresent()) {
                    break;
                }
            } catch (GobgpException e) {
                if (System.nanoTime() > deadline) {
                    daemon.stop();
                    client.close();
                    time.close();
                    throw new IllegalStateException("the peer's gobgpd did not come up: " + e.getMessage());
                }
            }
            sleep(Duration.ofMillis(20));
        }
        return new BgpPeer(time, daemon, client, address);
    }

    public String address() {
        return address;
    }

    /** Originates {@code paths} (in batches over one stream). */
    public void announce(List<io.nosagent.routing.bgp.apipb.Path> paths) {
        client.addPaths(paths, 1000);
    }

    /** Opens the session to a switch of AS {@code as} listening at 127.0.0.1:{@code port}, IPv4 with ADD-PATHS send. */
    public void peerWith(int port, long as) {
        client.addPeer(Peer.newBuilder()
                .setConf(PeerConf.newBuilder().setNeighborAddress("127.0.0.1").setPeerAsn((int) as))
                .setTransport(Transport.newBuilder().setLocalAddress(address).setRemotePort(port))
                .addAfiSafis(AfiSafi.newBuilder()
                        .setConfig(AfiSafiConfig.newBuilder().setFamily(Paths.IPV4_UNICAST).setEnabled(true))
                        .setAddPaths(AddPaths.newBuilder().setConfig(AddPathsConfig.newBuilder().setSendMax(255))))
                .build());
    }

    @Override
    public void close() {
        client.close();
        daemon.stop();
        time.close();
    }

    private static void sleep(Duration d) {
        try {
            Thread.sleep(d);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
