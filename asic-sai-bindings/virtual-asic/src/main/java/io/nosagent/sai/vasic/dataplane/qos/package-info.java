/**
 * Quality of service as the switch's SAI objects configure it: per-port QoS maps
 * ({@link io.nosagent.sai.vasic.dataplane.qos.PortQos}), buffer pools, profiles and ingress
 * priority-group accounting with PFC thresholds ({@link io.nosagent.sai.vasic.dataplane.qos.PriorityGroup}),
 * PFC in both directions ({@link io.nosagent.sai.vasic.dataplane.qos.PfcState}), egress queues with
 * WRED/ECN ({@link io.nosagent.sai.vasic.dataplane.qos.EgressQueue},
 * {@link io.nosagent.sai.vasic.dataplane.qos.WredProfile}) and the strict/DWRR
 * {@link io.nosagent.sai.vasic.dataplane.qos.EgressScheduler}.
 */
package io.nosagent.sai.vasic.dataplane.qos;
