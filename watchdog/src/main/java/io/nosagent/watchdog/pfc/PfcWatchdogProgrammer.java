package io.nosagent.watchdog.pfc;

import io.nosagent.config.delta.IntentDelta;
import io.nosagent.feature.Programmer;
import io.nosagent.config.intent.pfcwd.PfcWatchdogIntent;
import io.nosagent.config.intent.qos.LosslessPlan;

import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * The watchdog's share of a commit. Every commit (not only one that changes the watchdog's section)
 * takes the lossless queues from the commit's lossless plan, the one QoS programs (the QoS or interface
 * section may have changed them), without reading the ASIC. Then: queues no longer watched leave their action,
 * hardware detection is programmed where the ASIC has it, the big red switch puts every watched queue
 * in its action (or, turned off, takes every one out), and the engine gets the new plan. Runs on the
 * update thread.
 */
public final class PfcWatchdogProgrammer implements Programmer {

    private final LosslessQueues lossless;
    private final Function<IntentDelta, LosslessPlan> plan;
    private final StormActions actions;
    private final HardwareDeadlock hardware;
    private final PfcWatchdog engine;
    private final Consumer<Map<String, Set<Integer>>> pauseWatch;

    /**
     * @param plan       the lossless plan of each commit, shared with QoS
     * @param pauseWatch told, per port, the queues whose pause state the polls must read (the stats
     *                   collector's {@code watchPauseStatus})
     */
    public PfcWatchdogProgrammer(LosslessQueues lossless, Function<IntentDelta, LosslessPlan> plan, StormActions actions,
                                 HardwareDeadlock hardware, PfcWatchdog engine, Consumer<Map<String, Set<Integer>>> pauseWatch) {
        this.lossless = lossless;
        this.plan = plan;
        this.actions = actions;
        this.hardware = hardware;
        this.engine = engine;
        this.pauseWatch = pauseWatch;
    }

    @Override
    public void apply(IntentDelta delta) {
        PfcWatchdogIntent wd = PfcWatchdogIntent.of(delta.desired());
        var watched = new TreeMap<QueueRef, WatchPlan.Watched>();
        if (wd.enabled()) {
            boolean hw = hardware.available();
            lossless.of(delta.derived(plan)).forEach((ref, q) -> wd.settings(ref.port(), ref.queue())
                    .ifPresent(s -> watched.put(ref, new WatchPlan.Watched(q, s, hw))));
        }
        var plan = new WatchPlan(watched, wd.pollInterval(), wd.bigRedSwitch() && wd.enabled());
        boolean wasRed = engine.currentPlan().bigRedSwitch();
        for (QueueRef ref : new TreeSet<>(actions.appliedQueues())) {
            var w = watched.get(ref);
            if (w == null || (wasRed && !plan.bigRedSwitch())) {
                actions.undo(ref);
            } else if (actions.actionOf(ref).orElse(null) != w.settings().action()) {
                actions.apply(w.queue(), w.settings().action()); // a stormed queue's action was changed
            }
        }
        hardware.program(watched);
        if (plan.bigRedSwitch()) {
            watched.forEach((ref, w) -> actions.apply(w.queue(), w.settings().action()));
        }
        var pause = new TreeMap<String, Set<Integer>>();
        watched.keySet().forEach(ref -> pause.computeIfAbsent(ref.port(), p -> new TreeSet<>()).add(ref.queue()));
        pauseWatch.accept(pause);
        engine.plan(plan);
    }

}
