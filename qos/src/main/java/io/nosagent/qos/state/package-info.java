/**
 * What QoS programmed, for gNMI, the CLI and the stats collector: per port its queues, lossless
 * priorities and headroom, the pools with their sizes and ids, how ACKs are matched.
 */
package io.nosagent.qos.state;
