/**
 * Simulated host NICs ({@link io.nosagent.sai.vasic.nic.SimNic}) and the transport flows between them
 * ({@link io.nosagent.sai.vasic.nic.Flow}: a RoCEv2 queue pair or a TCP/UDP connection), which cut
 * messages into packets and measure what arrives: bytes, completion times, out-of-order packets by PSN.
 */
package io.nosagent.sai.vasic.nic;
