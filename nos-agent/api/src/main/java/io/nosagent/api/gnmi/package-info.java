/**
 * The gNMI wire shared by the daemon and its clients: the generated protobuf messages and service stubs
 * ({@code io.nosagent.api.gnmi.proto}, from {@code src/main/proto}), gNMI paths to and from text and
 * {@code ConfigPath} ({@link io.nosagent.api.gnmi.PathCodec}), and the refusal with its gRPC code
 * ({@link io.nosagent.api.gnmi.GnmiException}).
 */
package io.nosagent.api.gnmi;
