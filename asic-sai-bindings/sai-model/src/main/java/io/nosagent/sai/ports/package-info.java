/**
 * Operational state of the front-panel ports, learned from the ASIC's port-state notifications:
 * {@link io.nosagent.sai.ports.PortStatusTracker} keeps the latest {@link io.nosagent.sai.ports.PortStatus}
 * per interface and tells listeners (gNMI ON_CHANGE, fast failover, flap monitors) of each change.
 */
package io.nosagent.sai.ports;
