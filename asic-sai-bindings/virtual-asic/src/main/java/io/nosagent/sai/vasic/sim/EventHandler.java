package io.nosagent.sai.vasic.sim;

/**
 * What an event does when its time comes. Events are primitive (a kind, a number and one object), so
 * scheduling one allocates nothing; the handler decides what the kind means.
 */
@FunctionalInterface
public interface EventHandler {

    /**
     * @param kind    what happened, in the handler's own numbering
     * @param arg     a number that goes with it (a priority and quanta, a sequence, ...)
     * @param subject the object it concerns (a packet, a flow, ...), or null
     */
    void onEvent(int kind, long arg, Object subject);
}
