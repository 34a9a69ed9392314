package io.nosagent.routing.groups;

import io.nosagent.routing.state.RoutingStates;
import io.nosagent.sai.ports.PortStatus;
import io.nosagent.sai.store.MemberCut;
import io.nosagent.sai.ports.PortStatusTracker;
import io.nosagent.feature.update.UpdateLoop;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.time.Instant;
import java.util.HashSet;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * Takes a port's next hops out of their groups when the port goes down, and puts them back when it
 * comes up, without touching the config: each port event queues urgent work on the update loop (ahead
 * of any commit waiting, and, as it hears the change {@linkplain PortStatusTracker#changesFirst() first}, ahead of
 * the work other listeners queue for it). For a port going down the work first removes every ECMP member behind it with
 * one bulk call, from the groups' precomputed {@link FailoverPlan} ({@link NextHopGroups#cutOff}): the ASIC
 * is right before anything else runs. Then it records the port's state in {@link PortAvailability}, so the
 * groups (fine-grained buckets, drained fallbacks) and TE overrides behind the port follow, settles the
 * store's bookkeeping of the cut, and publishes the state. The work reads the port's state when it runs,
 * not when it was queued, so a flap that settles before the work runs costs nothing.
 *
 * <p>At start it {@linkplain FailoverRehearsal rehearses} the cut on a thread of its own, on groups and a store of
 * its own that reach no switch, so the first real failover runs compiled code; it steps aside while urgent work waits.
 */
public final class FastFailover implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(FastFailover.class);

    private final PortStatusTracker tracker;
    private final UpdateLoop loop;
    private final PortAvailability ports;
    private final NextHopGroups groups;
    private final RoutingStates states;
    private final AutoCloseable subscription;
    private final CompletableFuture<FailoverRehearsal.Outcome> rehearsal = new CompletableFuture<>();
    private volatile boolean closed;
    private volatile Cut lastCut;

    /**
     * A port-down's cut, on the tracker's clock: when the port tracker heard of it, when the update loop began the work,
     * and when the cut was done (the ASIC's one bulk removal of its {@code members} returned and the groups were told
     * which went). Where a slow failover spent its time: the queue hop and wake-up of the update thread, or the cut.
     */
    public record Cut(String port, int members, Instant heard, Instant workStarted, Instant cutDone) {
    }

    /** Subscribes to {@code tracker} and queues a first pass that records every port down now. */
    public FastFailover(PortStatusTracker tracker, UpdateLoop loop, PortAvailability ports, NextHopGroups groups,
                        RoutingStates states) {
        this.tracker = tracker;
        this.loop = loop;
        this.ports = ports;
        this.groups = groups;
        this.states = states;
        this.subscription = tracker.changesFirst().subscribe(this::portChanged);
        submit("initial port states", this::syncAll);
        Thread.ofPlatform().daemon().name("failover-rehearsal").priority(Thread.MIN_PRIORITY).start(this::rehearse);
    }

    private void rehearse() {
        try {
            rehearsal.complete(FailoverRehearsal.run(() -> {
                loop.yieldToUrgentWork();
                return !closed;
            }));
        } catch (RuntimeException e) {
            log.warn("the failover rehearsal failed; the first failover runs on a cold JVM", e);
            rehearsal.completeExceptionally(e);
        }
    }

    /** The start-up rehearsal: done once it ran its rounds (fewer if closed first). */
    public CompletableFuture<FailoverRehearsal.Outcome> rehearsal() {
        return rehearsal;
    }

    private void portChanged(PortStatus status) {
        submit(status.interfaceName() + (status.up() ? " up" : " down"), () -> sync(status.interfaceName()));
    }

    private void submit(String what, Runnable work) {
        loop.submitUrgent(() -> {
            work.run();
            return null;
        }).whenComplete((ok, failure) -> {
            if (failure != null) {
                log.error("fast failover for {} failed; groups will follow at the port's next change", what, failure);
            }
        });
    }

    /** The last port-down's cut since start, if a port went down. */
    public Optional<Cut> lastCut() {
        return Optional.ofNullable(lastCut);
    }

    private void sync(String port) {
        Instant started = tracker.time().now();
        PortStatus status = tracker.status(port).orElse(null);
        boolean down = status != null && !status.up();
        MemberCut cut = null;
        if (down) {
            try {
                cut = groups.cutOff(port);
                lastCut = new Cut(port, cut.size(), status.lastChange(), started, tracker.time().now());
            } catch (RuntimeException e) {
                // The groups still follow below, one member removal at a time.
                log.error("the one-call cut of {}'s group members failed", port, e);
            }
        }
        try {
            ports.setDown(port, down);
        } finally {
            try {
                if (cut != null) {
                    cut.settle();
                }
            } finally {
                states.publish();
            }
        }
    }

    private void syncAll() {
        var down = new HashSet<String>();
        var up = new HashSet<String>();
        tracker.all().forEach((name, s) -> (s.up() ? up : down).add(name));
        try {
            ports.setDown(down, up);
        } finally {
            states.publish();
        }
    }

    @Override
    public void close() {
        closed = true;
        try {
            subscription.close();
        } catch (Exception e) {
            log.debug("unsubscribe failed", e);
        }
    }
}
