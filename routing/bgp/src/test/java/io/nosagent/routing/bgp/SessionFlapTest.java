package io.nosagent.routing.bgp;

import io.nosagent.config.intent.bgp.BgpIntent;
import io.nosagent.net.Cidr;
import io.nosagent.routing.state.RoutingState;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.RouteEntry;
import io.nosagent.sai.trace.SaiCall;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.InetAddress;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static io.nosagent.routing.RoutedRack.downlink;
import static io.nosagent.routing.RoutedRack.hostIp;
import static io.nosagent.routing.RoutedRack.ip;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A host sidecar's BGP session flaps (its gobgpd crashes: the TCP session drops without a NOTIFICATION).
 * The switch's gobgpd helps it restart gracefully (RFC 4724): the sidecar's routes stay programmed while
 * the session is down and comes back; what it re-announces stays untouched; what it does not is removed
 * once it has re-sent its table (End-of-RIB), or, if it never comes back, when its restart time ends.
 */
class SessionFlapTest {

    private static final Cidr VIP1 = Cidr.parse("10.0.1.100/32");
    private static final Cidr VIP2 = Cidr.parse("10.0.2.100/32");
    private static final List<String> HOST_NICS = List.of(downlink(0), downlink(1), downlink(2), downlink(3));

    @TempDir
    Path dir;

    private BgpRack rack;
    private Sidecar sidecar;
    private final List<InetAddress> nics = List.of(ip(hostIp(0)), ip(hostIp(1)), ip(hostIp(2)), ip(hostIp(3)));

    @AfterEach
    void close() {
        if (sidecar != null) {
            sidecar.close();
        }
        if (rack != null) {
            rack.close();
        }
    }

    /** The switch with the sidecar's two VIPs programmed; the sidecar asks for {@code restartTime} seconds. */
    private void twoVipsFromASidecar(int restartTime) {
        rack = BgpRack.rtsw(61, dir);
        rack.commit(rack.rack().cabledIntent(5, 0).with(BgpIntent.SECTION, BgpRack.bgp(60,
                BgpRack.neighbor(ip("127.0.0.2"), 65100, HOST_NICS))));
        sidecar = startSidecar(restartTime, true);
        // gobgpd hands a prefix's paths over as they arrive: wait for every NIC, not the first.
        rack.await("both VIPs programmed on all their NICs", () -> members(VIP1) == 4 && members(VIP2) == 2);
    }

    private int members(Cidr vip) {
        return rack.rack().state().groupOf(vip).map(g -> g.members().size()).orElse(0);
    }

    /** The host's sidecar (again): VIP1 on 4 NICs, VIP2 on 2 when {@code bothVips}. */
    private Sidecar startSidecar(int restartTime, boolean bothVips) {
        Sidecar s = Sidecar.start(dir, "127.0.0.2", 65100);
        s.announce(VIP1, nics);
        if (bothVips) {
            s.announce(VIP2, nics.subList(1, 3));
        }
        s.peerWith(rack.port(), BgpRack.AS, restartTime);
        return s;
    }

    @Test
    void routesStayWhileTheSessionComesBackAndWhatIsNotReannouncedGoesOnceTheTableIsResent() {
        twoVipsFromASidecar(30);
        RoutingState.Group vip1Group = rack.rack().state().groupOf(VIP1).orElseThrow();
        var vip1Route = rack.rack().state().route(VIP1).orElseThrow();
        rack.rack().sw().forgetCalls();

        sidecar.kill();
        rack.await("the session down", () -> session() != BgpState.SessionState.ESTABLISHED);
        rack.idle(Duration.ofSeconds(1));
        assertThat(programmed(VIP1) && programmed(VIP2)).as("both VIPs stay while the session is down").isTrue();
        assertThat(rack.rack().sw().writes()).as("no SAI write while the session is down").isEmpty();

        sidecar.close();
        sidecar = startSidecar(30, false);
        rack.await("the session back and VIP2 gone", Duration.ofSeconds(40),
                () -> session() == BgpState.SessionState.ESTABLISHED && !programmed(VIP2));

        assertThat(rack.rack().state().route(VIP1)).as("VIP1 never re-programmed").contains(vip1Route);
        assertThat(rack.rack().state().groupOf(VIP1)).as("same group, same 4 members: nothing lost or duplicated")
                .contains(vip1Group);
        assertThat(rack.rack().sw().writes()).filteredOn(c -> c.objectType() == ObjectType.ROUTE_ENTRY)
                .extracting(SaiCall::entry).allSatisfy(e -> assertThat(((RouteEntry) e).destination().toString())
                        .isEqualTo(VIP2.toString()));
        assertThat(rack.rack().sw().writes()).noneMatch(c -> c.objectId() == vip1Group.id());
        assertThat(rack.state().taskVips()).containsOnlyKeys(VIP1);
    }

    @Test
    void aSidecarThatDoesNotComeBackLosesItsRoutesWhenItsRestartTimeEnds() {
        twoVipsFromASidecar(3);

        sidecar.kill();
        rack.await("the session down", () -> session() != BgpState.SessionState.ESTABLISHED);
        long down = System.nanoTime();
        rack.idle(Duration.ofMillis(1500));
        assertThat(programmed(VIP1) && programmed(VIP2)).as("kept within the restart time").isTrue();
        rack.await("both VIPs gone", Duration.ofSeconds(20), () -> !programmed(VIP1) && !programmed(VIP2));

        assertThat(Duration.ofNanos(System.nanoTime() - down)).as("not before the 3 s restart time")
                .isGreaterThanOrEqualTo(Duration.ofMillis(2900));
        assertThat(rack.rack().sw().asic().objects(ObjectType.NEXT_HOP_GROUP)).isEmpty();
        assertThat(rack.state().taskVips()).isEmpty();
    }

    private BgpState.SessionState session() {
        return rack.state().neighbor(ip("127.0.0.2")).map(BgpState.NeighborState::session).orElse(null);
    }

    private boolean programmed(Cidr prefix) {
        return rack.rack().state().route(prefix).filter(r -> !(r.target() instanceof RoutingState.Unresolved)).isPresent();
    }
}
