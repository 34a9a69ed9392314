/**
 * Flowlet switching (SAI ARS): the switch's ARS profile, the ARS object qualifying next-hop groups
 * name (offered to the group programmer as {@link io.nosagent.routing.groups.GroupAttributes}, each
 * group holding a lease on it), ARS on
 * the member ports, and a reader of each group's flowlet counters.
 */
package io.nosagent.routing.flowlets;
