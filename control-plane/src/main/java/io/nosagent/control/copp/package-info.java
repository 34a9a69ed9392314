/**
 * Control-plane policing: the CoPP profile in effect programmed as SAI objects (a policer and a trap group per
 * CPU queue, a trap per kind of packet) through the store, and the CPU queues' counters.
 */
package io.nosagent.control.copp;
