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

import java.nio.file.Path;
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
 * its simulated deadline. The pending commit is persisted ({@link PendingCommitFile}) before its change
 * is programmed, so after a restart ({@link #restore}) it still waits for confirmation, or rolls back at
 * once when its deadline passed while the agent was down.
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
    private record Pending(PendingCommitFile.Saved saved, SwitchIntent rollbackTo, long generation, Timer timer) {
        String id() {
            return saved.id();
        }

        Instant deadline() {
            return saved.deadline();
        }
    }

    private final IntentService intent;
    private final AgentTime time;
    private final PendingCommitFile file;
    private Pending pending;
    private long generations;
    /** What {@link #pending()} answers, readable without waiting for a Set in progress. */
    private volatile Optional<PendingCommit> view = Optional.empty();

    /**
     * @param file where the pending commit is kept across restarts ({@code pending-commit.json} in the
     *             agent's state directory)
     */
    public ConfirmedCommits(IntentService intent, AgentTime time, Path file) {
        this.intent = intent;
        this.time = time;
        this.file = new PendingCommitFile(file);
    }

    /**
     * Takes up the commit that waited for confirmation when the agent stopped: it waits again until its
     * deadline (at most its rollback duration from now, should the clock have moved back), or rolls back
     * at once when the deadline passed. A commit that never reached the running config is forgotten; a
     * file that cannot be read is kept aside and reported, and nothing is rolled back.
     */
    public synchronized void restore() {
        Optional<PendingCommitFile.Saved> saved;
        try {
            saved = file.read();
        } catch (PendingCommitFile.Unreadable e) {
            log.error("commit-confirmed state unreadable, no rollback scheduled: {}", e.getMessage());
            return;
        }
        if (saved.isEmpty()) {
            return;
        }
        var s = saved.get();
        if (intent.version() <= s.rollbackToVersion()) {
            log.info("commit-confirmed '{}' never reached the running config before the restart; nothing to roll back", s.id());
            file.delete();
            return;
        }
        SwitchIntent rollbackTo;
        try {
            rollbackTo = intent.store().rollback(s.rollbackToVersion());
        } catch (java.util.NoSuchElementException e) {
            log.error("commit-confirmed '{}' cannot roll back after the restart: {}; {} left in place", s.id(), e.getMessage(), file.path());
            return;
        }
        Instant now = time.now();
        Duration left = Duration.between(now, s.deadline());
        left = left.isNegative() ? Duration.ZERO : left.compareTo(s.rollbackAfter()) > 0 ? s.rollbackAfter() : left;
        var resumed = new PendingCommitFile.Saved(s.id(), s.rollbackToVersion(), now.plus(left), s.rollbackAfter());
        file.write(resumed);
        pending(schedule(resumed, rollbackTo));
        if (left.isZero()) {
            log.warn("commit-confirmed '{}' was not confirmed before its deadline {} passed while the agent was down: rolling back to version {} now",
                    s.id(), s.deadline(), s.rollbackToVersion());
        } else {
            log.warn("commit-confirmed '{}' from before the restart still waits for confirmation; rolls back to version {} at {}",
                    s.id(), s.rollbackToVersion(), resumed.deadline());
        }
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
                var saved = new PendingCommitFile.Saved(c.id(), intent.version(), time.now().plus(after), after);
                try {
                    file.write(saved); // before programming: a restart in the middle still rolls back
                } catch (java.io.UncheckedIOException e) {
                    throw new GnmiException(Status.Code.INTERNAL, "commit '" + c.id() + "' refused: its rollback state cannot be"
                            + " persisted (" + e.getMessage() + "); nothing was changed", e);
                }
                SwitchIntent before;
                try {
                    before = transaction.get();
                } catch (RuntimeException e) {
                    file.delete();
                    throw e;
                }
                pending(schedule(saved, before));
                log.info("commit-confirmed '{}' applied; rolls back in {} ms unless confirmed", c.id(), after.toMillis());
            }
            case Action.Confirm c -> {
                Pending p = requirePending(c.id(), hasOperations, "confirm");
                p.timer().cancel();
                pending(null);
                file.delete();
                log.info("commit-confirmed '{}' confirmed", c.id());
            }
            case Action.Cancel c -> {
                Pending p = requirePending(c.id(), hasOperations, "cancel");
                p.timer().cancel();
                pending(null);
                rollBack(p, "cancelled");
                file.delete();
            }
            case Action.SetRollbackDuration d -> {
                Pending p = requirePending(d.id(), hasOperations, "set_rollback_duration");
                if (d.rollbackAfter().isZero() || d.rollbackAfter().isNegative()) {
                    throw GnmiException.invalid("set_rollback_duration: rollback_duration must be greater than 0");
                }
                p.timer().cancel();
                var saved = new PendingCommitFile.Saved(p.id(), p.saved().rollbackToVersion(), time.now().plus(d.rollbackAfter()),
                        d.rollbackAfter());
                file.write(saved);
                pending(schedule(saved, p.rollbackTo()));
                log.info("commit-confirmed '{}' now rolls back at {}", p.id(), pending.deadline());
            }
        }
    }

    private Pending schedule(PendingCommitFile.Saved saved, SwitchIntent rollbackTo) {
        long generation = ++generations;
        Duration after = Duration.between(time.now(), saved.deadline());
        Timer timer = time.schedule(after.isNegative() ? Duration.ZERO : after, () -> expire(generation));
        return new Pending(saved, rollbackTo, generation, timer);
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
                file.delete();
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
