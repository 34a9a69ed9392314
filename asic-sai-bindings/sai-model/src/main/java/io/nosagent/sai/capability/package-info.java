/**
 * What the agent learns of its ASIC, one record ({@link io.nosagent.sai.capability.AsicCapabilities}): for
 * each of its features that SAIs differ on ({@link io.nosagent.sai.capability.AgentFeature}), native, a
 * documented fallback, or not supported, with the SAI's answers as evidence. Bring-up fills it from the
 * capability queries alone ({@link io.nosagent.sai.capability.CapabilityProbe}); what only use shows (bulk
 * calls, counters) is added as learned; {@code nos-agent qualify} adds scratch trials
 * ({@link io.nosagent.sai.capability.Qualification}).
 */
package io.nosagent.sai.capability;
