/**
 * The commit path: {@link io.nosagent.agent.update.IntentService} commits a new intent through the
 * feature programmers on the update loop ({@link io.nosagent.feature.update.UpdateLoop}), all or nothing;
 * {@link io.nosagent.agent.update.PlatformContext} tells its validation what the platform is (ports,
 * their roles, routing table limits).
 */
package io.nosagent.agent.update;
