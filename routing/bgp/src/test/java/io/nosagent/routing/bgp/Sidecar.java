package io.nosagent.routing.bgp;

import com.google.protobuf.ByteString;
import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;
import io.nosagent.routing.bgp.apipb.AddPaths;
import io.nosagent.routing.bgp.apipb.AddPathsConfig;
import io.nosagent.routing.bgp.apipb.AfiSafi;
import io.nosagent.routing.bgp.apipb.AfiSafiConfig;
import io.nosagent.routing.bgp.apipb.GracefulRestart;
import io.nosagent.routing.bgp.apipb.Global;
import io.nosagent.routing.bgp.apipb.MpGracefulRestart;
import io.nosagent.routing.bgp.apipb.MpGracefulRestartConfig;
import io.nosagent.routing.bgp.apipb.Peer;
import io.nosagent.routing.bgp.apipb.PeerConf;
import io.nosagent.routing.bgp.apipb.Timers;
import io.nosagent.routing.bgp.apipb.TimersConfig;
import io.nosagent.routing.bgp.apipb.Transport;
import io.nosagent.routing.bgp.gobgp.Paths;

import java.net.InetAddress;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A BGP speaker standing for something the switch peers with: a training container's BGP sidecar (it
 * announces its task VIP once per NIC over one session with ADD-PATHS), a spine, or a benchmark peer.
 * It runs its own gobgpd, sessions from its own loopback address to the switch's listening port, and
 * advertises graceful restart.
 */
final class Sidecar implements AutoCloseable {

    private final Gobgpd gobgpd;
    private final String address;
    private final long as;
    private final Map<List<Object>, ByteString> announced = new HashMap<>();

    private Sidecar(Gobgpd gobgpd, String address, long as) {
        this.gobgpd = gobgpd;
        this.address = address;
        this.as = as;
    }

    /** A speaker of AS {@code as} whose sessions come from {@code address} (a 127.0.0.x address). */
    static Sidecar start(Path dir, String address, long as) {
        var g = Gobgpd.start(dir, "peer-" + address);
        // listen_port -1: it only connects, so several of them share the loopback without port clashes.
        g.client().startBgp(Global.newBuilder().setAsn((int) as).setRouterId(address).setListenPort(-1).build());
        return new Sidecar(g, address, as);
    }

    String address() {
        return address;
    }

    InetAddress ip() {
        return IpAddresses.parse(address);
    }

    Gobgpd gobgpd() {
        return gobgpd;
    }

    /** Announces {@code prefix} once per next hop, path identifiers 1, 2, ... (ADD-PATHS). */
    void announce(Cidr prefix, List<InetAddress> nextHops) {
        for (int i = 0; i < nextHops.size(); i++) {
            announced.put(List.of(prefix, nextHops.get(i)), gobgpd.client().addPath(Paths.route(prefix, nextHops.get(i), i + 1)));
        }
    }

    /** Withdraws the path of {@code prefix} via {@code nextHop}. */
    void withdraw(Cidr prefix, InetAddress nextHop) {
        gobgpd.client().deletePath(announced.remove(List.of(prefix, nextHop)));
    }

    /**
     * Opens the session to the switch (AS {@code switchAs}, listening at 127.0.0.1:{@code switchPort}):
     * IPv4 unicast with ADD-PATHS send, graceful restart with {@code restartTime} seconds, reconnecting
     * every second.
     */
    void peerWith(int switchPort, long switchAs, int restartTime) {
        gobgpd.client().addPeer(Peer.newBuilder()
                .setConf(PeerConf.newBuilder().setNeighborAddress("127.0.0.1").setPeerAsn((int) switchAs))
                .setTransport(Transport.newBuilder().setLocalAddress(address).setRemotePort(switchPort))
                .setTimers(Timers.newBuilder().setConfig(TimersConfig.newBuilder().setConnectRetry(1)
                        .setIdleHoldTimeAfterReset(1)))
                .setGracefulRestart(GracefulRestart.newBuilder().setEnabled(true).setRestartTime(restartTime))
                .addAfiSafis(AfiSafi.newBuilder()
                        .setConfig(AfiSafiConfig.newBuilder().setFamily(Paths.IPV4_UNICAST).setEnabled(true))
                        .setMpGracefulRestart(MpGracefulRestart.newBuilder().setConfig(MpGracefulRestartConfig.newBuilder().setEnabled(true)))
                        .setAddPaths(AddPaths.newBuilder().setConfig(AddPathsConfig.newBuilder().setSendMax(64))))
                .build());
    }

    long as() {
        return as;
    }

    /** Crashes it (SIGKILL): its sessions drop without a NOTIFICATION. */
    void kill() {
        gobgpd.kill();
    }

    @Override
    public void close() {
        gobgpd.close();
    }
}
