package io.nosagent.watchdog.pfc;

import io.nosagent.config.intent.pfcwd.StormAction;
import io.nosagent.sai.observe.Published;
import io.nosagent.sai.stats.CounterSnapshot;
import io.nosagent.sai.stats.PortCounters;
import io.nosagent.feature.update.UpdateLoop;
import io.nosagent.watchdog.event.Event;
import io.nosagent.watchdog.event.EventSink;
import io.nosagent.watchdog.event.EventType;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Judges every watched queue on the counter snapshots (every poll interval), or takes the ASIC's word
 * for the queues it watches in hardware, and acts on storms: an event, then the action through
 * {@link StormActions} on the update thread (urgent, ahead of commits); on restoration the event's
 * clearing and the action undone. Publishes an immutable {@link WatchdogState} after every change.
 *
 * <p>Judging runs on the thread that polled (or that delivered the ASIC's notification); actions run
 * on the update thread, which re-checks that the queue is still watched before it acts, so a commit
 * that stops watching a queue never leaves an action behind.
 */
public final class PfcWatchdog {

    private static final Logger log = LoggerFactory.getLogger(PfcWatchdog.class);

    /** What the engine keeps per watched queue. */
    private static final class Tracked {
        final QueueWatch watch = new QueueWatch();
        WatchPlan.Watched watched;
        long stormsDetected;
        long stormsRestored;
        long packetsDropped;
        long packetsForwarded;
        long txAtDetection;
        Instant lastDetected;
        Instant lastRestored;
        StormAction actionTaken;

        Tracked(WatchPlan.Watched watched) {
            this.watched = watched;
        }
    }

    private final StormActions actions;
    private final HardwareDeadlock hardware;
    private final UpdateLoop updateLoop;
    private final EventSink events;
    private final AtomicReference<WatchPlan> plan = new AtomicReference<>(WatchPlan.NONE);
    private final Published<WatchdogState> state = new Published<>("PFC watchdog state", WatchdogState.EMPTY);
    private final Map<QueueRef, Tracked> tracked = new TreeMap<>();
    private WatchPlan seen = WatchPlan.NONE;
    private Instant lastJudged;

    public PfcWatchdog(StormActions actions, HardwareDeadlock hardware, UpdateLoop updateLoop, EventSink events) {
        this.actions = actions;
        this.hardware = hardware;
        this.updateLoop = updateLoop;
        this.events = events;
    }

    /** What to watch from now on; called by the programmer on the update thread. */
    void plan(WatchPlan next) {
        plan.set(next);
        synchronized (this) {
            adopt(next);
            publish();
        }
    }

    /** The plan in force. */
    public WatchPlan currentPlan() {
        return plan.get();
    }

    public WatchdogState state() {
        return state.get();
    }

    /** Every new state, published on the thread that changed it. */
    public Published<WatchdogState> states() {
        return state;
    }

    /** Judges the watched queues on a new snapshot (the collector's listener). */
    public synchronized void onSnapshot(CounterSnapshot snapshot) {
        WatchPlan p = plan.get();
        if (p != seen) {
            adopt(p);
        }
        Instant now = snapshot.collectedAt();
        // A poll a little early (timer jitter) still counts: judge when within a tenth of the period.
        if (lastJudged != null && Duration.between(lastJudged, now).compareTo(p.pollInterval().multipliedBy(9).dividedBy(10)) < 0) {
            return;
        }
        lastJudged = now;
        if (p.bigRedSwitch()) {
            return;
        }
        boolean changed = false;
        for (var e : tracked.entrySet()) {
            Tracked t = e.getValue();
            if (t.watched.hardware()) {
                continue;
            }
            PortCounters port = snapshot.ports().get(e.getKey().port());
            if (port == null) {
                continue;
            }
            QueueSample sample = QueueSample.of(port, t.watched.queue());
            switch (t.watch.observe(now, sample, t.watched.settings())) {
                case DETECTED -> {
                    detected(e.getKey(), t, now, sample);
                    changed = true;
                }
                case RESTORED -> {
                    restored(e.getKey(), t, now, sample);
                    changed = true;
                }
                case NONE -> {
                }
            }
        }
        if (changed) {
            publish();
        }
    }

    /** The ASIC detected (or recovered) a deadlock on {@code ref}, for a queue watched in hardware. */
    public synchronized void onDeadlock(QueueRef ref, boolean detected, Instant now) {
        Tracked t = tracked.get(ref);
        if (t == null || !t.watched.hardware() || plan.get().bigRedSwitch()) {
            return;
        }
        switch (t.watch.hardware(detected, now)) {
            case DETECTED -> detected(ref, t, now, null);
            case RESTORED -> restored(ref, t, now, null);
            case NONE -> {
                return;
            }
        }
        publish();
    }

    private void detected(QueueRef ref, Tracked t, Instant now, QueueSample sample) {
        t.stormsDetected++;
        t.lastDetected = now;
        StormAction action = t.watched.settings().action();
        t.actionTaken = action;
        t.txAtDetection = sample == null ? 0 : sample.txPackets();
        LosslessQueue q = t.watched.queue();
        var counters = new LinkedHashMap<String, Long>();
        if (sample != null) {
            counters.put("pfc-rx-frames", sample.pfcRxFrames());
            counters.put("pfc-on2off-rx-frames", sample.on2OffFrames());
            counters.put("queue-occupancy-bytes", sample.occupancyBytes());
            counters.put("queue-tx-packets", sample.txPackets());
        }
        events.accept(Event.raised(EventType.PFC_STORM, ref.path(), ref.port(), now,
                "PFC storm on " + ref.port() + " priority " + q.priority() + " (queue " + ref.queue() + "): the peer keeps it"
                        + " paused; " + (t.watched.hardware() ? "detected by the ASIC; " : "") + "action " + action.yangName(),
                counters));
        if (action != StormAction.ALERT) {
            boolean hw = t.watched.hardware();
            updateLoop.submitUrgent(() -> {
                if (stillWatched(ref)) {
                    if (hw) {
                        hardware.recover(q, true);
                    } else {
                        actions.apply(q, action);
                    }
                }
                return null;
            }).exceptionally(ex -> {
                log.error("{}: storm action {} failed: {}", ref, action.yangName(), ex.getMessage());
                return null;
            });
        }
    }

    private void restored(QueueRef ref, Tracked t, Instant now, QueueSample sample) {
        t.stormsRestored++;
        t.lastRestored = now;
        StormAction action = t.actionTaken == null ? t.watched.settings().action() : t.actionTaken;
        if (action == StormAction.FORWARD && sample != null) {
            t.packetsForwarded += Math.max(0, sample.txPackets() - t.txAtDetection);
        }
        var counters = new LinkedHashMap<String, Long>();
        if (sample != null) {
            counters.put("pfc-rx-frames", sample.pfcRxFrames());
            counters.put("queue-tx-packets", sample.txPackets());
        }
        events.accept(Event.cleared(EventType.PFC_STORM, ref.path(), ref.port(), now,
                "PFC storm on " + ref.port() + " queue " + ref.queue() + " over: no PFC frame for "
                        + t.watched.settings().restorationMillis() + " ms; action " + action.yangName() + " undone", counters));
        if (action != StormAction.ALERT) {
            boolean hw = t.watched.hardware();
            LosslessQueue q = t.watched.queue();
            updateLoop.submitUrgent(() -> {
                if (hw) {
                    hardware.recover(q, false);
                    return 0L;
                }
                return plan.get().bigRedSwitch() && stillWatched(ref) ? 0L : actions.undo(ref).packetsDropped();
            }).thenAccept(dropped -> {
                synchronized (this) {
                    t.packetsDropped += dropped;
                    publish();
                }
            }).exceptionally(ex -> {
                log.error("{}: undoing storm action {} failed: {}", ref, action.yangName(), ex.getMessage());
                return null;
            });
        }
    }

    /** On the update thread: whether {@code ref} is still watched under the plan in force. */
    private boolean stillWatched(QueueRef ref) {
        return plan.get().queues().containsKey(ref);
    }

    /** Brings the tracked queues in line with {@code p}. */
    private void adopt(WatchPlan p) {
        boolean redSwitchFlipped = p.bigRedSwitch() != seen.bigRedSwitch();
        tracked.keySet().retainAll(p.queues().keySet());
        p.queues().forEach((ref, w) -> {
            Tracked t = tracked.computeIfAbsent(ref, r -> new Tracked(w));
            if (t.watched.hardware() != w.hardware()) {
                t.watch.reset();
            }
            t.watched = w;
            if (redSwitchFlipped) {
                // The switch put every queue in its action or took every queue out: judged afresh.
                t.watch.reset();
            }
        });
        seen = p;
        lastJudged = null;
    }

    private void publish() {
        WatchPlan p = plan.get();
        var queues = new HashMap<QueueRef, QueueState>();
        tracked.forEach((ref, t) -> queues.put(ref, new QueueState(ref, t.watched.queue().priority(),
                t.watch.stormed() || p.bigRedSwitch() ? QueueState.Status.STORMED : QueueState.Status.OPERATIONAL,
                p.bigRedSwitch(), t.watched.hardware() ? QueueState.Detection.HARDWARE : QueueState.Detection.SOFTWARE,
                t.watched.settings(), t.stormsDetected, t.stormsRestored, t.packetsDropped, t.packetsForwarded,
                Optional.ofNullable(t.lastDetected), Optional.ofNullable(t.lastRestored))));
        WatchdogState next = new WatchdogState(queues, p.pollInterval(), p.bigRedSwitch());
        if (next.equals(state.get())) {
            return;
        }
        state.publish(next);
    }
}
