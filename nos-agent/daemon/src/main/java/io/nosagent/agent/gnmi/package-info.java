/**
 * The gNMI server: {@link io.nosagent.agent.gnmi.GnmiServer} assembles the path tree over the agent's
 * state, the four RPCs, gRPC server reflection and security, and listens as
 * {@link io.nosagent.agent.gnmi.GnmiOptions} say. Sub-packages: {@code schema} (the served tree as
 * data), {@code tree} (handler registry, matching, filtering), {@code paths} (what is served),
 * {@code encode} (paths and values on the wire), {@code rpc}, {@code set}, {@code subscribe}, and
 * {@code client} (the client the CLI uses). {@code proto} is generated from {@code src/main/proto}.
 */
package io.nosagent.agent.gnmi;
