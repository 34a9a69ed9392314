/**
 * gNOI on the gNMI server's port: Healthz (component health from the features' faults, each event a fault
 * snapshot that is its artifact) and the same health on the OpenConfig tree ({@code healthz/state}), File
 * (read and remove inside the snapshot and log folders only) and System (time; reboot, its status and
 * cancel; ping and traceroute refused until they are built).
 */
package io.nosagent.agent.gnoi;
