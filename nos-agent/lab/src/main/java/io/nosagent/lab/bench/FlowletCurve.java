package io.nosagent.lab.bench;

import io.nosagent.lab.fabric.VirtualZone;
import io.nosagent.lab.fabric.ZonePlan;
import io.nosagent.config.intent.routing.Flowlets;
import io.nosagent.sai.vasic.nic.FlowClass;
import io.nosagent.sai.vasic.traffic.BurstyAllToAll;
import io.nosagent.sai.vasic.traffic.SourcePorts;
import io.nosagent.sai.vasic.traffic.TrafficOptions;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * Row 2 of {@code bench fabric}, figure 11's experiment: out-of-order packets per second against the RTSWs'
 * flowlet idle time, under an AllToAll of every NIC of the zone whose flows go on and off on their own
 * ({@link BurstyAllToAll}: bursts of one GPU message, pauses drawn log-uniformly from {@link #OFF}), so a
 * flow pauses while its packets still queue and a flowlet can move under them. E-ECMP without flowlets
 * first (the reference: nothing moves, so nothing is reordered by the RTSWs), then each idle time; every
 * point over the same seeds, one zone per seed reconfigured from point to point.
 */
final class FlowletCurve {

    /** Figure 11's range: 16 us to 1 ms. */
    static final int[] IDLE_TIMES_MICROS = {16, 32, 64, 128, 256, 512, 1024};
    /**
     * On/off at the granularity FACTS describes (bursty at ms scale): 8 bursts per flow, each pause drawn from
     * 4 us to 1 ms, so every idle time of the curve sees pauses on both sides of it.
     */
    static final BurstyAllToAll.OnOff OFF = new BurstyAllToAll.OnOff(8, 4_000, 1_000_000);
    /**
     * A burst is one GPU message (FACTS: 1-4 MB) on one QP per NIC pair, so a flow stays on its uplink for the
     * whole message and uplinks can queue under flows that do not pause; packet by packet (trains would overrun
     * the lossless headroom, and a drop reads as reordering).
     */
    static final TrafficOptions BURSTS = TrafficOptions.DEFAULT.withMessageBytes(1 << 20).withQueuePairs(1)
            .withSourcePorts(SourcePorts.FIXED).withFlowClass(FlowClass.ROCE).withTimeoutNs(1_000_000_000L);

    /**
     * One point of the curve.
     *
     * @param idleMicros          the flowlet idle time; empty for E-ECMP without flowlets
     * @param outOfOrderPerSecond out-of-order packets the receivers saw per simulated second, over the seeds
     * @param outOfOrderPackets   in all, over the seeds (0 means below 1 / {@code seconds})
     * @param seconds             simulated seconds of traffic over the seeds
     * @param incomplete          seeds whose AllToAll did not complete (left out of the estimate)
     */
    record Point(OptionalInt idleMicros, Estimate outOfOrderPerSecond, long outOfOrderPackets, double seconds, int incomplete) {

        String label() {
            return idleMicros.isPresent() ? "flowlets, idle " + idleMicros.getAsInt() + " us" : "E-ECMP, no flowlets";
        }
    }

    private final ZonePlan plan;
    private final List<Long> seeds;
    private final int[] idleTimes;
    private final BurstyAllToAll.OnOff onOff;
    private final TrafficOptions bursts;

    FlowletCurve(ZonePlan plan, List<Long> seeds, int[] idleTimes, BurstyAllToAll.OnOff onOff, TrafficOptions bursts) {
        this.plan = plan;
        this.seeds = List.copyOf(seeds);
        this.idleTimes = idleTimes.clone();
        this.onOff = onOff;
        this.bursts = bursts;
    }

    List<Point> run() {
        int points = idleTimes.length + 1;
        var rates = new ArrayList<List<Double>>();
        long[] packets = new long[points];
        double[] seconds = new double[points];
        int[] incomplete = new int[points];
        for (int p = 0; p < points; p++) {
            rates.add(new ArrayList<>());
        }
        for (long seed : seeds) {
            try (var run = ZoneRun.boot(plan, seed, edits(OptionalInt.empty()))) {
                for (int p = 0; p < points; p++) {
                    OptionalInt idle = p == 0 ? OptionalInt.empty() : OptionalInt.of(idleTimes[p - 1]);
                    if (p > 0) {
                        run.reconfigure(edits(idle));
                    }
                    var all = run.run(BurstyAllToAll.start(run.sim(), run.zone().crossRackNics(), bursts, onOff), 1);
                    if (!all.completed()) {
                        incomplete[p]++;
                        continue;
                    }
                    long ooo = all.stats().outOfOrderPackets();
                    double s = all.stats().lastIterationNs() / 1e9;
                    rates.get(p).add(ooo / s);
                    packets[p] += ooo;
                    seconds[p] += s;
                }
            }
        }
        var out = new ArrayList<Point>();
        for (int p = 0; p < points; p++) {
            OptionalInt idle = p == 0 ? OptionalInt.empty() : OptionalInt.of(idleTimes[p - 1]);
            out.add(new Point(idle, rates.get(p).isEmpty() ? new Estimate(0, 0, 1) : Estimate.of(rates.get(p)), packets[p],
                    seconds[p], incomplete[p]));
        }
        return out;
    }

    /** E-ECMP on every RTSW, flowlets at {@code idleMicros} or off. */
    static VirtualZone.Edits edits(OptionalInt idleMicros) {
        var flowlets = idleMicros.isPresent() ? Flowlets.OFF.withEnabled(true).withIdleTimeMicros(idleMicros.getAsInt()) : Flowlets.OFF;
        return VirtualZone.Edits.rtsws(FabricBench.loadBalancing(true, flowlets));
    }

    String setup() {
        return String.format("AllToAll of %d NICs (%d racks x %d CTSWs, %dG), bursts of one %d KiB message per flow, %d per "
                        + "flow, %d QP per NIC pair, E-ECMP; pauses inside flows log-uniform %d us to %d us",
                plan.racks() * plan.nicsPerRack(), plan.racks(), plan.spines(), plan.template().downlinkSpeedMbps() / 1000,
                bursts.messageBytes() / 1024, onOff.bursts(), bursts.queuePairs(), onOff.minOffNs() / 1000, onOff.maxOffNs() / 1_000);
    }
}
