package io.nosagent.agent.update;

import io.nosagent.sai.observe.Published;
import io.nosagent.config.delta.IntentDelta;
import io.nosagent.feature.Programmer;
import io.nosagent.config.ConfigException;
import io.nosagent.config.codec.IntentCodec;
import io.nosagent.config.codec.ValidIntent;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.rib.Rib;
import io.nosagent.config.rib.RouteOrigin;
import io.nosagent.feature.RibInput;
import io.nosagent.net.Cidr;
import io.nosagent.config.store.Commit;
import io.nosagent.config.store.ConfigStore;
import io.nosagent.config.validate.ValidationContext;
import io.nosagent.feature.update.UpdateLoop;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.net.InetAddress;
import java.time.Duration;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.function.UnaryOperator;

/**
 * The running intent and the learned routes, and the only way to change them. A commit is one
 * transaction on the update thread: edit, validate, write the commit to disk (staged: numbered, and its file
 * created or the journal found in place first; the journal record or the file is then written by another
 * thread while this one programs every programmer in order), install the
 * staged commit as the running config, publish; a change of the learned routes ({@link #learn}) is programmed the same way, not persisted. If programming or
 * persisting fails the previous intent is re-applied, nothing is persisted or published, and the
 * caller gets a {@link CommitException} carrying the cause.
 */
public final class IntentService implements RibInput {

    private static final Logger log = LoggerFactory.getLogger(IntentService.class);

    private final UpdateLoop loop;
    private final List<Programmer> programmers;
    private final ConfigStore store;
    private final IntentCodec codec;
    private final ValidationContext context;
    private final Published<Commit> commits;
    /** What the switch holds before any commit: the base of a full re-apply. */
    private final SwitchIntent unprogrammed;
    /** What is programmed (and, once committed, persisted). */
    private volatile SwitchIntent programmed;
    /** The commit {@link #programmed} came from; null before the first commit. */
    private volatile Commit lastCommit;
    /** The stages of the last commit that made a version. */
    private volatile CommitStages lastStages;
    /** The learned routes as programmed (update thread writes). */
    private volatile Rib rib = Rib.EMPTY;
    /** Learned routes a warm restart carried over, programmed with the first commit (update thread). */
    private Rib carriedOver = Rib.EMPTY;

    /**
     * @param programmers every feature's programmers, in the order a commit runs them
     * @param commits     where each new running commit is published
     */
    public IntentService(UpdateLoop loop, List<Programmer> programmers, ConfigStore store, IntentCodec codec,
                         ValidationContext context, SwitchIntent unprogrammed, Published<Commit> commits) {
        this.commits = commits;
        this.loop = loop;
        this.programmers = List.copyOf(programmers);
        this.store = store;
        this.codec = codec;
        this.context = context;
        this.unprogrammed = unprogrammed;
        this.programmed = unprogrammed;
    }

    /** The intent as programmed now. */
    public SwitchIntent current() {
        return programmed;
    }

    /** The commit the running intent came from; empty before the first. */
    public Optional<Commit> running() {
        return Optional.ofNullable(lastCommit);
    }

    /** The running config version; 0 before the first commit. */
    public long version() {
        Commit c = lastCommit;
        return c == null ? 0 : c.version();
    }

    public IntentCodec codec() {
        return codec;
    }

    public ValidationContext validationContext() {
        return context;
    }

    public ConfigStore store() {
        return store;
    }

    /**
     * Edits the running intent. {@code edit} runs on the update thread against the then-current
     * intent and may throw {@link ConfigException} to refuse. An edit that changes nothing
     * succeeds without a new version.
     */
    public CompletableFuture<Commit> commit(UnaryOperator<SwitchIntent> edit, String note) {
        return loop.submit(() -> commitNow(edit, note));
    }

    /** Replaces the running intent with a whole new one (startup config, rollback). */
    public CompletableFuture<Commit> commit(SwitchIntent intent, String note) {
        return commit(ignored -> intent, note);
    }

    /**
     * Hands every programmer the whole running intent again, as if it were new (after a warm restart,
     * or to repair drift): each reconciles from what it owns, so a switch that already holds the intent
     * sees no SAI write. No new version is made.
     */
    public CompletableFuture<SwitchIntent> reapply() {
        return loop.submit(() -> {
            SwitchIntent running = programmed;
            program(IntentDelta.between(unprogrammed, Rib.EMPTY, running, rib));
            return running;
        });
    }

    /** Where the last commit that made a version spent its time, if one did. */
    public Optional<CommitStages> lastStages() {
        return Optional.ofNullable(lastStages);
    }

    /** Every new running commit, published on the update thread. */
    public Published<Commit> commits() {
        return commits;
    }

    private Commit commitNow(UnaryOperator<SwitchIntent> edit, String note) {
        SwitchIntent before = programmed;
        SwitchIntent next;
        ValidIntent valid;
        long start = System.nanoTime();
        try {
            next = Objects.requireNonNull(edit.apply(before), "edit returned no intent");
            // What the last commit already passed is not checked again: the cost is the change's.
            valid = codec.validated(lastCommit == null ? null : lastCommit.intent(), next, note, context);
        } catch (ConfigException e) {
            throw new CommitException(CommitException.Phase.VALIDATION, e.getMessage(), e);
        }
        long validated = System.nanoTime();
        // The first commit after a warm restart also programs the learned routes the last run left on the ASIC.
        Rib ribBefore = carriedOver.routes().isEmpty() ? rib : Rib.EMPTY;
        var delta = IntentDelta.between(before, ribBefore, next, rib);
        if (delta.isEmpty() && lastCommit != null) {
            return lastCommit;
        }
        // Checked before the ASIC is touched: a state directory that cannot take the commit refuses it untouched.
        ConfigStore.Staging staging;
        try {
            staging = store.begin(valid, note);
        } catch (RuntimeException e) {
            throw new CommitException(CommitException.Phase.PERSISTENCE, "persisting failed before anything was programmed: "
                    + e.getMessage(), e);
        }
        long stagedAt = System.nanoTime();
        // Written and synced while the ASIC is programmed (a large table's file takes as long as its routes): the
        // commit stands only once both are done, and a write that fails undoes the programming.
        var writing = new FutureTask<>(staging::write);
        Thread.ofPlatform().name("nos-config-writer").daemon().start(writing);
        try {
            program(delta);
        } catch (RuntimeException e) {
            written(writing).ifPresent(store::discard);
            restore(delta, e);
            throw new CommitException(CommitException.Phase.PROGRAMMING, "programming failed: " + e.getMessage(), e);
        }
        long programmedAt = System.nanoTime();
        Commit committed;
        try {
            committed = store.install(writtenOrThrow(writing));
        } catch (RuntimeException e) {
            restore(delta, e);
            throw new CommitException(CommitException.Phase.PERSISTENCE, "persisting failed: " + e.getMessage(), e);
        }
        programmed = next;
        lastCommit = committed;
        carriedOver = Rib.EMPTY;
        long persisted = System.nanoTime();
        var stages = new CommitStages(committed.version(), Duration.ofNanos(validated - start), Duration.ofNanos(programmedAt - stagedAt),
                Duration.ofNanos(stagedAt - validated + persisted - programmedAt));
        lastStages = stages;
        log.info("config version {} committed ({}): validated in {} ms, programmed in {} ms, persisted in {} ms",
                committed.version(), note, stages.validate().toMillis(), stages.program().toMillis(), stages.persist().toMillis());
        commits.publish(committed);
        return committed;
    }

    @Override
    public Rib learned() {
        return rib;
    }

    /**
     * Before the first commit of a warm restart (update thread): the routes the last run had learned, which the
     * ASIC still forwards, become the learned table, programmed with that commit so each is adopted as it is.
     */
    public void carryOver(Rib learned) {
        if (!loop.isUpdateThread() || lastCommit != null) {
            throw new IllegalStateException("learned routes are carried over on the update thread, before the first commit");
        }
        carriedOver = learned;
        rib = learned;
    }

    /**
     * Programs a change of the learned routes through every programmer, the running intent unchanged: a new
     * version of the table, not persisted. If programming fails the previous table is re-applied and the
     * failure is thrown. Update thread only.
     */
    @Override
    public void learn(RouteOrigin origin, Map<Cidr, ? extends Collection<InetAddress>> changes) {
        if (!loop.isUpdateThread()) {
            throw new IllegalStateException("learned routes are programmed on the update thread: submit them on the update loop");
        }
        Rib next = rib.learn(origin, changes);
        if (next == rib) {
            return;
        }
        SwitchIntent running = programmed;
        var delta = IntentDelta.between(running, rib, running, next);
        try {
            program(delta);
        } catch (RuntimeException e) {
            restore(delta, e);
            throw e;
        }
        rib = next;
    }

    /** The staged commit once its writer is done, or empty if the write failed (it then left no file). */
    private static Optional<ConfigStore.Staged> written(FutureTask<ConfigStore.Staged> writing) {
        try {
            return Optional.of(writtenOrThrow(writing));
        } catch (RuntimeException e) {
            return Optional.empty();
        }
    }

    /** The staged commit once its writer is done; the write's failure if it failed. */
    private static ConfigStore.Staged writtenOrThrow(FutureTask<ConfigStore.Staged> writing) {
        boolean interrupted = false;
        try {
            while (true) {
                try {
                    return writing.get();
                } catch (InterruptedException e) {
                    interrupted = true; // the commit's outcome hangs on the file: finish waiting
                } catch (ExecutionException e) {
                    throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
                }
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private void program(IntentDelta delta) {
        for (Programmer p : programmers) {
            p.apply(delta);
        }
    }

    /** Re-applies the running intent after {@code failed} was refused: the reversed delta names the same items. */
    private void restore(IntentDelta failed, RuntimeException cause) {
        try {
            program(failed.reversed());
            log.warn("commit refused, previous intent re-applied: {}", cause.getMessage());
        } catch (RuntimeException again) {
            cause.addSuppressed(again);
            log.error("re-applying the previous intent failed too; ASIC state may differ from the running config", again);
        }
    }
}
