/**
 * gNOI on the gNMI server's port: Healthz (component health from the watchdog's fault snapshots, which
 * are each event's artifact), File (read and remove inside the snapshot and log folders only) and
 * System (time; ping and traceroute refused until the control plane exists).
 */
package io.nosagent.agent.gnoi;
