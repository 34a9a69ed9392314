package io.nosagent.routing.bgp;

import io.nosagent.config.delta.IntentDelta;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.bgp.AddPaths;
import io.nosagent.config.intent.bgp.AfiSafi;
import io.nosagent.config.intent.bgp.AfiSafiSettings;
import io.nosagent.config.intent.bgp.BgpGlobal;
import io.nosagent.config.intent.bgp.BgpIntent;
import io.nosagent.config.intent.bgp.GracefulRestart;
import io.nosagent.config.intent.bgp.Neighbor;
import io.nosagent.net.IpAddresses;
import io.nosagent.routing.RoutedRack;
import io.nosagent.routing.bgp.gobgp.BgpListen;
import io.nosagent.routing.bgp.gobgp.GobgpDaemon;

import java.net.Inet4Address;
import java.net.InetAddress;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.OptionalInt;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

import static org.assertj.core.api.Assertions.fail;

/**
 * An RTSW on the virtual ASIC test kit ({@link RoutedRack}: downlink i is 10.0.(i+1).1/24 with its host
 * at .2) whose BGP runs in its own gobgpd child, on loopback: the switch listens at 127.0.0.1 on a free
 * port, as AS {@value #AS} with router id 10.255.0.1, multipath on, graceful restart helper.
 * Commits go to the routing programmers, then to the speaker, as the agent's IntentService runs them.
 * Real daemons answer in real time while the rack's clock is simulated: {@link #await} runs the
 * simulation in small steps until a condition holds.
 */
final class BgpRack implements AutoCloseable {

    static final long AS = 65001;

    private final RoutedRack rack;
    private final GobgpDaemon daemon;
    private final BgpSpeaker speaker;
    private final BgpListen listen;

    private BgpRack(RoutedRack rack, Path dir) {
        this.rack = rack;
        this.listen = new BgpListen(Gobgpd.freePort(), Gobgpd.loopback());
        this.daemon = new GobgpDaemon(GobgpDaemon.onPath().orElseThrow(), dir.resolve("switch-gobgpd"), listen, 0,
                rack.sw().time());
        this.speaker = new BgpSpeaker(rack.ribInput(), rack.routing().state(), rack.updateLoop(), rack.sw().time(), rack.sw().handle().platform(),
                daemon, listen);
    }

    static BgpRack rtsw(long seed, Path dir) {
        Gobgpd.assumeInstalled();
        return new BgpRack(RoutedRack.rtsw(seed), dir);
    }

    RoutedRack rack() {
        return rack;
    }

    BgpSpeaker speaker() {
        return speaker;
    }

    GobgpDaemon daemon() {
        return daemon;
    }

    int port() {
        return listen.port();
    }

    BgpState state() {
        return speaker.state().current();
    }

    /** The switch's BGP instance with {@code neighbors}; graceful restart helper with {@code staleRoutesTime}. */
    static BgpIntent bgp(int staleRoutesTime, Neighbor... neighbors) {
        var global = BgpGlobal.of(AS, (Inet4Address) IpAddresses.parseIpv4("10.255.0.1")).withMultiplePaths(true)
                .withGracefulRestart(new GracefulRestart(java.util.Optional.of(true), OptionalInt.empty(),
                        OptionalInt.of(staleRoutesTime), java.util.Optional.of(true)));
        var bgp = BgpIntent.of(global);
        for (Neighbor n : neighbors) {
            bgp = bgp.withNeighbor(n);
        }
        return bgp;
    }

    /**
     * A neighbor for {@code peer}: passive (the peer connects), IPv4 unicast with ADD-PATHS receive, and
     * {@code hostInterfaces} when it is a host's sidecar.
     */
    static Neighbor neighbor(Sidecar peer, List<String> hostInterfaces) {
        return neighbor(peer.ip(), peer.as(), hostInterfaces);
    }

    static Neighbor neighbor(InetAddress address, long as, List<String> hostInterfaces) {
        var v4 = AfiSafiSettings.of(AfiSafi.IPV4_UNICAST).withAddPaths(new AddPaths(true, false, OptionalInt.empty()));
        Neighbor n = Neighbor.of(address, as);
        return n.withHostInterfaces(hostInterfaces).withSettings(n.settings().withPassiveMode(true)
                .withLocalAddress(IpAddresses.parse("127.0.0.1")).withAfiSafi(v4));
    }

    /** Programs {@code next}: the routing programmers, then the speaker. */
    void commit(SwitchIntent next) {
        var before = rack.running();
        rack.commit(next);
        speaker.apply(IntentDelta.between(before, next));
    }

    /** Runs the simulation in small steps until {@code condition} holds; fails after {@code realTimeout}. */
    void await(String what, Duration realTimeout, BooleanSupplier condition) {
        long deadline = System.nanoTime() + realTimeout.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                fail("not within " + realTimeout.toSeconds() + " s: " + what + "; BGP state " + state());
            }
            rack.run(Duration.ofMillis(5));
            try {
                TimeUnit.MILLISECONDS.sleep(5);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }
    }

    void await(String what, BooleanSupplier condition) {
        await(what, Duration.ofSeconds(30), condition);
    }

    /** Runs the simulation and real time side by side for {@code real}: for checks that nothing happens. */
    void idle(Duration real) {
        long end = System.nanoTime() + real.toNanos();
        while (System.nanoTime() < end) {
            rack.run(Duration.ofMillis(5));
            try {
                TimeUnit.MILLISECONDS.sleep(5);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    @Override
    public void close() {
        speaker.close();
        rack.close();
    }
}
