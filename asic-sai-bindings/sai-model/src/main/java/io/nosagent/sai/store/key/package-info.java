/**
 * Host keys: one record per kind of SAI object the agent programs, naming it the way the agent thinks
 * of it (a port by interface name, a next-hop group by its member set, a buffer pool by its configured
 * name and create-only settings) in typed fields instead of by the id the ASIC gave it or by free text.
 * A key is typed by its object's marker, so the store takes only that type's attributes for it. Keys
 * refer to other objects by their keys, so they stay valid across an agent restart.
 */
package io.nosagent.sai.store.key;
