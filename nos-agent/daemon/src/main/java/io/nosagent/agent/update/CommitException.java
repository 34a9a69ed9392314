package io.nosagent.agent.update;

/**
 * A commit that did not happen. Programmed state, running config and persisted config are as they
 * were before it.
 */
public final class CommitException extends RuntimeException {

    /** Where the commit stopped. */
    public enum Phase {
        /** The new intent is invalid (see the cause's errors). */
        VALIDATION,
        /** The ASIC refused part of it (the cause is the SaiException); the previous intent was re-applied. */
        PROGRAMMING,
        /** It could not be persisted; the previous intent was re-applied. */
        PERSISTENCE,
        /** Another commit must finish first (e.g. a confirmed commit is pending). */
        PRECONDITION
    }

    private final Phase phase;

    public CommitException(Phase phase, String message, Throwable cause) {
        super(message, cause);
        this.phase = phase;
    }

    public Phase phase() {
        return phase;
    }
}
