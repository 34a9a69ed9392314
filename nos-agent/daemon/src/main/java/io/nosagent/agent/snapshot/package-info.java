/**
 * Fault snapshots: on a case, a storm or a request, what the agent knew at that moment (the trigger, the
 * counter history of the resources involved, every port, queue and PG counter, the programmed state,
 * the running config, recent log lines, alarms, facts, the ASIC's objects) written as compressed JSON,
 * atomically, into a snapshot directory with an index, retained by count and bytes and rate-limited
 * per trigger and resource. Capture reads immutable state on the triggering thread and does the rest
 * on its own thread, so the update thread never waits for it.
 */
package io.nosagent.agent.snapshot;
