/**
 * The switch's own echo through its data plane: {@link io.nosagent.control.echo.EchoProbes} sends ICMP and ICMPv6
 * echo requests through the pipeline like any packet the CPU originates and matches what comes back (echo replies,
 * time-exceeded and unreachable errors, trapped IP2ME) to them by identifier and sequence, for gNOI Ping and
 * Traceroute; {@link io.nosagent.control.echo.TtlExpiry} is the router's side of traceroute: a packet whose TTL ran
 * out here (the TTL-error trap) is answered with time exceeded. {@link io.nosagent.control.echo.SourceAddresses}
 * picks which of the switch's addresses speaks.
 */
package io.nosagent.control.echo;
