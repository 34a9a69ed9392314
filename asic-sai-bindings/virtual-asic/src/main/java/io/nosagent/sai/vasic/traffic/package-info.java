/**
 * Traffic generators between simulated NICs: NCCL-like collectives
 * ({@link io.nosagent.sai.vasic.traffic.RingAllReduce}, {@link io.nosagent.sai.vasic.traffic.AllToAll},
 * {@link io.nosagent.sai.vasic.traffic.Incast}), an on/off AllToAll whose flows pause on their own
 * ({@link io.nosagent.sai.vasic.traffic.BurstyAllToAll}) and plain TCP/UDP
 * {@link io.nosagent.sai.vasic.traffic.BulkTransfer}s, with message size, queue-pair scaling (a step split over
 * the queue pairs, or NIC messages posted whole round-robin over them), the source-port policy, and
 * receiver-driven admission with clear-to-sends ({@link io.nosagent.sai.vasic.traffic.TrafficOptions}); each running
 * {@link io.nosagent.sai.vasic.traffic.TrafficJob} reports iteration times and what its receivers saw.
 */
package io.nosagent.sai.vasic.traffic;
