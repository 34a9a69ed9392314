/**
 * The QoS section of the intent: OpenConfig's queues, forwarding groups, DSCP classifiers, scheduler
 * policies, queue-management (WRED/ECN) and buffer-allocation profiles with their interface bindings,
 * and what OpenConfig has no model for (project YANG {@code nosagent-qos}): buffer pools, lossless
 * profiles (PFC priority, priority groups, headroom parameters), cable lengths, the CTS queue, ACK
 * re-marking and VOQ credits. {@link io.nosagent.config.intent.qos.Headroom} is the headroom formula.
 */
package io.nosagent.config.intent.qos;
