package io.nosagent.cli;

import io.nosagent.agent.gnmi.GnmiAgent;
import io.nosagent.config.yang.BfdYang;
import io.nosagent.feature.gnmi.DataWriter;
import io.nosagent.net.IpAddresses;
import io.nosagent.routing.bgp.BfdSession;
import io.nosagent.routing.bgp.gnmi.BfdStateHandler;
import io.nosagent.sai.observe.Published;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code show bfd}: none on a switch without BGP; a session as {@code /bfd} serves it (the state handler's own output)
 * as one row with its interface, peer, state, timers in ms, diagnostic, failures and the last failure's time.
 */
class BfdShowCommandTest {

    @TempDir
    Path state;

    @Test
    void aSwitchWithoutBgpHasNoBfdSessions() {
        try (GnmiAgent sw = GnmiAgent.start(state, "rtsw", g -> g.withInsecure(false))) {
            ShowRun r = ShowRun.of(sw, state, "bfd");

            assertThat(r.exit()).as(r.err()).isZero();
            assertThat(r.out()).contains("no BFD sessions");
        }
    }

    @Test
    void aFailedSessionIsOneRowWithItsTimersDiagnosticAndFailureTime() {
        var failed = Instant.parse("2026-11-29T03:00:01.250Z");
        var session = new BfdSession(7, 0, IpAddresses.parse("172.16.0.1"), Optional.of(IpAddresses.parse("172.16.0.0")),
                Optional.of("eth1/17/1"), BfdSession.State.DOWN, BfdSession.Diagnostic.DETECTION_TIMEOUT,
                BfdSession.Diagnostic.NO_DIAGNOSTIC, new BfdSession.Timers(300, 300, 3), 300, 1, 1, Optional.of(failed));
        var served = new DataWriter(0);
        new BfdStateHandler(Optional.of(new Published<>("BFD sessions", List.of(session)))).write(served);
        var view = new BfdView();
        var text = new StringWriter();
        view.out = new PrintWriter(text, true);

        view.table(List.of(served.root().path(BfdYang.TOP)));

        assertThat(text.toString()).containsPattern(
                "eth1/17/1[ |]+172\\.16\\.0\\.1[ |]+DOWN[ |]+300[ |]+300[ |]+3[ |]+DETECTION_TIMEOUT[ |]+1[ |]+2026-11-29T03:00:01\\.250Z");
    }
}
