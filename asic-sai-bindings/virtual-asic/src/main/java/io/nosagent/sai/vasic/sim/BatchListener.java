package io.nosagent.sai.vasic.sim;

/**
 * Work done between batches of events, on the simulation's thread: before a batch, taking in what
 * changed outside (the agent's SAI writes); after it, publishing what other threads read (counters,
 * pause status).
 */
public interface BatchListener {

    default void beforeBatch(long now) {
    }

    default void afterBatch(long now) {
    }
}
