/**
 * The Forwarding Plane Manager interface zebra feeds its dataplane through ({@code dplane_fpm_nl}): the
 * agent is the FPM server zebra connects to. {@link io.nosagent.routing.bgp.fpm.FpmCodec} reads and writes
 * its frames (rtnetlink next-hop objects and routes), {@link io.nosagent.routing.bgp.fpm.FpmServer} accepts
 * zebra's connection and hands the decoded messages on, counting what it cannot read.
 */
package io.nosagent.routing.bgp.fpm;
