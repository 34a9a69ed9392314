/**
 * Routed interfaces: a router interface per addressed port, its connected subnet routes, and the
 * host routes that deliver packets addressed to the switch itself to the CPU.
 */
package io.nosagent.routing.interfaces;
