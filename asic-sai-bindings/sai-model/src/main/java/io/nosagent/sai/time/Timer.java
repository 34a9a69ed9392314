package io.nosagent.sai.time;

/** A task scheduled on an {@link AgentTime}: cancelling it stops every later run. */
public interface Timer {

    /** No further runs; a run already in progress finishes. Cancelling twice is harmless. */
    void cancel();

    boolean isCancelled();
}
