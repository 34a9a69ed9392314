package io.nosagent.sai.vasic.nic;

/** Told when a flow's message has fully arrived: how a traffic pattern learns a step is done. */
@FunctionalInterface
public interface MessageListener {

    /** @param tag what the poster attached to the message (a step number, ...) */
    void messageCompleted(Flow flow, long tag, long now);

    /** The sender put the message's last packet on its way (it may still be queued anywhere). */
    default void messageSent(Flow flow, long tag, long now) {
    }
}
