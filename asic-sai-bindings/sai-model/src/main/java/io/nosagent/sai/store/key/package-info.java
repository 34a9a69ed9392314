/**
 * Host keys: one record per kind of SAI object the agent programs, naming it the way the agent thinks
 * of it (a port by interface name, a next-hop group by its member set) instead of by the id the ASIC
 * gave it. Keys refer to other objects by their keys, so they stay valid across an agent restart.
 */
package io.nosagent.sai.store.key;
