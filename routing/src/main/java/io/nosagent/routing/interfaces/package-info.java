/**
 * Ports and routed interfaces: admin state and MTU of every front-panel port, a router interface per
 * addressed port, its connected subnet routes, the host routes that deliver packets addressed to the
 * switch itself to the CPU, and static neighbors.
 */
package io.nosagent.routing.interfaces;
