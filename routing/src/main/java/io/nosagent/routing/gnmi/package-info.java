/**
 * Routing's gNMI state: the AFT (connected, static and learned routes, next-hop groups, next hops), the
 * programmed groups and members with their status, TE overrides and the QP hash mode, and the flowlet
 * counters of the groups.
 */
package io.nosagent.routing.gnmi;
