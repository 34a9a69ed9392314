/**
 * Counter collection: one {@link io.nosagent.sai.stats.StatsCollector}, a periodic task on the agent's
 * time source, polls every port's, queue's and priority group's counters from the ASIC on a fixed
 * period (100 ms by default) into an immutable
 * {@link io.nosagent.sai.stats.CounterSnapshot}. Readers (gNMI, monitors) only ever see whole
 * snapshots and never call the ASIC themselves.
 */
package io.nosagent.sai.stats;
