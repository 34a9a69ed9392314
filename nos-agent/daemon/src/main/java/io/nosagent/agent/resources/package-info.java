/**
 * The ASIC's hardware tables as resources of its INTEGRATED_CIRCUIT component (gNMI-1.21): what each table
 * holds of the agent's objects and what SAI says is left ({@link io.nosagent.agent.resources.TableSampler}),
 * the high watermark and the threshold hysteresis ({@link io.nosagent.agent.resources.ResourceUtilization}),
 * sampled after every commit and counter poll with a RESOURCE_UTILIZATION_HIGH alarm on each crossing
 * ({@link io.nosagent.agent.resources.ResourceMonitor}), served under
 * {@code /components/component/integrated-circuit/utilization/resources}
 * ({@link io.nosagent.agent.resources.ResourceUtilizationHandler}).
 */
package io.nosagent.agent.resources;
