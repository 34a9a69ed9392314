package io.nosagent.routing.bgp.frr;

import io.nosagent.config.intent.InterfaceAddress;
import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.net.IpAddresses;
import io.nosagent.routing.bgp.BfdSession;
import io.nosagent.sai.vasic.sim.SimulatedTime;
import io.nosagent.sai.vasic.sim.Simulation;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * bfdd's answers to {@code show bfd peers json} and {@code show bfd peers counters json} (in the shape FRR 8.4
 * prints them) read into sessions: states, diagnostics, timers, transitions, the router interface; a change
 * published once, the ticking uptime not at all, and a failure stamped with the time the agent saw it.
 */
class BfdSessionsTest {

    private static final List<InterfaceIntent> PORTS = List.of(
            InterfaceIntent.named("eth1/17/1").withAddress(InterfaceAddress.parse("172.16.0.0/31")),
            InterfaceIntent.named("eth1/18/1").withAddress(InterfaceAddress.parse("172.16.0.2/31")));

    private static String answer(String status, long uptime, String diagnostic, long ups, long downs) {
        return """
                [{"multihop":false,"peer":"172.16.0.1","local":"172.16.0.0","vrf":"default","interface":"eth1-17-1","id":7,
                  "remote-id":9,"passive-mode":false,"status":"%s","uptime":%d,"diagnostic":"%s","remote-diagnostic":"ok",
                  "receive-interval":300,"transmit-interval":300,"echo-receive-interval":50,"echo-transmit-interval":0,
                  "detect-multiplier":3,"remote-receive-interval":200,"remote-transmit-interval":300,
                  "remote-echo-receive-interval":50,"remote-detect-multiplier":3},
                 {"multihop":false,"peer":"172.16.0.3","vrf":"default","id":8,"remote-id":0,"passive-mode":false,
                  "status":"init","diagnostic":"ok","remote-diagnostic":"ok","receive-interval":100,"transmit-interval":100,
                  "detect-multiplier":5,"remote-receive-interval":1000}]
                [{"multihop":false,"peer":"172.16.0.1","local":"172.16.0.0","vrf":"default","interface":"eth1-17-1",
                  "control-packet-input":120,"control-packet-output":121,"session-up":%d,"session-down":%d},
                 {"multihop":false,"peer":"172.16.0.3","vrf":"default","session-up":0,"session-down":0}]
                """.formatted(status, uptime, diagnostic, ups, downs);
    }

    @Test
    void eachSessionIsReadWithItsInterfaceTimersAndCounters() {
        var sessions = BfdSessions.read(answer("up", 12, "ok", 1, 0), PORTS).orElseThrow();

        assertThat(sessions).hasSize(2);
        BfdSession a = sessions.get(0);
        assertThat(a.localDiscriminator()).isEqualTo(7);
        assertThat(a.remoteDiscriminator()).isEqualTo(9);
        assertThat(a.peer()).isEqualTo(IpAddresses.parse("172.16.0.1"));
        assertThat(a.local()).contains(IpAddresses.parse("172.16.0.0"));
        assertThat(a.interfaceName()).as("bfdd's kernel name eth1-17-1").contains("eth1/17/1");
        assertThat(a.state()).isEqualTo(BfdSession.State.UP);
        assertThat(a.timers()).isEqualTo(new BfdSession.Timers(300, 300, 3));
        assertThat(a.remoteReceiveMillis()).isEqualTo(200);
        assertThat(a.upTransitions()).isEqualTo(1);
        assertThat(a.failureTransitions()).isZero();
        BfdSession b = sessions.get(1);
        assertThat(b.interfaceName()).as("no interface named: the one whose subnet holds the peer").contains("eth1/18/1");
        assertThat(b.state()).isEqualTo(BfdSession.State.INIT);
        assertThat(b.local()).isEmpty();
    }

    @Test
    void anAnswerThatIsNotBfddsIsNoSessionList() {
        assertThat(BfdSessions.read("% Unknown command: show bfd peers json", PORTS)).isEmpty();
        assertThat(BfdSessions.read("", PORTS)).isEmpty();
    }

    @Test
    void aStateChangeIsPublishedOnceWithItsFailureTimeAndATickingUptimeNot() {
        var time = new SimulatedTime(new Simulation(1));
        var published = new ArrayList<List<BfdSession>>();
        try (var reader = new BfdSessions(() -> "", time)) {
            reader.interfaces(PORTS);
            reader.sessions().subscribe(published::add);

            reader.update(answer("up", 12, "ok", 1, 0));
            reader.update(answer("up", 13, "ok", 1, 0));
            assertThat(published).as("the uptime ticking is no change").hasSize(1);
            assertThat(published.getLast().getFirst().lastFailure()).isEmpty();

            time.runUntil(time.now().plusSeconds(5));
            reader.update(answer("down", 0, "control detection time expired", 1, 1));
            reader.update("% bfdd is restarting");
            assertThat(published).as("the failure, and nothing for an unreadable answer").hasSize(2);
            BfdSession down = published.getLast().getFirst();
            assertThat(down.state()).isEqualTo(BfdSession.State.DOWN);
            assertThat(down.localDiagnostic()).isEqualTo(BfdSession.Diagnostic.DETECTION_TIMEOUT);
            assertThat(down.failureTransitions()).isEqualTo(1);
            assertThat(down.lastFailure()).as("when the agent saw it fail").contains(time.now());

            time.runUntil(time.now().plusSeconds(5));
            reader.update(answer("up", 1, "control detection time expired", 2, 1));
            assertThat(published.getLast().getFirst().lastFailure()).as("kept once up again").contains(time.now().minusSeconds(5));

            reader.clear();
            assertThat(published.getLast()).as("FRR stopped").isEmpty();
        }
    }
}
