package io.nosagent.cli;

import io.nosagent.agent.gnmi.GnmiAgent;
import io.nosagent.config.intent.StaticNeighbor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code show neighbors | copp} against the RTSW example: no neighbor until one is configured (nothing is cabled to
 * learn), and the shipped CoPP profile with each queue's traps and counters.
 */
class ControlPlaneShowCommandsTest {

    @TempDir
    Path state;
    GnmiAgent sw;

    @BeforeEach
    void start() {
        sw = GnmiAgent.start(state, "rtsw", g -> g.withInsecure(false));
    }

    @AfterEach
    void stop() {
        sw.close();
    }

    private ShowRun show(String... view) {
        return ShowRun.of(sw, state, view);
    }

    @Test
    void aFreshSwitchWithNobodyCabledHasNoNeighbors() {
        ShowRun r = show("neighbors");

        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("no neighbors");
    }

    @Test
    void neighborsListsAConfiguredNeighborAsStaticInItsFamily() throws Exception {
        sw.agent.intent().commit(i -> i.withInterface(i.interfaceNamed("eth1/1/1").orElseThrow()
                .withNeighbor(StaticNeighbor.of("10.0.1.2", "02:00:00:00:01:01"))
                .withNeighbor(StaticNeighbor.of("2001:db8:0:1::2", "02:00:00:00:01:01"))), "pin host0").get();

        ShowRun r = show("neighbors");

        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).containsPattern("eth1/1/1[ |]+10\\.0\\.1\\.2[ |]+02:00:00:00:01:01[ |]+STATIC")
                .containsPattern("eth1/1/1[ |]+2001:db8:0:1::2[ |]+02:00:00:00:01:01[ |]+STATIC");
        assertThat(r.out().lines().filter(l -> l.contains("STATIC"))).hasSize(2);
    }

    @Test
    void coppListsEachCpuQueueWithItsRateItsTrapsAndItsCounters() {
        ShowRun r = show("copp");

        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).containsPattern("7[ |]+high[ |]+6000[ |]+6000[ |]+lacp, bgp, bgpv6")
                .containsPattern("5[ |]+arp-request[ |]+600[ |]+600[ |]+arp-request")
                .containsPattern("0[ |]+low[ |]+100[ |]+100[ |]+ttl-error, l3-mtu-error")
                .containsPattern("neighbor-miss[ |]+1[ |]+0[ |]+0[ |]+0");
    }
}
