/**
 * gNMI Subscribe. {@link io.nosagent.agent.gnmi.subscribe.Telemetry} is the engine every stream
 * shares: one timer thread for all SAMPLE and heartbeat intervals, a small worker pool, and the
 * {@link io.nosagent.agent.gnmi.subscribe.ChangeFeed} that turns commits, port state changes and
 * counter snapshots into ON_CHANGE work. Each RPC is one
 * {@link io.nosagent.agent.gnmi.subscribe.SubscriptionStream}: its work runs serially, its
 * outbound messages wait in a queue bounded in bytes, and a client that cannot keep up is ended
 * with RESOURCE_EXHAUSTED instead of growing the heap.
 */
package io.nosagent.agent.gnmi.subscribe;
