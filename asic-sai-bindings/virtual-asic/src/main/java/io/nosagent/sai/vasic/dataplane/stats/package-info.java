/**
 * Counters as the data plane keeps them: {@link io.nosagent.sai.vasic.dataplane.stats.StatBlock}
 * batches counts and levels per SAI object and flushes them into the virtual ASIC's counter bank
 * under the real SAI stat ids.
 */
package io.nosagent.sai.vasic.dataplane.stats;
