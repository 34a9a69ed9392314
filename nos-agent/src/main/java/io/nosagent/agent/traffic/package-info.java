/**
 * Simulated hosts for an agent running on the virtual ASIC: a NIC cabled to every port whose
 * config names a static neighbor, running a named collective in real time, so ports, queues and
 * counters move from the first minute.
 */
package io.nosagent.agent.traffic;
