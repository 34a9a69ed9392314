/**
 * DSCP -> TC -> queue / priority-group maps, DSCP-based PFC with a single lossless queue, buffer pools, profiles and headroom, WRED/ECN, schedulers with the strict CTS queue, the ACK re-marking ACL and VOQ credit tuning on CTSWs. Will hold the QoS programmers.
 *
 * <p>Depends on {@code io.nosagent.sai} and {@code io.nosagent.config} only; never on another
 * feature module or on the agent.
 */
package io.nosagent.qos;
