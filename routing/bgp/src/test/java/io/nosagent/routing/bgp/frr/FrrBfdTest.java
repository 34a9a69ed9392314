package io.nosagent.routing.bgp.frr;

import com.fasterxml.jackson.databind.JsonNode;
import io.nosagent.config.delta.IntentDelta;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.bgp.Bfd;
import io.nosagent.config.intent.bgp.BgpGlobal;
import io.nosagent.config.intent.bgp.BgpIntent;
import io.nosagent.config.intent.bgp.Neighbor;
import io.nosagent.config.yang.BfdYang;
import io.nosagent.config.yang.BfdYang.Interfaces.Interface;
import io.nosagent.config.yang.BfdYang.Interfaces.Interface.Peers.Peer;
import io.nosagent.feature.gnmi.DataWriter;
import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;
import io.nosagent.routing.RoutedRack;
import io.nosagent.routing.bgp.BfdSession;
import io.nosagent.routing.bgp.FrrSpeaker;
import io.nosagent.routing.bgp.gnmi.BfdStateHandler;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.Inet4Address;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

import static io.nosagent.routing.RoutedRack.ip;
import static io.nosagent.routing.RoutedRack.spineIp;
import static io.nosagent.routing.RoutedRack.uplink;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

/**
 * BFD on a fabric link: the RTSW's FRR and a spine's FRR (zebra, bgpd, bfdd each, in their namespaces, over a
 * veth on uplink 0) run BFD at 100 ms x 3 beside an eBGP session with FRR's datacenter hold time (9 s). When
 * the spine's bfdd falls silent (stopped, its bgpd and the TCP session untouched), or the link goes down, the
 * spine's paths leave the ASIC well within the hold time. Needs FRR and root; skips otherwise.
 */
class FrrBfdTest {

    private static final Cidr P1 = Cidr.parse("10.60.0.0/16");
    /** Far under the 9 s hold time; BFD at 100 ms x 3 detects in 0.3 s. */
    private static final Duration WELL_WITHIN_HOLD = Duration.ofSeconds(2);

    @TempDir
    Path dir;

    private FrrLab lab;
    private RoutedRack rack;
    private FrrSpeaker speaker;
    private FrrDaemons spine;
    private String pe;

    @BeforeEach
    void start() throws Exception {
        FrrLab.assumeFrrAndRoot();
        lab = new FrrLab();
        FrrLab.openToFrr(dir);
        String sw = lab.namespace("sw");
        pe = lab.namespace("pe");
        lab.veth(sw, KernelInterfaces.kernelName(uplink(0)), "172.16.0.0/31", pe, "pe0", spineIp(0) + "/31");
        spine = new FrrDaemons(dir.resolve("spine"), Optional.of(pe));
        spine.start("""
                bfd
                 profile FAST
                  detect-multiplier 3
                  receive-interval 100
                  transmit-interval 100
                !
                router bgp 65100
                 bgp router-id 10.255.0.100
                 no bgp ebgp-requires-policy
                 no bgp network import-check
                 neighbor 172.16.0.0 remote-as 65001
                 neighbor 172.16.0.0 timers connect 1
                 neighbor 172.16.0.0 bfd
                 neighbor 172.16.0.0 bfd profile FAST
                 address-family ipv4 unicast
                  network 10.60.0.0/16
                 exit-address-family
                exit
                """);
        rack = RoutedRack.rtsw(92);
        speaker = new FrrSpeaker(rack.ribInput(), rack.routing().state(), rack.updateLoop(), rack.sw().time(),
                rack.sw().handle().platform(), new FrrDaemons(dir.resolve("switch"), Optional.of(sw)), Optional.of(sw), false);
        var global = BgpGlobal.of(65001, (Inet4Address) IpAddresses.parseIpv4("10.255.0.1")).withMultiplePaths(true);
        Neighbor n = Neighbor.of(ip(spineIp(0)), 65100);
        SwitchIntent next = rack.cabledIntent(1, 1).with(BgpIntent.SECTION, BgpIntent.of(global)
                .withNeighbor(n.withSettings(n.settings().withBfd(Bfd.of(100, 3)))));
        var before = rack.running();
        rack.commit(next);
        speaker.apply(IntentDelta.between(before, next));
        await("the spine's prefix programmed", () -> rack.state().route(P1).isPresent());
        await("the BFD session up at 100 ms", () -> speaker.daemons().vtysh().show("show bfd peers")
                .matches("(?s).*peer 172\\.16\\.0\\.1 .*Status: up.*Detect-multiplier: 3.*Receive interval: 100ms.*"));
    }

    @AfterEach
    void stop() {
        if (spine != null) {
            spine.process(FrrDaemons.Daemon.BFDD).ifPresent(p -> FrrLab.run("kill", "-CONT", Long.toString(p.pid())));
            spine.close();
        }
        if (speaker != null) {
            speaker.close();
        }
        if (rack != null) {
            rack.close();
        }
        if (lab != null) {
            lab.close();
        }
    }

    @Test
    void aSilentBfdPeerTakesItsPathsAwayWithinTheDetectionTimeNotTheHoldTime() throws Exception {
        long bfdd = spine.process(FrrDaemons.Daemon.BFDD).orElseThrow().pid();

        FrrLab.run("kill", "-STOP", Long.toString(bfdd));
        Duration gone = await("the spine's paths removed", () -> rack.state().route(P1).isEmpty());

        assertThat(gone).as("BFD down, not the hold time").isLessThan(WELL_WITHIN_HOLD);
        assertThat(speaker.daemons().vtysh().show("show bfd peers")).contains("Status: down");
    }

    @Test
    void aLinkDownTakesThePathsAwayAtOnce() throws Exception {
        FrrLab.run("ip", "-n", pe, "link", "set", "pe0", "down");
        Duration gone = await("the spine's paths removed", () -> rack.state().route(P1).isEmpty());

        assertThat(gone).as("link down, not the hold time").isLessThan(WELL_WITHIN_HOLD);
    }

    @Test
    void theSessionIsServedOverOpenConfigUpAndItsFailureArrivesOnChangeWithTheDetection() throws Exception {
        var handler = new BfdStateHandler(Optional.of(speaker.bfdSessions().sessions()));
        await("the session served up", () -> peer(handler).path(Peer.State.SESSION_STATE).asText().equals("UP"));
        JsonNode served = interfaceEntry(handler);
        JsonNode up = peer(handler);
        System.out.println("BFD over OpenConfig, up: " + served);
        assertThat(served.path(Interface.ID).asText()).as("the session's interface").isEqualTo(uplink(0));
        assertThat(served.path(Interface.CONFIG).path(Interface.Config.ID).asText()).isEqualTo(uplink(0));
        assertThat(served.path(Interface.STATE).path(Interface.State.DESIRED_MINIMUM_TX_INTERVAL).asLong()).as("100 ms in µs").isEqualTo(100_000);
        assertThat(served.path(Interface.STATE).path(Interface.State.REQUIRED_MINIMUM_RECEIVE).asLong()).isEqualTo(100_000);
        assertThat(served.path(Interface.STATE).path(Interface.State.DETECTION_MULTIPLIER).asInt()).isEqualTo(3);
        assertThat(up.path(Peer.State.REMOTE_ADDRESS).asText()).isEqualTo(spineIp(0));
        assertThat(up.path(Peer.State.LOCAL_DISCRIMINATOR).asText()).isEqualTo(served.path(Interface.PEERS).path(Interface.Peers.PEER)
                .get(0).path(Peer.LOCAL_DISCRIMINATOR).asText()).isNotEqualTo("0");
        assertThat(up.path(Peer.State.REMOTE_DISCRIMINATOR).asText()).as("the spine's id, from its packets").isNotEqualTo("0");
        assertThat(up.path(Peer.State.REMOTE_MINIMUM_RECEIVE_INTERVAL).asLong()).as("the spine's 100 ms").isEqualTo(100_000);
        assertThat(up.path(Peer.State.UP_TRANSITIONS).asLong()).isEqualTo(1);
        assertThat(up.path(Peer.State.FAILURE_TRANSITIONS).asLong()).isZero();
        assertThat(up.has(Peer.State.LAST_FAILURE_TIME)).as("never failed").isFalse();

        // The spine's bfdd falls silent: the change is published (gNMI's ON_CHANGE) as bfdd detects it.
        var heard = new LinkedBlockingQueue<Long>();
        Instant before = rack.sw().time().now();
        long stopped;
        try (var changes = speaker.bfdSessions().sessions().subscribe(sessions -> {
            if (sessions.stream().anyMatch(x -> x.state() == BfdSession.State.DOWN)) {
                heard.add(System.nanoTime());
            }
        })) {
            stopped = System.nanoTime();
            FrrLab.run("kill", "-STOP", Long.toString(spine.process(FrrDaemons.Daemon.BFDD).orElseThrow().pid()));
            await("the change published", () -> !heard.isEmpty());
        }
        Duration detected = Duration.ofNanos(heard.peek() - stopped);
        JsonNode down = peer(handler);
        System.out.printf("BFD 100 ms x 3: the spine's bfdd stopped, session DOWN published after %d ms: %s%n", detected.toMillis(), down);
        assertThat(down.path(Peer.State.SESSION_STATE).asText()).isEqualTo("DOWN");
        assertThat(down.path(Peer.State.LOCAL_DIAGNOSTIC_CODE).asText()).isEqualTo("DETECTION_TIMEOUT");
        assertThat(down.path(Peer.State.FAILURE_TRANSITIONS).asLong()).isEqualTo(1);
        assertThat(Instant.ofEpochSecond(0, down.path(Peer.State.LAST_FAILURE_TIME).asLong())).as("stamped at the failure")
                .isAfterOrEqualTo(before).isBeforeOrEqualTo(rack.sw().time().now());
        assertThat(detected).as("published with the detection, well within the hold time").isLessThan(WELL_WITHIN_HOLD);
    }

    /** What {@code handler} serves of the only BFD interface. */
    private static JsonNode interfaceEntry(BfdStateHandler handler) {
        var out = new DataWriter(0);
        handler.write(out);
        return out.root().path(BfdYang.TOP).path(BfdYang.INTERFACES).path(BfdYang.Interfaces.INTERFACE).path(0);
    }

    /** The state {@code handler} serves of the only session. */
    private static JsonNode peer(BfdStateHandler handler) {
        return interfaceEntry(handler).path(Interface.PEERS).path(Interface.Peers.PEER).path(0).path(Peer.STATE);
    }

    /** Waits for {@code condition}; how long it took. */
    private Duration await(String what, BooleanSupplier condition) throws InterruptedException {
        long start = System.nanoTime();
        long deadline = start + TimeUnit.SECONDS.toNanos(40);
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                fail("not within 40 s: " + what + "; BGP " + speaker.state().current() + "; BFD "
                        + speaker.daemons().vtysh().show("show bfd peers"));
            }
            rack.run(Duration.ofMillis(10));
            TimeUnit.MILLISECONDS.sleep(5);
        }
        return Duration.ofNanos(System.nanoTime() - start);
    }
}
