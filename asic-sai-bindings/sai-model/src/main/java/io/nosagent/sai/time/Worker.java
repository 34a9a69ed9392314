package io.nosagent.sai.time;

/**
 * Serial work of the agent's own (the update loop): a turn runs whenever the worker is woken, never
 * two at once. Waking it while a turn runs earns one more turn after it, so work queued during a turn
 * is not missed.
 */
public interface Worker extends AutoCloseable {

    /** Asks for a turn soon; callable from any thread. Ignored once closed. */
    void wake();

    /** Runs a turn still owed, then stops. */
    @Override
    void close();
}
