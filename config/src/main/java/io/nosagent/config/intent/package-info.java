/**
 * The operator's intent as immutable records: {@link io.nosagent.config.intent.SwitchIntent} (the
 * root, one component per config section), {@link io.nosagent.config.intent.SystemIntent} and
 * {@link io.nosagent.config.intent.InterfaceIntent} with its
 * {@link io.nosagent.config.intent.InterfaceAddress}es. Collections are sorted and unmodifiable, so
 * two intents compare equal exactly when they configure the same thing; {@code with...} methods derive
 * edited copies. Versions are not intent: the store numbers commits.
 */
package io.nosagent.config.intent;
