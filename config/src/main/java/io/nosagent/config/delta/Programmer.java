package io.nosagent.config.delta;

import io.nosagent.config.intent.SwitchIntent;

/**
 * One feature's share of programming an intent into the ASIC (ports, router interfaces, QoS, ...).
 *
 * <p>{@link #apply} brings what the programmer owns on the ASIC to what {@code desired} asks for.
 * It must tolerate having been interrupted half way by an earlier failure: it reconciles from what
 * it actually programmed, with {@code previous} only a hint. That is what makes rollback by
 * re-applying the previous intent work.
 */
@FunctionalInterface
public interface Programmer {
    void apply(SwitchIntent previous, SwitchIntent desired);
}
