/**
 * The four gNMI RPCs over the path tree: {@link io.nosagent.agent.gnmi.rpc.CapabilitiesRpc},
 * {@link io.nosagent.agent.gnmi.rpc.GetRpc}, Set ({@code io.nosagent.agent.gnmi.set}) and Subscribe
 * ({@code io.nosagent.agent.gnmi.subscribe}), bound to the gRPC service by
 * {@link io.nosagent.agent.gnmi.rpc.GnmiService}, which turns failures into gRPC statuses, and
 * {@link io.nosagent.agent.gnmi.rpc.WireFormat}, which answers unparsable requests with
 * INVALID_ARGUMENT and serializes shared telemetry once. {@link io.nosagent.agent.gnmi.rpc.ClientAddress} tells
 * a call's handler which client socket it answers.
 */
package io.nosagent.agent.gnmi.rpc;
