/**
 * The update loop ({@link io.nosagent.feature.update.UpdateLoop}): the one place ASIC writes run, in
 * order, with urgent work (fast failover, watchdog actions) ahead of config commits. It lives next to
 * the SAI model so feature modules can queue urgent work without depending on the agent.
 */
package io.nosagent.feature.update;
