package io.nosagent.lab.bench;

import io.nosagent.api.cli.TextTable;
import io.nosagent.sai.MacAddress;
import io.nosagent.sai.platform.Platform;
import io.nosagent.sai.vasic.nic.FlowClass;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.sim.Simulation;
import io.nosagent.sai.vasic.traffic.BulkTransfer;
import io.nosagent.sai.vasic.traffic.SourcePorts;
import io.nosagent.sai.vasic.traffic.TrafficOptions;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

/**
 * How fast the data-plane simulator runs on one core: a 32 x 400G switch on the virtual ASIC, each port
 * with a host NIC that streams RoCE packets at line rate to the host on the next port (every port
 * fully loaded in and out, no congestion), one packet per event. Counts the events the simulation
 * runs per wall-clock second, after a warm-up run.
 */
public final class SimulatorBench {

    public static final int PORTS = 32;
    static final double TARGET_EVENTS_PER_SECOND = 5_000_000;

    private final long measureNs;

    /** @param measureNs simulated time to measure over (after the same again of warm-up) */
    public SimulatorBench(long measureNs) {
        this.measureNs = measureNs;
    }

    /** The measured figures. */
    public record Result(long events, double wallSeconds, long simulatedNs, long packetsDelivered, long bytesDelivered) {
        double eventsPerSecond() {
            return events / wallSeconds;
        }

        double packetsPerSecond() {
            return packetsDelivered / wallSeconds;
        }

        /** Simulated time per wall time (1.0 would be real time). */
        double speed() {
            return simulatedNs / 1e9 / wallSeconds;
        }

        double loadGbps() {
            return bytesDelivered * 8.0 / simulatedNs;
        }
    }

    public Result run() {
        try (var sw = new BenchSwitch(platform(), 1)) {
            var hosts = new ArrayList<SimNic>();
            for (int p = 0; p < PORTS; p++) {
                hosts.add(sw.host(p));
            }
            var pairs = new ArrayList<BulkTransfer.Pair>();
            for (int p = 0; p < PORTS; p++) {
                pairs.add(new BulkTransfer.Pair(hosts.get(p), hosts.get((p + 1) % PORTS)));
            }
            Simulation sim = sw.fabric.simulation();
            // Endless streams: one huge message per queue pair, repeated.
            BulkTransfer.start(sim, pairs, TrafficOptions.DEFAULT.withFlowClass(FlowClass.ROCE).withQueuePairs(4)
                    .withSourcePorts(SourcePorts.RANDOM).withMessageBytes(64L << 30).withIterations(0));

            sim.runFor(measureNs);
            long eventsBefore = sim.eventsRun();
            long simBefore = sim.now();
            long packetsBefore = delivered(hosts, true);
            long bytesBefore = delivered(hosts, false);
            long start = System.nanoTime();
            sim.runFor(measureNs);
            double wall = (System.nanoTime() - start) / 1e9;
            return new Result(sim.eventsRun() - eventsBefore, wall, sim.now() - simBefore,
                    delivered(hosts, true) - packetsBefore, delivered(hosts, false) - bytesBefore);
        }
    }

    public void print(Result r, PrintStream out) {
        out.printf("Data-plane simulator: %d x 400G ports at full load (host i streams RoCE to host i+1), one packet per event,%n"
                + "%.1f ms of simulated time after the same again of warm-up%n%n", PORTS, measureNs / 1e6);
        new TextTable().left("metric").right("measured").right("target").left("verdict")
                .row("events/s (one core)", String.format("%,.0f", r.eventsPerSecond()), String.format(">= %,.0f", TARGET_EVENTS_PER_SECOND),
                        r.eventsPerSecond() >= TARGET_EVENTS_PER_SECOND ? "met" : "MISSED")
                .row("packets forwarded/s", String.format("%,.0f", r.packetsPerSecond()), "", "")
                .row("offered load", String.format("%,.0f Gb/s", r.loadGbps()), String.format("%,d Gb/s", PORTS * 400), "")
                .row("simulated / wall time", String.format("%.4f", r.speed()), "", "")
                .print(out);
    }

    private static long delivered(List<SimNic> hosts, boolean packets) {
        long n = 0;
        for (SimNic h : hosts) {
            n += packets ? h.receivedPackets() : h.receivedBytes();
        }
        return n;
    }

    /** A 32 x 400G shared-buffer switch. */
    static Platform platform() {
        var ports = new ArrayList<Platform.PortSpec>();
        for (int i = 0; i < PORTS; i++) {
            var lanes = new ArrayList<Integer>();
            for (int l = 0; l < 8; l++) {
                lanes.add(i * 8 + l + 1);
            }
            ports.add(new Platform.PortSpec("eth1/" + (i + 1) + "/1", lanes, 400_000,
                    i < PORTS / 2 ? Platform.PortRole.DOWNLINK : Platform.PortRole.UPLINK));
        }
        return new Platform("bench32", "32 x 400G benchmark switch", Platform.SwitchRole.RTSW, Platform.SwitchType.NPU,
                MacAddress.parse("02:00:5e:30:00:00"), ports, 8, 8,
                new Platform.BufferSpec(64L << 20, 254, 0, Platform.BufferSpec.Carving.SHARED),
                new Platform.Capacities(262_144, 131_072, 32_768, 4_096, 32_768, 4_096, 32_768, 16, 4_096, 4_096, 32_768, 32));
    }
}
