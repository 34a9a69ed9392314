/**
 * The contract between a commit and the features that program it: {@link io.nosagent.config.delta.IntentDelta}
 * (what changed, per config section: added, removed, changed) and
 * {@link io.nosagent.feature.Programmer} (one feature's share of programming it).
 */
package io.nosagent.config.delta;
