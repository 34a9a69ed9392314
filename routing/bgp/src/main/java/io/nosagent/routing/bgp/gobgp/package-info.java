/**
 * GoBGP as the switch's BGP daemon: its gRPC API ({@link io.nosagent.routing.bgp.gobgp.GobgpClient}, over
 * the project's own .proto files in {@code io.nosagent.routing.bgp.apipb}), the translation of the BGP
 * intent into its messages, the paths it reports, and the {@code gobgpd} child process.
 */
package io.nosagent.routing.bgp.gobgp;
