package io.nosagent.lab.bench;

import io.nosagent.config.intent.qos.QosIntent;
import io.nosagent.lab.fabric.VirtualZone;
import io.nosagent.lab.fabric.ZonePlan;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.qos.VoqCredits;
import io.nosagent.config.intent.routing.Flowlets;
import io.nosagent.sai.vasic.VendorExtensions;
import io.nosagent.sai.vasic.traffic.SourcePorts;
import io.nosagent.sai.vasic.traffic.TrafficOptions;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.function.UnaryOperator;

/**
 * Row 5 of {@code bench fabric}: the CTSWs' VOQ credit tuning, as what it is here, a model (no vendor
 * publishes its credit defaults or how its ramp works; the simulator's are {@link VendorExtensions}'), with
 * its sensitivity. A small collective (an AllReduce of {@link #RANKS} NICs, one per rack, 1 QP, 20 us between
 * iterations so the VOQs go idle; no two of its flows share an uplink, so settings are compared on the credits
 * alone, not on how the hash placed each run's flows) is timed with the CTSWs at the model's defaults and at each tuned setting
 * of initial credit and ramp, for each message size; the gain of a setting is its time against the
 * defaults' on the same seed. One zone per seed, its CTSWs reconfigured from setting to setting.
 */
final class VoqCreditSweep {

    static final int RANKS = 2;
    /** The row's tuned setting: a small message's worth of initial credit, line rate within 2 us. */
    static final Setting TUNED = new Setting(64 * 1024, 50);
    static final Setting DEFAULT = new Setting(VendorExtensions.DEFAULT_INITIAL_CREDIT_BYTES, VendorExtensions.DEFAULT_CREDIT_RAMP);

    /** A CTSW credit setting: initial credit (bytes) and ramp (percent of line rate per microsecond). */
    record Setting(long initialCreditBytes, long rampPercentPerUs) {
        String label() {
            return (initialCreditBytes >= 1024 ? initialCreditBytes / 1024 + " KiB" : initialCreditBytes + " B") + " initial, "
                    + rampPercentPerUs + "%/us";
        }
    }

    /** The gain of one setting for one message size over the seeds, in percent of the defaults' time (positive: sooner). */
    record Cell(Setting setting, long messageBytes, Estimate gainPercent, Estimate defaultMicros, int incomplete) {
    }

    private final ZonePlan plan;
    private final List<Long> seeds;
    private final int iterations;
    private final List<Setting> settings;
    private final List<Long> messageBytes;

    VoqCreditSweep(ZonePlan plan, List<Long> seeds, int iterations, List<Setting> settings, List<Long> messageBytes) {
        this.plan = plan;
        this.seeds = List.copyOf(seeds);
        this.iterations = iterations;
        this.settings = List.copyOf(settings);
        this.messageBytes = List.copyOf(messageBytes);
    }

    /** Initial credit 0 to 256 KiB by ramps of 10, 50 and 100 %/us: the space the sweep covers. */
    static List<Setting> grid() {
        var out = new ArrayList<Setting>();
        for (long initial : new long[]{0, 16 * 1024, 64 * 1024, 256 * 1024}) {
            for (long ramp : new long[]{10, 50, 100}) {
                var s = new Setting(initial, ramp);
                if (!s.equals(DEFAULT)) {
                    out.add(s);
                }
            }
        }
        return out;
    }

    List<Cell> run() {
        // per (setting, size): gains and default times over the seeds
        Map<List<Object>, List<Double>> gains = new LinkedHashMap<>();
        Map<Long, List<Double>> defaults = new LinkedHashMap<>();
        Map<List<Object>, Integer> incomplete = new LinkedHashMap<>();
        for (long seed : seeds) {
            try (var run = ZoneRun.boot(plan, seed, edits(DEFAULT))) {
                Map<Long, Double> base = new LinkedHashMap<>();
                for (long bytes : messageBytes) {
                    var c = smallRing(run, bytes);
                    if (c.completed()) {
                        base.put(bytes, c.meanIterationMicros());
                        defaults.computeIfAbsent(bytes, b -> new ArrayList<>()).add(c.meanIterationMicros());
                    }
                }
                for (Setting s : settings) {
                    run.reconfigure(edits(s));
                    for (long bytes : messageBytes) {
                        var key = List.<Object>of(s, bytes);
                        var c = smallRing(run, bytes);
                        if (!c.completed() || !base.containsKey(bytes)) {
                            incomplete.merge(key, 1, Integer::sum);
                            continue;
                        }
                        gains.computeIfAbsent(key, k -> new ArrayList<>())
                                .add(100 * (base.get(bytes) - c.meanIterationMicros()) / base.get(bytes));
                    }
                }
            }
        }
        var out = new ArrayList<Cell>();
        for (Setting s : settings) {
            for (long bytes : messageBytes) {
                var key = List.<Object>of(s, bytes);
                var g = gains.getOrDefault(key, List.of());
                var d = defaults.getOrDefault(bytes, List.of());
                out.add(new Cell(s, bytes, g.isEmpty() ? new Estimate(0, 0, 1) : Estimate.of(g),
                        d.isEmpty() ? new Estimate(0, 0, 1) : Estimate.of(d), incomplete.getOrDefault(key, 0)));
            }
        }
        return out;
    }

    /** The small ring: {@link #RANKS} NICs, one per rack, one QP, {@code bytes} per step, 20 us between iterations. */
    ZoneRun.Collective smallRing(ZoneRun run, long bytes) {
        var options = TrafficOptions.DEFAULT.withSourcePorts(SourcePorts.FIXED).withQueuePairs(1).withMessageBytes(bytes)
                .withGapNs(20_000).withIterations(iterations);
        return run.ring(run.zone().crossRackNics().subList(0, RANKS), options);
    }

    /** E-ECMP without flowlets on the RTSWs; the CTSWs' credits at {@code s} (at the defaults: nothing configured). */
    static VirtualZone.Edits edits(Setting s) {
        UnaryOperator<SwitchIntent> credits = s.equals(DEFAULT) ? UnaryOperator.identity()
                : i -> i.with(QosIntent.SECTION, QosIntent.of(i).withVoqCredits(new VoqCredits(OptionalLong.of(s.initialCreditBytes()),
                OptionalLong.of(s.rampPercentPerUs()), true, 500)));
        return new VirtualZone.Edits(FabricBench.loadBalancing(true, Flowlets.OFF), credits);
    }
}
