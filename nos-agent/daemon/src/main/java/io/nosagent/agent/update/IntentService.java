package io.nosagent.agent.update;

import io.nosagent.config.delta.IntentDelta;
import io.nosagent.config.delta.Programmer;
import io.nosagent.config.ConfigException;
import io.nosagent.config.codec.IntentCodec;
import io.nosagent.config.codec.ValidIntent;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.store.Commit;
import io.nosagent.config.store.ConfigStore;
import io.nosagent.config.validate.ValidationContext;
import io.nosagent.sai.update.UpdateLoop;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;

/**
 * The running intent and the only way to change it. A commit is one transaction on the update
 * thread: edit, validate, program (every programmer in order), persist, publish. If programming or
 * persisting fails the previous intent is re-applied, nothing is persisted or published, and the
 * caller gets a {@link CommitException} carrying the cause.
 */
public final class IntentService {

    private static final Logger log = LoggerFactory.getLogger(IntentService.class);

    private final UpdateLoop loop;
    private final List<Programmer> programmers;
    private final ConfigStore store;
    private final IntentCodec codec;
    private final ValidationContext context;
    private final List<Consumer<Commit>> listeners = new CopyOnWriteArrayList<>();
    /** What the switch holds before any commit: the base of a full re-apply. */
    private final SwitchIntent unprogrammed;
    /** What is programmed (and, once committed, persisted). */
    private volatile SwitchIntent programmed;
    /** The commit {@link #programmed} came from; null before the first commit. */
    private volatile Commit lastCommit;

    public IntentService(UpdateLoop loop, List<Programmer> programmers, ConfigStore store, IntentCodec codec,
                         ValidationContext context, SwitchIntent unprogrammed) {
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
            program(IntentDelta.between(unprogrammed, running));
            return running;
        });
    }

    /** Called after every commit, on the update thread, with the new running commit. */
    public AutoCloseable onCommit(Consumer<Commit> listener) {
        listeners.add(listener);
        return () -> listeners.remove(listener);
    }

    private Commit commitNow(UnaryOperator<SwitchIntent> edit, String note) {
        SwitchIntent before = programmed;
        SwitchIntent next;
        ValidIntent valid;
        long start = System.nanoTime();
        try {
            next = Objects.requireNonNull(edit.apply(before), "edit returned no intent");
            valid = codec.validated(next, note, context);
        } catch (ConfigException e) {
            throw new CommitException(CommitException.Phase.VALIDATION, e.getMessage(), e);
        }
        long validated = System.nanoTime();
        var delta = IntentDelta.between(before, next);
        if (delta.isEmpty() && lastCommit != null) {
            return lastCommit;
        }
        try {
            program(delta);
        } catch (RuntimeException e) {
            restore(delta, e);
            throw new CommitException(CommitException.Phase.PROGRAMMING, "programming failed: " + e.getMessage(), e);
        }
        long programmedAt = System.nanoTime();
        Commit committed;
        try {
            committed = store.commit(valid, note);
        } catch (RuntimeException e) {
            restore(delta, e);
            throw new CommitException(CommitException.Phase.PERSISTENCE, "persisting failed: " + e.getMessage(), e);
        }
        programmed = next;
        lastCommit = committed;
        long persisted = System.nanoTime();
        log.info("config version {} committed ({}): validated in {} ms, programmed in {} ms, persisted in {} ms",
                committed.version(), note, (validated - start) / 1_000_000, (programmedAt - validated) / 1_000_000,
                (persisted - programmedAt) / 1_000_000);
        for (var l : listeners) {
            try {
                l.accept(committed);
            } catch (RuntimeException e) {
                log.warn("commit listener failed", e);
            }
        }
        return committed;
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
