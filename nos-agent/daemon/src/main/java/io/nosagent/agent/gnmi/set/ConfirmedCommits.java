package io.nosagent.agent.gnmi.set;

import io.grpc.Status;
import io.nosagent.api.gnmi.GnmiException;
import io.nosagent.agent.gnmi.paths.AgentStateHandler.PendingCommit;
import io.nosagent.agent.update.IntentService;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.sai.time.AgentTime;
import io.nosagent.sai.time.Timer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.function.Supplier;

/**
 * The gNMI commit-confirmed extension, and the one lock every Set takes. At most one commit waits
 * for confirmation; while it waits, a plain Set or a second commit is FAILED_PRECONDITION. Confirm
 * keeps the change; cancel, or the rollback timer running out, commits the intent from before it
 * again (as a new version), so programmed state and the persisted file are back to what they were.
 * The rollback timer runs on the agent's {@link AgentTime}, so in simulation mode it fires at exactly
 * its simulated deadline.
 */
public final class ConfirmedCommits implements AutoCloseable {

    /** Rollback time when a commit gives none (the extension's specification says 10 minutes). */
    public static final Duration DEFAULT_ROLLBACK = Duration.ofMinutes(10);

    private static final Logger log = LoggerFactory.getLogger(ConfirmedCommits.class);

    /** What a Set asks of the extension. */
    public sealed interface Action {
        /** A plain Set, no extension. */
        record None() implements Action {
        }

        record Commit(String id, Duration rollbackAfter) implements Action {
        }

        record Confirm(String id) implements Action {
        }

        record Cancel(String id) implements Action {
        }

        record SetRollbackDuration(String id, Duration rollbackAfter) implements Action {
        }
    }

    /** A commit waiting for confirmation; {@code generation} tells its timer from a replaced one's. */
    private record Pending(String id, SwitchIntent rollbackTo, Instant deadline, long generation, Timer timer) {
    }

    private final IntentService intent;
    private final AgentTime time;
    private Pending pending;
    private long generations;
    /** What {@link #pending()} answers, readable without waiting for a Set in progress. */
    private volatile Optional<PendingCommit> view = Optional.empty();

    public ConfirmedCommits(IntentService intent, AgentTime time) {
        this.intent = intent;
        this.time = time;
    }

    /** The commit waiting for confirmation, if any. */
    public Optional<PendingCommit> pending() {
        return view;
    }

    /** Changes the pending commit (under the lock) and what readers see of it. */
    private void pending(Pending p) {
        pending = p;
        view = Optional.ofNullable(p).map(x -> new PendingCommit(x.id(), x.deadline()));
    }

    /**
     * Runs one Set under the lock: checks the action against the pending commit, runs
     * {@code transaction} when there is something to apply, and records or resolves the pending
     * commit.
     *
     * @param transaction applies the Set's operations and returns the intent it started from
     * @param hasOperations whether the Set carries operations (confirm, cancel and duration changes must not)
     */
    public synchronized void run(Action action, boolean hasOperations, Supplier<SwitchIntent> transaction) {
        switch (action) {
            case Action.None none -> {
                refuseWhilePending("a Set without the commit extension");
                transaction.get();
            }
            case Action.Commit c -> {
                requireId(c.id());
                refuseWhilePending("a new commit");
                if (c.rollbackAfter().isNegative()) {
                    throw GnmiException.invalid("commit: rollback_duration must not be negative");
                }
                Duration after = c.rollbackAfter().isZero() ? DEFAULT_ROLLBACK : c.rollbackAfter();
                SwitchIntent before = transaction.get();
                pending(schedule(c.id(), before, after));
                log.info("commit-confirmed '{}' applied; rolls back in {} ms unless confirmed", c.id(), after.toMillis());
            }
            case Action.Confirm c -> {
                Pending p = requirePending(c.id(), hasOperations, "confirm");
                p.timer().cancel();
                pending(null);
                log.info("commit-confirmed '{}' confirmed", c.id());
            }
            case Action.Cancel c -> {
                Pending p = requirePending(c.id(), hasOperations, "cancel");
                p.timer().cancel();
                pending(null);
                rollBack(p, "cancelled");
            }
            case Action.SetRollbackDuration d -> {
                Pending p = requirePending(d.id(), hasOperations, "set_rollback_duration");
                if (d.rollbackAfter().isZero() || d.rollbackAfter().isNegative()) {
                    throw GnmiException.invalid("set_rollback_duration: rollback_duration must be greater than 0");
                }
                p.timer().cancel();
                pending(schedule(p.id(), p.rollbackTo(), d.rollbackAfter()));
                log.info("commit-confirmed '{}' now rolls back at {}", p.id(), pending.deadline());
            }
        }
    }

    private Pending schedule(String id, SwitchIntent rollbackTo, Duration after) {
        long generation = ++generations;
        Instant deadline = time.now().plus(after);
        Timer timer = time.schedule(after, () -> expire(generation));
        return new Pending(id, rollbackTo, deadline, generation, timer);
    }

    /**
     * Queues the rollback without waiting for it: the timer may run on the thread that runs commits (the
     * simulation's, in simulation mode). Commits run in order, so a Set queued after this sees the
     * rolled-back intent.
     */
    private synchronized void expire(long generation) {
        Pending p = pending;
        if (p == null || p.generation() != generation) {
            return; // confirmed, cancelled or re-timed meanwhile
        }
        pending(null);
        String why = "not confirmed in time";
        intent.commit(p.rollbackTo(), note(p, why)).whenComplete((done, failure) -> {
            if (failure == null) {
                log.warn("commit-confirmed '{}' {}: previous config restored", p.id(), why);
            } else {
                log.error("commit-confirmed '{}' {}: rolling back failed; the unconfirmed config stays", p.id(), why, failure);
            }
        });
    }

    private static String note(Pending p, String why) {
        return "commit-confirmed '" + p.id() + "' " + why + ": rolled back";
    }

    private void rollBack(Pending p, String why) {
        try {
            intent.commit(p.rollbackTo(), note(p, why)).get();
            log.warn("commit-confirmed '{}' {}: previous config restored", p.id(), why);
        } catch (ExecutionException e) {
            log.error("commit-confirmed '{}' {}: rolling back failed; the unconfirmed config stays", p.id(), why, e.getCause());
            throw new GnmiException(Status.Code.INTERNAL, "rolling back commit '" + p.id() + "' failed: "
                    + e.getCause().getMessage(), e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new GnmiException(Status.Code.ABORTED, "interrupted while rolling back commit '" + p.id() + "'");
        }
    }

    private void refuseWhilePending(String what) {
        if (pending != null) {
            throw new GnmiException(Status.Code.FAILED_PRECONDITION, what + " is refused while commit '" + pending.id()
                    + "' waits for confirmation (confirm or cancel it first; it rolls back at " + pending.deadline() + ")");
        }
    }

    private Pending requirePending(String id, boolean hasOperations, String action) {
        requireId(id);
        if (hasOperations) {
            throw GnmiException.invalid(action + " carries no operations; send them with the commit");
        }
        if (pending == null) {
            throw new GnmiException(Status.Code.FAILED_PRECONDITION, action + " '" + id + "': no commit waits for confirmation");
        }
        if (!pending.id().equals(id)) {
            throw GnmiException.invalid(action + " '" + id + "': the pending commit is '" + pending.id() + "'");
        }
        return pending;
    }

    private static void requireId(String id) {
        if (id.isEmpty()) {
            throw GnmiException.invalid("the commit extension needs an id");
        }
    }

    /** Stops the rollback timer; an unconfirmed commit stays as it is. */
    @Override
    public synchronized void close() {
        if (pending != null) {
            pending.timer().cancel();
        }
    }
}
