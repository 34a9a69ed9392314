/**
 * The QoS plan: every SAI object a QoS intent needs on this switch, computed without touching the
 * ASIC ({@link io.nosagent.qos.plan.QosPlanner}), as the SAI model's object specs
 * ({@link io.nosagent.sai.store.ObjectSpec}) whose attributes may refer to other planned objects by
 * host key. One class per kind of object: maps, buffers, schedulers and WRED, the ACK re-marking ACL,
 * VOQ credits.
 */
package io.nosagent.qos.plan;
