/**
 * The commit path: {@link io.nosagent.agent.update.IntentService} commits a new intent through the
 * feature programmers on the update loop ({@link io.nosagent.sai.update.UpdateLoop}), all or nothing.
 */
package io.nosagent.agent.update;
