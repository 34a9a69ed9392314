/**
 * Simulated host NICs ({@link io.nosagent.sai.vasic.nic.SimNic}) and the transport flows between them
 * ({@link io.nosagent.sai.vasic.nic.Flow}: a RoCEv2 queue pair or a TCP/UDP connection), which cut
 * messages into packets and measure what arrives: bytes, completion times, out-of-order packets by PSN.
 * As RoCE responders the NICs send real RC Acknowledge packets back ({@link io.nosagent.sai.vasic.nic.Marking}
 * says how they are marked); a flow made receiver-driven ({@link io.nosagent.sai.vasic.nic.ClearToSend})
 * sends each chunk only once its receiver's clear-to-send arrived. A NIC running DCQCN
 * ({@link io.nosagent.sai.vasic.nic.Dcqcn}) returns CNPs for ECN-marked data and slows its flows on the
 * CNPs it gets ({@code RateControl}). As a host's kernel, a NIC answers ARP and neighbor discovery
 * ({@code HostResolver}) and ICMP and ICMPv6 echo for its address ({@code EchoResponder}).
 */
package io.nosagent.sai.vasic.nic;
