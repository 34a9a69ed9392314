/**
 * The control-plane policing section of the intent ({@code nosagent-copp}): overrides of the shipped CoPP
 * profile ({@link io.nosagent.config.intent.copp.CoppIntent}) and the profile in effect
 * ({@link io.nosagent.config.intent.copp.CoppProfile}): CPU queues with their policers' rate and burst,
 * and which queue each kind of trapped packet goes to.
 */
package io.nosagent.config.intent.copp;
