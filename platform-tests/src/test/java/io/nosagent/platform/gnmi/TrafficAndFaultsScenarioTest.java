package io.nosagent.platform.gnmi;

import io.nosagent.lab.traffic.SimulatedHosts;
import io.nosagent.sai.vasic.traffic.TrafficPattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;
import java.util.function.LongPredicate;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The agent on the virtual ASIC with simulated hosts on its downlinks (and spine peers on its uplinks), observed only through gNMI
 * while the simulator's fault API breaks things: what an operator watching the switch would see.
 */
class TrafficAndFaultsScenarioTest {

    private static final String COUNTERS = "/interfaces/interface[name=%s]/state/counters";

    @Test
    void countersMoveOnTheDownlinksAndALinkCutIsReportedOnChange(@TempDir Path dir) throws Exception {
        try (var sw = GnmiSwitch.rtsw(dir);
             var hosts = SimulatedHosts.start(sw.asic(), sw.agent.intent().current(), TrafficPattern.ALLREDUCE, 11)) {

            long first = awaitCounter(sw, "eth1/3/1", "in-octets", v -> v > 0);
            awaitCounter(sw, "eth1/3/1", "in-octets", v -> v > first);

            var watch = new Watch(sw.viewer(), "/interfaces/interface[name=eth1/5/1]/state/oper-status");
            hosts.inject(faults -> faults.linkDown(hosts.host("eth1/5/1").orElseThrow().link()));

            assertThat(watch.nextChanges())
                    .containsExactly("/interfaces/interface[name=eth1/5/1]/state/oper-status = \"DOWN\"");
        }
    }

    @Test
    void aHostStormingPfcShowsAsPauseFramesReceived(@TempDir Path dir) throws Exception {
        try (var sw = GnmiSwitch.rtsw(dir);
             var hosts = SimulatedHosts.start(sw.asic(), sw.agent.intent().current(), TrafficPattern.NONE, 11)) {

            hosts.inject(faults -> faults.pfcStorm(hosts.host("eth1/7/1").orElseThrow(), 2));

            awaitCounter(sw, "eth1/7/1", "in-mac-pause-frames", v -> v > 0, "/interfaces/interface[name=%s]/ethernet/state/counters");
            assertThat(counter(sw, "eth1/8/1", "in-mac-pause-frames", "/interfaces/interface[name=%s]/ethernet/state/counters")).isZero();
        }
    }

    private static long counter(GnmiSwitch sw, String port, String leaf) {
        return counter(sw, port, leaf, COUNTERS);
    }

    private static long counter(GnmiSwitch sw, String port, String leaf, String container) {
        // RFC 7951: the value's top-level members are module-qualified; counter64 is a JSON string.
        var node = sw.read(container.formatted(port));
        String name = leaf.substring(leaf.indexOf(':') + 1);
        for (var field : node.properties()) {
            if (field.getKey().equals(name) || field.getKey().endsWith(":" + name)) {
                return Long.parseLong(field.getValue().asText());
            }
        }
        throw new AssertionError(container.formatted(port) + " has no " + leaf + ": " + node);
    }

    private static long awaitCounter(GnmiSwitch sw, String port, String leaf, LongPredicate until) throws InterruptedException {
        return awaitCounter(sw, port, leaf, until, COUNTERS);
    }

    private static long awaitCounter(GnmiSwitch sw, String port, String leaf, LongPredicate until, String container)
            throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        long v;
        do {
            v = counter(sw, port, leaf, container);
            if (until.test(v)) {
                return v;
            }
            Thread.sleep(50);
        } while (System.nanoTime() < deadline);
        throw new AssertionError(port + " " + leaf + " stayed at " + v + " in " + sw.read(container.formatted(port)));
    }
}
