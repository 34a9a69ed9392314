/**
 * Next-hop groups: ECMP and fine-grained groups shared by routes with the same next-hop set, their
 * members, and which ports may carry traffic ({@link io.nosagent.routing.groups.PortAvailability}):
 * fast failover on oper-down ({@link io.nosagent.routing.groups.FastFailover}) and drain from config
 * ({@link io.nosagent.routing.groups.UplinkDrain}). {@link io.nosagent.routing.groups.GroupAttributes}
 * is where the flowlet programmer gives groups their ARS object, as
 * {@link io.nosagent.routing.groups.GroupExtras} the group holds until it no longer names it.
 */
package io.nosagent.routing.groups;
