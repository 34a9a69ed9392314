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
 * The switch's own gobgpd crashes. The agent keeps every route it learned programmed, marked stale; the
 * daemon is started again, the agent pushes its config and follows it; what comes back is fresh without
 * a SAI call, and what has not come back when the resync time ends (the global stale-routes-time, on
 * the agent's simulated clock) is withdrawn.
 */
class DaemonLossTest {

    private static final Cidr VIP1 = Cidr.parse("10.0.1.100/32");
    private static final Cidr VIP2 = Cidr.parse("10.0.2.100/32");
    private static final int RESYNC_SECONDS = 60;

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

    @Test
    void learnedRoutesStayStaleWhileTheDaemonIsGoneAndWhatItDoesNotResendGoesWhenTheResyncEnds() {
        rack = BgpRack.rtsw(71, dir);
        rack.commit(rack.rack().cabledIntent(5, 0).with(BgpIntent.SECTION, BgpRack.bgp(RESYNC_SECONDS,
                BgpRack.neighbor(ip("127.0.0.2"), 65100, List.of(downlink(0), downlink(1), downlink(2), downlink(3))))));
        sidecar = Sidecar.start(dir, "127.0.0.2", 65100);
        sidecar.announce(VIP1, nics);
        sidecar.announce(VIP2, nics.subList(0, 2));
        sidecar.peerWith(rack.port(), BgpRack.AS, 30);
        // gobgpd hands a prefix's paths over as they arrive: wait for every NIC, not the first.
        rack.await("both VIPs programmed on all their NICs", () -> members(VIP1) == 4 && members(VIP2) == 2);
        RoutingState.Group vip1Group = rack.rack().state().groupOf(VIP1).orElseThrow();
        long generation = rack.daemon().generation();
        rack.rack().sw().forgetCalls();

        rack.daemon().kill();
        rack.await("the agent notices", () -> rack.state().connection() != BgpState.Connection.CONNECTED);
        assertThat(rack.state().stale()).isEqualTo(2);
        assertThat(programmed(VIP1) && programmed(VIP2)).as("kept, stale").isTrue();
        // While the switch's daemon is away the host stops announcing VIP2.
        sidecar.withdraw(VIP2, nics.get(0));
        sidecar.withdraw(VIP2, nics.get(1));

        rack.await("a new daemon, VIP1 re-sent", Duration.ofSeconds(40), () -> rack.daemon().generation() > generation
                && rack.state().connection() == BgpState.Connection.RESYNCING && rack.state().stale() == 1);
        assertThat(programmed(VIP2)).as("VIP2 stays until the resync ends").isTrue();
        assertThat(rack.rack().sw().writes()).as("no SAI write so far").isEmpty();

        rack.rack().run(Duration.ofSeconds(RESYNC_SECONDS));

        assertThat(programmed(VIP2)).as("VIP2 withdrawn when the resync ended").isFalse();
        assertThat(rack.state().connection()).isEqualTo(BgpState.Connection.CONNECTED);
        assertThat(rack.state().stale()).isZero();
        assertThat(rack.rack().state().groupOf(VIP1)).as("VIP1 untouched").contains(vip1Group);
        assertThat(rack.rack().sw().writes()).filteredOn(c -> c.objectType() == ObjectType.ROUTE_ENTRY)
                .extracting(SaiCall::entry).allSatisfy(e -> assertThat(((RouteEntry) e).destination().toString())
                        .isEqualTo(VIP2.toString()));
    }

    private boolean programmed(Cidr prefix) {
        return rack.rack().state().route(prefix).filter(r -> !(r.target() instanceof RoutingState.Unresolved)).isPresent();
    }

    private int members(Cidr vip) {
        return rack.rack().state().groupOf(vip).map(g -> g.members().size()).orElse(0);
    }
}
