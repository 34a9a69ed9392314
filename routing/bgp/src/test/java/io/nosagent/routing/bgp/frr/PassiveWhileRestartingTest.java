package io.nosagent.routing.bgp.frr;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.net.InetAddress;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

import static io.nosagent.routing.RoutedRack.ip;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A switch restarting gracefully leaves its neighbors to open the sessions, and connects itself again only where
 * changing {@code passive} cannot reset a session (bgpd's states as FRR 8.4's {@code show bgp neighbors json} gives them).
 */
class PassiveWhileRestartingTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final InetAddress CTSW1 = ip("172.16.0.1");
    private static final InetAddress CTSW2 = ip("172.16.0.129");
    private static final Instant START = Instant.parse("2026-11-29T12:00:00Z");

    private static JsonNode states(String ctsw1, String ctsw2) throws Exception {
        return JSON.readTree("""
                {"172.16.0.1": {"bgpState": "%s"}, "172.16.0.129": {"bgpState": "%s"}}
                """.formatted(ctsw1, ctsw2));
    }

    private static PassiveWhileRestarting restart() {
        return new PassiveWhileRestarting(List.of(CTSW1, CTSW2), START, Duration.ofSeconds(20));
    }

    @Test
    void theNeighborsStayPassiveWhileTheirSessionsComeUpAndOnceUp() throws Exception {
        var r = restart();
        assertThat(r.neighbors()).containsExactlyInAnyOrder(CTSW1, CTSW2);
        assertThat(r.follow(states("Active", "Active"), START.plusSeconds(2))).as("waiting for the peers").isFalse();
        assertThat(r.follow(states("OpenConfirm", "Established"), START.plusSeconds(4))).isFalse();
        assertThat(r.follow(states("Established", "Established"), START.plusSeconds(30)))
                .as("passive changes nothing on an established session, and changing it would reset it").isFalse();
        assertThat(r.neighbors()).containsExactlyInAnyOrder(CTSW1, CTSW2);
    }

    @Test
    void aSessionDownAgainAfterTheRestartConnectsItselfAgain() throws Exception {
        var r = restart();
        r.follow(states("Established", "Established"), START.plusSeconds(4));
        assertThat(r.follow(states("Clearing", "Established"), START.plusSeconds(40))).as("still clearing: wait").isFalse();
        assertThat(r.follow(states("Idle", "Established"), START.plusSeconds(41))).isTrue();
        assertThat(r.neighbors()).containsExactly(CTSW2);
        assertThat(r.over()).isFalse();
        assertThat(r.follow(states("Active", "Active"), START.plusSeconds(60))).isTrue();
        assertThat(r.over()).isTrue();
    }

    @Test
    void aPeerThatDoesNotConnectWithinTheWaitIsConnectedToButNeverInTheMiddleOfAnOpen() throws Exception {
        var r = restart();
        assertThat(r.follow(states("Active", "Established"), START.plusSeconds(19))).isFalse();
        assertThat(r.follow(states("OpenSent", "Established"), START.plusSeconds(20)))
                .as("an open under way: changing passive would end it with a Cease").isFalse();
        assertThat(r.follow(states("Active", "Established"), START.plusSeconds(21))).isTrue();
        assertThat(r.neighbors()).containsExactly(CTSW2);
    }

    @Test
    void aNeighborBgpdDoesNotListYetStaysPassive() throws Exception {
        var r = restart();
        assertThat(r.follow(JSON.readTree("{}"), START.plusSeconds(60))).isFalse();
        assertThat(r.neighbors()).hasSize(2);
    }
}
