/** QoS's gNMI state: per queue its counters, per port PFC and priority groups, the buffer pools, the ACK re-marking match. */
package io.nosagent.qos.gnmi;
