package io.nosagent.sai.time;

/**
 * Serial work of the agent's own (the update loop): a turn runs whenever the worker is woken, never
 * two at once. Waking it while a turn runs earns one more turn after it, so work queued during a turn
 * is not missed.
 */
public interface Worker extends AutoCloseable {

    /** Asks for a turn soon; callable from any thread. Ignored once closed. */
    void wake();

    /**
     * Whether work that must not wait (a failover) is queued or running: a worker on a thread of its own then runs at
     * the most CPU the host grants it, so other threads do not delay that work, and at its own priority again once
     * told {@code false}. Callable from any thread; a simulated worker has no CPU to win.
     */
    default void urgent(boolean urgent) {
    }

    /** Runs a turn still owed, then stops. */
    @Override
    void close();
}
