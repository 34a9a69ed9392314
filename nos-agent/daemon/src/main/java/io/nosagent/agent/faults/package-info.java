/**
 * What the daemon offers a simulated fabric beside it: {@code FaultInjector}, through which gNMI's
 * {@code /sim} paths and {@code nos-agent sim} inject faults when the lab has cabled hosts to a virtual ASIC.
 */
package io.nosagent.agent.faults;
