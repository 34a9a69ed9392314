package io.nosagent.watchdog.pfc;

import io.nosagent.config.delta.IntentDelta;
import io.nosagent.config.delta.Programmer;
import io.nosagent.config.intent.pfcwd.PfcWatchdogIntent;

import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Consumer;

/**
 * The watchdog's share of a commit. Every commit (not only one that changes the watchdog's section)
 * re-reads which queues are lossless, because QoS may have changed PFC in it: QoS runs earlier in the
 * commit, so what it programmed is on the ASIC now. Then: queues no longer watched leave their action,
 * hardware detection is programmed where the ASIC has it, the big red switch puts every watched queue
 * in its action (or, turned off, takes every one out), and the engine gets the new plan. Runs on the
 * update thread.
 */
public final class PfcWatchdogProgrammer implements Programmer {

    private final LosslessQueues lossless;
    private final StormActions actions;
    private final HardwareDeadlock hardware;
    private final PfcWatchdog engine;
    private final Consumer<Map<String, Set<Integer>>> pauseWatch;

    /**
     * @param pauseWatch told, per port, the queues whose pause state the polls must read (the stats
     *                   collector's {@code watchPauseStatus})
     */
    public PfcWatchdogProgrammer(LosslessQueues lossless, StormActions actions, HardwareDeadlock hardware, PfcWatchdog engine,
                                 Consumer<Map<String, Set<Integer>>> pauseWatch) {
        this.lossless = lossless;
        this.actions = actions;
        this.hardware = hardware;
        this.engine = engine;
        this.pauseWatch = pauseWatch;
    }

    @Override
    public void apply(IntentDelta delta) {
        PfcWatchdogIntent wd = delta.desired().pfcWatchdog();
        var watched = new TreeMap<QueueRef, WatchPlan.Watched>();
        if (wd.enabled()) {
            boolean hw = hardware.available();
            lossless.read(actions.forwardingPorts()).forEach((ref, q) -> wd.settings(ref.port(), ref.queue())
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
