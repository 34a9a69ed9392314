/**
 * The update path: the single update thread ({@link io.nosagent.agent.update.UpdateLoop}) and the
 * commit of a new intent through the feature programmers, all or nothing.
 */
package io.nosagent.agent.update;
