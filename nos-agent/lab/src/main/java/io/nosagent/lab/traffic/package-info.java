/**
 * Simulated hosts for an agent running on the virtual ASIC: a NIC cabled to every port whose
 * config names a static neighbor, running a named collective in real time, so ports, queues and
 * counters move from the first minute; and the faults an operator injects into them from outside
 * (the daemon's {@code FaultInjector}, implemented by {@code SimulatedFaults}: PFC storm from a port's peer, link down and up, a NIC that stops draining, a
 * lossy link).
 */
package io.nosagent.lab.traffic;
