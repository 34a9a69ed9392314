package io.nosagent.feature;

import io.nosagent.config.delta.IntentDelta;

/**
 * One feature's share of programming a commit into the ASIC (ports, router interfaces, routes, QoS,
 * the watchdog): the "orch" of SONiC, driven by a delta instead of tables.
 *
 * <p>{@link #apply} brings what the programmer owns, for every item the delta names, to what
 * {@link IntentDelta#desired()} asks; items the delta does not name are left alone. It must tolerate
 * having been stopped half way by an earlier failure: for each named item it reconciles from what it
 * actually programmed, with {@link IntentDelta#previous()} only a hint. That is what makes rollback
 * work: after a failure the update path hands every programmer the {@linkplain IntentDelta#reversed()
 * reversed} delta, which names the same items.
 *
 * <p>Programmers run on the update thread, one commit at a time, in the order the agent wires them
 * (what others refer to first: ports, router interfaces, QoS, routes, watchdog).
 */
@FunctionalInterface
public interface Programmer {
    void apply(IntentDelta delta);
}
